// What a client opens from an email, made on a fresh DATA_DIR through the app's own services:
//   DATA_DIR=<folder> node --import tsx scripts/bench/client-pages-seed.ts
// A client with a verified address and a password (the bench signs in with the login form), their
// scheduled session, its contract and invoice, and a released gallery of the session with 24
// pictures. Prints one JSON line: `ClientPages` (client-pages.ts). The server is not running: PGlite
// allows one opener per data folder.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createUser } from '../../app/accounts/accounts.server';
import { createBookingRequest } from '../../app/bookings/bookings.server';
import { businessToday } from '../../app/business-time/business-time.server';
import { addDays } from '../../app/business-time/calendar-dates';
import { listContractTemplates, saveContractTemplate } from '../../app/contracts/contract-templates.server';
import { previewContract, sendContract } from '../../app/contracts/contracts.server';
import { createGallery } from '../../app/flows/gallery-flows.server';
import { createInvoice } from '../../app/flows/invoice-flows.server';
import { scheduleBooking } from '../../app/flows/session-flows.server';
import { uploadPlacement } from '../../app/galleries/galleries.server';
import { storePictures } from '../../app/galleries/pictures.server';
import { pictureLimits } from '../../app/pictures/limits.server';
import { inspectImage } from '../../app/pictures/processing.server';
import type { IncomingPicture } from '../../app/pictures/upload.server';
import { openSeededDatabase } from '../../app/startup/startup.server';

/** The pictures of the released gallery a client opens from its email (PRODUCT §15). */
const galleryPictures = 24;

const must = <T>(result: ({ ok: true } & T) | { ok: false; reason: string }, what: string): T => {
  if (!result.ok) throw new Error(`client-pages-seed: ${what}: ${result.reason}`);
  return result;
};

/**
 * A camera-sized landscape picture with some detail (gradients and shapes of its own colours), so
 * its WebP copies weigh what a photograph's do rather than a flat colour's few bytes.
 */
async function pictureFile(folder: string, index: number): Promise<string> {
  const [width, height] = [2400, 1600];
  const hue = (index * 37) % 360;
  const shapes = Array.from({ length: 12 }, (_, i) => {
    const x = (i * 431 + index * 97) % width;
    const y = (i * 257 + index * 53) % height;
    return `<ellipse cx="${x}" cy="${y}" rx="${180 + i * 23}" ry="${120 + i * 17}" fill="hsl(${(hue + i * 29) % 360},45%,${30 + (i % 5) * 9}%)" fill-opacity="0.55"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},40%,70%)"/><stop offset="1" stop-color="hsl(${(hue + 80) % 360},35%,25%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
  const file = path.join(folder, `bench-${String(index + 1).padStart(2, '0')}.jpg`);
  await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toFile(file);
  return file;
}

const database = await openSeededDatabase();
const work = await fs.mkdtemp(path.join(os.tmpdir(), 'equine-bench-pictures-'));
try {
  const email = 'bench-reader@example.com';
  const password = `${crypto.randomBytes(12).toString('base64url')}aA1!`;
  const { user } = must(
    await createUser({ email, name: 'Rhea Reader', password, isClient: true, emailVerified: true }),
    'the client',
  );
  const booking = await createBookingRequest({
    name: 'Rhea Reader',
    email,
    phnumber: '555-400-0190',
    location: 'Reno, Nevada',
    msg: 'Our mare Juniper, at the barn at sunset if we can.',
    session: 'Equine portrait',
  });
  must(await scheduleBooking(booking.id, addDays(businessToday(), 21), 'system'), 'the schedule');

  const templateId =
    (await listContractTemplates())[0]?.id ??
    must(
      await saveContractTemplate(undefined, {
        name: 'Portrait session agreement',
        body: 'This agreement is between {{business.name}} and {{client.name}} for a {{session.type}} session on {{session.date}}.',
      }),
      'the contract template',
    ).template.id;
  const preview = must(await previewContract(booking.id, templateId), 'the contract preview');
  const { contract } = must(
    await sendContract(booking.id, templateId, preview.contract.textSha256),
    'the contract',
  );

  const { invoice } = must(
    await createInvoice(
      booking.id,
      {
        items: [
          { description: 'Equine portrait session', quantity: 1, unitPriceCents: 45_000 },
          { description: 'Fine art print, 16x20', quantity: 2, unitPriceCents: 12_500 },
        ],
        taxLabel: '',
        taxCents: 0,
        depositPercent: 30,
        balanceDaysBefore: 7,
      },
      'system',
    ),
    'the invoice',
  );

  // Released from the start: no proofs (PRODUCT §14's "Proofs" unticked).
  const { galleryId } = must(
    await createGallery(
      user.id,
      { title: 'Juniper at sunset', bookingId: booking.id, proofs: false },
      'system',
    ),
    'the gallery',
  );
  const limits = pictureLimits();
  const incoming: IncomingPicture[] = [];
  for (let index = 0; index < galleryPictures; index++) {
    const file = await pictureFile(work, index);
    const inspection = await inspectImage(file, limits);
    if (!inspection.ok) throw new Error(`client-pages-seed: picture ${index + 1}: ${inspection.reason}`);
    incoming.push({ path: file, image: inspection.image });
  }
  await storePictures(user.id, null, incoming, limits, await uploadPlacement(user.id, galleryId));

  console.log(
    JSON.stringify({
      email,
      password,
      bookingId: booking.id,
      contractId: contract.id,
      invoiceId: invoice.id,
      galleryId,
    }),
  );
} finally {
  await fs.rm(work, { recursive: true, force: true });
  await database.close();
}
