import { describe, expect, it } from 'vitest';
import { lintFiles } from './lint-probe';

const browserForms =
  "On a public page's form this code runs in the browser: write rules with zod/mini, and code that takes any schema with zod/v4/core (docs/ARCHITECTURE.md, zod imports).";
const anySchema = "This code takes any schema, zod or zod/mini: import zod's core (zod/v4/core) only.";
const zodMain = "Import 'zod' (zod 4 is the package's main entry).";
const conformV4 = "Import '@conform-to/zod/v4', Conform's integration for zod 4.";

/** Each case: which module a file at that path imports, and the message it gets (null: none). */
const cases: [string, [path: string, module: string, message: string | null][]][] = [
  [
    'keeps all of zod out of the rules the public forms run in the browser',
    [
      ['app/accounts/accounts.forms.ts', 'zod', browserForms],
      ['app/bookings/bookings.forms.ts', '@conform-to/zod/v4', browserForms],
      ['app/contact/contact.forms.ts', 'zod', browserForms],
      ['app/validation/fields.ts', 'zod', browserForms],
    ],
  ],
  [
    'lets the form hook and the intent parser take any schema through zod’s core only',
    [
      ['app/hooks/use-other.ts', 'zod/v4/core', null],
      ['app/hooks/use-schema-form.ts', 'zod/mini', anySchema],
      ['app/http/intent-action.server.ts', 'zod', anySchema],
    ],
  ],
  [
    'takes zod 4 by its main entry everywhere, and allows it where the browser never runs it',
    [
      ['app/config/env.server.ts', 'zod', null],
      ['app/routes/some-page.tsx', '@conform-to/zod', conformV4],
      ['app/shop/checkout.forms.ts', 'zod', null],
      ['app/shop/shop.forms.ts', 'zod/v4', zodMain],
      ['app/validation/fields.ts', 'zod/mini', null],
      ['scripts/bench/some.ts', 'zod', null],
    ],
  ],
];

describe('zod imports (noRestrictedImports in biome.json)', () => {
  it.each(cases)('%s', async (_title, files) => {
    const findings = await lintFiles(
      Object.fromEntries(
        files.map(([path, module]) => [path, `import * as z from '${module}';\nexport const schema = z;\n`]),
      ),
    );
    const expected = files.flatMap(([path, , message]) => (message ? [{ path, message }] : []));
    expect(findings).toEqual(expected);
  });
});
