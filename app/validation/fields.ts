import { z } from 'zod';
import './zod-config';

/**
 * Field rules shared by every form (PRODUCT §5), so "Email", "Name" and the rest mean the same thing
 * on the contact form, signup, booking and checkout. Conform turns an empty input into undefined,
 * so each "required" message is the schema's message for a missing value.
 */

// The pattern the browser's type=email uses (WHATWG), so the server agrees with the browser.
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

// A field of only spaces is empty once trimmed: it gets the 'required' message, which comes first.
const emailBase = z.string({ error: 'Email is required' }).trim().min(1, 'Email is required');

/** Email as PRODUCT §5 Login: required and a valid address. */
export const emailField = emailBase
  .max(254, 'Email address is invalid')
  .regex(emailPattern, 'Email address is invalid');

/** Email as PRODUCT §5 Signup and Booking: the length message comes first, so a short address gets it. */
export const longEmailField = emailBase
  .min(5, 'Email must be longer than 5 characters')
  .max(254, 'Email address is invalid')
  .regex(emailPattern, 'Email address is invalid');

/** A person's name (PRODUCT §5 Signup and Booking): letters and spaces, 2 to 100 characters. */
export const personNameField = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .min(2, "Name can't be shorter than 2 characters")
  .max(100, 'Name cannot exceed 100 characters')
  .regex(/^[\p{L} ]+$/u, 'Name must only contain letters');

/** A free-text field that must not be empty. */
export function requiredText(message: string, max: number, tooLong: string) {
  return z.string({ error: message }).trim().min(1, message).max(max, tooLong);
}

/**
 * The honeypot: a field hidden from people that bots fill in. Any value makes the post a bot's.
 * Named like a real field so bots take the bait.
 */
export const honeypotFieldName = 'website';
