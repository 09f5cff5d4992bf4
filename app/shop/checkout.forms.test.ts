import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  cardNameField,
  cardNumberField,
  checkoutSchema,
  countryField,
  cvvField,
  expiryField,
  isExpired,
  parseExpiry,
  stateField,
  zipField,
} from './checkout.forms';

function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const now = new Date('2026-11-15T12:00:00Z');

describe('card number (12 digits)', () => {
  it.each([
    [undefined, 'Card number is required'],
    ['   ', 'Card number is required'],
    ['abcd efgh ijkl', 'Invalid card number'],
    ['4242-4242-424x', 'Invalid card number'],
    ['12345', 'Card number must be at least 12 digits long'],
    ['12345678901', 'Card number must be at least 12 digits long'],
    ['1234567890123', "Card number can't be longer that 12 digits"],
  ])('%s -> %s', (value, message) => {
    expect(messages(cardNumberField, value)[0]).toBe(message);
  });

  it('accepts 12 digits, with the spaces or dashes people type between groups', () => {
    expect(cardNumberField.parse('123456789012')).toBe('123456789012');
    expect(cardNumberField.parse(' 1234 5678 9012 ')).toBe('123456789012');
    expect(cardNumberField.parse('1234-5678-9012')).toBe('123456789012');
  });
});

describe('CVV (3 digits)', () => {
  it.each([
    [undefined, 'CVV is required'],
    ['12a', 'Invalid CVV'],
    ['12', 'CCV must be 3 digits long'],
    ['1234', "CCV can't be more than 3 digits long"],
  ])('%s -> %s', (value, message) => {
    expect(messages(cvvField, value)[0]).toBe(message);
  });

  it('accepts 3 digits', () => {
    expect(cvvField.parse(' 737 ')).toBe('737');
  });
});

describe('zip (exactly 5 digits)', () => {
  it.each([
    [undefined, 'Zip code is required'],
    ['1234', 'Invalid zip code'],
    ['123456', 'Invalid zip code'],
    ['abcde', 'Invalid zip code'],
    ['12 345', 'Invalid zip code'],
    ['95814-1234', 'Invalid zip code'],
  ])('%s -> %s', (value, message) => {
    expect(messages(zipField, value)).toEqual([message]);
  });

  it('accepts 5 digits', () => {
    expect(zipField.parse(' 95814 ')).toBe('95814');
  });
});

describe('expiration (MM/YY, month 01 to 12, not in the past)', () => {
  const field = expiryField(now);

  it.each([
    [undefined, 'You must enter the expiration date'],
    ['1127', 'Expiration date must look like MM/YY'],
    ['1/27', 'Expiration date must look like MM/YY'],
    ['11/2027', 'Expiration date must look like MM/YY'],
    ['13/27', 'Expiration month must be from 01 to 12'],
    ['00/27', 'Expiration month must be from 01 to 12'],
    ['10/26', 'This card has expired'],
    ['12/25', 'This card has expired'],
  ])('%s -> %s', (value, message) => {
    expect(messages(field, value)).toEqual([message]);
  });

  it('accepts the current month and later', () => {
    for (const value of ['11/26', '12/26', '01/27', '12/99']) expect(field.parse(value)).toBe(value);
  });

  it('counts a card as good through the last moment of its month (UTC)', () => {
    expect(isExpired('11/26', new Date('2026-11-30T23:59:59.999Z'))).toBe(false);
    expect(isExpired('11/26', new Date('2026-12-01T00:00:00.000Z'))).toBe(true);
    expect(messages(expiryField(new Date('2027-01-01T00:00:00Z')), '12/26')).toEqual([
      'This card has expired',
    ]);
  });

  it('parses MM/YY into a month and a full year', () => {
    expect(parseExpiry('08/27')).toEqual({ month: 8, year: 2027 });
    expect(parseExpiry('13/27')).toBeNull();
    expect(parseExpiry('8/27')).toBeNull();
  });
});

