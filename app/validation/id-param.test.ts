import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/v4/core';
import { idNumber, idParam, maxId, parseId } from './id-param';

describe('parseId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2_147_483_647],
  ])('reads %s as %i', (text, id) => {
    expect(parseId(text)).toBe(id);
  });

  it('tops out at PostgreSQL integer range', () => {
    expect(maxId).toBe(2 ** 31 - 1);
  });

  it.each([
    undefined,
    '',
    '0',
    '-1',
    '+5',
    ' 5',
    '5 ',
    '05',
    '5.0',
    '1e3',
    '0x10',
    '12abc',
    'abc',
    '２',
    '2147483648',
    '99999999999',
    '9007199254740993',
    '1'.repeat(400),
  ])('names no row for %j', (text) => {
    expect(parseId(text)).toBeUndefined();
  });
});

describe('idParam', () => {
  it('throws the 404 answer for an id no row can have', () => {
    let thrown: unknown;
    try {
      idParam('2147483648');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  it('returns the id otherwise', () => {
    expect(idParam('7')).toBe(7);
  });
});

describe('idNumber', () => {
  const schema = idNumber('That product is no longer available.');

  it.each([
    ['1', 1],
    [7, 7],
    ['2147483647', 2_147_483_647],
  ])('reads %j as %i', (value, id) => {
    expect(safeParse(schema, value)).toMatchObject({ success: true, data: id });
  });

  it.each(['2147483648', '99999999999', 0, '-1', '1.5', 'abc', '', undefined])(
    "refuses %j with the form's message",
    (value) => {
      const result = safeParse(schema, value);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContain(
        'That product is no longer available.',
      );
    },
  );
});
