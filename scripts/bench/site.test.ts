import { describe, expect, it } from 'vitest';
import { machineBusyTicks, processTicks } from './site';

/** Keeps this thread busy for `ms`: CPU time the counters must see (a clock tick is 10 ms). */
function spin(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // busy
  }
}

describe('CPU time from /proc', () => {
  it("counts this process's own work, and the machine's", () => {
    const [mine, machine] = [processTicks(process.pid), machineBusyTicks()];
    spin(200);
    // 200 ms of work is about 20 ticks; a loaded machine may give this thread less of it.
    expect(processTicks(process.pid) - mine).toBeGreaterThanOrEqual(5);
    expect(machineBusyTicks() - machine).toBeGreaterThanOrEqual(processTicks(process.pid) - mine - 1);
  });

  it('says 0 for a process that is gone', () => {
    // Above the kernel's largest pid (4194304), so never a running process.
    expect(processTicks(99_999_999)).toBe(0);
  });
});
