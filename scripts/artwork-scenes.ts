/**
 * Procedural SVG scenes for scripts/artwork.ts. Everything is derived from the artwork's seed, so a
 * re-run produces byte-identical SVG. Horses are built from "capsule chains" (tapered hulls of circles
 * along a skeleton): that keeps limbs and necks organic and lets one skeleton serve several poses.
 */
import type { Artwork, ArtworkScene } from '../app/content/artwork';

export type Rng = () => number;

/** mulberry32: tiny, fast and good enough for picking shapes. */
export function seededRng(seed: number): Rng {
  let a = Math.imul(seed, 0x9e3779b1) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const range = (rng: Rng, lo: number, hi: number): number => lo + (hi - lo) * rng();
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
/** One decimal is plenty at these sizes and keeps the SVG small. */
const n = (v: number): string => String(Math.round(v * 10) / 10);

type Pt = [x: number, y: number];
type Joint = [x: number, y: number, r: number];

function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => Number.parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => Number.parseInt(b.slice(i, i + 2), 16));
  return `#${pa
    .map((v, i) =>
      Math.round(v + ((pb[i] ?? 0) - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

// ---------------------------------------------------------------------------------------------------------
// Shape primitives

function circle([x, y, r]: Joint): string {
  return `M${n(x + r)} ${n(y)}A${n(r)} ${n(r)} 0 1 0 ${n(x - r)} ${n(y)}A${n(r)} ${n(r)} 0 1 0 ${n(x + r)} ${n(y)}Z`;
}

/** Convex hull of two circles. Every subpath winds the same way, so chains union under nonzero fill. */
function capsule(a: Joint, b: Joint): string {
  const [x1, y1, r1] = a;
  const [x2, y2, r2] = b;
  const d = Math.hypot(x2 - x1, y2 - y1);
  if (d <= Math.abs(r1 - r2) + 0.01) return circle(r1 > r2 ? a : b);
  const th = Math.atan2(y2 - y1, x2 - x1);
  const ph = Math.acos((r1 - r2) / d);
  const at = (x: number, y: number, r: number, ang: number): string =>
    `${n(x + r * Math.cos(ang))} ${n(y + r * Math.sin(ang))}`;
  const big2 = ph > Math.PI / 2 ? 1 : 0;
  return (
    `M${at(x1, y1, r1, th + ph)}L${at(x2, y2, r2, th + ph)}` +
    `A${n(r2)} ${n(r2)} 0 ${big2} 0 ${at(x2, y2, r2, th - ph)}L${at(x1, y1, r1, th - ph)}` +
    `A${n(r1)} ${n(r1)} 0 ${1 - big2} 0 ${at(x1, y1, r1, th + ph)}Z`
  );
}

function chain(joints: readonly Joint[]): string {
  let d = '';
  for (let i = 1; i < joints.length; i++) d += capsule(joints[i - 1] as Joint, joints[i] as Joint);
  return d;
}

/** Data tables are flat number lists ([x, y, ...] or [x, y, r, ...]) so they stay compact on the page. */
function pts(v: readonly number[]): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i + 1 < v.length; i += 2) out.push([v[i] ?? 0, v[i + 1] ?? 0]);
  return out;
}

function joints(v: readonly number[]): Joint[] {
  const out: Joint[] = [];
  for (let i = 0; i + 2 < v.length; i += 3) out.push([v[i] ?? 0, v[i + 1] ?? 0, v[i + 2] ?? 0]);
  return out;
}

/** Walks a limb from `start`; segments are (length, degrees from straight down with + forward, radius). */
function limb(start: Joint, segs: readonly number[]): Joint[] {
  const out: Joint[] = [start];
  let [x, y] = start;
  for (const [len, deg, r] of joints(segs)) {
    x += len * Math.sin((deg * Math.PI) / 180);
    y += len * Math.cos((deg * Math.PI) / 180);
    out.push([x, y, r]);
  }
  return out;
}

function poly(pts: readonly Pt[]): string {
  return `M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;
}

