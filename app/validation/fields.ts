import * as z from 'zod/mini';
import './zod-config';

/**
 * Field rules shared by every form (PRODUCT §5), so "Email", "Name" and the rest mean the same thing
 * on the contact form, signup, booking and checkout. Conform turns an empty input into undefined,
 * so each "required" message is the schema's message for a missing value.
 *
 * Written with zod/mini (the same rules and messages, as functions instead of methods): the public
 * forms' checks run in the browser too, and zod/mini is a fraction of zod's size there (PRODUCT §15).
 * A zod/mini schema is a zod schema: the server's full zod and Conform read it as they read any.
 */

// The pattern the browser's type=email uses (WHATWG), so the server agrees with the browser.
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

// A field of only spaces is empty once trimmed: it gets the 'required' message, which comes first.
const required = (message: string) => [z.trim(), z.minLength(1, message)] as const;

/** Email as PRODUCT §5 Login: required and a valid address. */
export const emailField = z
  .string({ error: 'Email is required' })
  .check(
    ...required('Email is required'),
    z.maxLength(254, 'Email address is invalid'),
    z.regex(emailPattern, 'Email address is invalid'),
  );

/** Email as PRODUCT §5 Signup and Booking: the length message comes first, so a short address gets it. */
export const longEmailField = z
  .string({ error: 'Email is required' })
  .check(
    ...required('Email is required'),
    z.minLength(5, 'Email must be longer than 5 characters'),
    z.maxLength(254, 'Email address is invalid'),
    z.regex(emailPattern, 'Email address is invalid'),
  );

/** A person's name (PRODUCT §5 Signup and Booking): letters and spaces, 2 to 100 characters. */
export const personNameField = z
  .string({ error: 'Name is required' })
  .check(
    ...required('Name is required'),
    z.minLength(2, "Name can't be shorter than 2 characters"),
    z.maxLength(100, 'Name cannot exceed 100 characters'),
    z.regex(/^[\p{L} ]+$/u, 'Name must only contain letters'),
  );

export const passwordRulesMessage =
  'Password must contain an uppercase letter, a lowercase letter, a number and a special character (! @ # $ % ^ & *)';

/** PRODUCT §5 Signup password: at least 8, one each of upper, lower, digit and !@#$%^&*. */
/** A new password, wherever one is set (signup, user:create). */
export const newPasswordField = z.string({ error: 'Password is required' }).check(
  z.minLength(8, 'Must be longer than 8 characters'),
  z.maxLength(128, 'Password cannot exceed 128 characters'),
  z.refine(
    (v) => /[A-Z]/.test(v) && /[a-z]/.test(v) && /\d/.test(v) && /[!@#$%^&*]/.test(v),
    passwordRulesMessage,
  ),
);

/** A free-text field that must not be empty. */
export function requiredText(message: string, max: number, tooLong: string) {
  return z.string({ error: message }).check(...required(message), z.maxLength(max, tooLong));
}

/** Optional free text: trimmed, at most `max` characters. */
export function optionalText(max: number, tooLong: string) {
  return z.optional(z.string().check(z.trim(), z.maxLength(max, tooLong)));
}

/**
 * The honeypot: a field hidden from people that bots fill in. Any value makes the post a bot's.
 * Named like a real field so bots take the bait.
 */
export const honeypotFieldName = 'website';
