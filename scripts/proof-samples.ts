/**
 * Remakes decision 052's samples in docs/decisions/052-samples/: a 400 x 300 crop of a proof as
 * decision 042 made it (`before.jpg`) and as it is made now (`after.jpg`), each at its own size,
 * around the same point of the same picture; and what the strongest simple attack leaves of each
 * (`before-undone.jpg`, `after-undone.jpg`): the mark estimated from two flat grey pictures'
 * proofs and taken off (tests/helpers/mark-inversion.ts). Prints the numbers the decision quotes.
 *
 * The picture is the site's own artwork (the herd, scripts/artwork/), rendered at 3000 x 2000 as a
 * camera's picture would be, then made into its stored sizes and proofs by the upload's own code.
 * Run with `node --import tsx scripts/proof-samples.ts`; the same files every time.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { business } from '../app/content/business';
import { escapeHtml } from '../app/mail/escape-html';
import type { PictureLimits } from '../app/pictures/picture-rules';
import {
  inspectImage,
  type ProofMark,
  renderPictureFiles,
  renderProofFiles,
} from '../app/pictures/processing.server';
import { markLayout } from '../app/pictures/watermark';
import { buildSvg } from './artwork/scenes';
import { meanError, type RawPicture, rawPicture, shifted, undoMark } from './lib/mark-inversion';

/** An upload's limits, wide enough for the sample (the server's come from its configuration). */
const limits: PictureLimits = {
  maxFileBytes: 50 * 1024 * 1024,
  minResolution: { width: 640, height: 480 },
  maxResolution: { width: 12000, height: 12000 },
};
const outDir = fileURLToPath(new URL('../docs/decisions/052-samples/', import.meta.url));
const crop = { width: 400, height: 300 };
/** The point of the picture each crop is centred on: the herd's middle, under decision 042's band. */
const centre = { x: 0.45, y: 0.62 };

/**
 * Decision 042's mark, kept here only to remake `before.jpg`: the name along the diagonal, white at
 * 55 % over a 28 % white band, with a thin dark outline.
 */
function bandSvg(width: number, height: number, text: string): string {
  const diagonal = Math.hypot(width, height);
  const angle = (-Math.atan2(height, width) * 180) / Math.PI;
  const fontSize = Math.max(8, Math.min(diagonal / Math.max(text.length, 1) / 0.8, height / 4));
  const band = fontSize * 1.6;
  const cx = width / 2;
  const cy = height / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<g transform="rotate(${angle.toFixed(2)} ${cx} ${cy})">`,
    `<rect x="${cx - diagonal / 2}" y="${cy - band / 2}" width="${diagonal}" height="${band}" fill="#fff" fill-opacity="0.28"/>`,
    `<text x="${cx}" y="${cy}" text-anchor="middle" dominant-baseline="central" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold" font-size="${fontSize.toFixed(1)}" fill="#fff" fill-opacity="0.55" stroke="#000" stroke-opacity="0.35" stroke-width="${(fontSize / 30).toFixed(2)}">${escapeHtml(text)}</text>`,
    '</g>',
    '</svg>',
  ].join('');
}

const mark = (label: string): ProofMark => ({
  text: business.name,
  seed: new Uint8Array(crypto.createHash('sha256').update(label).digest()),
});

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'proof-samples-'));
let folders = 0;
function folder(): string {
  folders += 1;
  const made = path.join(work, String(folders));
  fs.mkdirSync(made);
  return made;
}

/** A flat grey clean size of `width` x `height`, as an upload would have stored it. */
async function flat(level: number, width: number, height: number): Promise<string> {
  const file = path.join(folder(), 'flat.webp');
  await sharp({ create: { width, height, channels: 3, background: { r: level, g: level, b: level } } })
    .webp({ quality: 82 })
    .toFile(file);
  return file;
}

/** Decision 042's proof of a clean display size: the band drawn over it, as a WebP. */
async function bandProof(clean: string): Promise<RawPicture> {
  const { width = 0, height = 0 } = await sharp(clean).metadata();
  const proof = await sharp(clean)
    .composite([{ input: Buffer.from(bandSvg(width, height, business.name)) }])
    .webp({ quality: 82 })
    .toBuffer();
  return rawPicture(proof);
}

/** Today's proof (the display size's) of a clean display size. */
async function tiledProof(clean: string, proofMark: ProofMark): Promise<RawPicture> {
  return rawPicture((await renderProofFiles(clean, clean, folder(), proofMark)).display.path);
}

