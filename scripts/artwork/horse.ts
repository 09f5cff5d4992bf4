/**
 * Horse and rider geometry. Local frame: facing right, hooves on y = 0, about 100 units to the withers.
 * One skeleton serves every pose; a pose only changes joint angles.
 */
import type { Rng } from './random';
import { range } from './random';
import {
  band,
  capsule,
  chain,
  circle,
  type Joint,
  joints,
  mix,
  type Pt,
  path,
  poly,
  pts,
  rad,
  smooth,
  xy,
} from './shapes';

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

/** Walks a limb from `start`; segments are (length, degrees from straight down with + forward, radius). */
function limb(start: Joint, segs: readonly number[]): Joint[] {
  const out: Joint[] = [start];
  let [x, y] = start;
  for (const [len, deg, r] of joints(segs)) {
    x += len * Math.sin(rad(deg));
    y += len * Math.cos(rad(deg));
    out.push([x, y, r]);
  }
  return out;
}

export function horse(style: HorseStyle, pose: HorsePose, rng: Rng): string {
  const p = poses[pose];
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
  const mane = band(crest, inner);

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
  const rein = `<path d="M${xy(...hand)}L${xy(...bit)}" stroke="${color}" stroke-width="1.2"/>`;
  return path(torso + leg + arm + helmet, color) + rein;
}
