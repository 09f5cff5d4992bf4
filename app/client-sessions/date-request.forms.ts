import * as z from 'zod/mini';
import { isIsoDate } from '../business-time/calendar-dates';
import { optionalText } from '../validation/fields';

function dateField(required: string) {
  return z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.refine(isIsoDate, 'The date must look like yyyy-MM-dd'));
}

const dateRequestFields = z.object({
  firstChoice: dateField('Please choose a first date'),
  secondChoice: dateField('Please choose a second date'),
  message: optionalText(1000, 'Message must not exceed 1000 characters'),
});

const bothDates = z.pick(dateRequestFields, { firstChoice: true, secondChoice: true });

/**
 * PRODUCT §16 Request another date: two preferred days and a message, for the browser and the
 * action (zod/mini). The window and the blocked days are the server's part, as on Booking Info.
 */
export const dateRequestSchema = dateRequestFields.check(
  z.refine((value) => value.firstChoice !== value.secondChoice, {
    path: ['secondChoice'],
    error: 'Please choose two different dates',
    when: (payload) => bothDates.safeParse(payload.value).success,
  }),
);

export type DateRequestInput = z.infer<typeof dateRequestSchema>;
