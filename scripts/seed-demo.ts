// `npm run seed:demo`: a demo client with six pictures, so a newcomer can see /client-pictures at work
// (PRODUCT §2's six placeholder pictures become demo data; see docs/decisions, client pictures). Never
// run by itself. The password is random and printed once; run it again and nothing changes, except
// that a demo client whose pictures were all deleted gets the six again.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createUser, findUserByEmail } from '../app/accounts/accounts.server';
import { artworks, artworkUrl } from '../app/content/artwork';
import { galleryForUpload } from '../app/galleries/galleries.server';
import { listPictureRows, storePictures } from '../app/galleries/pictures.server';
import { pictureLimits } from '../app/pictures/limits.server';
import { inspectImage } from '../app/pictures/processing.server';
import type { IncomingPicture } from '../app/pictures/upload.server';
import { openDatabaseForScript } from './script-database';

const demoEmail = 'demo-client@example.com';
const demoName = 'Demo Client';
/** The six home carousel paintings, at their full 1600x900 size. */
const demoArtworks = ['home1', 'home2', 'home3', 'home4', 'home5', 'home6'] as const;

const root = fileURLToPath(new URL('..', import.meta.url));
/** An artwork's full-size JPEG, as the build renders it into public/images. */
const artworkFile = (name: (typeof demoArtworks)[number]) =>
  path.join(root, 'public', artworkUrl(name, artworks[name].width, 'jpg'));

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The artwork is generated at build time; make it now if this checkout has not been built yet. */
function ensureArtwork(): void {
  if (demoArtworks.every((name) => fs.existsSync(artworkFile(name)))) return;
  console.log('seed:demo: rendering the placeholder artwork first...');
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/artwork.ts')], {
    stdio: 'inherit',
  });
  if (run.status !== 0) fail('seed:demo: could not render the artwork (npm run artwork).');
}

ensureArtwork();
const database = await openDatabaseForScript();

let password: string | undefined;
let user = await findUserByEmail(demoEmail);
if (!user) {
  password = `${crypto.randomBytes(12).toString('base64url')}aA1!`;
  const created = await createUser({ email: demoEmail, name: demoName, password, isClient: true });
  if (!created.ok) fail(`seed:demo: could not create ${demoEmail}.`);
  user = await findUserByEmail(demoEmail);
}
if (!user) fail(`seed:demo: ${demoEmail} is missing after creating it.`);
if (!user.isClient) fail(`seed:demo: ${demoEmail} exists without the Client role; nothing changed.`);

const existing = await listPictureRows(user.id);
if (existing.length > 0) {
  console.log(`seed:demo: ${demoEmail} already has ${existing.length} pictures; nothing changed.`);
} else {
  const limits = pictureLimits();
  const incoming: IncomingPicture[] = [];
  for (const name of demoArtworks) {
    const file = artworkFile(name);
    const inspection = await inspectImage(file, limits);
    if (!inspection.ok) fail(`seed:demo: ${file}: ${inspection.reason}`);
    incoming.push({ path: file, image: inspection.image });
  }
  // The same all-or-nothing path as an admin's upload, into the client's "Your pictures" gallery.
  const ownerId = user.id;
  await storePictures(ownerId, null, incoming, limits, {
    placeIn: (tx) => galleryForUpload(tx, ownerId, null),
  });
  console.log(`seed:demo: gave ${demoEmail} ${incoming.length} pictures.`);
}
if (password) {
  console.log(
    `seed:demo: demo client ${demoEmail} created with password ${password} (shown only this once).`,
  );
} else {
  console.log(`seed:demo: ${demoEmail} already existed; its password is unchanged.`);
}
await database.close();
