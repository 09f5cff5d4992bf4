import { z } from 'zod';
import { notUnderstoodMessage } from '../http/notice';
import { emailField, longEmailField, personNameField } from '../validation/fields';

/** PRODUCT §5 Login. */
export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
  redirectTo: z.string().optional(),
});

export const passwordRulesMessage =
  'Password must contain an uppercase letter, a lowercase letter, a number and a special character (! @ # $ % ^ & *)';

/** PRODUCT §5 Signup password: at least 8, one each of upper, lower, digit and !@#$%^&*. */
/** A new password, wherever one is set (signup, user:create). */
export const newPasswordField = z
  .string({ error: 'Password is required' })
  .min(8, 'Must be longer than 8 characters')
  .max(128, 'Password cannot exceed 128 characters')
  .refine(
    (v) => /[A-Z]/.test(v) && /[a-z]/.test(v) && /\d/.test(v) && /[!@#$%^&*]/.test(v),
    passwordRulesMessage,
  );

/** PRODUCT §5 Signup. */
const signupFields = z.object({
  email: longEmailField,
  confirmEmail: z.string({ error: 'Emails do not match' }).trim(),
  name: personNameField,
  password: newPasswordField,
  confirmPassword: z.string({ error: 'Confirm Password is required' }),
});

// Each comparison runs as soon as its own two fields are valid, not only once the whole form is,
// so someone filling the form from the top sees a mismatch when they leave the confirm field.
const emailPair = signupFields.pick({ email: true, confirmEmail: true });
const passwordPair = signupFields.pick({ password: true, confirmPassword: true });

export const signupSchema = signupFields
  // Exactly as typed (PRODUCT §5): a confirmation in other capitals is not the same typing.
  .refine((value) => value.confirmEmail === value.email, {
    path: ['confirmEmail'],
    message: 'Emails do not match',
    when: (payload) => emailPair.safeParse(payload.value).success,
  })
  .refine((value) => value.confirmPassword === value.password, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
    when: (payload) => passwordPair.safeParse(payload.value).success,
  });

/** A new password and its confirmation, with signup's rules and messages (reset and /account). */
const newPasswordPair = z.object({
  password: newPasswordField,
  confirmPassword: z.string({ error: 'Confirm Password is required' }),
});

const passwordsMatch = {
  path: ['confirmPassword'],
  message: 'Passwords do not match',
  when: (payload: { value: unknown }) => newPasswordPair.safeParse(payload.value).success,
};

/** /forgot-password: the address to send a reset link to. */
export const forgotPasswordSchema = z.object({ email: emailField });

/** /reset-password/:token */
export const resetPasswordSchema = newPasswordPair.refine(
  (value) => value.confirmPassword === value.password,
  passwordsMatch,
);

/** /account: change the password; the current one is required. */
export const changePasswordSchema = newPasswordPair
  .extend({
    currentPassword: z
      .string({ error: 'Current Password is required' })
      .min(1, 'Current Password is required'),
  })
  .refine((value) => value.confirmPassword === value.password, passwordsMatch);

/** /account: change the name, with signup's rules. */
export const changeNameSchema = z.object({ name: personNameField });

/** PRODUCT §2 Edit Roles: the two roles an admin can change (User is always on). */
export const rolesSchema = z.object({
  client: z.literal('on', { error: notUnderstoodMessage }).optional(),
  admin: z.literal('on', { error: notUnderstoodMessage }).optional(),
});