/** Smooth closed-or-open curve through points (Catmull-Rom converted to cubic Béziers). */
function smooth(pts: readonly Pt[]): string {
  let d = `M${n(pts[0]?.[0] ?? 0)} ${n(pts[0]?.[1] ?? 0)}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[Math.max(i - 1, 0)] as Pt;
    const p1 = pts[i] as Pt;
    const p2 = pts[i + 1] as Pt;
    const p3 = pts[Math.min(i + 2, pts.length - 1)] as Pt;
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

const path = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}"${extra}/>`;

// ---------------------------------------------------------------------------------------------------------
// Horse and rider. Local frame: facing right, hooves on y = 0, about 100 units to the withers.

export type HorsePose = 'stand' | 'graze' | 'walk' | 'jump';

export interface HorseStyle {
  coat: string;
  /** Mane, tail and far legs: a darker shade reads as depth even in a flat silhouette. */
  dark: string;
  /** Lower legs ("points"); equal to coat for a plain silhouette. */
  socks: string;
  rider?: string;
  /** A winter rug over the back. */
  rug?: string;
}

interface PoseDef {
  tilt: number;
  neck: number;
  neckLen: number;
  head: number;
  tail: number;
  legs: [front: number[], frontFar: number[], hind: number[], hindFar: number[]];
}

const poses: Record<HorsePose, PoseDef> = {
  stand: {
    tilt: 0,
    neck: 36,
    neckLen: 48,
    head: 62,
    tail: 6,
    legs: [
      [22, 6, 7, 24, 0, 5, 19, 0, 3.8, 7, 28, 4.3],
      [22, -6, 6.5, 24, -8, 5, 19, -8, 3.8, 7, 18, 4.3],
      [20, 22, 9, 27, -26, 5.2, 24, 3, 3.8, 7, 25, 4.3],
      [20, 12, 8.5, 27, -30, 5.2, 24, -4, 3.8, 7, 20, 4.3],
    ],
  },
  graze: {
    tilt: 3,
    neck: 122,
    neckLen: 54,
    head: 100,
    tail: 4,
    legs: [
      [22, 14, 7, 24, 10, 5, 19, 10, 3.8, 7, 32, 4.3],
      [22, -10, 6.5, 24, -12, 5, 19, -12, 3.8, 7, 14, 4.3],
      [20, 22, 9, 27, -26, 5.2, 24, 3, 3.8, 7, 25, 4.3],
      [20, 8, 8.5, 27, -34, 5.2, 24, -8, 3.8, 7, 16, 4.3],
    ],
  },
  walk: {
    tilt: -1,
    neck: 44,
    neckLen: 48,
    head: 58,
    tail: 14,
    legs: [
      [22, 22, 7, 24, 16, 5, 19, 16, 3.8, 7, 36, 4.3],
      [22, -8, 6.5, 24, -16, 5, 19, -22, 3.8, 7, 4, 4.3],
      [20, 8, 9, 27, -42, 5.2, 24, -14, 3.8, 7, 8, 4.3],
      [20, 30, 8.5, 27, -10, 5.2, 24, 14, 3.8, 7, 32, 4.3],
    ],
  },
  jump: {
    tilt: -18,
    neck: 58,
    neckLen: 50,
    head: 44,
    tail: 62,
    legs: [
      [20, 100, 7, 22, -40, 5, 15, -62, 3.8, 6, -20, 4.3],
      [20, 90, 6.5, 22, -30, 5, 15, -52, 3.8, 6, -10, 4.3],
      [20, -5, 9, 27, -55, 5.2, 23, -78, 3.8, 6, -60, 4.3],
      [20, -14, 8.5, 27, -62, 5.2, 23, -86, 3.8, 6, -70, 4.3],
    ],
  },
};

/** Croup, withers and the soft dip between them; the rug follows the same line. */
const topLine = joints([-50, -86, 14, -38, -88, 17, -8, -83, 18, 20, -89, 15]);

export function horse(style: HorseStyle, pose: HorsePose, rng: Rng): string {
  const p = poses[pose];
  const rad = (deg: number): number => (deg * Math.PI) / 180;
  const [front, frontFar, hind, hindFar] = p.legs;
  const legFN = limb([34, -70, 10], front);
  const legFF = limb([27, -70, 9], frontFar);
  const legHN = limb([-38, -74, 15], hind);
  const legHF = limb([-31, -74, 13], hindFar);

  // Neck: a slightly arched taper from the shoulder to the poll.
  const na = rad(p.neck);
  const nd: Pt = [Math.sin(na), -Math.cos(na)];
  const back: Pt = [-Math.cos(na), -Math.sin(na)];
  const base: Joint = [32, -84, 19];
  const along = (t: number, off: number): Pt => [
    base[0] + nd[0] * p.neckLen * t + back[0] * off,
    base[1] + nd[1] * p.neckLen * t + back[1] * off,
  ];
  const neckR = (t: number): number => 19 - 10 * t;
  const arch = (t: number): number => 4 * Math.sin(Math.PI * t);
  const [mx, my] = along(0.5, arch(0.5));
  const [px, py] = along(1, 0);
  const neck = chain([base, [mx, my, neckR(0.5)], [px, py, neckR(1)]]);

  // Head, in a frame of u (towards the muzzle) and v (the forehead side).
  const ha = rad(p.head);
  const u: Pt = [Math.cos(ha), Math.sin(ha)];
  const v: Pt = [Math.sin(ha), -Math.cos(ha)];
  const hp = (a: number, b: number): Pt => [px + u[0] * a + v[0] * b, py + u[1] * a + v[1] * b];
  const hj = (a: number, b: number, r: number): Joint => [...hp(a, b), r];
  const head =
    chain([hj(0, 1, 8.5), hj(18, 1.5, 7.6), hj(33, 0, 6.8)]) +
    capsule(hj(7, -5, 12), hj(22, -1, 7.5)) +
    capsule(hj(30, -2, 6.5), hj(34, -3, 6.2));
  const ear = (shift: number): string => {
    const dir: Pt = [-u[0] + 0.3 * v[0], -u[1] + 0.3 * v[1]];
    const len = Math.hypot(dir[0], dir[1]);
    const [bx, by] = hp(shift, 6);
    const tip: Pt = [bx + (dir[0] / len) * 14, by + (dir[1] / len) * 14];
    const side: Pt = [dir[1] / len, -dir[0] / len];
    const mid = (k: number, w: number): Pt => [
      bx + (dir[0] / len) * k + side[0] * w,
      by + (dir[1] / len) * k + side[1] * w,
    ];
    return poly([mid(0, -4), mid(7, -3.6), tip, mid(7, 3), mid(0, 3.5)]);
  };

  // Mane: a ragged band along the crest, plus a forelock.
  const crest: Pt[] = [];
  const inner: Pt[] = [];
  for (let i = 0; i <= 10; i++) {
    const t = i / 10;
    const r = neckR(t) + arch(t);
    crest.push(along(t, r + range(rng, 1, 3) * (1 - t * 0.5)));
    inner.push(along(t, r - 3.5));
  }
  crest.unshift(along(-0.2, 13));
  crest.push(hp(-1, 7));
  const mane = `${smooth(crest)}L${inner
    .reverse()
    .map(([x, y]) => `${n(x)} ${n(y)}`)
    .join('L')}Z`;

  // Tail: hangs from the croup; `tail` swings it backwards.
  const tr = rad(p.tail);
  const tp = (x: number, y: number, r: number): Joint => [
    -55 + x * Math.cos(tr) - y * Math.sin(tr),
    -92 + x * Math.sin(tr) + y * Math.cos(tr),
    r,
  ];
  const tail = chain([tp(0, 0, 4.5), tp(-7, 9, 6), tp(-10, 26, 6.8), tp(-8, 46, 5.2), tp(-4, 60, 2)]);

  // Croup, a soft dip behind the withers, a deep girth and a chest that sits ahead of the forelegs.
  const body =
    chain(topLine) +
    chain(joints([-36, -80, 22, 0, -74, 22.5, 28, -78, 20])) +
    capsule([38, -82, 14], [35, -68, 9]) +
    capsule([-46, -80, 13], legHN[2] as Joint);

  const lower = (leg: Joint[]): string => chain(leg.slice(2));
  let out =
    path(
      chain(legFF) + chain(legHF) + capsule([-40, -80, 12], legHF[2] as Joint),
      mix(style.coat, '#000000', 0.3),
    ) +
    path(lower(legFF) + lower(legHF), mix(style.socks, '#000000', 0.3)) +
    path(tail, style.dark) +
    path(body + chain(legFN) + chain(legHN) + neck + head + ear(-3), style.coat) +
    path(lower(legFN) + lower(legHN), style.socks) +
    path(mane + ear(0), style.dark);
  if (style.rug) out += rug(style.rug);
  if (style.rider) out += rider(style.rider, pose === 'jump', hp(24, -5));
  return p.tilt ? `<g transform="rotate(${p.tilt} 0 -78)">${out}</g>` : out;
}

/** Follows the top line of the body (the max of its circles) down to a straight hem. */
function rug(color: string): string {
  const top = (x: number): number =>
    Math.min(
      ...topLine.map(([cx, cy, r]) => (Math.abs(x - cx) < r ? cy - Math.sqrt(r * r - (x - cx) ** 2) : 0)),
      -100,
    ) - 1;
  const edge: Pt[] = [];
  for (let x = -56; x <= 26; x += 4) edge.push([x, Math.max(top(x), -106)]);
  const hem = pts([26, -66, -8, -60, -46, -66, -58, -78]);
  const trim = `<path d="${smooth(hem)}" fill="none" stroke="#f2e6c8" stroke-width="2"/>`;
  return `${path(poly([...edge, ...hem]), color)}${trim}`;
}

/** A rider in the saddle; `forward` folds them into the jumping position. */
function rider(color: string, forward: boolean, bit: Pt): string {
  const hip: Joint = [-4, -104, 8];
  const shoulder: Joint = forward ? [18, -130, 7.5] : [0, -137, 7.5];
  const headC: Joint = forward ? [27, -141, 6.5] : [2, -150, 6.5];
  const hand: Pt = forward ? [40, -116] : [22, -114];
  const elbow: Pt = forward ? [28, -118] : [10, -120];
  const torso = chain([hip, [shoulder[0] - 3, (hip[1] + shoulder[1]) / 2, 8.5], shoulder]);
  const leg = chain(joints([-2, -102, 7, 14, -92, 5.5, 9, -70, 4, 16, -67, 3]));
  const arm = chain([
    [shoulder[0] + 2, shoulder[1] + 3, 4],
    [...elbow, 3.4],
    [...hand, 3],
  ]);
  const [hx, hy] = headC;
  const helmet = circle(headC) + poly(pts([hx - 6, hy - 1, hx + 11, hy - 1, hx + 6, hy - 4]));
  return (
    path(torso + leg + arm + helmet, color) +
    `<path d="M${n(hand[0])} ${n(hand[1])}L${n(bit[0])} ${n(bit[1])}" stroke="${color}" stroke-width="1.2"/>`
  );
}

// ---------------------------------------------------------------------------------------------------------
// Scene toolkit. Layers are appended to `c.body`; gradients and filters go to `c.defs`.

interface Canvas {
  w: number;
  h: number;
  rng: Rng;
  defs: string[];
  body: string[];
}

function stop(offset: number, color: string, opacity?: number): string {
  const op = opacity === undefined ? '' : ` stop-opacity="${opacity}"`;
  return `<stop offset="${offset}" stop-color="${color}"${op}/>`;
}

function gradient(c: Canvas, kind: 'v' | 'h' | 'r', stops: readonly string[], attrs = ''): string {
  const id = `g${c.defs.length}`;
  const tag = kind === 'r' ? 'radialGradient' : 'linearGradient';
  // Explicit coordinates in `attrs` win over the default direction.
  const dir = attrs.includes('y2=')
    ? ''
    : kind === 'v'
      ? ' x2="0" y2="1"'
      : kind === 'h'
        ? ' x2="1" y2="0"'
        : '';
  c.defs.push(`<${tag} id="${id}"${dir} ${attrs}>${stops.join('')}</${tag}>`);
  return `url(#${id})`;
}

function blurFilter(c: Canvas, sd: number): string {
  const id = `f${c.defs.length}`;
  c.defs.push(
    `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(sd)}"/></filter>`,
  );
  return `url(#${id})`;
}

function sky(c: Canvas, stops: readonly string[]): void {
  c.body.push(`<rect width="${c.w}" height="${c.h}" fill="${gradient(c, 'v', stops)}"/>`);
}

function glow(c: Canvas, x: number, y: number, r: number, color: string, core?: string): void {
  const fill = gradient(c, 'r', [stop(0, color, 0.85), stop(0.35, color, 0.35), stop(1, color, 0)]);
  c.body.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"/>`);
  if (core) c.body.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.16)}" fill="${core}"/>`);
}

