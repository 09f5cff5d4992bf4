import { z } from 'zod';

/**
 * Where a server's CPU time went, from a V8 CPU profile (`node --cpu-prof`): each sample is given
 * to the first of `parts` that any frame of its stack belongs to, so a part holds everything that
 * ran under it (the session lookup's queries count as the session lookup). Idle time is left out.
 */
const profileSchema = z.object({
  nodes: z.array(
    z.object({
      id: z.number(),
      callFrame: z.object({ functionName: z.string(), url: z.string() }),
      children: z.array(z.number()).optional(),
    }),
  ),
  samples: z.array(z.number()),
  timeDeltas: z.array(z.number()),
});
export type CpuProfile = z.infer<typeof profileSchema>;

export interface ProfilePart {
  label: string;
  /** Whether a frame belongs to this part. */
  matches(frame: { functionName: string; url: string }): boolean;
}

export interface TimeShare {
  label: string;
  /** Milliseconds of CPU. */
  ms: number;
  /** Of the time the process was not idle. */
  share: number;
}

export function parseCpuProfile(text: string): CpuProfile {
  return profileSchema.parse(JSON.parse(text));
}

/** `lastMs`: only the samples of the profile's last milliseconds (the load, not the start-up). */
export function timeShares(
  profile: CpuProfile,
  parts: ProfilePart[],
  lastMs = Number.POSITIVE_INFINITY,
): TimeShare[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const other = 'everything else';
  const totals = new Map<string, number>([...parts.map((part) => [part.label, 0] as const), [other, 0]]);
  // Which part a leaf's samples go to, worked out once per leaf.
  const partOfLeaf = new Map<number, string | null>();
  const partOf = (leaf: number): string | null => {
    const known = partOfLeaf.get(leaf);
    if (known !== undefined) return known;
    const stack: { functionName: string; url: string }[] = [];
    for (let id: number | undefined = leaf; id !== undefined; id = parentOf.get(id)) {
      const frame = byId.get(id)?.callFrame;
      if (frame) stack.push(frame);
    }
    const idle = stack[0]?.functionName === '(idle)';
    const label = idle ? null : (parts.find((part) => stack.some(part.matches))?.label ?? other);
    partOfLeaf.set(leaf, label);
    return label;
  };
  let busy = 0;
  const length = profile.timeDeltas.reduce((sum, delta) => sum + delta, 0);
  let at = 0;
  profile.samples.forEach((leaf, i) => {
    const micros = profile.timeDeltas[i] ?? 0;
    at += micros;
    // A sample stands for the time since the one before it: counted when that is in the window.
    if (at - micros < length - lastMs * 1000) return;
    const label = partOf(leaf);
    if (label === null) return;
    busy += micros;
    totals.set(label, (totals.get(label) ?? 0) + micros);
  });
  return [...totals].map(([label, micros]) => ({
    label,
    ms: micros / 1000,
    share: busy === 0 ? 0 : micros / busy,
  }));
}
