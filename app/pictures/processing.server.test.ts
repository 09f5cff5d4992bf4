import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PictureLimits } from './picture-rules';
import { inspectImage, renderPictureFiles } from './processing.server';

const limits: PictureLimits = {
  maxFileBytes: 25 * 1024 * 1024,
  minResolution: { width: 640, height: 480 },
  maxResolution: { width: 12000, height: 12000 },
};
let dir: string;
let source: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'equine-render-'));
  source = path.join(dir, 'staged');
  // Camera-like detail: noise does not compress, so each render really decodes and encodes.
  await sharp({
    create: {
      width: 3000,
      height: 2000,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 90 })
    .toFile(source);
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

async function render(name: string) {
  const inspection = await inspectImage(source, limits);
  if (!inspection.ok) throw new Error(`the test picture was refused: ${inspection.reason}`);
  const workDir = path.join(dir, name);
  fs.mkdirSync(workDir);
  return { workDir, files: renderPictureFiles(source, inspection.image, limits, workDir) };
}

/** The files this process holds open or mapped into its memory, as /proc/self names them. */
function filesInUse(): string[] {
  const open = fs.readdirSync('/proc/self/fd').flatMap((fd) => {
    try {
      return [fs.readlinkSync(`/proc/self/fd/${fd}`)];
    } catch {
      return [];
    }
  });
  const mapped = fs
    .readFileSync('/proc/self/maps', 'utf8')
    .split('\n')
    .map((line) => line.split(/\s+/).slice(5).join(' '));
  return [...open, ...mapped];
}

describe('rendering a picture (decision 034)', () => {
  it('renders one picture at a time, whichever upload asks: the next waits for the one before', async () => {
    const first = await render('first');
    const second = await render('second');
    await first.files;
    // The second picture has not been started: not even its original is written yet.
    expect(fs.readdirSync(second.workDir)).toEqual([]);
    await second.files;
    expect(fs.readdirSync(second.workDir).sort()).toEqual(['display.webp', 'original', 'thumb.webp']);
  });

  it('keeps nothing of a picture once it is rendered: no cached pixels, no staged file left mapped', async () => {
    const { files } = await render('cached');
    await files;
    // The upload deletes its staged file next; one still mapped would keep its memory and its disk space.
    expect(filesInUse()).not.toContain(source);
    const cache = sharp.cache();
    expect([cache.memory.current, cache.files.current, cache.items.current]).toEqual([0, 0, 0]);
  });
});
