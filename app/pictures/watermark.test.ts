import { describe, expect, it } from 'vitest';
import { markAngles, markLayout, watermarkSvg } from './watermark';

const seed = (fill: number) => new Uint8Array(32).fill(fill);

describe('the proofs’ mark (decision 052)', () => {
  it('is an SVG the size of the picture, the name in rows at two angles', () => {
    const svg = watermarkSvg(1200, 800, 'Sierra Equine Photography', seed(1));
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="800"/);
    expect(markAngles).toEqual([-30, 30]);
    for (const angle of markAngles) expect(svg).toContain(`<g transform="rotate(${angle})">`);
    // Every row is the name again and again; every row has a hairline, drawn without a font.
    const rows = svg.match(/<text [^>]*>[^<]*<\/text>/g) ?? [];
    expect(rows.length).toBeGreaterThanOrEqual(2 * 10);
    for (const row of rows)
      expect(row.split('Sierra Equine Photography').length - 1).toBeGreaterThanOrEqual(3);
    expect(svg.match(/<rect /g)).toHaveLength(rows.length);
  });

  it('is moved by an offset of its own for each seed, inside one row spacing, in whole pixels', () => {
    const one = markLayout(1200, 800, seed(1));
    const another = markLayout(1200, 800, seed(2));
    expect(markLayout(1200, 800, seed(1))).toEqual(one);
    expect([one.offsetX, one.offsetY]).not.toEqual([another.offsetX, another.offsetY]);
    for (const { offsetX, offsetY, spacing } of [one, another]) {
      for (const offset of [offsetX, offsetY]) {
        expect(Number.isInteger(offset)).toBe(true);
        expect(offset).toBeGreaterThanOrEqual(0);
        expect(offset).toBeLessThan(spacing);
      }
    }
    expect(watermarkSvg(1200, 800, 'A', seed(1))).toContain(
      `translate(${600 + one.offsetX} ${400 + one.offsetY})`,
    );
  });

  it('scales its letters with the picture: a thumbnail carries the same lattice, smaller', () => {
    expect(markLayout(1200, 800, seed(1)).fontSize).toBe(40);
    expect(markLayout(480, 320, seed(1)).fontSize).toBe(16);
    expect(markLayout(800, 1200, seed(1)).fontSize).toBe(40);
  });

  it('draws a name with markup characters as text', () => {
    expect(watermarkSvg(100, 100, 'Tom & Jerry <Photo>', seed(1))).toContain('Tom &amp; Jerry &lt;Photo&gt;');
  });
});
