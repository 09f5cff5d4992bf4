import nodemailer, { type SendMailOptions } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { decodeEncodedWords, parseEml } from '../../scripts/lib/eml';

// The harness's own reader of .eml files, checked against what nodemailer really writes.
async function render(options: SendMailOptions): Promise<Buffer> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const info = await transport.sendMail({
    from: 'Site <site@example.com>',
    to: 'owner@example.com',
    ...options,
  });
  return info.message as Buffer;
}

describe('parseEml', () => {
  it('reads folded, encoded headers and quoted-printable text and HTML parts', async () => {
    const subject = `Contact form: message from Zoë Ångström ${'and a long tail '.repeat(5)}`.trim();
    const text = `Héllo <script>\n${'x'.repeat(200)}\nbye = 100%\n`;
    const html = `<p>Zoë &amp; ${'y'.repeat(120)}</p>`;
    const email = parseEml(await render({ subject, text, html, replyTo: 'zoe@example.com' }));
    expect(email.subject).toBe(subject);
    expect(email.from).toBe('Site <site@example.com>');
    expect(email.to).toBe('owner@example.com');
    expect(email.replyTo).toBe('zoe@example.com');
    expect(email.text).toBe(text);
    expect(email.html).toBe(html);
  });

  it('reads base64 parts inside nested multiparts', async () => {
    const email = parseEml(
      await render({
        subject: 'Order',
        text: 'Plain body',
        html: '<p>HTML body</p>',
        attachments: [{ filename: 'note.txt', content: 'attached' }],
        textEncoding: 'base64',
      }),
    );
    expect(email.text).toBe('Plain body');
    expect(email.html).toBe('<p>HTML body</p>');
  });

  it('decodes Q and B encoded words and joins adjacent ones', () => {
    expect(decodeEncodedWords('=?UTF-8?Q?Zo=C3=AB_Smith?= =?UTF-8?B?IOKckw==?=')).toBe('Zoë Smith ✓');
    expect(decodeEncodedWords('plain text')).toBe('plain text');
  });
});
