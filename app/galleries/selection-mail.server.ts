import { href } from 'react-router';
import { getEnv } from '../config/env.server';
import { siteUrl } from '../config/site-url.server';
import { business } from '../content/business';
import { layOutEmail } from '../mail/email-layout';
import { enqueueMail, type MailQueue } from '../mail/outbox.server';

/** One chosen picture as the email lists it: its original file name (or its id), and the note. */
export interface ChosenPicture {
  id: string;
  originalName: string | null;
  note: string;
}

export function selectionSubject(clientName: string, galleryTitle: string): string {
  return `Selection from ${clientName}: ${galleryTitle}`;
}

/** The name to filter by in an editing program; a picture from before names were kept, by its id. */
function nameOf(picture: ChosenPicture): string {
  return picture.originalName ?? `picture ${picture.id.slice(0, 8)} (no file name kept)`;
}

/**
 * Tells the business what the client chose: one email, queued in the transaction that
 * marks the selection sent, so it goes exactly once. Each chosen picture's original file name is
 * on a line of its own, so the photographer can copy the list into an editing program's filter.
 */
export async function queueSelectionEmail(
  queue: MailQueue,
  client: { name: string; email: string },
  gallery: { id: string; title: string; ownerId: number },
  chosen: ChosenPicture[],
): Promise<void> {
  const env = getEnv();
  const showUrl = siteUrl(href('/ShowImages/:id', { id: String(gallery.ownerId) }));
  const lines = chosen.map((picture) =>
    picture.note ? `${nameOf(picture)} — ${picture.note}` : nameOf(picture),
  );
  const intro = `${client.name} chose ${chosen.length} ${chosen.length === 1 ? 'picture' : 'pictures'} in "${gallery.title}".`;
  await enqueueMail(queue, {
    to: env.BUSINESS_EMAIL,
    replyTo: `${client.name} <${client.email}>`,
    subject: selectionSubject(client.name, gallery.title),
    ...layOutEmail({
      brand: business.name,
      paragraphs: [intro, 'File names (with the client’s notes):', lines.join('\n')],
      action: { label: 'See the gallery', url: showUrl },
    }),
  });
}
