import { data } from 'react-router';

/** A numeric id from the URL, or a 404: '/edit/abc' names no user. */
export function idParam(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw data('Not Found', { status: 404 });
  return id;
}
