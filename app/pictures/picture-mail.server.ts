import { href } from 'react-router';
import { getEnv } from '../config/env.server';
import { siteUrl } from '../config/site-url.server';
import { business } from '../content/business';
import { layOutEmail } from '../mail/email-layout';
import { enqueueMail, type MailQueue } from '../mail/outbox.server';

export const newPicturesSubject = 'New pictures from your session';

/** "1 new picture", "3 new pictures". */
export function pictureCount(count: number): string {
  return `${count} new ${count === 1 ? 'picture' : 'pictures'}`;
}

/**
 * Tells a client their pictures are ready: one message per upload (a whole selection), never one
 * per file, queued in `queue`, the transaction that stores the pictures. The link is built from
 * PUBLIC_URL, like every other email link (never the Host header).
 */
export async function queueNewPicturesEmail(
  queue: MailQueue,
  owner: { name: string; email: string },
  count: number,
  proofing = false,
): Promise<void> {
  const env = getEnv();
  const galleryUrl = siteUrl(href('/client-pictures'));
  const lines = [
    `Hello ${owner.name},`,
    `${business.name} has added ${pictureCount(count)} from your session to your gallery.`,
    // Proofs cannot be downloaded yet: the client is asked to choose instead.
    proofing
      ? 'Sign in to see them and choose your favourites; you can download them once the gallery is released:'
      : 'Sign in to see them and download them at full size, one by one or all at once:',
  ];
  await enqueueMail(queue, {
    to: `${owner.name} <${owner.email}>`,
    replyTo: env.BUSINESS_EMAIL,
    subject: newPicturesSubject,
    ...layOutEmail({
      brand: business.name,
      paragraphs: lines,
      action: { label: 'See your pictures', url: galleryUrl },
      closing: [`Thank you for choosing ${business.name}!`],
    }),
  });
}
