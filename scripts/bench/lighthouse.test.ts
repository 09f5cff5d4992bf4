import { describe, expect, it } from 'vitest';
import { medianRun, type PageScores } from './lighthouse';

const run = (performance: number, lcp: number): PageScores => ({
  page: '/contact',
  scores: { performance, accessibility: 100 },
  lcp,
  problems: [],
});

describe('medianRun', () => {
  it("shows the run with the median performance score, its own metrics, and every run's score", () => {
    // A page's score is the median of three runs; the metrics shown are that run's.
    expect(medianRun([run(97, 2100), run(87, 3000), run(98, 1900)])).toEqual({
      ...run(97, 2100),
      runs: [97, 87, 98],
    });
  });

  it('takes the lower middle of an even number of runs, and a failed run counts as the lowest', () => {
    const failed: PageScores = { page: '/contact', scores: {}, problems: ['Lighthouse failed (exit 1)'] };
    expect(medianRun([run(99, 1500), failed]).scores).toEqual({});
  });
});
