import { spawn } from 'node:child_process';
import path from 'node:path';

/** How a command ended: its exit code (-1 when killed by a signal) and everything it printed. */
export interface ScriptRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs `scripts/<name>.ts` as a person's `npm run <name> -- args` does: Node and tsx in a process of
 * their own, with `env` as its whole environment and `stdin` as its standard input. For the one test
 * per command that proves the command line; every other case calls the command's function in-process.
 */
export function runScript(
  name: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; stdin?: string },
): Promise<ScriptRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
    cwd: path.resolve('.'),
    env: options.env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  child.stdin.end(options.stdin ?? '');
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}
