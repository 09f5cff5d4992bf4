import { describe, expect, it } from 'vitest';
import { lintFiles } from './lint-probe';

const message =
  "A service refuses with a reason, never a message: { ok: false, reason: 'code', …details }; the route words it (docs/ARCHITECTURE.md, Service results).";

describe('lint/service-results.grit', () => {
  it('refuses a service refusal with a message, or without a reason', async () => {
    const findings = await lintFiles({
      'app/shop/checkout.server.ts':
        "export const refuse = () => ({ ok: false, message: 'Please add a card.' });\n",
      'app/bookings/schedule.server.ts': 'export const refuse = () => ({ ok: false });\n',
    });
    expect(findings).toEqual([
      { path: 'app/bookings/schedule.server.ts', message },
      { path: 'app/shop/checkout.server.ts', message },
    ]);
  });

  it('leaves a reason with its details, a refusal spread in, and the routes’ own replies', async () => {
    const findings = await lintFiles({
      'app/shop/checkout.server.ts': [
        "export const a = () => ({ ok: false, reason: 'card-expired' });",
        "export const b = (reason: 'too-early') => ({ ok: false, reason, firstDay: '2026-11-22' });",
        "export const c = (refusal: { reason: 'none' }) => ({ ok: false, ...refusal });",
        "export const d = () => ({ ok: false, reason: 'failed-again', mail: { message: 'a detail' } });",
        '',
      ].join('\n'),
      'app/http/intent-action.server.ts':
        "export const refused = () => ({ ok: false, message: 'Not understood.' });\n",
      'app/routes/picture-upload.ts':
        "export const refusal = () => ({ ok: false, message: 'Not stored.' });\n",
    });
    expect(findings).toEqual([]);
  });
});
