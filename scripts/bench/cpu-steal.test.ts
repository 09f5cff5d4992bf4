import { describe, expect, it } from 'vitest';
import { parseCpuTimes, stealShare } from './cpu-steal';

describe('CPU steal', () => {
  it('reads the machine line of /proc/stat: every field to steal, guests left out', () => {
    const stat = 'cpu  100 5 50 800 10 0 5 30 7 0\ncpu0 50 2 25 400 5 0 2 15 3 0\nintr 1 2 3\n';
    expect(parseCpuTimes(stat)).toEqual({ total: 1000, steal: 30 });
  });

  it('has no answer without the line', () => {
    expect(parseCpuTimes('intr 1 2 3\n')).toBeUndefined();
  });

  it('is the share of the time between two readings that was stolen', () => {
    expect(stealShare({ total: 1000, steal: 30 }, { total: 3000, steal: 330 })).toBe(0.15);
    expect(stealShare(undefined, { total: 3000, steal: 330 })).toBeUndefined();
    expect(stealShare({ total: 1000, steal: 30 }, { total: 1000, steal: 30 })).toBeUndefined();
  });
});
