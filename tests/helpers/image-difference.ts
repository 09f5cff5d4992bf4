import sharp from 'sharp';

/** A square region of a picture, in fractions of its width and height. */
export interface Region {
  left: number;
  top: number;
  size: number;
}

/**
 * How far two pictures of the same size are apart in one region: the mean difference of their
 * grey values, 0 (the same) to 255. Used to see the proofs' watermark where it is drawn.
 */
export async function meanDifference(a: Buffer, b: Buffer, region: Region): Promise<number> {
  const grey = async (image: Buffer) => {
    const { width, height } = await sharp(image).metadata();
    const box = {
      left: Math.round(width * region.left),
      top: Math.round(height * region.top),
      width: Math.round(width * region.size),
      height: Math.round(height * region.size),
    };
    return sharp(image).extract(box).greyscale().raw().toBuffer();
  };
  const [pa, pb] = await Promise.all([grey(a), grey(b)]);
  let sum = 0;
  for (let i = 0; i < pa.length; i++) sum += Math.abs((pa[i] ?? 0) - (pb[i] ?? 0));
  return sum / pa.length;
}

/** The middle of a picture, which the mark crosses. */
export const middle: Region = { left: 0.4, top: 0.4, size: 0.2 };
/** The upper left corner: the mark runs from the lower left corner to the upper right one. */
export const upperLeft: Region = { left: 0.02, top: 0.02, size: 0.12 };
