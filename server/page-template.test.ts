import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makeNoncePlaceholder, makePageTemplate, renderGzip, renderPlain } from './page-template';

const nonce = () => crypto.randomBytes(16).toString('base64');

/** A page like ours: the nonce on every script and link, text around it, some of it repeated. */
function page(placeholder: string, paragraphs: number): string {
  const head = Array.from(
    { length: 12 },
    (_, i) => `<link rel="modulepreload" href="/assets/chunk-${i}.js" nonce="${placeholder}"/>`,
  ).join('');
  const body = Array.from(
    { length: paragraphs },
    (_, i) =>
      `<p>Paragraph ${i}: horses, riders, light — “quotes” and ünïcödé ${crypto.randomBytes(8).toString('hex')}</p>`,
  ).join('\n');
  return `<!DOCTYPE html><html><head>${head}</head><body>${body}<script nonce="${placeholder}">window.__ctx = {"a":1}</script></body></html>`;
}

describe('page template', () => {
  const placeholder = makeNoncePlaceholder();

  it('makes placeholders the length of a nonce', () => {
    expect(placeholder).toHaveLength(24);
    expect(placeholder).not.toBe(makeNoncePlaceholder());
  });

  for (const [name, paragraphs] of [
    ['a small page', 20],
    ['a page larger than the 32 KB window', 800],
  ] as const) {
    it(`gives back ${name} with each response's nonce, plain and gzip`, () => {
      const html = page(placeholder, paragraphs);
      const template = makePageTemplate(html, placeholder);
      for (let i = 0; i < 5; i += 1) {
        const fresh = nonce();
        const expected = html.split(placeholder).join(fresh);
        expect(renderPlain(template, fresh).toString('utf8')).toBe(expected);
        const gzip = renderGzip(template, fresh);
        // gunzip checks the CRC and the length in the trailer.
        expect(zlib.gunzipSync(gzip).toString('utf8')).toBe(expected);
        expect(template.length).toBe(Buffer.byteLength(expected));
      }
    });
  }

  it('compresses about as well as gzip of the whole page', () => {
    const html = page(placeholder, 200);
    const ours = renderGzip(makePageTemplate(html, placeholder), nonce()).length;
    const whole = zlib.gzipSync(html.split(placeholder).join(nonce()), { level: 9 }).length;
    expect(ours).toBeLessThan(whole * 1.15);
  });

  it('handles a page with no nonce, and nonces at the very start and end', () => {
    for (const html of ['<p>no scripts</p>', `${placeholder}<p>x</p>${placeholder}`, placeholder, '']) {
      const template = makePageTemplate(html, placeholder);
      const fresh = nonce();
      const expected = html.split(placeholder).join(fresh);
      expect(zlib.gunzipSync(renderGzip(template, fresh)).toString('utf8')).toBe(expected);
      expect(renderPlain(template, fresh).toString('utf8')).toBe(expected);
    }
  });

  it('refuses a nonce of another length', () => {
    const template = makePageTemplate(page(placeholder, 2), placeholder);
    expect(() => renderGzip(template, 'short')).toThrow(/expected 24/);
  });
});
