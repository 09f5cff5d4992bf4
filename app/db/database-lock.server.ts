import fs from 'node:fs';

/**
 * Decision 018: PGlite lets any number of processes open one data folder at once, and two
 * PostgreSQL engines writing the same files corrupt them; its postmaster.pid holds no real process
 * id (and a second opener deletes it on close), so it cannot tell. This lock file beside the folder
 * (DATA_DIR/pglite.lock) holds the opener's process id: the server, a script and a backup or
 * restore (decision 019) each take it, and a second process is refused with a clear message.
 */
export class DatabaseInUseError extends Error {
  constructor(
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database (${lockFile.replace(/\.lock$/, '')}) is in use by process ${pid}, a running ` +
        `server or script: stop it first. If no such process is running, delete ${lockFile}.`,
    );
    this.name = 'DatabaseInUseError';
  }
}

/** Locks this process holds, with how many openers share each (a backup opens what it has locked). */
const held = new Map<string, number>();

/**
 * How long a start waits for the lock's owner to finish ending before it refuses. A supervisor
 * that restarts a server at once after a kill -9 starts the new one while the kernel is still
 * tearing the old one down (freeing a few GB takes a while); the old process can no longer run,
 * but until it is gone it still answers `process.kill(pid, 0)`.
 */
export const dyingOwnerWaitMs = 5_000;
const recheckEveryMs = 50;

/**
 * Linux: a process that has ended but that its parent has not collected yet (a zombie, state Z,
 * or X while it is removed) still answers `process.kill(pid, 0)` and holds nothing. Elsewhere, or
 * once it is gone, this says false and `process.kill` decides.
 */
function hasEnded(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (command) S ...": the command may hold spaces and parentheses, the state follows the last ')'.
    const state = stat.charAt(stat.lastIndexOf(')') + 2);
    return state === 'Z' || state === 'X';
  } catch {
    return false;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return !hasEnded(pid);
}

function ownerOf(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** The lock file of the PGlite folder `pgliteDir`. */
export function lockFileOf(pgliteDir: string): string {
  return `${pgliteDir}.lock`;
}

/**
 * One attempt at the lock file: null once this process holds it, else the running process that
 * does. A lock left by a process that no longer runs (a crash, a kill -9), one naming this
 * process's own id (after a restart in a container, a previous life's) or no id is taken over.
 */
function tryToTake(lockFile: string): number | null {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx' });
      return null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = ownerOf(lockFile);
      if (pid !== null && pid !== process.pid && isRunning(pid)) return pid;
      fs.rmSync(lockFile, { force: true });
    }
  }
  // Two processes took over the same stale lock at once; the other one won.
  return ownerOf(lockFile) ?? 0;
}

/**
 * Takes the lock on `pgliteDir` for this process, or throws DatabaseInUseError once its owner has
 * still been running after `waitMs` (a dying owner is waited for, see dyingOwnerWaitMs). Resolves
 * to the release function.
 */
export async function lockDatabase(pgliteDir: string, waitMs = dyingOwnerWaitMs): Promise<() => void> {
  const lockFile = lockFileOf(pgliteDir);
  // Elapsed time, not the business clock: a test that sets the clock must not stop this wait.
  const deadline = performance.now() + waitMs;
  // Shared within the process: another opener here may have taken it while this one waited.
  while ((held.get(lockFile) ?? 0) === 0) {
    const owner = tryToTake(lockFile);
    if (owner === null) break;
    if (performance.now() >= deadline) throw new DatabaseInUseError(lockFile, owner);
    await new Promise((resolve) => setTimeout(resolve, recheckEveryMs));
  }
  held.set(lockFile, (held.get(lockFile) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (held.get(lockFile) ?? 1) - 1;
    if (left > 0) {
      held.set(lockFile, left);
      return;
    }
    held.delete(lockFile);
    if (ownerOf(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
  };
}
