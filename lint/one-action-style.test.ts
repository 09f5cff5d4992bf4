import { describe, expect, it } from 'vitest';
import { lintFiles } from './lint-probe';

const message =
  "Read an action's intent with parseIntent(request, schema) (app/http/intent-action.server.ts) and switch on parsed.input.intent (docs/ARCHITECTURE.md, Actions).";

describe('lint/one-action-style.grit', () => {
  it('refuses an intent read from the posted form by hand in a route', async () => {
    const findings = await lintFiles({
      'app/routes/some-page.tsx': [
        'export async function action({ request }: { request: Request }) {',
        '  const formData = await request.formData();',
        "  if (formData.get('intent') === 'save') return null;",
        '  return formData.get("intent");',
        '}',
        '',
      ].join('\n'),
    });
    expect(findings).toEqual([
      { path: 'app/routes/some-page.tsx', message },
      { path: 'app/routes/some-page.tsx', message },
    ]);
  });

  it('leaves other fields alone, and a component that shows which button is being sent', async () => {
    const findings = await lintFiles({
      'app/routes/some-page.tsx': [
        'export async function action({ request }: { request: Request }) {',
        '  const formData = await request.formData();',
        "  return formData.get('redirectTo');",
        '}',
        '',
      ].join('\n'),
      'app/components/some-button.tsx': [
        'export const sending = (formData: FormData | undefined) => formData?.get(\'intent\') === "save";',
        '',
      ].join('\n'),
    });
    expect(findings).toEqual([]);
  });
});
