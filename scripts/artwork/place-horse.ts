/** The coat palette, and putting a horse into a scene at a given spot and size. */
import { type Canvas, radialFade } from './canvas';
import { type HorsePose, type HorseStyle, horse } from './horse';
import { mix, n } from './shapes';

export const coats: readonly HorseStyle[] = [
  { coat: '#6e4327', dark: '#2b1a10', socks: '#2f1d12' },
  { coat: '#9a5a2e', dark: '#5a2f16', socks: '#8c5029' },
  { coat: '#3a2b24', dark: '#1c1512', socks: '#241b16' },
  { coat: '#b9b3aa', dark: '#6f6a64', socks: '#8d8882' },
  { coat: '#c49a5e', dark: '#f0e2c4', socks: '#b08550' },
];

/** Blends a coat towards the background colour, so distant horses recede. */
export function hazed(style: HorseStyle, into: string, t: number): HorseStyle {
  return { coat: mix(style.coat, into, t), dark: mix(style.dark, into, t), socks: mix(style.socks, into, t) };
}

/** Horse standing on ground y, `size` = pixels to the withers; a soft contact shadow anchors it. */
export function placeHorse(
  c: Canvas,
  x: number,
  y: number,
  size: number,
  flip: boolean,
  style: HorseStyle,
  pose: HorsePose,
  shadow = 0.22,
): void {
  const s = size / 100;
  if (shadow > 0) {
    const fill = radialFade(c, '#1c1a14', shadow);
    c.body.push(
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(size * 0.75)}" ry="${n(size * 0.09)}" fill="${fill}"/>`,
    );
  }
  c.body.push(
    `<g transform="translate(${n(x)} ${n(y)}) scale(${flip ? -s : s} ${s})">${horse(style, pose, c.rng)}</g>`,
  );
}
