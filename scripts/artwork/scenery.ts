/** Shared landscape layers: skies, clouds, rolling hills, fences, trees, scattered dots and the vignette. */
import { backdrop, blurFilter, type Canvas, clipAbove, gradient, stop } from './canvas';
import { range } from './random';
import { capsule, circle, n, type Pt, path, poly, pts, smooth } from './shapes';

export function sky(c: Canvas, stops: readonly string[]): void {
  backdrop(c, gradient(c, 'v', stops));
}

export function glow(c: Canvas, x: number, y: number, r: number, color: string, core?: string): void {
  const fill = gradient(c, 'r', [stop(0, color, 0.85), stop(0.35, color, 0.35), stop(1, color, 0)]);
  c.body.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"/>`);
  if (core) c.body.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.16)}" fill="${core}"/>`);
}

/** Flat-bottomed cumulus: a shaded base layer with a lit layer nudged upwards. */
export function clouds(c: Canvas, count: number, yTop: number, yBottom: number, shade: string): void {
  const soft = blurFilter(c, c.h / 400);
  for (let i = 0; i < count; i++) {
    const cx = range(c.rng, 0, 1) * c.w;
    const base = range(c.rng, yTop, yBottom) * c.h;
    const size = range(c.rng, 0.04, 0.075) * c.w;
    let d = capsule(
      [cx - size * 1.3, base - size * 0.14, size * 0.14],
      [cx + size * 1.3, base - size * 0.14, size * 0.14],
    );
    for (let k = 0; k < 4; k++) {
      const r = size * range(c.rng, 0.3, 0.55) * (k === 1 || k === 2 ? 1.2 : 0.8);
      d += circle([cx + (k - 1.5) * size * 0.62, base - r * 0.7, r]);
    }
    const clip = clipAbove(c, base);
    c.body.push(
      `<g clip-path="${clip}" filter="${soft}">${path(d, shade)}` +
        `<path d="${d}" fill="#ffffff" transform="translate(${n(-size * 0.04)} ${n(-size * 0.08)})"/></g>`,
    );
  }
}

/** Long, blurred bands of cloud for evening skies. */
export function streaks(c: Canvas, count: number, yTop: number, yBottom: number, color: string): void {
  const blur = blurFilter(c, c.h / 90);
  let d = '';
  for (let i = 0; i < count; i++) {
    const cx = range(c.rng, -0.05, 1.05) * c.w;
    const cy = range(c.rng, yTop, yBottom) * c.h;
    const size = range(c.rng, 0.05, 0.1) * c.w;
    for (let k = 0; k < 5; k++) {
      const rx = size * range(c.rng, 0.5, 1);
      d += `<ellipse cx="${n(cx + (k - 2) * size * 0.55)}" cy="${n(cy - rx * range(c.rng, 0, 0.1))}" rx="${n(rx)}" ry="${n(rx * 0.16)}"/>`;
    }
  }
  c.body.push(`<g fill="${color}" opacity="0.55" filter="${blur}">${d}</g>`);
}

export type Ridge = (x: number) => number;

/** A horizon line made of a few seeded sine waves; `base` and `amp` are fractions of the height. */
export function ridge(c: Canvas, base: number, amp: number, waves = 3): Ridge {
  const parts = Array.from({ length: waves }, (_, i) => ({
    f: ((i + 1) * range(c.rng, 0.7, 1.3) * Math.PI * 2) / c.w,
    p: c.rng() * Math.PI * 2,
    a: (amp * c.h) / (i + 1.2),
  }));
  return (x) => base * c.h + parts.reduce((s, q) => s + q.a * Math.sin(q.f * x + q.p), 0);
}

export function hill(c: Canvas, y: Ridge, fill: string): void {
  const edge: Pt[] = [];
  for (let i = 0; i <= 40; i++) edge.push([(i / 40) * (c.w + 40) - 20, y((i / 40) * c.w)]);
  c.body.push(path(`${smooth(edge)}L${c.w + 20} ${c.h + 20}L-20 ${c.h + 20}Z`, fill));
}

/** Hill filled with a vertical gradient: lit crest, darker foot. */
export function shadedHill(c: Canvas, y: Ridge, top: string, bottom: string, base: number): void {
  const span = `gradientUnits="userSpaceOnUse" x1="0" x2="0" y1="${n(base * c.h - 60)}" y2="${c.h}"`;
  hill(c, y, gradient(c, 'v', [stop(0, top), stop(1, bottom)], span));
}

