import { eq } from 'drizzle-orm';
import { byEmail } from '../accounts/accounts.server';
import { users } from '../accounts/accounts.tables';
import { clock } from '../business-time/clock';
import { business } from '../content/business';
import { layOutEmail } from '../mail/email-layout';
import { enqueueMail, transactionWithMail } from '../mail/outbox.server';
import type { ServiceResult } from '../results/service-result';
import { hitRateLimit } from '../security/rate-limit.server';
import { bookings } from './bookings.tables';
import { createAccountWith } from './session-mail-links.server';

export type InviteRefusal = { reason: 'not-found' } | { reason: 'has-account' } | { reason: 'sent-recently' };

const tenMinutesMs = 10 * 60 * 1000;

/**
 * Invite to create an account (PRODUCT §2 Booking Info): an email to the booking's address with
 * Sign Up's link, the address filled in, while no account has it. A second press within ten
 * minutes (a double click, a second admin at the same moment) sends nothing more: the count is
 * kept in the transaction that queues the email, under the booking's row lock.
 */
export async function inviteToCreateAccount(
  bookingId: number,
  now: Date = clock.now(),
): Promise<ServiceResult<{ email: string }, InviteRefusal>> {
  return transactionWithMail(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!booking) return { ok: false, reason: 'not-found' } as const;
    const [account] = await tx.select({ id: users.id }).from(users).where(byEmail(booking.email)).limit(1);
    if (account) return { ok: false, reason: 'has-account' } as const;
    const hit = await hitRateLimit(`account-invite:${bookingId}`, 1, tenMinutesMs, now.getTime(), tx);
    if (!hit.allowed) return { ok: false, reason: 'sent-recently' } as const;
    await enqueueMail(
      tx,
      {
        to: booking.email,
        subject: `Create your account with ${business.name}`,
        ...layOutEmail({
          brand: business.name,
          paragraphs: [
            `Hello ${booking.name},`,
            `Create an account with ${business.name} to follow your ${booking.session} session: its date, contract, invoice and pictures, in one place. Your address is filled in; choose a password and you are done.`,
          ],
          action: { ...createAccountWith(booking.email), label: 'Create your account' },
        }),
      },
      now,
    );
    return { ok: true, email: booking.email } as const;
  });
}
