import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { roles } from '../seeds/roles.seed';
import { expect, type RunningServer } from './fixtures';

/** A plain 960x640 JPEG of one colour, as a camera file to upload. */
export async function plainPhoto(name: string, colour: string): Promise<File> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640"><rect width="100%" height="100%" fill="${colour}"/></svg>`;
  return new File([new Uint8Array(await sharp(Buffer.from(svg)).jpeg().toBuffer())], name, {
    type: 'image/jpeg',
  });
}

/**
 * The admin's upload of `files` into a client's gallery, posted as Edit Images posts it, for the
 * tests whose subject comes after the upload (galleries.spec.ts walks the upload itself).
 */
export async function uploadInto(
  request: APIRequestContext,
  server: RunningServer,
  gallery: { ownerId: number; galleryId: string },
  files: readonly File[],
): Promise<void> {
  const upload = new FormData();
  for (const file of files) upload.append('images', file);
  const uploaded = await request.post(
    `${server.url}/editImages/${gallery.ownerId}/upload?gallery=${gallery.galleryId}`,
    { headers: { Origin: server.url, Cookie: roles.admin.cookie }, multipart: upload },
  );
  expect(uploaded.status()).toBe(200);
}
