import { describe, expect, it } from 'vitest';
import { lintFiles } from './lint-probe';

const message =
  'Build the path with its query by hrefWithQuery(path, params, query) (app/http/typed-paths.ts), or name the longer route in href().';

const mailMessage =
  "An email's link is siteUrl(href(…)) or siteUrl(hrefWithQuery(…)) (app/http/typed-paths.ts): name the route, never write its path by hand.";

describe('lint/typed-paths.grit', () => {
  it('refuses a query or a path segment appended to href() by hand', async () => {
    const findings = await lintFiles({
      'app/routes/some-page.tsx': [
        "import { href } from 'react-router';",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the made-up file's own template strings
        "export const a = `${href('/adminHome')}?view=users`;",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the made-up file's own template strings
        "export const b = `${href('/editImages/:id', { id: '1' })}/upload`;",
        '',
      ].join('\n'),
    });
    expect(findings).toEqual([
      { path: 'app/routes/some-page.tsx', message },
      { path: 'app/routes/some-page.tsx', message },
    ]);
  });

  it('leaves href() alone, and a text that only mentions an address', async () => {
    const findings = await lintFiles({
      'app/routes/some-page.tsx': [
        "import { href } from 'react-router';",
        "export const a = href('/adminHome');",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the made-up file's own template strings
        "export const b = `Open ${href('/adminHome')} to see it.`;",
        '',
      ].join('\n'),
    });
    expect(findings).toEqual([]);
  });

  it("refuses an email's link whose path is written by hand", async () => {
    const findings = await lintFiles({
      'app/bookings/some-mail.server.ts': [
        "import { siteUrl } from '../config/site-url.server';",
        'const id = 7;',
        'const key = "k";',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the made-up file's own template strings
        'export const a = siteUrl(`BookingInfo/${id}`);',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the made-up file's own template strings
        'export const b = siteUrl(`sessions/${id}/cancel?key=${key}`);',
        "export const c = siteUrl('/client-pictures');",
        '',
      ].join('\n'),
    });
    expect(findings).toEqual([
      { path: 'app/bookings/some-mail.server.ts', message: mailMessage },
      { path: 'app/bookings/some-mail.server.ts', message: mailMessage },
      { path: 'app/bookings/some-mail.server.ts', message: mailMessage },
    ]);
  });

  it("leaves an email's link built by href() or hrefWithQuery() alone, and the site's origin", async () => {
    const findings = await lintFiles({
      'app/bookings/some-mail.server.ts': [
        "import { href } from 'react-router';",
        "import { siteUrl } from '../config/site-url.server';",
        "import { hrefWithQuery } from '../http/typed-paths';",
        "export const a = siteUrl(href('/BookingInfo/:id', { id: '7' }));",
        "export const b = siteUrl(hrefWithQuery('/sessions/:bookingId/cancel', { bookingId: '7' }, { key: 'k' }));",
        "export const c = siteUrl('/');",
        '',
      ].join('\n'),
    });
    expect(findings).toEqual([]);
  });
});