/** A distant wood: blobs of canopy every `step` (fraction of the height) along the ridge, filled below. */
export function treeLine(
  c: Canvas,
  line: Ridge,
  step: number,
  rMin: number,
  rMax: number,
  color: string,
): void {
  let canopy = '';
  for (let x = -20; x < c.w + 20; x += c.h * step) {
    canopy += circle([x, line(x), c.h * range(c.rng, rMin, rMax)]);
  }
  c.body.push(path(canopy, color));
  hill(c, line, color);
}

/** Post-and-rail fence following the ground from x0 to x1; `snow` adds a white line on rails and caps. */
export function fence(
  c: Canvas,
  y: Ridge,
  x0: number,
  x1: number,
  post: number,
  color: string,
  snow?: string,
): void {
  const gap = post * 1.9;
  let posts = '';
  let caps = '';
  const rails: string[] = [];
  for (const lift of [0.82, 0.45]) {
    const line: Pt[] = [];
    for (let x = x0; x <= x1 + 1; x += gap / 3) line.push([x, y(x) - post * lift]);
    rails.push(smooth(line));
  }
  for (let x = x0; x <= x1 + 1; x += gap) {
    const g = y(x);
    const wd = post * 0.09;
    posts += poly(
      pts([
        x - wd,
        g + post * 0.08,
        x - wd * 0.85,
        g - post,
        x + wd * 0.85,
        g - post,
        x + wd,
        g + post * 0.08,
      ]),
    );
    if (snow) caps += `<ellipse cx="${n(x)}" cy="${n(g - post)}" rx="${n(wd * 1.5)}" ry="${n(wd * 0.7)}"/>`;
  }
  const sw = n(post * 0.07);
  c.body.push(
    `<g fill="none" stroke="${color}" stroke-width="${sw}" stroke-linecap="round">${rails.map((d) => `<path d="${d}"/>`).join('')}</g>`,
  );
  c.body.push(path(posts, color));
  if (snow) {
    c.body.push(
      `<g fill="none" stroke="${snow}" stroke-width="${n(post * 0.035)}" stroke-linecap="round">${rails.map((d) => `<path d="${d}" transform="translate(0 ${n(-post * 0.045)})"/>`).join('')}</g>`,
    );
    c.body.push(`<g fill="${snow}">${caps}</g>`);
  }
}

export function tree(c: Canvas, x: number, y: number, s: number, leaf: string, trunk: string): void {
  let d = '';
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2 + c.rng();
    d += circle([
      x + Math.cos(a) * s * 0.35,
      y - s * 1.15 + Math.sin(a) * s * 0.3,
      s * range(c.rng, 0.38, 0.5),
    ]);
  }
  c.body.push(
    path(
      poly(
        pts([x - s * 0.07, y + 2, x - s * 0.04, y - s * 0.9, x + s * 0.04, y - s * 0.9, x + s * 0.07, y + 2]),
      ),
      trunk,
    ),
  );
  c.body.push(path(d + circle([x, y - s * 1.2, s * 0.5]), leaf));
}

export function pine(c: Canvas, x: number, y: number, s: number, color: string, snow?: string): void {
  let d = '';
  let caps = '';
  for (let i = 0; i < 4; i++) {
    const top = y - s * (0.5 + i * 0.42) - s * 0.45;
    const half = s * (0.38 - i * 0.075);
    d += poly(pts([x - half, top + s * 0.55, x, top, x + half, top + s * 0.55]));
    if (snow)
      caps += poly(
        pts([x - half * 0.45, top + s * 0.25, x, top, x + half * 0.45, top + s * 0.25, x, top + s * 0.18]),
      );
  }
  c.body.push(
    path(
      d + poly(pts([x - s * 0.05, y, x - s * 0.05, y - s * 0.5, x + s * 0.05, y - s * 0.5, x + s * 0.05, y])),
      color,
    ),
  );
  if (snow) c.body.push(path(caps, snow));
}

/**
 * `count` random dots (snowflakes, bokeh) as one path: anywhere across, down to `depth` of the height,
 * radius `rMin`..`rMax` of the height.
 */
export function scatter(c: Canvas, count: number, depth: number, rMin: number, rMax: number): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    d += circle([c.rng() * c.w, c.rng() * c.h * depth, c.h * range(c.rng, rMin, rMax)]);
  }
  return d;
}

export function vignette(c: Canvas, strength: number): void {
  backdrop(
    c,
    gradient(c, 'r', [stop(0.55, '#000000', 0), stop(1, '#000000', strength)], 'cx="0.5" cy="0.5" r="0.75"'),
  );
}
