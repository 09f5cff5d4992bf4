import { describe, expect, it } from 'vitest';
import { type CpuProfile, type ProfilePart, timeShares } from './cpu-profile';

// root ─ handler ─┬─ getSessionUser ─ query (pglite)
//                 └─ render (react-dom)
//      ─ (idle)
const frame = (functionName: string, url = '') => ({ functionName, url });
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 6] },
    { id: 2, callFrame: frame('handler', 'file:///build/server.js'), children: [3, 5] },
    { id: 3, callFrame: frame('getSessionUser', 'file:///build/session.js'), children: [4] },
    { id: 4, callFrame: frame('query', 'file:///node_modules/@electric-sql/pglite/index.js') },
    { id: 5, callFrame: frame('renderElement', 'file:///node_modules/react-dom/server.js') },
    { id: 6, callFrame: frame('(idle)') },
  ],
  // 1 ms each: the handler itself, the query under the session lookup twice, a render, idle 4 times.
  samples: [2, 4, 4, 5, 6, 6, 6, 6],
  timeDeltas: [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000],
};
const parts: ProfilePart[] = [
  { label: 'session', matches: (f) => f.functionName === 'getSessionUser' },
  { label: 'render', matches: (f) => /react-dom/.test(f.url) },
  { label: 'database', matches: (f) => /pglite/.test(f.url) },
];

describe('timeShares', () => {
  it('gives a sample to the first part any frame of its stack belongs to, and leaves idle out', () => {
    expect(timeShares(profile, parts)).toEqual([
      // The query ran under the session lookup: it is the lookup's time, not the database's.
      { label: 'session', ms: 2, share: 0.5 },
      { label: 'render', ms: 1, share: 0.25 },
      { label: 'database', ms: 0, share: 0 },
      { label: 'everything else', ms: 1, share: 0.25 },
    ]);
  });

  it('counts only the last milliseconds when asked (the load, not the start-up)', () => {
    // The last 5 ms are the render and four idle samples.
    expect(timeShares(profile, parts, 5)).toEqual([
      { label: 'session', ms: 0, share: 0 },
      { label: 'render', ms: 1, share: 1 },
      { label: 'database', ms: 0, share: 0 },
      { label: 'everything else', ms: 0, share: 0 },
    ]);
  });
});
