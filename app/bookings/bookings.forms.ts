import * as z from 'zod/mini';
import { isIsoDate } from '../business-time/calendar-dates';
import { hearAboutOptions, sessionOptions } from '../content/booking-options';
import { longEmailField, optionalText, personNameField, requiredText } from '../validation/fields';

/** PRODUCT §8: what the form says when a request could not be stored or sent. */
export const bookingErrorMessage = 'An error occurred. Please try again.';

export const phoneFormatMessage = 'Phone number must look like 123-456-7890';

/** PRODUCT §5 Booking form. One schema for the browser and the action (zod/mini: it runs in both). */
export const bookingRequestSchema = z.object({
  name: personNameField,
  email: longEmailField,
  phnumber: z
    .string({ error: 'Phone Number is required' })
    .check(
      z.trim(),
      z.minLength(1, 'Phone Number is required'),
      z.regex(/^\d{3}-\d{3}-\d{4}$/, phoneFormatMessage),
    ),
  location: requiredText('Location is required', 200, 'Location cannot exceed 200 characters'),
  msg: optionalText(1000, 'Message must not exceed 1000 characters'),
  session: z.enum(sessionOptions, { error: 'You must select an option' }),
  hearAbout: z.optional(z.enum(hearAboutOptions, { error: 'Please choose one of the listed options' })),
});

export type BookingRequest = z.infer<typeof bookingRequestSchema>;

/** PRODUCT §5 Booking scheduled date: the format here; the window and blocked dates on the server. */
export const scheduleSchema = z.object({
  intent: z.literal('schedule'),
  dateScheduled: z
    .string({ error: 'Please choose a date' })
    .check(z.minLength(1, 'Please choose a date'), z.refine(isIsoDate, 'The date must look like yyyy-MM-dd')),
});

export const blockDateSchema = z.object({
  intent: z.literal('block-date'),
  date: z
    .string({ error: 'Please choose a date' })
    .check(z.refine(isIsoDate, 'The date must look like yyyy-MM-dd')),
  reason: optionalText(200, 'The reason cannot exceed 200 characters'),
});

/** Admin Home bookings filter (PRODUCT §2), kept in the URL as ?filter=. */
export const bookingFilters = {
  approved: 'Approved',
  'not-approved': 'Not Approved',
  scheduled: 'Date Scheduled',
  'not-scheduled': 'Date Not Scheduled',
} as const;

export type BookingFilter = keyof typeof bookingFilters;

/** The filters in the menu's order, each with its label. */
export const bookingFilterEntries = Object.entries(bookingFilters) as [BookingFilter, string][];

export function parseBookingFilter(value: string | null): BookingFilter | null {
  return value !== null && value in bookingFilters ? (value as BookingFilter) : null;
}
