import { describe, expect, it } from 'vitest';
import { signupSchema } from '../accounts/accounts.forms';
import { bookingRequestSchema } from '../bookings/bookings.forms';
import { validateText } from './use-schema-form';

/** The messages of a failed check, by field (none when the check passed). */
function errorsOf(result: ReturnType<typeof validateText>): Record<string, string[] | null> {
  return result.status === 'success' ? {} : (result.error ?? {});
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const goodSignup = {
  email: 'jane.rider@example.com',
  confirmEmail: 'jane.rider@example.com',
  name: 'Jane Rider',
  password: 'Saddle#2024',
  confirmPassword: 'Saddle#2024',
};

// The browser's check of a form (PRODUCT §5 messages), without Conform's zod integration.
describe('validateText', () => {
  it('takes an empty field as missing, so the field shows its "required" message', () => {
    const result = validateText(form({ ...goodSignup, email: '', name: '   ' }), signupSchema);
    expect(result.status).toBe('error');
    const errors = errorsOf(result);
    expect(errors.email).toEqual(['Email is required']);
    expect(errors.name?.[0]).toBe('Name is required');
    expect(errors.password).toBeUndefined();
  });

  it("files a comparison's message under the confirming field", () => {
    const result = validateText(form({ ...goodSignup, confirmPassword: 'Saddle#2025' }), signupSchema);
    expect(errorsOf(result)).toEqual({ confirmPassword: ['Passwords do not match'] });
  });

  it('gives the parsed value when every field is valid: trimmed, optional fields left out', () => {
    const result = validateText(
      form({
        name: ' Jane Rider ',
        email: 'jane.rider@example.com',
        phnumber: '775-555-0101',
        location: 'Carson City',
        msg: '',
        session: 'Equine portrait',
      }),
      bookingRequestSchema,
    );
    if (result.status !== 'success') throw new Error(`not valid: ${JSON.stringify(errorsOf(result))}`);
    expect(result.value).toEqual({
      name: 'Jane Rider',
      email: 'jane.rider@example.com',
      phnumber: '775-555-0101',
      location: 'Carson City',
      session: 'Equine portrait',
    });
  });

  it('names a choice outside the list with its message', () => {
    const result = validateText(
      form({ ...goodSignup, name: 'Jane Rider', session: 'Rodeo', phnumber: '775-555-0101' }),
      bookingRequestSchema,
    );
    expect(errorsOf(result).session).toEqual(['You must select an option']);
  });
});