/** Flat-bottomed cumulus: a shaded base layer with a lit layer nudged upwards. */
function clouds(c: Canvas, count: number, yTop: number, yBottom: number, shade: string): void {
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
    const clip = `c${c.defs.length}`;
    c.defs.push(`<clipPath id="${clip}"><rect width="${c.w}" height="${n(base)}"/></clipPath>`);
    c.body.push(
      `<g clip-path="url(#${clip})" filter="${soft}">${path(d, shade)}` +
        `<path d="${d}" fill="#ffffff" transform="translate(${n(-size * 0.04)} ${n(-size * 0.08)})"/></g>`,
    );
  }
}

/** Long, blurred bands of cloud for evening skies. */
function streaks(c: Canvas, count: number, yTop: number, yBottom: number, color: string): void {
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

type Ridge = (x: number) => number;

/** A horizon line made of a few seeded sine waves; `base` and `amp` are fractions of the height. */
function ridge(c: Canvas, base: number, amp: number, waves = 3): Ridge {
  const parts = Array.from({ length: waves }, (_, i) => ({
    f: ((i + 1) * range(c.rng, 0.7, 1.3) * Math.PI * 2) / c.w,
    p: c.rng() * Math.PI * 2,
    a: (amp * c.h) / (i + 1.2),
  }));
  return (x) => base * c.h + parts.reduce((s, q) => s + q.a * Math.sin(q.f * x + q.p), 0);
}

function hill(c: Canvas, y: Ridge, fill: string): void {
  const edge: Pt[] = [];
  for (let i = 0; i <= 40; i++) edge.push([(i / 40) * (c.w + 40) - 20, y((i / 40) * c.w)]);
  c.body.push(path(`${smooth(edge)}L${c.w + 20} ${c.h + 20}L-20 ${c.h + 20}Z`, fill));
}

/** Hill filled with a vertical gradient: lit crest, darker foot. */
function shadedHill(c: Canvas, y: Ridge, top: string, bottom: string, base: number): void {
  const span = `gradientUnits="userSpaceOnUse" x1="0" x2="0" y1="${n(base * c.h - 60)}" y2="${c.h}"`;
  hill(c, y, gradient(c, 'v', [stop(0, top), stop(1, bottom)], span));
}

function fence(
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
    const pts: Pt[] = [];
    for (let x = x0; x <= x1 + 1; x += gap / 3) pts.push([x, y(x) - post * lift]);
    rails.push(smooth(pts));
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

function tree(c: Canvas, x: number, y: number, s: number, leaf: string, trunk: string): void {
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

function pine(c: Canvas, x: number, y: number, s: number, color: string, snow?: string): void {
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

/** Horse standing on ground y, `size` = pixels to the withers; a soft contact shadow anchors it. */
function placeHorse(
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
    const fill = gradient(c, 'r', [stop(0, '#1c1a14', shadow), stop(1, '#1c1a14', 0)]);
    c.body.push(
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(size * 0.75)}" ry="${n(size * 0.09)}" fill="${fill}"/>`,
    );
  }
  c.body.push(
    `<g transform="translate(${n(x)} ${n(y)}) scale(${flip ? -s : s} ${s})">${horse(style, pose, c.rng)}</g>`,
  );
}

const coats: readonly HorseStyle[] = [
  { coat: '#6e4327', dark: '#2b1a10', socks: '#2f1d12' },
  { coat: '#9a5a2e', dark: '#5a2f16', socks: '#8c5029' },
  { coat: '#3a2b24', dark: '#1c1512', socks: '#241b16' },
  { coat: '#b9b3aa', dark: '#6f6a64', socks: '#8d8882' },
  { coat: '#c49a5e', dark: '#f0e2c4', socks: '#b08550' },
];

function hazed(style: HorseStyle, into: string, t: number): HorseStyle {
  return { coat: mix(style.coat, into, t), dark: mix(style.dark, into, t), socks: mix(style.socks, into, t) };
}

function vignette(c: Canvas, strength: number): void {
  const fill = gradient(
    c,
    'r',
    [stop(0.55, '#000000', 0), stop(1, '#000000', strength)],
    'cx="0.5" cy="0.5" r="0.75"',
  );
  c.body.push(`<rect width="${c.w}" height="${c.h}" fill="${fill}"/>`);
}

// ---------------------------------------------------------------------------------------------------------
// Scenes

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
  const line = ridge(c, 0.5, 0.015, 6);
  let canopy = '';
  for (let x = -20; x < c.w + 20; x += c.h * 0.03) {
    canopy += circle([x, line(x), c.h * range(c.rng, 0.025, 0.05)]);
  }
  c.body.push(path(canopy, '#8aa98a'));
  hill(c, line, '#8aa98a');
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

function arena(c: Canvas): void {
  sky(c, [stop(0, '#6fa2cf'), stop(0.45, '#b8d4e8'), stop(0.58, '#eef0e6')]);
  clouds(c, 3, 0.1, 0.3, '#d4e3ee');
  const trees = ridge(c, 0.5, 0.02, 5);
  let canopy = '';
  for (let x = -20; x < c.w + 20; x += c.h * 0.035)
    canopy += circle([x, trees(x), c.h * range(c.rng, 0.03, 0.06)]);
  c.body.push(path(canopy, '#6f9573'));
  hill(c, trees, '#6f9573');
  // Show marquees behind the ring.
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
  c.body.push(`<rect y="${n(c.h * 0.55)}" width="${c.w}" height="${n(c.h * 0.1)}" fill="#7fa35e"/>`);
  const sandTop = c.h * 0.62;
  c.body.push(
    `<rect y="${n(sandTop)}" width="${c.w}" height="${n(c.h - sandTop)}" fill="${gradient(c, 'v', [stop(0, '#e6d3ab'), stop(1, '#c4a071')])}"/>`,
  );
  let tracks = '';
  for (let i = 0; i < 70; i++) {
    const y = range(c.rng, sandTop, c.h);
    const s = (y / c.h) * c.h * 0.012;
    tracks += `<ellipse cx="${n(c.rng() * c.w)}" cy="${n(y)}" rx="${n(s * 2.5)}" ry="${n(s * 0.35)}"/>`;
  }
  c.body.push(`<g fill="#a9865a" opacity="0.16">${tracks}</g>`);
  fence(c, () => sandTop + 4, -20, c.w + 20, c.h * 0.055, '#f7f5ef');
  // The jump: two wings, striped poles and a flower box.
  const jx = c.w * range(c.rng, 0.42, 0.58);
  const base = c.h * 0.84;
  const half = Math.min(c.h * 0.2, c.w * 0.28);
  const tall = c.h * 0.2;
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
  const style: HorseStyle = { ...pick(c.rng, coats.slice(0, 3)), rider: '#1f2b3d' };
  placeHorse(c, jx + c.h * 0.03, base - tall * 1.05, c.h * 0.24, false, style, 'jump', 0);
  vignette(c, 0.16);
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
  let flakes = '';
  for (let i = 0; i < 160; i++)
    flakes += circle([c.rng() * c.w, c.rng() * c.h, c.h * range(c.rng, 0.0015, 0.004)]);
  c.body.push(path(flakes, '#ffffff', ' opacity="0.85"'));
  vignette(c, 0.14);
}

// A close head-and-neck study, drawn once in a 1000-unit frame (facing right) and fitted to the canvas.
const headOutline = pts([
  470, 240, 540, 255, 610, 325, 690, 435, 760, 545, 810, 635, 840, 695, 850, 735, 840, 770, 810, 788, 775,
  785, 745, 765, 705, 728, 640, 692, 560, 672, 490, 662, 440, 630, 412, 570, 410, 500, 425, 420, 445, 320,
  470, 240,
]);
const crestLine = pts([20, 1010, 95, 790, 195, 580, 315, 400, 425, 282, 468, 250]);
const neckOutline = [...crestLine, ...pts([480, 330, 450, 450, 430, 560, 440, 690, 480, 850, 530, 1010])];

function portrait(c: Canvas): void {
  const [top, bottom, bokeh] = pick(c.rng, [
    ['#f5dcbc', '#e3a47a', '#fff1dc'],
    ['#e2e8d5', '#a5bb95', '#f6f8ea'],
    ['#dde6ec', '#9db4c7', '#f4f8fb'],
    ['#f6e6bb', '#d6a45c', '#fff6d8'],
  ] as const);
  c.body.push(
    `<rect width="${c.w}" height="${c.h}" fill="${gradient(c, 'v', [stop(0, top), stop(1, bottom)])}"/>`,
  );
  const soft = blurFilter(c, c.h / 60);
  let dots = '';
  for (let i = 0; i < 14; i++)
    dots += circle([c.rng() * c.w, c.rng() * c.h * 0.8, c.h * range(c.rng, 0.03, 0.09)]);
  c.body.push(
    `<g filter="${soft}">${path(dots, bokeh, ' opacity="0.45"')}${path(`${smooth(Array.from({ length: 9 }, (_, i): Pt => [(i / 8) * c.w, c.h * (0.72 + 0.05 * Math.sin(i * 1.3 + c.rng()))]))}L${c.w} ${c.h}L0 ${c.h}Z`, bottom, ' opacity="0.6"')}</g>`,
  );

  const style = pick(c.rng, coats.slice(0, 5));
  const sc = Math.min(c.w / 900, c.h / 1000);
  const flip = c.rng() < 0.35;
  const cx = c.w * (c.w > c.h * 1.2 ? 0.56 : 0.5);
  const tx = flip ? cx + 440 * sc : cx - 440 * sc;
  const shade = gradient(
    c,
    'v',
    [
      stop(0, mix(style.coat, '#ffffff', 0.18)),
      stop(0.55, style.coat),
      stop(1, mix(style.coat, '#000000', 0.35)),
    ],
    'gradientUnits="userSpaceOnUse" x1="700" y1="250" x2="250" y2="1000"',
  );
  const closed = (outline: Pt[]): string => `${smooth(outline)}Z`;
  const mane: Pt[] = crestLine.map(([x, y], i) => [x - 38 - (i % 2) * 14, y - 30 - (i % 2) * 10]);
  const inner: Pt[] = crestLine.map(([x, y]) => [x + 28, y + 24]);
  const ear = (dx: number, dy: number): string =>
    closed(
      pts([
        450 + dx,
        268 + dy,
        432 + dx,
        190 + dy,
        462 + dx,
        98 + dy,
        508 + dx,
        172 + dy,
        526 + dx,
        250 + dy,
      ]),
    );
  const strap = mix(pick(c.rng, ['#7a2e2e', '#2c3e63', '#3f5a3a', '#5a3a22']), '#000000', 0.1);
  const parts = [
    path(ear(-58, 18), style.dark),
    path(closed(neckOutline) + closed(headOutline) + ear(0, 0), shade),
    `<ellipse cx="505" cy="555" rx="120" ry="95" fill="${gradient(c, 'r', [stop(0, '#ffffff', 0.14), stop(1, '#ffffff', 0)])}"/>`,
    path(
      `${smooth([...mane, [480, 245]])}L${inner
        .reverse()
        .map(([x, y]) => `${x} ${y}`)
        .join('L')}Z`,
      style.dark,
    ),
    path(closed(pts([470, 238, 520, 244, 560, 290, 575, 345, 548, 312, 528, 330, 505, 285])), style.dark),
    `<g fill="none" stroke="${strap}" stroke-width="22" stroke-linecap="round"><path d="M612 618Q520 450 452 272"/><path d="M742 515Q705 615 680 702"/><path d="M612 618Q650 600 715 600"/></g>`,
    `<circle cx="612" cy="618" r="15" fill="none" stroke="#c9b58a" stroke-width="6"/>`,
    `<ellipse cx="585" cy="410" rx="24" ry="15" transform="rotate(48 585 410)" fill="#160f0a"/>`,
    `<circle cx="592" cy="402" r="5" fill="#ffffff" opacity="0.75"/>`,
    `<path d="M558 388Q588 370 616 394" fill="none" stroke="#000000" stroke-opacity="0.12" stroke-width="8"/>`,
    path('M806 688Q836 700 826 738Q814 722 806 688Z', mix(style.coat, '#000000', 0.55)),
    `<path d="M842 764Q812 774 786 768" fill="none" stroke="#000000" stroke-opacity="0.35" stroke-width="5" stroke-linecap="round"/>`,
  ];
  c.body.push(
    `<g transform="translate(${n(tx)} ${n(c.h - 1005 * sc)}) scale(${n(flip ? -sc : sc)} ${n(sc)})">${parts.join('')}</g>`,
  );
  vignette(c, 0.2);
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
