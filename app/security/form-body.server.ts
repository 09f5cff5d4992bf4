import { data } from 'react-router';

/**
 * Every form on the site fits in this many bytes (the longest, the booking request, is a few KB).
 * The Express server refuses a larger declared body before it is read (server/body-limit.ts); this
 * reader enforces the same cap on bodies sent without a length (chunked), while streaming.
 */
export const formBodyLimitBytes = 64 * 1024;

const formTypes = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

export const tooLargeMessage = 'This form is too large to be accepted.';
export const notAFormMessage = 'This address accepts only form posts.';
export const unreadableMessage = 'The form could not be read. Please reload the page and try again.';

/** Reads at most `limit` bytes of the stream; null when there are more. */
async function readCapped(
  body: ReadableStream<Uint8Array>,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** A list index in a field name, as Conform writes one: the 3 of `items[3].description`. */
const listIndex = /\[(\d*)\]/g;

/** True when `name` holds a list index at or beyond `rows` (`items[]`, Conform's push, holds none). */
function indexBeyond(name: string, rows: number): boolean {
  for (const [, digits = ''] of name.matchAll(listIndex)) {
    if (digits !== '' && (digits.length > 6 || Number(digits) >= rows)) return true;
  }
  return false;
}

export interface FormReading {
  /** The most bytes read; more is 413. */
  limit?: number;
  /**
   * How many rows the form's lists have (the invoice's five line items); a field name with an index
   * at or beyond it is refused. Conform builds an array from `items[N]` names, as long as the
   * largest N: `items[10000000]` in a 64 KB post made a ten-million-slot array that its parse and
   * its reply then walked (800 MB). The forms without a list take none.
   */
  listRows?: number;
}

/**
 * An action's form, read safely: a body that is not a form answers 415, a broken one 400, one
 * over the cap 413 (each a thrown response with a plain message, never a 500). Values holding a
 * NUL character are refused too: no field needs one and PostgreSQL cannot store it. So is a field
 * name with a list index beyond the form's rows (`listRows`), before any parser builds the list.
 */
export async function readFormData(
  request: Request,
  { limit = formBodyLimitBytes, listRows = 0 }: FormReading = {},
): Promise<FormData> {
  const contentType = request.headers.get('content-type') ?? '';
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > limit) throw data(tooLargeMessage, { status: 413 });
  const bytes = request.body ? await readCapped(request.body, limit) : new Uint8Array(0);
  if (bytes === null) throw data(tooLargeMessage, { status: 413 });
  // A post without a body (a button with no fields) is an empty form, whatever it says it is.
  if (bytes.byteLength === 0 && (type === '' || formTypes.has(type))) return new FormData();
  if (!formTypes.has(type)) throw data(notAFormMessage, { status: 415 });
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'Content-Type': contentType } }).formData();
  } catch {
    throw data(unreadableMessage, { status: 400 });
  }
  for (const [key, value] of form) {
    if (
      key.includes('\0') ||
      (typeof value === 'string' && value.includes('\0')) ||
      indexBeyond(key, listRows)
    ) {
      throw data(unreadableMessage, { status: 400 });
    }
  }
  return form;
}
