import { describe, expect, it } from 'vitest';
import { layOutEmail } from './email-layout';

const email = layOutEmail({
  brand: 'Sierra Equine Photography',
  paragraphs: ['Hello Ann,', 'Your invoice INV-1 is ready.\nDeposit: $150.00'],
  action: { label: 'Open your invoice', url: 'https://example.test/invoices/1?a=1&b=2' },
  links: [{ label: 'Open your session', url: 'https://example.test/sessions/4' }],
  closing: ['Thank you!'],
});

/** The anchors of the HTML: their words and addresses. */
const anchors = (html: string) =>
  [...html.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(([, url, label]) => ({ url, label }));

describe('the layout of every email (decision 058)', () => {
  it('heads the HTML with the business’s name and draws the one thing to do as the one button', () => {
    expect(email.html).toMatch(/^<!doctype html>/);
    expect(email.html).toContain('>Sierra Equine Photography</h1>');
    // The button is the one anchor with a background; the other link is an ordinary link.
    const buttons = email.html.match(/<a [^>]*background-color:[^>]*>[^<]*<\/a>/g) ?? [];
    expect(buttons).toEqual([expect.stringContaining('>Open your invoice</a>')]);
    expect(anchors(email.html)).toEqual([
      { url: 'https://example.test/invoices/1?a=1&amp;b=2', label: 'Open your invoice' },
      { url: 'https://example.test/sessions/4', label: 'Open your session' },
    ]);
  });

  it('writes the text part with the same words in the same order, each link with its address', () => {
    expect(email.text).toBe(
      [
        'Sierra Equine Photography',
        'Hello Ann,',
        'Your invoice INV-1 is ready.\nDeposit: $150.00',
        'Open your invoice: https://example.test/invoices/1?a=1&b=2',
        'Open your session: https://example.test/sessions/4',
        'Thank you!',
      ].join('\n\n'),
    );
    expect(email.html).toContain('Your invoice INV-1 is ready.<br>Deposit: $150.00</p>');
  });

  it('escapes every value: the name, the paragraphs, the words and address of each link', () => {
    const hostile = layOutEmail({
      brand: 'A & B <Studio>',
      paragraphs: ['<script>alert(1)</script>'],
      action: { label: '<b>Pay</b>', url: 'https://x.test/"onmouseover="alert(1)' },
      links: [{ label: "O'Brien's <i>", url: 'https://x.test/<p>' }],
      closing: ['"quoted" & <em>'],
    });
    expect(hostile.html).not.toMatch(/<script|<b>|<i>|<em>|<Studio>|"onmouseover/);
    expect(hostile.html).toContain('A &amp; B &lt;Studio&gt;');
    expect(hostile.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(hostile.html).toContain('href="https://x.test/&quot;onmouseover=&quot;alert(1)"');
    expect(hostile.html).toContain('&quot;quoted&quot; &amp; &lt;em&gt;');
    // The text part is plain text: nothing to escape, nothing lost.
    expect(hostile.text).toContain('<b>Pay</b>: https://x.test/"onmouseover="alert(1)');
  });

  it('draws no button when there is nothing to do', () => {
    const notice = layOutEmail({ brand: 'Sierra Equine Photography', paragraphs: ['A message arrived.'] });
    expect(notice.html).not.toContain('<a ');
    expect(notice.text).toBe('Sierra Equine Photography\n\nA message arrived.');
  });
});
