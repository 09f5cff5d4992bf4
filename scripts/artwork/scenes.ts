/**
 * Procedural SVG scenes for scripts/artwork.ts: the outdoor scenes live here, the busier arena and
 * portrait in their own modules. Everything is derived from the artwork's seed, so a re-run produces
 * byte-identical SVG.
 */
import type { Artwork, ArtworkScene } from '../../app/content/artwork';
import { arena } from './arena';
import { type Canvas, stop } from './canvas';
import type { HorsePose, HorseStyle } from './horse';
import { coats, hazed, placeHorse } from './place-horse';
import { portrait } from './portrait';
import { pick, range, seededRng } from './random';
import {
  clouds,
  fence,
  glow,
  hill,
  pine,
  ridge,
  scatter,
  shadedHill,
  sky,
  streaks,
  tree,
  treeLine,
  vignette,
} from './scenery';
import { circle, mix, n, path, poly, pts } from './shapes';

function landscape(c: Canvas): void {
  const pal = pick(c.rng, [
    {
      sky: ['#77a9d4', '#bad6ea', '#f4ead2'],
      far: '#9ab4c4',
      hills: ['#9cc07f', '#74a25b', '#4e8044'],
      leaf: '#3f6b3a',
    },
    {
      sky: ['#86b1d6', '#d3e3ea', '#f7e1bb'],
      far: '#a6b6ba',
      hills: ['#bcc473', '#93a955', '#66883d'],
      leaf: '#4c6d33',
    },
    {
      sky: ['#6c9fcb', '#a8cae2', '#e9efe0'],
      far: '#8aa8b8',
      hills: ['#86b98f', '#5f9a66', '#3c744a'],
      leaf: '#2e5b3b',
    },
  ] as const);
  const [top, mid, low] = pal.sky;
  sky(c, [stop(0, top), stop(0.55, mid), stop(1, low)]);
  glow(c, c.w * range(c.rng, 0.15, 0.85), c.h * 0.16, c.h * 0.5, '#fff6dc');
  clouds(c, 4, 0.12, 0.34, mix(mid, '#ffffff', 0.45));
  hill(c, ridge(c, 0.5, 0.07, 4), mix(pal.far, low, 0.25));
  const h1 = ridge(c, 0.6, 0.05);
  shadedHill(c, h1, mix(pal.hills[0], low, 0.35), mix(pal.hills[0], pal.far, 0.2), 0.6);
  for (let i = 0; i < 5; i++) {
    const x = range(c.rng, 0.05, 0.95) * c.w;
    tree(
      c,
      x,
      h1(x) + c.h * 0.01,
      c.h * range(c.rng, 0.035, 0.055),
      mix(pal.leaf, low, 0.35),
      mix('#4a3a2c', low, 0.35),
    );
  }
  const h2 = ridge(c, 0.72, 0.045);
  shadedHill(c, h2, mix(pal.hills[1], low, 0.15), pal.hills[1], 0.72);
  const tx = range(c.rng, 0.1, 0.9) * c.w;
  tree(c, tx, h2(tx) + c.h * 0.015, c.h * 0.1, pal.leaf, '#4a3526');
  const f0 = range(c.rng, -0.05, 0.3) * c.w;
  fence(c, h2, f0, f0 + c.w * range(c.rng, 0.5, 0.8), c.h * 0.04, '#6d5440');
  const h3 = ridge(c, 0.88, 0.035);
  shadedHill(c, h3, pal.hills[2], mix(pal.hills[2], '#1f3322', 0.35), 0.88);
  const left = c.rng() < 0.5;
  fence(c, h3, left ? -20 : c.w * 0.45, left ? c.w * 0.55 : c.w + 20, c.h * 0.1, '#5a3f2c');
  vignette(c, 0.18);
}

function sunset(c: Canvas): void {
  const pal = pick(c.rng, [
    ['#2c2a57', '#7b3f6f', '#e0685a', '#f6a64d', '#fcd88c'],
    ['#3a2f5e', '#a44a64', '#f08a4b', '#f9b95c', '#fde3a2'],
    ['#232a4f', '#5d3a6b', '#c9566a', '#f39a5a', '#fbd39a'],
  ] as const);
  const [s0, s1, s2, s3, s4] = pal;
  sky(c, [stop(0, s0), stop(0.3, s1), stop(0.52, s2), stop(0.68, s3), stop(0.8, s4)]);
  const sx = c.w * range(c.rng, 0.35, 0.65);
  glow(c, sx, c.h * 0.66, c.h * 0.75, '#ffd9a0', '#fff3cf');
  streaks(c, 5, 0.12, 0.5, s2);
  const ink = '#221526';
  hill(c, ridge(c, 0.68, 0.04, 4), mix(ink, s2, 0.55));
  hill(c, ridge(c, 0.75, 0.035), mix(ink, s2, 0.3));
  const near = ridge(c, 0.86, 0.03, 2);
  hill(c, near, ink);
  // Grass along the ridge breaks up the hard edge of the silhouette.
  let grass = '';
  for (let x = 0; x < c.w; x += c.h * 0.006) {
    const g = near(x) + 2;
    const tall = c.h * range(c.rng, 0.008, 0.03);
    grass += poly(pts([x - 2, g, x + range(c.rng, -4, 4), g - tall, x + 2, g]));
  }
  c.body.push(path(grass, ink));
  const hx = sx + c.w * range(c.rng, -0.12, 0.12);
  const silhouette = { coat: ink, dark: ink, socks: ink, rider: ink };
  placeHorse(c, hx, near(hx) + c.h * 0.01, c.h * 0.22, c.rng() < 0.4, silhouette, 'walk', 0);
  let birds = '';
  for (let i = 0; i < 3; i++) {
    const bx = sx + c.w * range(c.rng, -0.3, 0.3);
    const by = c.h * range(c.rng, 0.2, 0.4);
    const s = c.h * range(c.rng, 0.008, 0.014);
    birds += `M${n(bx - s)} ${n(by - s * 0.4)}Q${n(bx - s * 0.5)} ${n(by - s * 0.6)} ${n(bx)} ${n(by)}Q${n(bx + s * 0.5)} ${n(by - s * 0.6)} ${n(bx + s)} ${n(by - s * 0.4)}`;
  }
  c.body.push(
    `<path d="${birds}" fill="none" stroke="${ink}" stroke-width="${n(c.h * 0.0025)}" stroke-linecap="round"/>`,
  );
  vignette(c, 0.25);
}

