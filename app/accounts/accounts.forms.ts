import * as z from 'zod/mini';
import { notUnderstoodMessage } from '../http/notice';
import { emailField, longEmailField, newPasswordField, personNameField } from '../validation/fields';

// zod/mini, like the shared field rules (app/validation/fields.ts): these forms check in the browser.

/** The password of an existing account, as typed (its rules were checked when it was chosen). */
const accountPasswordField = z
  .string({ error: 'Password is required' })
  .check(z.minLength(1, 'Password is required'));

/** PRODUCT §5 Login. */
export const loginSchema = z.object({
  email: emailField,
  password: accountPasswordField,
  redirectTo: z.optional(z.string()),
});

/** /verify-email/:token: the account's password (decision 054). */
export const verifyEmailSchema = z.object({ password: accountPasswordField });

/** PRODUCT §5 Signup. */
const signupFields = z.object({
  email: longEmailField,
  confirmEmail: z.string({ error: 'Emails do not match' }).check(z.trim()),
  name: personNameField,
  password: newPasswordField,
  confirmPassword: z.string({ error: 'Confirm Password is required' }),
});

// Each comparison runs as soon as its own two fields are valid, not only once the whole form is,
// so someone filling the form from the top sees a mismatch when they leave the confirm field.
const emailPair = z.pick(signupFields, { email: true, confirmEmail: true });
const passwordPair = z.pick(signupFields, { password: true, confirmPassword: true });

export const signupSchema = signupFields.check(
  // Exactly as typed (PRODUCT §5): a confirmation in other capitals is not the same typing.
  z.refine((value) => value.confirmEmail === value.email, {
    path: ['confirmEmail'],
    error: 'Emails do not match',
    when: (payload) => emailPair.safeParse(payload.value).success,
  }),
  z.refine((value) => value.confirmPassword === value.password, {
    path: ['confirmPassword'],
    error: 'Passwords do not match',
    when: (payload) => passwordPair.safeParse(payload.value).success,
  }),
);

/** A new password and its confirmation, with signup's rules and messages (reset and /account). */
const newPasswordPair = z.object({
  password: newPasswordField,
  confirmPassword: z.string({ error: 'Confirm Password is required' }),
});

const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>(
  (value) => value.confirmPassword === value.password,
  {
    path: ['confirmPassword'],
    error: 'Passwords do not match',
    when: (payload) => newPasswordPair.safeParse(payload.value).success,
  },
);

/** /forgot-password: the address to send a reset link to. */
export const forgotPasswordSchema = z.object({ email: emailField });

/** /sign-in-link: the address to email a sign-in link to, and the page to land on (decision 057). */
export const signInLinkSchema = z.object({ email: emailField, redirectTo: z.optional(z.string()) });

/** /reset-password/:token */
export const resetPasswordSchema = newPasswordPair.check(passwordsMatch);

/** /account: change the password; the current one is required. */
export const changePasswordSchema = z
  .extend(newPasswordPair, {
    currentPassword: z
      .string({ error: 'Current Password is required' })
      .check(z.minLength(1, 'Current Password is required')),
  })
  .check(passwordsMatch);

/** /account: change the name, with signup's rules. */
export const changeNameSchema = z.object({ name: personNameField });

/** PRODUCT §2 Edit Roles: the two roles an admin can change (User is always on). */
export const rolesSchema = z.object({
  client: z.optional(z.literal('on', { error: notUnderstoodMessage })),
  admin: z.optional(z.literal('on', { error: notUnderstoodMessage })),
});
