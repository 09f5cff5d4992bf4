import * as z from 'zod/mini';
import { notFound } from '../http/not-found';

/**
 * The largest id a row can have: ids are PostgreSQL `serial` columns, a 4-byte integer. Asking the
 * database for a larger one is not "no such row" but an error (out of range for type integer).
 */
export const maxId = 2_147_483_647;

/** An id as the site writes it in an address: digits, no sign, no leading zero, no spaces. */
const idDigits = /^[1-9][0-9]{0,9}$/;

/**
 * The id a URL segment or form value names, or undefined when it cannot name a row: 0, negative,
 * not digits ('12abc', '1e3', '0x10', '+5', ' 5'), a leading zero (one address per row), or
 * above `maxId`. Checked before the database is asked, so a made-up address is never a 500.
 */
export function parseId(value: string | undefined): number | undefined {
  if (value === undefined || !idDigits.test(value)) return undefined;
  const id = Number(value);
  return id <= maxId ? id : undefined;
}

/**
 * A numeric id from the URL, or the app's 404: '/edit/abc' and '/edit/99999999999' name no user.
 * The first call of a loader or action with an id in its address, before its guard: an address
 * that cannot name anything is Not Found for everyone, signed out too.
 */
export function idParam(value: string | undefined): number {
  const id = parseId(value);
  if (id === undefined) throw notFound();
  return id;
}

/**
 * An id posted in a form (a product, a template, a reminder …) as a number, in the same range as
 * an address's: a larger one is refused with the form's own message instead of reaching the
 * database. Coerced, so it reads a post as text (`parseIntent`) and Conform's numbers alike.
 */
export function idNumber(message: string) {
  return z.coerce
    .number({ error: message })
    .check(z.int(message), z.minimum(1, message), z.maximum(maxId, message));
}
