import { describe, expect, it } from 'vitest';
import { lintFiles } from './lint-probe';

const message =
  'Build the path with its query by hrefWithQuery(path, params, query) (app/http/typed-paths.ts), or name the longer route in href().';

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
});
