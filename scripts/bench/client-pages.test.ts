import { describe, expect, it } from 'vitest';
import { clientPagePaths, sessionCookieFrom } from './client-pages';

describe("the client's pages from an email", () => {
  it('are their session, invoice, contract and gallery (PRODUCT §15, §16)', () => {
    const galleryId = 'a0000000-0000-4000-8000-000000000024';
    expect(
      clientPagePaths({
        email: 'x@example.com',
        password: 'p',
        bookingId: 3,
        invoiceId: 5,
        contractId: 7,
        galleryId,
      }),
    ).toEqual(['/sessions/3', '/invoices/5', '/contracts/7', `/galleries/${galleryId}`]);
  });
});

describe('sessionCookieFrom', () => {
  it("takes the __session pair from the sign-in's Set-Cookie headers, as a browser would send it back", () => {
    expect(
      sessionCookieFrom(['__flash=; Path=/; Max-Age=0', '__session=abc.def; Path=/; HttpOnly; SameSite=Lax']),
    ).toBe('__session=abc.def');
  });

  it('finds none in a refused sign-in, or a cleared cookie', () => {
    expect(sessionCookieFrom([])).toBeUndefined();
    expect(sessionCookieFrom(['__session=; Path=/; Max-Age=0'])).toBeUndefined();
  });
});
