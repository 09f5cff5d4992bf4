import { describe, expect, it } from 'vitest';
import { machineBusyTicks, processTicks } from './site';

/** Keeps this thread busy until it has used `ms` of CPU time (a clock tick is 10 ms). */
function spin(ms: number): void {
  const start = process.cpuUsage();
  while (true) {
    const used = process.cpuUsage(start);
    if ((used.user + used.system) / 1000 >= ms) return;
  }
}

describe('CPU time from /proc', () => {
  it("counts this process's own work, and the machine's", () => {
    const [mine, machine] = [processTicks(process.pid), machineBusyTicks()];
    spin(200);
    // 200 ms of CPU time is 20 ticks, give or take the ones the counters round away: the process's
    // and the machine's are kept apart by the kernel and each rounds on its own, so the machine's
    // may read a few ticks fewer (seen: 20 against the process's 22).
    expect(processTicks(process.pid) - mine).toBeGreaterThanOrEqual(18);
    expect(machineBusyTicks() - machine).toBeGreaterThanOrEqual(processTicks(process.pid) - mine - 3);
  });

  it('says 0 for a process that is gone', () => {
    // Above the kernel's largest pid (4194304), so never a running process.
    expect(processTicks(99_999_999)).toBe(0);
  });
});
