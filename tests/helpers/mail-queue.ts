import { asc } from 'drizzle-orm';
import { resetEnvCache } from '../../app/config/env.server';
import { getDb } from '../../app/db/db.server';
import { mailOutbox } from '../../app/mail/mail.tables';

/** Reading the mail queue, and pointing the mail module at an SMTP server, in Vitest tests. */

/** Every row of the mail outbox, in queue order. */
export async function queuedMail() {
  const db = await getDb();
  return db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
}

/** Points the mail module at an SMTP server, or (undefined) back at the outbox folder. */
export function useSmtpUrl(url: string | undefined): void {
  if (url === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = url;
  resetEnvCache();
}
