import { z } from 'zod';
import { emailField, longEmailField, personNameField } from '../validation/fields';

/** SPEC §5 Login. */
export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
  redirectTo: z.string().optional(),
});

export const passwordRulesMessage =
  'Password must contain an uppercase letter, a lowercase letter, a number and a special character (! @ # $ % ^ & *)';

/** SPEC §5 Signup password: at least 8, one each of upper, lower, digit and !@#$%^&*. */
const newPasswordField = z
  .string({ error: 'Password is required' })
  .min(8, 'Must be longer than 8 characters')
  .max(128, 'Password cannot exceed 128 characters')
  .refine(
    (v) => /[A-Z]/.test(v) && /[a-z]/.test(v) && /\d/.test(v) && /[!@#$%^&*]/.test(v),
    passwordRulesMessage,
  );

/** SPEC §5 Signup. */
export const signupSchema = z
  .object({
    email: longEmailField,
    confirmEmail: z.string({ error: 'Emails do not match' }).trim(),
    name: personNameField,
    password: newPasswordField,
    confirmPassword: z.string({ error: 'Confirm Password is required' }),
  })
  .superRefine((value, ctx) => {
    if (value.confirmEmail.toLowerCase() !== value.email.toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: ['confirmEmail'], message: 'Emails do not match' });
    }
    if (value.confirmPassword !== value.password) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'Passwords do not match' });
    }
  });

/** SPEC §2 Edit Roles: the two roles an admin can change (User is always on). */
export const rolesSchema = z.object({
  client: z.literal('on').optional(),
  admin: z.literal('on').optional(),
});
