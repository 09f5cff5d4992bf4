import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

// Decision 032: production runs Node.js 24 (Node.js 20 is past its end of life); the development
// machines' Node.js 20.19 still runs the README's commands.
describe('the supported Node.js versions', () => {
  it('production image: both stages of the Dockerfile on node:24-bookworm-slim', () => {
    const bases = [...read('Dockerfile').matchAll(/^FROM\s+(\S+)/gm)].map((match) => match[1]);
    expect(bases).toEqual(['node:24-bookworm-slim', 'node:24-bookworm-slim']);
  });

  it('engines: the two lines that are run and tested, 20.19 and 24', () => {
    const { engines } = JSON.parse(read('package.json')) as { engines: { node: string } };
    expect(engines.node).toBe('^20.19.0 || ^24.0.0');
  });

  it('README and DEPLOY.md: Node.js 20 is for development and CI only, production runs 24', () => {
    const flat = (file: string) => read(file).replace(/\s+/g, ' ');
    expect(flat('README.md')).toContain('**Production runs Node.js 24**');
    expect(flat('README.md')).toContain('it is for development and CI only, until CI moves to 24');
    expect(flat('docs/DEPLOY.md')).toContain(
      'Node.js 20.19 is for development and CI only, until CI moves to 24',
    );
  });

  it("@types/node: the production runtime's", () => {
    const { devDependencies } = JSON.parse(read('package.json')) as {
      devDependencies: Record<string, string>;
    };
    expect(devDependencies['@types/node']).toMatch(/^\^24\./);
  });

  it('.ci/run runs the Vitest suite and a server start on Node.js 24 as well', () => {
    const ci = read('.ci/run');
    expect(ci).toContain('npx -y node@24');
    expect(ci).toContain('"$node24" ./node_modules/vitest/vitest.mjs run');
    expect(ci).toMatch(
      /"\$node24" --max-old-space-size=192 --max-semi-space-size=16 --heap-growing-percent=60 --no-wasm-dynamic-tiering --no-wasm-tier-up server\.js/,
    );
    expect(ci).toContain('/readyz');
    expect(ci).toMatch(/^on_node24$/m);
  });
});
