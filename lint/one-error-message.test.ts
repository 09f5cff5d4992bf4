import { describe, expect, it } from 'vitest';
import { lintFiles } from './lint-probe';

const message =
  "Write an error's message with errorMessage(error), or log it with logError(what, error) (app/logging/log-error.ts).";

describe('lint/one-error-message.grit', () => {
  it('refuses an error message written out by hand in the app, the server and the scripts', async () => {
    const findings = await lintFiles({
      'app/mail/some.server.ts':
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the made-up file's own template string
        'export function f(error: unknown) {\n  return `mail: ${error instanceof Error ? error.message : error}`;\n}\n',
      'server/some.ts':
        'export function g(e: unknown) {\n  return e instanceof Error ? e.message : String(e);\n}\n',
      'scripts/some.ts':
        'export function h(error: unknown) {\n  console.error(error instanceof Error ? error.message : error);\n}\n',
    });
    expect(findings).toEqual([
      { path: 'app/mail/some.server.ts', message },
      { path: 'scripts/some.ts', message },
      { path: 'server/some.ts', message },
    ]);
  });

  it('leaves the helper itself, and other uses of instanceof Error', async () => {
    const findings = await lintFiles({
      'app/components/some-screen.tsx':
        "export function f(error: unknown) {\n  return error instanceof Error ? error.message : 'Unknown error';\n}\n",
      'app/logging/log-error.ts':
        'export function errorMessage(error: unknown) {\n  return error instanceof Error ? error.message : String(error);\n}\n',
      'app/pictures/some.server.ts':
        'export function f(error: unknown) {\n  return error instanceof Error ? error : new Error(String(error));\n}\n',
    });
    expect(findings).toEqual([]);
  });
});
