import sharp from 'sharp';

/** A region of a picture: its left and top edges and its size, in fractions of the picture's width and height. */
export interface Region {
  left: number;
  top: number;
  size: number;
}

/** The grey values of one region of a picture, row by row. */
async function greyRegion(image: Buffer, region: Region): Promise<Buffer> {
  const { width, height } = await sharp(image).metadata();
  const box = {
    left: Math.round(width * region.left),
    top: Math.round(height * region.top),
    width: Math.round(width * region.size),
    height: Math.round(height * region.size),
  };
  return sharp(image).extract(box).greyscale().raw().toBuffer();
}

/** A picture cut into `count` x `count` regions, left to right and top to bottom. */
export function grid(count: number): Region[] {
  return Array.from({ length: count * count }, (_, at) => ({
    left: (at % count) / count,
    top: Math.floor(at / count) / count,
    size: 1 / count,
  }));
}

/**
 * The share of a region's pixels whose grey value differs by more than `levels` between two
 * pictures of the same size: where a mark is drawn, not where it only adds a faint grain.
 */
export async function markedShare(a: Buffer, b: Buffer, region: Region, levels = 24): Promise<number> {
  const [pa, pb] = await Promise.all([greyRegion(a, region), greyRegion(b, region)]);
  let marked = 0;
  for (let i = 0; i < pa.length; i++) if (Math.abs((pa[i] ?? 0) - (pb[i] ?? 0)) > levels) marked += 1;
  return marked / pa.length;
}
