import fs from 'node:fs';

/** The machine's CPU time so far, from /proc/stat's first line: all of it and the part stolen. */
export interface CpuTimes {
  total: number;
  steal: number;
}

/**
 * Reads /proc/stat's `cpu` line (user nice system idle iowait irq softirq steal ...), in clock
 * ticks; undefined where there is none (not Linux).
 */
export function parseCpuTimes(procStat: string): CpuTimes | undefined {
  const line = procStat.split('\n').find((row) => row.startsWith('cpu '));
  if (!line) return undefined;
  // guest and guest_nice (fields 9 and 10) are already counted in user and nice.
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (ticks.length < 8 || ticks.some((tick) => !Number.isFinite(tick))) return undefined;
  return { total: ticks.reduce((sum, tick) => sum + tick, 0), steal: ticks[7] ?? 0 };
}

export function readCpuTimes(): CpuTimes | undefined {
  try {
    return parseCpuTimes(fs.readFileSync('/proc/stat', 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The share of the machine's CPU time the hypervisor gave to other machines between two readings
 * (a virtual machine's "steal"): when it is more than a few per cent, the run's times mean little.
 */
export function stealShare(before: CpuTimes | undefined, after: CpuTimes | undefined): number | undefined {
  if (!before || !after || after.total <= before.total) return undefined;
  return (after.steal - before.steal) / (after.total - before.total);
}
