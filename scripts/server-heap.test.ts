import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverHeapFlag, serverMallocEnv, serverNodeFlags } from './server-heap.mjs';

const root = path.resolve(import.meta.dirname, '..');

function packageScripts(): Record<string, string> {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return scripts;
}

// Decision 027: every way of starting the production server caps the heap at 192 MB of old space.
describe('the server heap ceiling', () => {
  it('is 192 MB of old space', () => {
    expect(serverHeapFlag).toBe('--max-old-space-size=192');
  });
});

// Decision 050: the young generation at 16 MB semi-spaces and WebAssembly on V8's baseline compiler,
// with the heap ceiling; decision 076: the old generation grown by 1.6 after a full collection; for
// every start of the production server.
const memoryFlags =
  '--max-old-space-size=192 --max-semi-space-size=16 --heap-growing-percent=60 --no-wasm-dynamic-tiering --no-wasm-tier-up';

describe("the server's memory flags", () => {
  it('are the heap ceiling, 16 MB semi-spaces, a growing factor of 1.6 and no optimizing tier for WebAssembly', () => {
    expect(serverNodeFlags.join(' ')).toBe(memoryFlags);
  });

  it('are passed by npm start and npm run start:prod', () => {
    const scripts = packageScripts();
    expect(scripts.start).toBe(`MALLOC_MMAP_THRESHOLD_=131072 exec node ${memoryFlags} scripts/start.mjs`);
    expect(scripts['start:prod']).toBe(
      `NODE_ENV=production MALLOC_MMAP_THRESHOLD_=131072 node ${memoryFlags} server.js`,
    );
  });

  it("are passed by the production image's command", () => {
    const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
    const command = ['node', ...memoryFlags.split(' '), 'server.js'].map((part) => `"${part}"`).join(', ');
    expect(dockerfile).toContain(`CMD [${command}]`);
  });

  it('are the ones README.md and docs/DEPLOY.md tell an operator to run', () => {
    for (const doc of ['README.md', 'docs/DEPLOY.md']) {
      const text = fs.readFileSync(path.join(root, doc), 'utf8');
      // Every command line that starts the server with flags, written out by hand in the docs.
      const commands = [...text.matchAll(/\bnode((?: --[\w=-]+)+) server\.js/g)].map((match) =>
        match[1]?.trim(),
      );
      expect(commands.length, doc).toBeGreaterThan(0);
      for (const flags of commands) expect(flags, doc).toBe(memoryFlags);
    }
  });

  it('are understood by the Node.js that runs this test', () => {
    expect(
      execFileSync(process.execPath, [...serverNodeFlags, '-e', 'console.log("ok")'], { encoding: 'utf8' }),
    ).toBe('ok\n');
  });
});

// Decision 034: the same starts give glibc's allocator a fixed threshold of 128 KB for blocks it
// returns to the system when they are freed.
describe("the server's allocator setting", () => {
  it('is a fixed 128 KB threshold', () => {
    expect(serverMallocEnv).toEqual({ MALLOC_MMAP_THRESHOLD_: '131072' });
  });

  it('is set by npm start, npm run start:prod and the production image', () => {
    const scripts = packageScripts();
    const setting = 'MALLOC_MMAP_THRESHOLD_=131072';
    expect(scripts.start?.startsWith(`${setting} exec node `)).toBe(true);
    expect(scripts['start:prod']).toContain(` ${setting} node `);
    const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(new RegExp(`^ENV ${setting}$`, 'm'));
  });

  it('reaches the process npm start runs', () => {
    // npm runs the script with sh; `VAR=value exec command` must hand VAR to the command, or glibc
    // never sees it. The script itself, with the server swapped for `env`, shows what node would get.
    const scripts = packageScripts();
    const script = scripts.start?.replace(/ node .*$/, ' env') ?? '';
    const shown = execFileSync('sh', ['-c', script], { encoding: 'utf8' });
    expect(shown.split('\n')).toContain('MALLOC_MMAP_THRESHOLD_=131072');
  });
});
