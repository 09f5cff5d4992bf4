import { describe, expect, it } from 'vitest';
import { type FormReading, readFormData } from './form-body.server';

/** The status of the response readFormData threw (data() or Response), or 'read' when it read a form. */
async function outcome(request: Request, reading?: FormReading): Promise<number | 'read'> {
  try {
    await readFormData(request, reading);
    return 'read';
  } catch (error) {
    if (error instanceof Error) throw error;
    const thrown = error as { init?: { status?: number } };
    return thrown.init?.status ?? -1;
  }
}

/** A body sent in pieces, without a Content-Length (as a chunked upload is). */
function streamOf(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      sent += 16 * 1024;
      controller.enqueue(new Uint8Array(16 * 1024).fill(97));
    },
  });
}

const post = (body: BodyInit | null, type?: string) =>
  new Request('http://localhost/contact', {
    method: 'POST',
    body,
    headers: type ? { 'Content-Type': type } : {},
    duplex: 'half',
  } as RequestInit);

describe('readFormData', () => {
  it('reads a form, urlencoded or multipart', async () => {
    expect(await outcome(post('a=1', 'application/x-www-form-urlencoded'))).toBe('read');
    const form = new FormData();
    form.append('a', '1');
    expect(await outcome(new Request('http://localhost/', { method: 'POST', body: form }))).toBe('read');
  });

  it('answers 415 to text and JSON, 400 to a broken multipart body or a NUL character', async () => {
    expect(await outcome(post('a=1', 'text/plain'))).toBe(415);
    expect(await outcome(post('{"a":1}', 'application/json'))).toBe(415);
    expect(await outcome(post('--x\r\nbroken', 'multipart/form-data; boundary=x'))).toBe(400);
    expect(await outcome(post('a=%00', 'application/x-www-form-urlencoded'))).toBe(400);
  });

  it('stops reading a body without a length once it passes 64 KB, with 413', async () => {
    expect(await outcome(post(streamOf(10 * 1024 * 1024), 'application/x-www-form-urlencoded'))).toBe(413);
    expect(await outcome(post(streamOf(48 * 1024), 'application/x-www-form-urlencoded'))).toBe('read');
  });

  it('answers 413 at once to a declared length over 64 KB', async () => {
    const request = new Request('http://localhost/', {
      method: 'POST',
      body: 'a=1',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Content-Length': String(65 * 1024 + 1),
      },
    });
    expect(await outcome(request)).toBe(413);
  });

  it("answers 400 to a list index beyond the form's rows, before anything builds the list", async () => {
    const urlencoded = (name: string) =>
      post(`${encodeURIComponent(name)}=x`, 'application/x-www-form-urlencoded');
    const invoice = { listRows: 5 };
    expect(await outcome(urlencoded('items[0].description'), invoice)).toBe('read');
    expect(await outcome(urlencoded('items[4].unitPrice'), invoice)).toBe('read');
    expect(await outcome(urlencoded('items[5].description'), invoice)).toBe(400);
    expect(await outcome(urlencoded('items[10000000].description'), invoice)).toBe(400);
    expect(await outcome(urlencoded('items[4294967294]'), invoice)).toBe(400);
    expect(await outcome(urlencoded(`items[${'0'.repeat(20)}1]`), invoice)).toBe(400);
    // Conform's push (empty brackets) names no index.
    expect(await outcome(urlencoded('tags[]'), invoice)).toBe('read');
    // A form without a list takes no index at all (the login form, the contact form …).
    expect(await outcome(urlencoded('email[0]'))).toBe(400);
    expect(await outcome(urlencoded('junk[10000000]'))).toBe(400);
    expect(await outcome(urlencoded('email'))).toBe('read');
  });
});
