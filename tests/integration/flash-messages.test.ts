import { createCookie } from 'react-router';
import { describe, expect, it } from 'vitest';
import { redirectWithFlash, takeFlash } from '../../app/flash/flash.server';
import { cookieSecrets } from '../../app/security/cookie-secrets.server';
import { siteRequest } from '../helpers/route-calls';
import { cookieFrom } from '../helpers/test-users';

describe('redirectWithFlash and takeFlash', () => {
  it('redirects with the message, which the next page reads once', async () => {
    const response = await redirectWithFlash('/adminHome?view=users', 'Roles updated for Jane Rider.');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/adminHome?view=users');
    const cookie = cookieFrom(response.headers.get('Set-Cookie') ?? '');
    const { flash, clearHeader } = await takeFlash(siteRequest('/adminHome', { cookie }));
    expect(flash).toEqual({ message: 'Roles updated for Jane Rider.', variant: 'success' });
    expect(clearHeader).toMatch(/^__flash=; .*Max-Age=0/i);
  });

  it('keeps the headers it is given beside its own cookie', async () => {
    const response = await redirectWithFlash('/', 'Welcome back!', 'info', {
      headers: { 'Set-Cookie': '__session=abc; Path=/; HttpOnly' },
    });
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toBe('__session=abc; Path=/; HttpOnly');
    expect(cookies[1]).toMatch(/^__flash=/);
  });

  it('ignores a correctly signed cookie whose message is not the expected shape', async () => {
    const forged = createCookie('__flash', { secrets: cookieSecrets() });
    for (const payload of [
      { message: 42, variant: 'success' },
      { message: 'Hi', variant: 'evil' },
      'plain text',
    ]) {
      const cookie = cookieFrom(await forged.serialize(payload));
      expect(await takeFlash(siteRequest('/', { cookie }))).toEqual({ flash: null, clearHeader: null });
    }
  });
});
