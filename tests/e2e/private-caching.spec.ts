import { expect, test } from './helpers/fixtures';
import { roles } from './seeds/roles.seed';

/** Pages that depend on the signed-in user are never stored; signed-out pages may be. */

test('a signed-in visitor gets Cache-Control: private, no-store on pages and .data requests', async ({
  request,
}) => {
  const cookie = roles.admin.cookie;
  for (const path of ['/', '/about', '/about.data', '/_.data', '/adminHome', '/adminHome.data', '/contact']) {
    const response = await request.get(path, { headers: { cookie }, maxRedirects: 0 });
    expect(response.status(), path).toBeLessThan(400);
    expect(response.headers()['cache-control'], path).toBe('private, no-store');
  }
});

test('a signed-out visitor on a public page is not told no-store', async ({ request }) => {
  for (const path of ['/', '/about', '/about.data']) {
    const response = await request.get(path);
    expect(response.headers()['cache-control'] ?? '', path).not.toContain('no-store');
  }
});
