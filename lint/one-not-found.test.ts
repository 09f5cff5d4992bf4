import { describe, expect, it } from 'vitest';
import { lintFiles } from './lint-probe';

const message =
  'Throw notFound() (app/http/not-found.ts): one 404 for every missing or not-yours thing, so an address never tells which.';

describe('lint/one-not-found.grit', () => {
  it('refuses a 404 thrown by hand, as data() or as a Response', async () => {
    const findings = await lintFiles({
      'app/routes/some-page.tsx': [
        "import { data } from 'react-router';",
        'export function loader({ params }: { params: { id?: string } }) {',
        "  if (!params.id) throw data('Booking not found', { status: 404 });",
        "  throw new Response('Not Found', { status: 404 });",
        '}',
        '',
      ].join('\n'),
    });
    expect(findings).toEqual([
      { path: 'app/routes/some-page.tsx', message },
      { path: 'app/routes/some-page.tsx', message },
    ]);
  });

  it('leaves notFound() alone, and other statuses, and a file answered with its own headers', async () => {
    const findings = await lintFiles({
      'app/routes/some-page.tsx': [
        "import { data } from 'react-router';",
        "import { notFound } from '../http/not-found';",
        'export function loader({ params }: { params: { id?: string } }) {',
        '  if (!params.id) throw notFound();',
        "  if (params.id === 'gone') throw data('Gone', { status: 410 });",
        "  return new Response('Not Found', { status: 404, headers: { 'Cache-Control': 'no-store' } });",
        '}',
        '',
      ].join('\n'),
    });
    expect(findings).toEqual([]);
  });
});
