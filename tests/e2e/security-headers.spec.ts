import { expect, test } from './helpers/fixtures';

/**
 * Security headers (helmet) and the Content-Security-Policy. That no page violates the policy, for
 * any role, is checked by the page walk (page-walk.spec.ts) on every page it opens.
 */

test('every response carries the security headers; the policy allows no inline script', async ({
  request,
}) => {
  for (const path of ['/', '/login', '/assets/../favicon.svg', '/no-such-page']) {
    const response = await request.get(path);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src ')) ?? '';
    expect(scriptSrc, path).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/);
    expect(scriptSrc, path).not.toContain("'unsafe-inline'");
    for (const directive of [
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]) {
      expect(csp, path).toContain(directive);
    }
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    // The test server's address is http: no HSTS.
    expect(headers['strict-transport-security']).toBeUndefined();
  }
  // A fresh nonce for each page.
  const first = (await request.get('/')).headers()['content-security-policy'];
  const second = (await request.get('/')).headers()['content-security-policy'];
  expect(first).not.toBe(second);
});

test('HSTS is sent when PUBLIC_URL is https', { tag: '@full' }, async ({ startServer, request }) => {
  const server = await startServer({ env: { PUBLIC_URL: 'https://photos.example.com' } });
  const response = await request.get(`${server.url}/`);
  expect(response.headers()['strict-transport-security']).toMatch(/max-age=\d{7,}/);
});
