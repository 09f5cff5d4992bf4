import { describe, expect, it } from 'vitest';
import { watermarkSvg } from './watermark';

describe('the proofs’ mark (issue 24)', () => {
  it('is an SVG the size of the picture, with the business name across it', () => {
    const svg = watermarkSvg(1200, 800, 'Sierra Equine Photography');
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="800"/);
    expect(svg).toContain('>Sierra Equine Photography</text>');
    // Semi-transparent: the picture stays visible through it.
    expect(svg).toMatch(/fill-opacity="0\.\d+"/);
    // Across the picture: turned along its diagonal, from the lower left to the upper right.
    expect(svg).toContain(`rotate(${((-Math.atan2(800, 1200) * 180) / Math.PI).toFixed(2)} 600 400)`);
  });

  it('draws a name with markup characters as text', () => {
    expect(watermarkSvg(100, 100, 'Tom & Jerry <Photo>')).toContain('>Tom &amp; Jerry &lt;Photo&gt;</text>');
  });
});
