import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverHeapFlag } from './server-heap.mjs';

const root = path.resolve(import.meta.dirname, '..');

// Decision 027: every way of starting the production server caps the heap at 192 MB of old space.
describe('the server heap ceiling', () => {
  it('is 192 MB of old space', () => {
    expect(serverHeapFlag).toBe('--max-old-space-size=192');
  });

  it('is passed by npm start and npm run start:prod', () => {
    const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.start).toBe('exec node --max-old-space-size=192 scripts/start.mjs');
    expect(scripts['start:prod']).toBe('NODE_ENV=production node --max-old-space-size=192 server.js');
  });

  it("is passed by the production image's command", () => {
    const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
    expect(dockerfile).toContain('CMD ["node", "--max-old-space-size=192", "server.js"]');
  });
});
