/** The show-jumping scene: marquees behind a sand ring, a dressed fence and a horse and rider over it. */
import { type Canvas, gradient, stop } from './canvas';
import type { HorseStyle } from './horse';
import { coats, placeHorse } from './place-horse';
import { pick, range } from './random';
import { clouds, fence, ridge, sky, treeLine, vignette } from './scenery';
import { circle, n, path, poly, pts } from './shapes';

/** Striped marquees along the far side of the ring. */
function marquees(c: Canvas): void {
  for (let i = 0; i < 3; i++) {
    const x = range(c.rng, 0.05, 0.9) * c.w;
    const s = c.h * range(c.rng, 0.06, 0.09);
    const base = c.h * 0.56;
    c.body.push(
      path(
        poly(pts([x, base, x, base - s * 0.6, x + s * 1.6, base - s * 0.6, x + s * 1.6, base])),
        '#f5f2ea',
      ),
    );
    const roof = i % 2 ? '#2f4f7a' : '#b2463f';
    let valance = '';
    for (let k = 0; k < 8; k++)
      valance += circle([x - s * 0.05 + (k + 0.5) * s * 0.21, base - s * 0.56, s * 0.105]);
    c.body.push(
      path(
        poly(
          pts([x - s * 0.1, base - s * 0.55, x + s * 0.8, base - s * 1.05, x + s * 1.7, base - s * 0.55]),
        ) + valance,
        roof,
      ),
    );
    c.body.push(
      `<path d="M${n(x + s * 0.8)} ${n(base - s * 1.05)}V${n(base - s * 1.3)}l${n(s * 0.2)} ${n(s * 0.06)}l${n(-s * 0.2)} ${n(s * 0.06)}" fill="${roof}" stroke="${roof}" stroke-width="${n(s * 0.02)}"/>`,
    );
  }
}

/** The sand ring from `top` down, raked with faint hoof tracks. */
function ring(c: Canvas, top: number): void {
  c.body.push(
    `<rect y="${n(top)}" width="${c.w}" height="${n(c.h - top)}" fill="${gradient(c, 'v', [stop(0, '#e6d3ab'), stop(1, '#c4a071')])}"/>`,
  );
  let tracks = '';
  for (let i = 0; i < 70; i++) {
    const y = range(c.rng, top, c.h);
    const s = (y / c.h) * c.h * 0.012;
    tracks += `<ellipse cx="${n(c.rng() * c.w)}" cy="${n(y)}" rx="${n(s * 2.5)}" ry="${n(s * 0.35)}"/>`;
  }
  c.body.push(`<g fill="#a9865a" opacity="0.16">${tracks}</g>`);
}

/** The jump: two wings, striped poles and a flower box, centred on jx and standing on `base`. */
function jump(c: Canvas, jx: number, base: number, half: number, tall: number): void {
  c.body.push(
    `<ellipse cx="${n(jx + half * 0.1)}" cy="${n(base + c.h * 0.02)}" rx="${n(half * 0.9)}" ry="${n(c.h * 0.025)}" fill="#7a5a37" opacity="0.25"/>`,
  );
  const [pole1, pole2] = pick(c.rng, [
    ['#c0392b', '#ffffff'],
    ['#2c5aa0', '#ffffff'],
    ['#2e7d4f', '#f4f1e6'],
  ] as const);
  for (const side of [-1, 1]) {
    const x = jx + side * half;
    c.body.push(
      path(
        poly(
          pts([
            x,
            base,
            x,
            base - tall,
            x + side * tall * 0.12,
            base - tall * 1.05,
            x + side * tall * 0.3,
            base - tall * 0.5,
            x + side * tall * 0.3,
            base,
          ]),
        ),
        '#f7f5ef',
      ),
    );
    c.body.push(
      path(
        poly(pts([x - 4, base, x - 4, base - tall * 1.08, x + 4, base - tall * 1.08, x + 4, base])),
        pole1,
      ),
    );
  }
  for (const k of [0.35, 0.65, 0.95]) {
    const y = n(base - tall * k);
    const line = `M${n(jx - half)} ${y}L${n(jx + half)} ${y}`;
    const sw = n(c.h * 0.014);
    const dash = n(half / 4);
    c.body.push(
      `<path d="${line}" stroke="${pole2}" stroke-width="${sw}"/><path d="${line}" stroke="${pole1}" stroke-width="${sw}" stroke-dasharray="${dash}"/>`,
    );
  }
  c.body.push(
    `<rect x="${n(jx - half * 0.8)}" y="${n(base - c.h * 0.035)}" width="${n(half * 1.6)}" height="${n(c.h * 0.035)}" rx="${n(c.h * 0.01)}" fill="#4e7a3e"/>`,
  );
  let blooms = '';
  for (let i = 0; i < 16; i++)
    blooms += circle([
      jx - half * 0.75 + (i / 15) * half * 1.5,
      base - c.h * range(c.rng, 0.03, 0.045),
      c.h * 0.008,
    ]);
  c.body.push(path(blooms, pick(c.rng, ['#f3a6c0', '#fbe27a', '#ffffff'])));
}

export function arena(c: Canvas): void {
  sky(c, [stop(0, '#6fa2cf'), stop(0.45, '#b8d4e8'), stop(0.58, '#eef0e6')]);
  clouds(c, 3, 0.1, 0.3, '#d4e3ee');
  treeLine(c, ridge(c, 0.5, 0.02, 5), 0.035, 0.03, 0.06, '#6f9573');
  marquees(c);
  c.body.push(`<rect y="${n(c.h * 0.55)}" width="${c.w}" height="${n(c.h * 0.1)}" fill="#7fa35e"/>`);
  const sandTop = c.h * 0.62;
  ring(c, sandTop);
  fence(c, () => sandTop + 4, -20, c.w + 20, c.h * 0.055, '#f7f5ef');
  const jx = c.w * range(c.rng, 0.42, 0.58);
  const base = c.h * 0.84;
  const tall = c.h * 0.2;
  jump(c, jx, base, Math.min(c.h * 0.2, c.w * 0.28), tall);
  const style: HorseStyle = { ...pick(c.rng, coats.slice(0, 3)), rider: '#1f2b3d' };
  placeHorse(c, jx + c.h * 0.03, base - tall * 1.05, c.h * 0.24, false, style, 'jump', 0);
  vignette(c, 0.16);
}
