import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { type ParsedEmail, parseEml } from '../../scripts/lib/eml';

export interface ReceivedEmail extends ParsedEmail {
  envelopeFrom: string;
  envelopeTo: string[];
}

export interface SmtpSink {
  /** smtp:// URL to put in SMTP_URL. */
  url: string;
  received: ReceivedEmail[];
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  /** Listen on this port (an SMTP server coming up where the site already points), else a free one. */
  port?: number;
  /** Answer every recipient with this reply instead of accepting it (e.g. 550: refused for good). */
  refuse?: { code: number; message: string };
}

/**
 * A local SMTP server on 127.0.0.1 that accepts everything and keeps each message (or, with
 * `refuse`, refuses every recipient). No TLS (STARTTLS disabled) and no auth, so nodemailer talks
 * to it in plain text.
 */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const received: ReceivedEmail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!options.refuse) return callback();
      callback(Object.assign(new Error(options.refuse.message), { responseCode: options.refuse.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        received.push({ envelopeFrom, envelopeTo, ...parseEml(Buffer.concat(chunks)) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.on('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('SMTP sink has no TCP address');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (just released by the OS), for "SMTP server is down" tests. */
export async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('probe has no TCP address');
  return address.port;
}