function herd(c: Canvas): void {
  const low = '#eef0dc';
  sky(c, [stop(0, '#80afd3'), stop(0.5, '#c4dbe6'), stop(0.62, low)]);
  clouds(c, 3, 0.1, 0.3, '#d9e6ee');
  treeLine(c, ridge(c, 0.5, 0.015, 6), 0.03, 0.025, 0.05, '#8aa98a');
  const meadow = ridge(c, 0.6, 0.02);
  shadedHill(c, meadow, '#b7cf84', '#6f9a4c', 0.6);
  fence(c, meadow, -20, c.w + 20, c.h * 0.035, '#8c7a66');
  let flowers = '';
  for (let i = 0; i < 90; i++) {
    const y = c.h * range(c.rng, 0.8, 1);
    flowers += circle([c.rng() * c.w, y, (y / c.h) * c.h * 0.004]);
  }
  c.body.push(path(flowers, '#fff6c8', ' opacity="0.85"'));
  const count = 4 + Math.floor(c.rng() * 3);
  const spots = Array.from({ length: count }, (_, i) => ({
    x: ((i + range(c.rng, 0.35, 0.65)) / count) * c.w,
    // Alternate near and far so neighbours rarely overlap.
    t: i % 2 ? range(c.rng, 0, 0.45) : range(c.rng, 0.55, 1),
  })).sort((a, b) => a.t - b.t);
  for (const { x, t } of spots) {
    const style = hazed(pick(c.rng, coats), '#b7cf84', (1 - t) * 0.35);
    const pose: HorsePose = c.rng() < 0.6 ? 'graze' : 'stand';
    placeHorse(c, x, c.h * (0.68 + t * 0.22), c.h * (0.09 + t * 0.1), c.rng() < 0.5, style, pose);
  }
  vignette(c, 0.18);
}

function snow(c: Canvas): void {
  sky(c, [stop(0, '#9fb4c6'), stop(0.5, '#d6e0e7'), stop(0.7, '#f1f1ec')]);
  glow(c, c.w * range(c.rng, 0.2, 0.8), c.h * 0.25, c.h * 0.35, '#fff8ea', '#fffaf0');
  hill(c, ridge(c, 0.5, 0.09, 5), '#b9c7d4');
  const h1 = ridge(c, 0.62, 0.04);
  shadedHill(c, h1, '#f3f6f8', '#d7e0ea', 0.62);
  for (let i = 0; i < 9; i++) {
    const x = range(c.rng, 0, 1) * c.w;
    pine(c, x, h1(x) + c.h * 0.01, c.h * range(c.rng, 0.07, 0.12), '#3d5a56', '#eef3f6');
  }
  const h2 = ridge(c, 0.76, 0.035);
  shadedHill(c, h2, '#ffffff', '#dbe4ee', 0.76);
  const f0 = range(c.rng, -0.1, 0.2) * c.w;
  fence(c, h2, f0, f0 + c.w * 0.7, c.h * 0.05, '#5e4837', '#ffffff');
  const hx = c.w * range(c.rng, 0.35, 0.65);
  // Grey and palomino would vanish against the snow.
  const coat = pick(c.rng, coats.slice(0, 3));
  const style: HorseStyle = { ...coat, rug: pick(c.rng, ['#8e2f2f', '#2f4f7a', '#3f6b4a']) };
  placeHorse(c, hx, c.h * 0.9, c.h * 0.26, c.rng() < 0.5, style, 'stand', 0.18);
  c.body.push(path(scatter(c, 160, 1, 0.0015, 0.004), '#ffffff', ' opacity="0.85"'));
  vignette(c, 0.14);
}

const scenes: Record<ArtworkScene, (c: Canvas) => void> = { landscape, portrait, herd, arena, sunset, snow };

export function buildSvg(art: Artwork): string {
  const c: Canvas = { w: art.width, h: art.height, rng: seededRng(art.seed), defs: [], body: [] };
  scenes[art.scene](c);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${c.w}" height="${c.h}" viewBox="0 0 ${c.w} ${c.h}">` +
    `<defs>${c.defs.join('')}</defs>${c.body.join('')}</svg>`
  );
}
