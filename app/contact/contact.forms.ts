import * as z from 'zod/mini';
import { emailField, requiredText } from '../validation/fields';

/** PRODUCT §5 Contact form: name, email and message, all required. One schema for browser and server. */
export const contactSchema = z.object({
  name: requiredText('Name is required', 100, 'Name cannot exceed 100 characters'),
  email: emailField,
  message: requiredText('Message is required', 5000, 'Message cannot exceed 5000 characters'),
});

export type ContactMessage = z.infer<typeof contactSchema>;
