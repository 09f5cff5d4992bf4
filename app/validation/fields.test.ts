import { describe, expect, it } from 'vitest';
import { type $ZodType, safeParse } from 'zod/v4/core';
import { emailField, longEmailField, personNameField, requiredText } from './fields';

/** All messages the schema gives for a value (Conform shows the first under the field). */
function messages(schema: $ZodType, value: unknown): string[] {
  const result = safeParse(schema, value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('emailField', () => {
  // Conform turns an empty input into undefined, so "required" is the message for undefined.
  it("says 'Email is required' for a missing value", () => {
    expect(messages(emailField, undefined)).toEqual(['Email is required']);
  });

  it.each(['plainaddress', 'a@b', 'a b@c.de', '@example.com', 'name@', 'x@-bad.com'])(
    "says 'Email address is invalid' for %s",
    (value) => {
      expect(messages(emailField, value)[0]).toBe('Email address is invalid');
    },
  );

  it('rejects an address longer than 254 characters', () => {
    expect(messages(emailField, `${'a'.repeat(250)}@example.com`)).toContain('Email address is invalid');
  });

  it('accepts a valid address and trims it', () => {
    expect(emailField.parse('  rider@example.com ')).toBe('rider@example.com');
  });
});

describe('longEmailField', () => {
  it("adds 'Email must be longer than 5 characters' for a short value", () => {
    expect(messages(longEmailField, 'a@b')).toContain('Email must be longer than 5 characters');
  });

  it('keeps the other email messages', () => {
    expect(messages(longEmailField, undefined)).toEqual(['Email is required']);
    expect(messages(longEmailField, 'not-an-email')).toEqual(['Email address is invalid']);
    expect(longEmailField.parse('a@b.co')).toBe('a@b.co');
  });
});

describe('personNameField', () => {
  it.each([
    [undefined, 'Name is required'],
    ['A', "Name can't be shorter than 2 characters"],
    ['A'.repeat(101), 'Name cannot exceed 100 characters'],
    ['R2D2', 'Name must only contain letters'],
    ['Anne-Marie', 'Name must only contain letters'],
  ])('%s -> %s', (value, message) => {
    expect(messages(personNameField, value)).toEqual([message]);
  });

  it('accepts letters and spaces, in any alphabet, 2 to 100 characters', () => {
    expect(personNameField.parse('Jo')).toBe('Jo');
    expect(personNameField.parse(' Zoë Ångström ')).toBe('Zoë Ångström');
    expect(personNameField.parse('A'.repeat(100))).toHaveLength(100);
  });
});

describe('requiredText', () => {
  const message = requiredText('Message is required', 10, 'Too long');

  it('requires a non-blank value and caps its length', () => {
    expect(messages(message, undefined)).toEqual(['Message is required']);
    expect(messages(message, '   ')).toEqual(['Message is required']);
    expect(messages(message, 'x'.repeat(11))).toEqual(['Too long']);
    expect(message.parse(' hi ')).toBe('hi');
  });
});

describe('a value of only spaces', () => {
  it("gets the 'required' message first, not a length or format message", () => {
    expect(messages(longEmailField, '   ')[0]).toBe('Email is required');
    expect(messages(emailField, '  ')[0]).toBe('Email is required');
    expect(messages(personNameField, '   ')[0]).toBe('Name is required');
  });
});
