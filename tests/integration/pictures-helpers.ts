import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import sharp from 'sharp';
import { beforeAll } from 'vitest';
import { createUser } from '../../app/accounts/accounts.server';
import { createSession } from '../../app/accounts/session.server';
import { action as uploadAction } from '../../app/routes/picture-upload';
import { testPassword } from '../../scripts/lib/test-data';
import { cookieFrom, type TestUser } from '../helpers/test-users';

/** Shared by the pictures integration tests: users signed in by cookie, real image files, the upload. */

let counter = 0;

export async function signedInUser(roles: { isClient?: boolean; isAdmin?: boolean }): Promise<TestUser> {
  counter += 1;
  const email = `pictures-${counter}@example.com`;
  const created = await createUser({
    email,
    name: `Rider ${String.fromCharCode(64 + counter)}`,
    password: testPassword,
    ...roles,
  });
  if (!created.ok) throw new Error('could not create the test user');
  const setCookie = await createSession(created.user.id, new Request('http://localhost/'));
  return {
    id: created.user.id,
    email,
    name: created.user.name,
    password: testPassword,
    cookie: cookieFrom(setCookie),
  };
}

/** The people of a pictures test: an admin, the client with pictures, another client, a user without roles. */
export interface PictureCast {
  admin: TestUser;
  owner: TestUser;
  otherClient: TestUser;
  plainUser: TestUser;
}

/** Makes the cast before the file's tests (call at the top of the file); read it inside the tests. */
export function setupPictureCast(): PictureCast {
  const cast = {} as PictureCast;
  beforeAll(async () => {
    cast.admin = await signedInUser({ isAdmin: true });
    cast.owner = await signedInUser({ isClient: true });
    cast.otherClient = await signedInUser({ isClient: true });
    cast.plainUser = await signedInUser({});
  });
  return cast;
}

export interface UploadFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** A photo-like test image (a gradient with some detail), `width` x `height`. */
export function scene(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 90, g: 120, b: 60 } },
  }).composite([
    {
      input: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
          `<circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#c84"/></svg>`,
      ),
    },
  ]);
}

export async function jpegFile(name: string, width = 800, height = 600): Promise<UploadFile> {
  return { name, type: 'image/jpeg', bytes: await scene(width, height).jpeg().toBuffer() };
}

export async function pngFile(name: string, width = 800, height = 600): Promise<UploadFile> {
  return { name, type: 'image/png', bytes: await scene(width, height).png().toBuffer() };
}

export async function gifFile(name: string): Promise<UploadFile> {
  return { name, type: 'image/gif', bytes: await scene(800, 600).gif().toBuffer() };
}

/** Random pixels do not compress, so a PNG of them is about width x height x 3 bytes. */
export async function noisePngFile(name: string, width: number, height: number): Promise<UploadFile> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256);
  const bytes = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  return { name, type: 'image/png', bytes };
}

/**
 * The upload as the picker sends it: one multipart POST, every file in the 'images' field, into
 * the gallery chosen in Edit Images' select (none: the client's "Your pictures").
 */
export async function upload(
  ownerId: number,
  user: TestUser | null,
  files: UploadFile[],
  galleryId?: string,
) {
  const body = new FormData();
  for (const file of files)
    body.append('images', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  // The body arrives as the server's requests do (server/react-router-handler.ts): a Node stream of
  // socket-sized chunks. A FormData body is undici's own stream, which throws an unhandled
  // ERR_INVALID_STATE when the upload stops reading at a limit (it enqueues after the cancel).
  const encoded = new Response(body);
  const bytes = Buffer.from(await encoded.arrayBuffer());
  const chunks = Array.from({ length: Math.ceil(bytes.length / 65536) }, (_, i) =>
    bytes.subarray(i * 65536, (i + 1) * 65536),
  );
  const query = galleryId === undefined ? '' : `?gallery=${galleryId}`;
  const request = new Request(`http://localhost/editImages/${ownerId}/upload${query}`, {
    method: 'POST',
    body: createReadableStreamFromReadable(Readable.from(chunks)),
    duplex: 'half',
    headers: {
      'Content-Type': encoded.headers.get('Content-Type') ?? '',
      ...(user ? { Cookie: user.cookie } : {}),
    },
  } as RequestInit);
  const args = { request, params: { id: String(ownerId) }, context: { clientIp: '203.0.113.9' } };
  const response = await uploadAction(args as Parameters<typeof uploadAction>[0]);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Every file under `dir`, relative to it (an absent folder has none). */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}
