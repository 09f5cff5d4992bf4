import { escapeHtml } from '../mail/escape-html';

/**
 * The proofs' mark (decision 052): the business name tiled over the whole picture in rows at two
 * angles, each row over a hairline, as an SVG the size of the picture for sharp to draw. The
 * lattice is moved by an offset of its own for each picture (from the picture's seed), so the
 * marks of many proofs do not line up to be averaged out. The hairlines need no font: a server
 * without one (a slim Docker image ships none until the Dockerfile installs one) still marks the
 * whole picture.
 */

/** Where a picture's lattice lies: its letters' size, its rows' spacing and its offset, in pixels. */
export interface MarkLayout {
  fontSize: number;
  spacing: number;
  offsetX: number;
  offsetY: number;
}

/** The two angles of the rows, in degrees: a lattice no straight crop avoids. */
export const markAngles = [-30, 30] as const;

/** An unsigned 32-bit number from four of the seed's bytes. */
function word(seed: Uint8Array, at: number): number {
  return new DataView(seed.buffer, seed.byteOffset, seed.byteLength).getUint32(at);
}

/**
 * The lattice of a `width` x `height` proof. The letters scale with the picture, so a thumbnail and
 * its display size carry the same pattern; the offset is a whole number of pixels inside one row
 * spacing, taken from bytes 16 to 23 of the picture's `seed` (the noise uses the first 16).
 */
export function markLayout(width: number, height: number, seed: Uint8Array): MarkLayout {
  const fontSize = Math.max(8, Math.round(Math.max(width, height) / 30));
  const spacing = fontSize * 4;
  return { fontSize, spacing, offsetX: word(seed, 16) % spacing, offsetY: word(seed, 20) % spacing };
}

/**
 * The SVG of the mark over a `width` x `height` picture, placed by `markLayout`: for each angle,
 * rows of the name repeated, every other row starting half a name along so the words of
 * neighbouring rows do not stack, each row over a hairline. (Drawn row by row: librsvg paints a
 * rotated pattern fill at more than twice the cost.)
 */
export function watermarkSvg(width: number, height: number, text: string, seed: Uint8Array): string {
  const { fontSize, spacing, offsetX, offsetY } = markLayout(width, height, seed);
  // From the lattice's origin (the middle, moved by the offset) to beyond every corner.
  const reach = Math.ceil(Math.hypot(width, height) / 2 + spacing);
  const rows = Math.ceil(reach / spacing);
  const phrase = `${text} \u00b7 `;
  // Bold sans letters are at least half an em wide: enough names to cross the row.
  const phraseWidth = phrase.length * fontSize * 0.5;
  const line = escapeHtml(phrase.repeat(Math.ceil((2 * reach) / phraseWidth) + 2));
  const hairline = Math.max(1, Math.round(fontSize / 14));
  const layers = markAngles.map((angle) => {
    const parts: string[] = [];
    for (let row = -rows; row <= rows; row++) {
      const y = row * spacing;
      const along = row % 2 === 0 ? 0 : phraseWidth / 2;
      parts.push(
        `<rect x="${-reach}" y="${y + Math.round(fontSize * 0.8)}" width="${2 * reach}" height="${hairline}" fill-opacity="0.3" stroke="none"/>`,
        `<text x="${-reach - along}" y="${y}">${line}</text>`,
      );
    }
    return `<g transform="rotate(${angle})">${parts.join('')}</g>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<g transform="translate(${width / 2 + offsetX} ${height / 2 + offsetY})" fill="#fff" fill-opacity="0.42" stroke="#000" stroke-opacity="0.35" stroke-width="${(fontSize / 24).toFixed(2)}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold" font-size="${fontSize}" dominant-baseline="central">`,
    ...layers,
    '</g>',
    '</svg>',
  ].join('');
}
