import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
    // libvips lets go of its input on its own thread just after the render answers: on a busy machine
    // that can come a moment later, so the test waits for it (a file kept mapped never goes).
    await vi.waitFor(() => expect(filesInUse()).not.toContain(source), { timeout: 5000, interval: 50 });
    // libvips's cache is off and holds nothing. Its memory and open-file counters are the whole
    // process's: the other Vitest worker is a thread of it, rendering pictures of its own meanwhile.
    const cache = sharp.cache();
    expect([cache.memory.max, cache.files.max, cache.items.max, cache.items.current]).toEqual([0, 0, 0, 0]);
  });
});

describe("a picture's sizes (decision 074)", () => {
  it("makes a WebP thumbnail a phone's square cell takes instead of the display copy", async () => {
    const { files } = await render('sizes');
    const { thumb, display } = await files;
    // Lighthouse's phone: 412 CSS px wide at 1.75 device pixels; a gallery's two columns of square
    // cells are 50vw - 12px = 194 px, and this 3:2 picture, cropped to one, is 1.5 times as wide:
    // 291 CSS px, 509.25 device pixels. The browser takes the smallest copy at least that wide.
    const phoneNeeds = Math.ceil(194 * 1.5 * 1.75);
    const read = async (file: string) => {
      const { format, width, height } = await sharp(file).metadata();
      return { format, width, height };
    };
    expect(await read(thumb.path)).toEqual({ format: 'webp', width: 640, height: 427 });
    expect(thumb.width).toBeGreaterThanOrEqual(phoneNeeds);
    expect(await read(display.path)).toEqual({ format: 'webp', width: 2048, height: 1365 });
  });
});