/** The 400 x 300 crop around `centre`, written as a JPEG. */
async function writeCrop(picture: RawPicture, name: string): Promise<void> {
  const left = Math.round(picture.width * centre.x - crop.width / 2);
  const top = Math.round(picture.height * centre.y - crop.height / 2);
  await sharp(picture.data, { raw: { width: picture.width, height: picture.height, channels: 3 } })
    .extract({ left, top, ...crop })
    .jpeg({ quality: 88, mozjpeg: true })
    .toFile(path.join(outDir, name));
}

async function main(): Promise<void> {
  fs.mkdirSync(outDir, { recursive: true });
  const source = path.join(work, 'herd.png');
  const svg = buildSvg({ name: 'herd', width: 3000, height: 2000, scene: 'herd', seed: 3 });
  await sharp(Buffer.from(svg)).removeAlpha().png().toFile(source);
  const inspection = await inspectImage(source, limits);
  if (!inspection.ok) throw new Error(`the sample picture was refused: ${inspection.reason}`);
  const picture = mark('the sample picture');
  const files = await renderPictureFiles(source, inspection.image, limits, folder(), picture);
  if (!files.proofs) throw new Error('no proofs were made');
  const cleanDisplay = await rawPicture(files.display.path);

  // Before: the band over the 2048-pixel display size, and the band taken off again.
  const before = await bandProof(files.display.path);
  const { width: bw, height: bh } = before;
  const beforeUndone = undoMark(
    before,
    { proof: await bandProof(await flat(64, bw, bh)), level: 64 },
    { proof: await bandProof(await flat(192, bw, bh)), level: 192 },
  );
  await writeCrop(before, 'before.jpg');
  await writeCrop(beforeUndone.picture, 'before-undone.jpg');

  // After: the 1200-pixel proof, and the same attack with flat pictures proofed as pictures of their
  // own, moved onto the sample's lattice as if its offset had been found.
  const after = await rawPicture(files.proofs.display.path);
  const { width: aw, height: ah } = after;
  const attacker = mark('flat pictures');
  const from = markLayout(aw, ah, attacker.seed);
  const to = markLayout(aw, ah, picture.seed);
  const dx = to.offsetX - from.offsetX;
  const dy = to.offsetY - from.offsetY;
  const afterUndone = undoMark(
    after,
    { proof: shifted(await tiledProof(await flat(64, aw, ah), attacker), dx, dy), level: 64 },
    { proof: shifted(await tiledProof(await flat(192, aw, ah), attacker), dx, dy), level: 192 },
  );
  await writeCrop(after, 'after.jpg');
  await writeCrop(afterUndone.picture, 'after-undone.jpg');

  // The clean picture at each proof's size, to measure what the attack left.
  const cleanAt = async (width: number) =>
    rawPicture(await sharp(files.display.path).resize({ width }).png().toBuffer());
  const cleanAfter = await cleanAt(aw);
  const margin = Math.max(Math.abs(dx), Math.abs(dy));
  const marked = (opacity: Float32Array) => (i: number) => (opacity[i] ?? 0) > 0.05;
  const report = {
    before: {
      size: `${bw} x ${bh}`,
      proofFromClean: meanError(before, cleanDisplay, 0),
      leftUnderTheMark: meanError(beforeUndone.picture, cleanDisplay, 0, marked(beforeUndone.opacity)),
      leftOverall: meanError(beforeUndone.picture, cleanDisplay, 0),
      markedShare: beforeUndone.opacity.filter((a) => a > 0.05).length / beforeUndone.opacity.length,
    },
    after: {
      size: `${aw} x ${ah}`,
      proofFromClean: meanError(after, cleanAfter, 0),
      leftUnderTheMark: meanError(afterUndone.picture, cleanAfter, margin, marked(afterUndone.opacity)),
      leftOverall: meanError(afterUndone.picture, cleanAfter, margin),
      markedShare: afterUndone.opacity.filter((a) => a > 0.05).length / afterUndone.opacity.length,
      bytes: files.proofs.display.size,
    },
  };
  console.log(
    JSON.stringify(report, (_, value) => (typeof value === 'number' ? Number(value.toFixed(2)) : value), 2),
  );
}

main()
  .catch((error: unknown) => {
    console.error('proof-samples: failed', error);
    process.exitCode = 1;
  })
  .finally(() => fs.rmSync(work, { recursive: true, force: true }));
