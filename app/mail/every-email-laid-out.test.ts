import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const app = path.resolve(import.meta.dirname, '..');

/** Every module of app/ outside the mail layer itself, with its source. */
function modules(): { file: string; source: string }[] {
  return fs
    .readdirSync(app, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('mail/'))
    .map((file) => ({ file, source: fs.readFileSync(path.join(app, file), 'utf8') }));
}

/** Queues an email, or writes one for the reminders' sender to queue. */
const writesAnEmail = (source: string) =>
  /\b(enqueueMail|queueMail)\(/.test(source) || /Promise<MailMessage \| null>/.test(source);

describe('every email is laid out one way (decision 058)', () => {
  it('each module that writes an email lays it out with layOutEmail, and writes no HTML of its own', () => {
    const writers = modules().filter(({ source }) => writesAnEmail(source));
    // The reminders' sender only queues what the reminders' modules wrote.
    const composers = writers.filter(({ file }) => file !== 'reminders/reminder-sender.server.ts');
    expect(composers.length).toBeGreaterThan(10);
    expect(
      composers.filter(({ source }) => !source.includes('layOutEmail(')).map(({ file }) => file),
    ).toEqual([]);
    expect(composers.filter(({ source }) => /\bhtml:/.test(source)).map(({ file }) => file)).toEqual([]);
  });
});
