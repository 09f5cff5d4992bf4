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

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
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
 * Takes the lock on `pgliteDir` for this process, or throws DatabaseInUseError. A lock left by a
 * process that no longer runs (a crash, a kill -9) is taken over; so is one naming this process's
 * own id, which after a restart in a container is a previous life's. Returns the release function.
 */
export function lockDatabase(pgliteDir: string): () => void {
  const lockFile = lockFileOf(pgliteDir);
  const count = held.get(lockFile) ?? 0;
  if (count === 0) {
    let taken = false;
    for (let attempt = 0; attempt < 2 && !taken; attempt++) {
      try {
        fs.writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx' });
        taken = true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const pid = ownerOf(lockFile);
        if (pid !== null && pid !== process.pid && isRunning(pid))
          throw new DatabaseInUseError(lockFile, pid);
        fs.rmSync(lockFile, { force: true });
      }
    }
    // Two processes took over the same stale lock at once; the other one won.
    if (!taken) throw new DatabaseInUseError(lockFile, ownerOf(lockFile) ?? 0);
  }
  held.set(lockFile, count + 1);
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
