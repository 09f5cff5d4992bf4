/** Seeded randomness: every scene draws from one stream, so a re-run produces byte-identical SVG. */

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

export const range = (rng: Rng, lo: number, hi: number): number => lo + (hi - lo) * rng();

export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
