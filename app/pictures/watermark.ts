import { escapeHtml } from '../mail/escape-html';

/**
 * The proofs' mark (issue 24): the business name across the picture, semi-transparent, as an SVG
 * the size of the rendered picture, for sharp to composite over it. The band behind the name
 * keeps the mark visible even where a server has no font to draw the letters with (a slim Docker
 * image ships none until the Dockerfile installs one).
 */
export function watermarkSvg(width: number, height: number, text: string): string {
  const diagonal = Math.hypot(width, height);
  const angle = (-Math.atan2(height, width) * 180) / Math.PI;
  // Letters about as wide as the diagonal allows, but never taller than a third of the band.
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
