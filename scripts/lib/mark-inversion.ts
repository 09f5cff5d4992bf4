import sharp from 'sharp';

/** A picture's pixels as three channels (red, green, blue), row by row. */
export interface RawPicture {
  data: Buffer;
  width: number;
  height: number;
}

export async function rawPicture(input: string | Buffer): Promise<RawPicture> {
  const { data, info } = await sharp(input).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** `picture` moved by (dx, dy) whole pixels: what it shows at (x, y) is the picture's (x - dx, y - dy). */
export function shifted(picture: RawPicture, dx: number, dy: number): RawPicture {
  const { width, height } = picture;
  const data = Buffer.alloc(picture.data.length);
  for (let y = Math.max(0, dy); y < Math.min(height, height + dy); y++) {
    const from = ((y - dy) * width + Math.max(0, -dx)) * 3;
    const to = (y * width + Math.max(0, dx)) * 3;
    picture.data.copy(data, to, from, from + (width - Math.abs(dx)) * 3);
  }
  return { ...picture, data };
}

/** A flat picture's proof and the level (0 to 255) the picture had before its mark. */
export interface FlatProof {
  proof: RawPicture;
  level: number;
}

/**
 * The strongest way to take a mark off that is drawn the same way on every picture (decision 052's
 * attack): a proof is `picture × (1 − a) + a × colour` per pixel and channel, for the mark's
 * opacity `a` and colour; the proofs of two flat pictures give `a` and `a × colour` there, and the
 * picture under another proof is then `(proof − a × colour) / (1 − a)`. Answers that estimate and
 * the opacity found at each pixel and channel.
 */
export function undoMark(proof: RawPicture, dark: FlatProof, light: FlatProof) {
  const data = Buffer.alloc(proof.data.length);
  const opacity = new Float32Array(proof.data.length);
  for (let i = 0; i < data.length; i++) {
    const darkValue = dark.proof.data[i] ?? 0;
    const lightValue = light.proof.data[i] ?? 0;
    // Never quite 1: where the mark hid everything, there is nothing to find under it anyway.
    const a = Math.min(0.95, Math.max(0, 1 - (lightValue - darkValue) / (light.level - dark.level)));
    const tinted = darkValue - dark.level * (1 - a);
    opacity[i] = a;
    data[i] = Math.min(255, Math.max(0, Math.round(((proof.data[i] ?? 0) - tinted) / (1 - a))));
  }
  return { picture: { ...proof, data }, opacity };
}

/**
 * The mean difference of two pictures of the same size, in levels per channel, over the pixels
 * `margin` pixels or more from every edge (where a moved estimate covers them) and, with `only`,
 * over those whose index `only` accepts.
 */
export function meanError(
  a: RawPicture,
  b: RawPicture,
  margin: number,
  only: (index: number) => boolean = () => true,
): number {
  let sum = 0;
  let count = 0;
  for (let y = margin; y < a.height - margin; y++) {
    for (let i = (y * a.width + margin) * 3; i < (y * a.width + a.width - margin) * 3; i++) {
      if (!only(i)) continue;
      sum += Math.abs((a.data[i] ?? 0) - (b.data[i] ?? 0));
      count += 1;
    }
  }
  return sum / count;
}
