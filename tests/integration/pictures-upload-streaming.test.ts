import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { action as uploadAction } from '../../app/routes/picture-upload';
import { setupTestDatabase } from '../helpers/test-database';
import type { TestUser } from '../helpers/test-users';
import { filesUnder, noisePngFile, signedInUser } from './pictures-helpers';

const t = setupTestDatabase();

/** An admin to upload and a client to receive, signed in by cookie. */
async function people(): Promise<{ admin: TestUser; client: TestUser }> {
  return { admin: await signedInUser({ isAdmin: true }), client: await signedInUser({ isClient: true }) };
}

const boundary = 'picture-upload-boundary';
const encoder = new TextEncoder();

/** The upload action, given a multipart body that the test writes piece by piece. */
async function uploadWithBody(body: ReadableStream<Uint8Array>) {
  const { admin, client } = await people();
  const request = new Request(`http://localhost/editImages/${client.id}/upload`, {
    method: 'POST',
    body,
    headers: { Cookie: admin.cookie, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    duplex: 'half',
  } as RequestInit);
  const args = { request, params: { id: String(client.id) }, context: { clientIp: '203.0.113.9' } };
  return uploadAction(args as Parameters<typeof uploadAction>[0]);
}

/** A body the test feeds: `push` a piece, `end` it. */
function feedableBody() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    body,
    push: (bytes: Uint8Array | string) =>
      controller.enqueue(typeof bytes === 'string' ? encoder.encode(bytes) : bytes),
    end: () => controller.close(),
  };
}

const partHead = (name: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${name}"\r\n` +
  'Content-Type: image/png\r\n\r\n';

/** The size of the one file staged under DATA_DIR/tmp, once it is there. */
function stagedBytes(): number {
  const tmp = path.join(t.dataDir(), 'tmp');
  const [file] = filesUnder(tmp);
  return file === undefined ? 0 : fs.statSync(path.join(tmp, file)).size;
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the picture upload streams each file to the disk (memory under uploads)', () => {
  it('writes a file while it is still arriving, so memory never holds a whole picture', async () => {
    const picture = await noisePngFile('paddock.png', 800, 600);
    const half = 512 * 1024;
    expect(picture.bytes.length).toBeGreaterThan(2 * half);
    const { body, push, end } = feedableBody();
    const answer = uploadWithBody(body);
    push(partHead(picture.name));
    push(picture.bytes.subarray(0, 2 * half));
    // Half of what was sent is on the disk before the rest of the file has even been sent.
    await until(() => stagedBytes() >= half, 'the first half of the file on the disk');
    push(picture.bytes.subarray(2 * half));
    push(`\r\n--${boundary}--\r\n`);
    end();
    const response = await answer;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, message: 'Images Uploaded!', count: 1 });
    expect(filesUnder(path.join(t.dataDir(), 'tmp'))).toEqual([]);
  });

  it('answers a body cut off in the middle of a file as unreadable, and keeps nothing', async () => {
    const picture = await noisePngFile('cut.png', 800, 600);
    const { body, push, end } = feedableBody();
    const answer = uploadWithBody(body);
    push(partHead(picture.name));
    push(picture.bytes.subarray(0, 1000));
    end();
    const response = await answer;
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      ok: false,
      message: 'The upload could not be read. Please try again.',
    });
    expect(filesUnder(path.join(t.dataDir(), 'tmp'))).toEqual([]);
  });
});
