import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * Production runs Node.js 24 (decision 032) while this machine, CI and a newcomer's machine run
 * Node.js 20: the benchmark measures the server people are served by, so it runs itself, and every
 * server it starts (`process.execPath`), on Node.js 24, which `npx -y node@24` fetches from the npm
 * registry as CI does. The same signed-in page cost 35-50 % less CPU there than on Node.js 20
 * (docs/PERFORMANCE.md). `--node=current` measures on the Node.js that runs the command.
 */
export const productionNodeMajor = 24;

const runningMajor = Number(process.versions.node.split('.')[0]);

function productionNodePath(): string | undefined {
  try {
    const found = execFileSync('npx', ['-y', `node@${productionNodeMajor}`, '-p', 'process.execPath'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 300_000,
    });
    return found.trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Runs this command again on Node.js 24 and exits with its status, unless it already runs there or
 * `node` is 'current'. When Node.js 24 cannot be fetched it says so and returns: the run goes on,
 * on this Node.js, and its tables name the version.
 */
export function runOnProductionNode(node: string | undefined, argv: readonly string[]): void {
  if (node === 'current' || runningMajor === productionNodeMajor) return;
  const production = productionNodePath();
  if (!production) {
    console.warn(
      `bench: Node.js ${productionNodeMajor} could not be fetched (npx -y node@${productionNodeMajor}); measuring on ${process.version}`,
    );
    return;
  }
  const script = process.argv[1];
  if (!script) return;
  console.log(`bench: measuring on Node.js ${productionNodeMajor}, production's runtime (${production})`);
  const result = spawnSync(production, [...process.execArgv, script, ...argv], {
    stdio: 'inherit',
    // `npm start` in the start-up section finds this `node` first.
    env: { ...process.env, PATH: `${path.dirname(production)}${path.delimiter}${process.env.PATH ?? ''}` },
  });
  process.exit(result.status ?? 1);
}
