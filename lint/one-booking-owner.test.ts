import { describe, expect, it } from 'vitest';
import { lintFiles } from './lint-probe';

const message =
  'Whose booking it is has one rule: bookingOwnedBy(owner) (app/bookings/booking-owner.server.ts), a verified address only (decision 045). Compare bookings.email nowhere else.';

/** The made-up file's imports, only those it uses (unused ones are a finding of their own). */
const header = (...names: string[]) => [
  `import { ${names.join(', ')} } from 'drizzle-orm';`,
  "import { bookings } from '../bookings/bookings.tables';",
];

describe('lint/one-booking-owner.grit', () => {
  it('refuses a comparison of the booking’s email anywhere in the app but the rule itself', async () => {
    const findings = await lintFiles({
      'app/galleries/some.server.ts': [
        ...header('and', 'eq', 'ilike', 'sql'),
        "export const a = eq(bookings.email, 'rider@example.com');",
        "export const b = and(eq(bookings.id, 1), ilike(bookings.email, 'rider@example.com'));",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the made-up file's own template strings
        "export const c = sql`lower(${bookings.email}) = 'rider@example.com'`;",
        '',
      ].join('\n'),
      'app/routes/some-page.tsx': [
        ...header('eq', 'sql'),
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the made-up file's own template strings
        "export const d = eq(sql`lower(${bookings.email})`, 'rider@example.com');",
        '',
      ].join('\n'),
    });
    expect(findings).toEqual([
      { path: 'app/galleries/some.server.ts', message },
      { path: 'app/galleries/some.server.ts', message },
      { path: 'app/galleries/some.server.ts', message },
      { path: 'app/routes/some-page.tsx', message },
    ]);
  });

  it('leaves the email read to write to it, other columns, the rule’s own file and tests', async () => {
    const findings = await lintFiles({
      'app/invoices/some.server.ts': [
        ...header('and', 'eq', 'sql'),
        'export const a = { email: bookings.email, name: bookings.name };',
        'export const b = and(eq(bookings.id, 2), eq(bookings.name, "Hannah"));',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the made-up file's own template strings
        'export const c = sql`lower(${bookings.name})`;',
        '',
      ].join('\n'),
      'app/bookings/booking-owner.server.ts': [
        ...header('sql'),
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the made-up file's own template strings
        "export const d = sql`lower(${bookings.email}) = 'rider@example.com'`;",
        '',
      ].join('\n'),
      'app/galleries/some.server.test.ts': [
        ...header('eq'),
        "export const e = eq(bookings.email, 'x');",
        '',
      ].join('\n'),
    });
    expect(findings).toEqual([]);
  });
});
