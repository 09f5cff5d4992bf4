import { describe, expect, it } from 'vitest';
import {
  clientPageTargets,
  lighthouseRow,
  medianRun,
  type PageScores,
  publicPageTargets,
} from './lighthouse';

const run = (performance: number, lcp: number): PageScores => ({
  page: '/contact',
  scores: { performance, accessibility: 100 },
  lcp,
  problems: [],
});

describe('medianRun', () => {
  it("shows the run with the median performance score of five, its own metrics, and every run's score", () => {
    // PRODUCT §15: a page's score is the median of five runs; the metrics shown are that run's.
    expect(medianRun([run(97, 2100), run(87, 3000), run(98, 1900), run(91, 2700), run(99, 1700)])).toEqual({
      ...run(97, 2100),
      runs: [97, 87, 98, 91, 99],
    });
  });

  it('takes the lower middle of an even number of runs, and a failed run counts as the lowest', () => {
    const failed: PageScores = { page: '/contact', scores: {}, problems: ['Lighthouse failed (exit 1)'] };
    expect(medianRun([run(99, 1500), failed]).scores).toEqual({});
  });
});

const page = (fields: Partial<PageScores>): PageScores => ({
  page: '/x',
  scores: { performance: 97, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcp: 2200,
  tbt: 100,
  cls: 0.02,
  problems: [],
  ...fields,
});
const oks = (row: { ok?: boolean | null }[]) => row.map((cell) => cell.ok);

describe('the targets of PRODUCT §15', () => {
  it('a public page: performance ≥ 97, LCP ≤ 2.2 s, TBT ≤ 100 ms, met at the bounds', () => {
    expect(oks(lighthouseRow(page({}), publicPageTargets))).toEqual([
      undefined,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    const missed = page({
      scores: { performance: 96, accessibility: 100, 'best-practices': 100, seo: 100 },
      lcp: 2210,
      tbt: 101,
    });
    expect(oks(lighthouseRow(missed, publicPageTargets))).toEqual([
      undefined,
      false,
      true,
      true,
      true,
      false,
      false,
      true,
    ]);
  });

  it("a client's page from an email: performance ≥ 95, LCP ≤ 2.5 s, TBT ≤ 150 ms, and no SEO target", () => {
    const signedIn = page({
      scores: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 66 },
      lcp: 2500,
      tbt: 150,
    });
    const row = lighthouseRow(signedIn, clientPageTargets);
    expect(oks(row)).toEqual([undefined, true, true, true, undefined, true, true, true]);
    expect(row[4]?.text).toBe('—');
    const slower = page({ scores: { performance: 94 }, lcp: 2510, tbt: 151 });
    expect(oks(lighthouseRow(slower, clientPageTargets)).slice(1, 2)).toEqual([false]);
    expect(oks(lighthouseRow(slower, clientPageTargets)).slice(5, 7)).toEqual([false, false]);
  });
});
