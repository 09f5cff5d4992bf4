import { and, eq, isNull } from 'drizzle-orm';
import { href } from 'react-router';
import { users } from '../accounts/accounts.tables';
import { businessTimeZone, businessToday } from '../business-time/business-time.server';
import { formatDay } from '../business-time/calendar-dates';
import { clock } from '../business-time/clock';
import { siteUrl } from '../config/site-url.server';
import { business } from '../content/business';
import { getDb } from '../db/db.server';
import { type GalleryRow, galleries } from '../galleries/galleries.tables';
import { isExpired } from '../galleries/gallery-view';
import { layOutEmail } from '../mail/email-layout';
import type { MailMessage } from '../mail/mailer.server';
import type { MailQueue } from '../mail/outbox.server';
import {
  expiryReminder,
  type GalleryPurpose,
  isGalleryPurpose,
  reminderSubject,
  waitingReminder,
} from './reminder-times';
import { type ScheduledMessage, scheduledMessages } from './reminders.tables';

async function cancelGalleryReminders(
  queue: MailQueue,
  galleryId: string,
  purpose: GalleryPurpose,
  reason: string,
) {
  await queue
    .update(scheduledMessages)
    .set({ state: 'cancelled', cancelReason: reason })
    .where(
      and(
        eq(scheduledMessages.galleryId, galleryId),
        eq(scheduledMessages.purpose, purpose),
        eq(scheduledMessages.state, 'scheduled'),
      ),
    );
}

async function ownerEmail(
  queue: MailQueue,
  userId: number,
): Promise<{ name: string; email: string } | undefined> {
  const [owner] = await queue
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return owner;
}

/**
 * Makes "Your gallery expires on …" anew for the gallery's last day, in the transaction that sets
 * it (a new gallery, a re-dated or reopened one): the waiting one for an earlier day is cancelled.
 */
export async function remakeExpiryReminder(
  queue: MailQueue,
  gallery: GalleryRow,
  now = clock.now(),
): Promise<void> {
  await cancelGalleryReminders(queue, gallery.id, 'gallery-expires', 're-dated');
  if (!gallery.expiresOn) return;
  const dueAt = expiryReminder(gallery.expiresOn, businessTimeZone(), now);
  const owner = await ownerEmail(queue, gallery.userId);
  if (!dueAt || !owner) return;
  await queue.insert(scheduledMessages).values({
    kind: 'gallery',
    purpose: 'gallery-expires',
    recipient: owner.email,
    galleryId: gallery.id,
    aboutDate: gallery.expiresOn,
    dueAt,
    createdAt: now,
  });
}

/** Makes "Your pictures are waiting" in the transaction that releases the gallery. */
export async function makeWaitingReminder(
  queue: MailQueue,
  gallery: GalleryRow,
  now = clock.now(),
): Promise<void> {
  await cancelGalleryReminders(queue, gallery.id, 'gallery-waiting', 'released again');
  const owner = await ownerEmail(queue, gallery.userId);
  if (!owner) return;
  const releasedOn = businessToday(now);
  await queue.insert(scheduledMessages).values({
    kind: 'gallery',
    purpose: 'gallery-waiting',
    recipient: owner.email,
    galleryId: gallery.id,
    aboutDate: releasedOn,
    dueAt: waitingReminder(releasedOn, businessTimeZone()),
    createdAt: now,
  });
}

/**
 * The client opened their released gallery: the cheapest honest signal that they saw it (its page
 * loaded while signed in as its client). Kept the first time only, one conditional UPDATE.
 */
export async function noteGalleryOpened(galleryId: string, now = clock.now()): Promise<void> {
  const db = await getDb();
  await db
    .update(galleries)
    .set({ openedAt: now })
    .where(and(eq(galleries.id, galleryId), eq(galleries.state, 'released'), isNull(galleries.openedAt)));
}

/** True when the reminder no longer applies at `today`. */
function reasonGone(
  purpose: GalleryPurpose,
  gallery: GalleryRow,
  row: ScheduledMessage,
  today: string,
): boolean {
  if (purpose === 'gallery-expires') return gallery.expiresOn !== row.aboutDate;
  return gallery.state !== 'released' || gallery.openedAt !== null || isExpired(gallery.expiresOn, today);
}

/** The gallery reminder as it goes out; null when its reason is gone (re-dated, opened, expired, deleted). */
export async function composeGalleryReminder(
  queue: MailQueue,
  row: ScheduledMessage,
  now = clock.now(),
): Promise<MailMessage | null> {
  if (row.galleryId === null || !isGalleryPurpose(row.purpose)) return null;
  const [gallery] = await queue.select().from(galleries).where(eq(galleries.id, row.galleryId));
  if (!gallery || reasonGone(row.purpose, gallery, row, businessToday(now))) return null;
  const owner = await ownerEmail(queue, gallery.userId);
  if (!owner) return null;
  const lastDay = formatDay(row.aboutDate);
  const subject = reminderSubject(row.purpose, row.aboutDate);
  const link = siteUrl(href('/galleries/:galleryId', { galleryId: gallery.id }));
  const lines = [
    `Hello ${owner.name},`,
    row.purpose === 'gallery-expires'
      ? `Your gallery "${gallery.title}" can be seen until ${lastDay}. Download the pictures you want to keep before then.`
      : `The pictures of "${gallery.title}" are ready and waiting for you.`,
  ];
  return {
    to: `${owner.name} <${owner.email}>`,
    subject,
    ...layOutEmail({
      brand: business.name,
      paragraphs: lines,
      action: { label: 'Open your gallery', url: link },
    }),
  };
}