describe('card holder, country and state', () => {
  it.each([
    [undefined, 'You must enter the name on the card'],
    ['A', "Name can't be shorter than 2 characters"],
    ['J0hn Smith', 'Name must only contain letters'],
    ['x'.repeat(101), 'Name cannot exceed 100 characters'],
  ])('card name %s -> %s', (value, message) => {
    expect(messages(cardNameField, value)).toEqual([message]);
  });

  it('offers only the United States and the 50 states', () => {
    expect(messages(countryField, undefined)).toEqual(['You must choose a country']);
    expect(messages(countryField, 'Canada')).toEqual(['You must choose a country']);
    expect(countryField.parse('United States')).toBe('United States');
    expect(messages(stateField, undefined)).toEqual(['You must choose a state']);
    expect(messages(stateField, 'Ontario')).toEqual(['You must choose a state']);
    expect(messages(stateField, 'District of Columbia')).toEqual(['You must choose a state']);
    expect(stateField.parse('New Mexico')).toBe('New Mexico');
  });
});

const billing = {
  firstName: 'Jane',
  lastName: 'Rider',
  email: 'jane@example.com',
  address: '12 Stable Lane',
  country: 'United States',
  state: 'California',
  zip: '95814',
};
const newCard = { ccName: 'Jane Rider', ccNumber: '4242 4242 9012', ccExpiration: '08/27', ccv: '737' };

function post(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return parseWithZod(formData, { schema: checkoutSchema(now) });
}

describe('checkoutSchema through Conform', () => {
  it('reports every message of an empty form at once, shipping and card included', () => {
    const submission = post({});
    expect(submission.status).toBe('error');
    const errors = submission.status === 'error' ? submission.error : {};
    expect(errors).toMatchObject({
      firstName: ['Name is required'],
      lastName: ['Name is required'],
      email: ['Email is required'],
      address: ['You must enter an address'],
      country: ['You must choose a country'],
      state: ['You must choose a state'],
      zip: ['Zip code is required'],
      shipFirstName: ['Name is required'],
      shipAddress: ['You must add a shipping address'],
      shipCountry: ['You must choose a country'],
      shipState: ['You must choose a state'],
      shipZip: ['Zip code is required'],
      ccName: ['You must enter the name on the card'],
      ccNumber: ['Card number is required'],
      ccExpiration: ['You must enter the expiration date'],
      ccv: ['CVV is required'],
    });
  });

  it('uses billing as shipping when the box is ticked, and ignores the shipping fields', () => {
    const submission = post({ ...billing, ...newCard, sameAddress: 'on', shipZip: 'nonsense' });
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(submission.value.sameAddress).toBe(true);
    expect(submission.value.shipping).toEqual({ ...submission.value.billing });
    expect(submission.value.billing).toEqual({
      firstName: 'Jane',
      lastName: 'Rider',
      address: '12 Stable Lane',
      address2: '',
      state: 'California',
      zip: '95814',
      country: 'United States',
    });
  });

  it('takes a separate shipping address, trimmed', () => {
    const submission = post({
      ...billing,
      ...newCard,
      shipFirstName: ' Sam ',
      shipLastName: 'Rider',
      shipAddress: '9 Paddock Road',
      shipAddress2: 'Barn 2',
      shipCountry: 'United States',
      shipState: 'Texas',
      shipZip: '73301',
    });
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(submission.value.shipping).toEqual({
      firstName: 'Sam',
      lastName: 'Rider',
      address: '9 Paddock Road',
      address2: 'Barn 2',
      state: 'Texas',
      zip: '73301',
      country: 'United States',
    });
  });

  it('keeps the last 4 digits and drops the card number and CVV', () => {
    const submission = post({ ...billing, ...newCard, sameAddress: 'on', saveInfo: 'on' });
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(submission.value.newCard).toEqual({
      ccName: 'Jane Rider',
      last4Digits: '9012',
      ccExpiration: '08/27',
    });
    expect(submission.value.saveInfo).toBe(true);
    const output = JSON.stringify(submission.value);
    expect(output).not.toContain('424242429012');
    expect(output).not.toContain('4242 4242 9012');
    expect(output).not.toContain('737');
  });

  it('needs no card fields for the card on file', () => {
    const submission = post({ ...billing, sameAddress: 'on', cardChoice: 'saved' });
    expect(submission.status).toBe('success');
    if (submission.status === 'success') expect(submission.value.newCard).toBeNull();
  });

  it('refuses an expired new card', () => {
    const submission = post({ ...billing, ...newCard, ccExpiration: '10/26', sameAddress: 'on' });
    expect(submission.status).toBe('error');
    if (submission.status === 'error')
      expect(submission.error?.ccExpiration).toEqual(['This card has expired']);
  });
});
