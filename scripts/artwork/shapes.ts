/**
 * SVG path primitives shared by the horse and the scenery. Horses are built from "capsule chains"
 * (tapered hulls of circles along a skeleton): that keeps limbs and necks organic.
 */

export type Pt = [x: number, y: number];
export type Joint = [x: number, y: number, r: number];

/** One decimal is plenty at these sizes and keeps the SVG small. */
export const n = (v: number): string => String(Math.round(v * 10) / 10);

export const xy = (x: number, y: number): string => `${n(x)} ${n(y)}`;

export const rad = (deg: number): number => (deg * Math.PI) / 180;

const rgb = (hex: string): number[] => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

/** Blends two #rrggbb colours; `t` = 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const pb = rgb(b);
  return `#${rgb(a)
    .map((v, i) =>
      Math.round(v + ((pb[i] ?? 0) - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function circle([x, y, r]: Joint): string {
  return `M${xy(x + r, y)}A${n(r)} ${n(r)} 0 1 0 ${xy(x - r, y)}A${n(r)} ${n(r)} 0 1 0 ${xy(x + r, y)}Z`;
}

/** Convex hull of two circles. Every subpath winds the same way, so chains union under nonzero fill. */
export function capsule(a: Joint, b: Joint): string {
  const [x1, y1, r1] = a;
  const [x2, y2, r2] = b;
  const d = Math.hypot(x2 - x1, y2 - y1);
  if (d <= Math.abs(r1 - r2) + 0.01) return circle(r1 > r2 ? a : b);
  const th = Math.atan2(y2 - y1, x2 - x1);
  const ph = Math.acos((r1 - r2) / d);
  const at = (x: number, y: number, r: number, ang: number): string =>
    xy(x + r * Math.cos(ang), y + r * Math.sin(ang));
  const big2 = ph > Math.PI / 2 ? 1 : 0;
  return (
    `M${at(x1, y1, r1, th + ph)}L${at(x2, y2, r2, th + ph)}` +
    `A${n(r2)} ${n(r2)} 0 ${big2} 0 ${at(x2, y2, r2, th - ph)}L${at(x1, y1, r1, th - ph)}` +
    `A${n(r1)} ${n(r1)} 0 ${1 - big2} 0 ${at(x1, y1, r1, th + ph)}Z`
  );
}

export function chain(joints: readonly Joint[]): string {
  let d = '';
  for (let i = 1; i < joints.length; i++) d += capsule(joints[i - 1] as Joint, joints[i] as Joint);
  return d;
}

/** Splits a flat list into whole groups of `size`; a ragged tail is dropped. */
function groups(v: readonly number[], size: number): number[][] {
  const out: number[][] = [];
  for (let i = 0; i + size <= v.length; i += size) out.push(v.slice(i, i + size));
  return out;
}

/** Data tables are flat number lists ([x, y, ...] or [x, y, r, ...]) so they stay compact on the page. */
export const pts = (v: readonly number[]): Pt[] => groups(v, 2).map(([x = 0, y = 0]): Pt => [x, y]);

export const joints = (v: readonly number[]): Joint[] =>
  groups(v, 3).map(([x = 0, y = 0, r = 0]): Joint => [x, y, r]);

/** Straight segments through the points, without the leading move. */
const lines = (points: readonly Pt[]): string => points.map(([x, y]) => xy(x, y)).join('L');

export function poly(points: readonly Pt[]): string {
  return `M${lines(points)}Z`;
}

/** Smooth closed-or-open curve through points (Catmull-Rom converted to cubic Béziers). */
export function smooth(points: readonly Pt[]): string {
  let d = `M${xy(points[0]?.[0] ?? 0, points[0]?.[1] ?? 0)}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(i - 1, 0)] as Pt;
    const p1 = points[i] as Pt;
    const p2 = points[i + 1] as Pt;
    const p3 = points[Math.min(i + 2, points.length - 1)] as Pt;
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${xy(c1[0], c1[1])} ${xy(c2[0], c2[1])} ${xy(p2[0], p2[1])}`;
  }
  return d;
}

/** A mane-like band: a smooth (ragged) outer edge, then straight back along the inner edge. */
export function band(outer: readonly Pt[], inner: readonly Pt[]): string {
  return `${smooth(outer)}L${lines([...inner].reverse())}Z`;
}

export const path = (d: string, fill: string, extra = ''): string =>
  `<path d="${d}" fill="${fill}"${extra}/>`;
