/** The scene being drawn, and the <defs> it accumulates (gradients, filters, clip paths). */
import type { Rng } from './random';
import { n } from './shapes';

/** Layers are appended to `body`; anything referenced by id goes to `defs`. */
export interface Canvas {
  w: number;
  h: number;
  rng: Rng;
  defs: string[];
  body: string[];
}

/** Adds a definition under a fresh id (numbered by position, so ids stay stable) and returns its url(). */
function define(c: Canvas, prefix: string, build: (id: string) => string): string {
  const id = `${prefix}${c.defs.length}`;
  c.defs.push(build(id));
  return `url(#${id})`;
}

export function stop(offset: number, color: string, opacity?: number): string {
  const op = opacity === undefined ? '' : ` stop-opacity="${opacity}"`;
  return `<stop offset="${offset}" stop-color="${color}"${op}/>`;
}

export function gradient(c: Canvas, kind: 'v' | 'h' | 'r', stops: readonly string[], attrs = ''): string {
  const tag = kind === 'r' ? 'radialGradient' : 'linearGradient';
  // Explicit coordinates in `attrs` win over the default direction.
  const dir = attrs.includes('y2=')
    ? ''
    : kind === 'v'
      ? ' x2="0" y2="1"'
      : kind === 'h'
        ? ' x2="1" y2="0"'
        : '';
  return define(c, 'g', (id) => `<${tag} id="${id}"${dir} ${attrs}>${stops.join('')}</${tag}>`);
}

/** A radial fill that fades `color` from `opacity` at the centre to nothing at the rim. */
export function radialFade(c: Canvas, color: string, opacity: number): string {
  return gradient(c, 'r', [stop(0, color, opacity), stop(1, color, 0)]);
}

export function blurFilter(c: Canvas, sd: number): string {
  return define(
    c,
    'f',
    (id) =>
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(sd)}"/></filter>`,
  );
}

/** Clips to everything above `y`, e.g. to give clouds a flat base. */
export function clipAbove(c: Canvas, y: number): string {
  return define(c, 'c', (id) => `<clipPath id="${id}"><rect width="${c.w}" height="${n(y)}"/></clipPath>`);
}

/** Covers the whole canvas with one fill. */
export function backdrop(c: Canvas, fill: string): void {
  c.body.push(`<rect width="${c.w}" height="${c.h}" fill="${fill}"/>`);
}
