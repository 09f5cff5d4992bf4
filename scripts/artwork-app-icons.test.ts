import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type AppIcon, appIcons } from '../app/content/app-icons';
import { renderAppIcon } from './artwork/app-icons';

/** The logo's background in public/favicon.svg. */
const logoBrown = [0x3b, 0x2a, 0x1f];

async function pixels(icon: AppIcon) {
  const { data, info } = await sharp(await renderAppIcon(icon))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [
    ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x + 1) * info.channels),
  ];
  return { info, at };
}

/** Close to the colour, for the edges of shapes drawn with anti-aliasing. */
const near = (pixel: number[], colour: number[]) =>
  colour.every((value, index) => Math.abs((pixel[index] ?? 0) - value) <= 2);

describe('the app icons drawn from the logo (PRODUCT §14 On a phone)', () => {
  it('are PNGs of their sizes', async () => {
    for (const icon of Object.values(appIcons)) {
      const { info } = await pixels(icon);
      expect([info.width, info.height], `${icon.name}-${icon.size}`).toEqual([icon.size, icon.size]);
    }
  });

  it("'any': the logo as the favicon draws it, its rounded corners transparent", async () => {
    const { info, at } = await pixels(appIcons.any512);
    expect(info.channels).toBe(4);
    expect(at(0, 0)[3]).toBe(0);
    expect(near(at(40, 256), logoBrown)).toBe(true);
  });

  it("iOS's and the maskable icon: opaque, the logo's brown to every corner", async () => {
    for (const icon of [appIcons.appleTouch, appIcons.maskable512]) {
      const { info, at } = await pixels(icon);
      expect(info.channels, icon.name).toBe(3);
      const last = icon.size - 1;
      for (const [x, y] of [
        [0, 0],
        [last, 0],
        [0, last],
        [last, last],
      ] as const) {
        expect(near(at(x, y), logoBrown), `${icon.name} at ${x},${y}`).toBe(true);
      }
    }
  });

  it('maskable: the horse inside the safe zone, a circle of 40 % of the size around the middle', async () => {
    const { info, at } = await pixels(appIcons.maskable512);
    const middle = info.width / 2;
    const outside: string[] = [];
    for (let y = 0; y < info.height; y += 2) {
      for (let x = 0; x < info.width; x += 2) {
        if (Math.hypot(x + 0.5 - middle, y + 0.5 - middle) > 0.4 * info.width && !near(at(x, y), logoBrown))
          outside.push(`${x},${y}`);
      }
    }
    expect(outside).toEqual([]);
  });
});
