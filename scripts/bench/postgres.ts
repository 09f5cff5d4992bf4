import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, onExit, runProcess } from './processes';

export const postgresInstallHint =
  "PostgreSQL not found: install it with 'apt-get install postgresql' (as root) to measure the site on it";

/** Debian's PostgreSQL programs (/usr/lib/postgresql/<version>/bin), the newest version installed. */
export function findPostgres(root = '/usr/lib/postgresql'): string | undefined {
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((name) => /^\d+$/.test(name) && fs.existsSync(path.join(root, name, 'bin/initdb')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  const newest = versions.at(-1);
  return newest === undefined ? undefined : path.join(root, newest, 'bin');
}

export interface RunningPostgres {
  /** A superuser's URL of the `postgres` database, on 127.0.0.1. */
  url: string;
  stop(): Promise<void>;
}

/**
 * A throwaway PostgreSQL server in a temporary folder, on a free 127.0.0.1 port, as .ci/run starts
 * one: initdb refuses to run as root, so as root it runs as the `postgres` user Debian's package
 * makes. Its settings are PostgreSQL's defaults, a server the site shares with nothing.
 */
export async function startPostgres(bin: string): Promise<RunningPostgres> {
  const asRoot = process.getuid?.() === 0;
  // Before the folder exists: without the user there is nothing to run PostgreSQL as.
  const owner = asRoot ? postgresIds() : undefined;
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'equine-bench-postgres-'));
  const commandOf = (program: string, args: string[]): [string, string[]] =>
    asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]]
      : [path.join(bin, program), args];
  const run = async (program: string, args: string[]) => {
    const finished = await runProcess(...commandOf(program, args), { timeoutMs: 60_000 });
    if (finished.code !== 0) throw new Error(`${program} failed: ${finished.stderr.trim().slice(-300)}`);
  };
  const data = path.join(dir, 'data');
  const port = await freePort();
  const stop = async () => {
    await run('pg_ctl', ['-D', data, '-m', 'fast', 'stop']).catch(() => {});
    await fsp.rm(dir, { recursive: true, force: true });
  };
  // A benchmark stopped by its time limit must not leave the server behind (pg_ctl detaches it).
  const forget = onExit(() => {
    spawnSync(...commandOf('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']), { stdio: 'ignore' });
    fs.rmSync(dir, { recursive: true, force: true });
  });
  try {
    if (owner) await fsp.chown(dir, ...owner);
    await run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres']);
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
    await run('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-o', options, 'start']);
  } catch (error) {
    await stop();
    forget();
    throw error;
  }
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await stop();
      forget();
    },
  };
}

/** The uid and gid of Debian's `postgres` user, from /etc/passwd. */
function postgresIds(): [number, number] {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (uid === undefined || gid === undefined) throw new Error('no postgres user to run PostgreSQL as');
  return [Number(uid), Number(gid)];
}
