/**
 * What makes a proof's mark impossible to subtract (decision 052): the mark drawn with an opacity
 * that varies over the picture, and a faint grain over all of it, both from the picture's own
 * seed. A mark of fixed opacity is a known linear blend, undone to within a few levels from the
 * proofs of two flat pictures; here the blend and the grain differ from picture to picture and are known to no
 * one without the server's secret, and the grain's coarse part is as large as the picture's own
 * detail, so no filter takes it out without taking the picture with it.
 */

/** sfc32, a small fast generator with 128 bits of state: the same seed, the same numbers. */
function generator(seed: Uint8Array): () => number {
  const view = new DataView(seed.buffer, seed.byteOffset, seed.byteLength);
  let a = view.getUint32(0);
  let b = view.getUint32(4);
  let c = view.getUint32(8);
  let d = view.getUint32(12);
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // The first numbers of a fresh state are poorly mixed.
  for (let i = 0; i < 15; i++) next();
  return next;
}

/**
 * Smooth random values between 0 and 1 that change over about `cell` pixels (value noise): a
 * grid of random numbers, one per cell, read between its points with a smooth step. `row(y)`
 * answers the picture row `y`'s values (the same array each time, filled anew).
 */
function valueNoise(width: number, height: number, cell: number, random: () => number) {
  const columns = Math.ceil(width / cell) + 2;
  const rows = Math.ceil(height / cell) + 2;
  const grid = new Float32Array(columns * rows);
  for (let i = 0; i < grid.length; i++) grid[i] = random();
  const smooth = (t: number) => t * t * (3 - 2 * t);
  const from = new Int32Array(width);
  const across = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    from[x] = Math.floor(x / cell);
    across[x] = smooth(x / cell - Math.floor(x / cell));
  }
  const line = new Float32Array(columns);
  const values = new Float32Array(width);
  return (y: number): Float32Array => {
    const j = Math.floor(y / cell);
    const fy = smooth(y / cell - j);
    for (let i = 0; i < columns; i++) {
      line[i] = (grid[j * columns + i] as number) * (1 - fy) + (grid[(j + 1) * columns + i] as number) * fy;
    }
    for (let x = 0; x < width; x++) {
      const i = from[x] as number;
      const fx = across[x] as number;
      values[x] = (line[i] as number) * (1 - fx) + (line[i + 1] as number) * fx;
    }
    return values;
  };
}

/** How strong the mark's variation and the grain are, in the picture's own levels (0 to 255). */
export const markNoise = {
  /** The mark's opacity is its drawn opacity times a factor between this and 1 (cells of a quarter letter). */
  leastOpacity: 0.2,
  /** The grain's coarse part: up to this many levels either way, over cells of half a letter. */
  coarse: 5,
  /** The grain's fine part: up to this many levels either way, pixel by pixel. */
  fine: 3,
} as const;

/**
 * Draws the rendered mark `mark` (RGBA, the picture's size) into `pixels` (the picture's raw
 * bytes, 3 or 4 channels, changed in place), with the varying opacity and the grain of `seed`
 * (its first 16 bytes). `letter` is the mark's letter size in pixels, the scale of the variation.
 * Grey grain (the same on each colour), so it reads as film grain rather than coloured specks.
 */
export function drawMark(
  pixels: Uint8Array,
  image: { width: number; height: number; channels: number },
  mark: Uint8Array,
  letter: number,
  seed: Uint8Array,
): void {
  const { width, height, channels } = image;
  if (mark.length !== width * height * 4) throw new Error('the mark is not the size of the picture');
  const random = generator(seed);
  const opacity = valueNoise(width, height, Math.max(2, letter / 4), random);
  const coarse = valueNoise(width, height, Math.max(2, letter / 2), random);
  const { leastOpacity, coarse: coarseLevels, fine: fineLevels } = markNoise;
  for (let y = 0; y < height; y++) {
    const opacityRow = opacity(y);
    const coarseRow = coarse(y);
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const m = p * 4;
      const alpha =
        ((mark[m + 3] as number) / 255) * (leastOpacity + (1 - leastOpacity) * (opacityRow[x] as number));
      // Fine grain as a triangle between -1 and 1: two uniform numbers, so it stays faint on average.
      const grain =
        ((coarseRow[x] as number) * 2 - 1) * coarseLevels + (random() + random() - 1) * fineLevels;
      const at = p * channels;
      for (let c = 0; c < 3; c++) {
        const under = pixels[at + c] as number;
        const value = under + ((mark[m + c] as number) - under) * alpha + grain;
        pixels[at + c] = value < 0 ? 0 : value > 255 ? 255 : Math.round(value);
      }
    }
  }
}
