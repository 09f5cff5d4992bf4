import { logError } from '../logging/log-error';

/**
 * Work a request starts but does not wait for (Forgot password's look-up, token and queued email,
 * which must not show in the answer's timing). Failures are logged, never thrown into nothing;
 * `backgroundIdle()` lets tests wait until everything started so far has finished.
 */
const pending = new Set<Promise<void>>();

export function runInBackground(label: string, task: () => Promise<void>): void {
  const run = (async () => {
    try {
      await task();
    } catch (error) {
      logError(label, error);
    }
  })();
  pending.add(run);
  void run.finally(() => pending.delete(run));
}

export async function backgroundIdle(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
