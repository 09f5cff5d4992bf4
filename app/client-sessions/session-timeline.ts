import { formatDay, type IsoDate } from '../business-time/calendar-dates';
import { type InvoiceFacts, type InvoiceStep, invoiceStep } from './invoice-step';

/**
 * The steps of a client's session (PRODUCT §16), in order. Each step says whether it is done, the
 * client's turn (then it carries the link that does it) or waiting on the business. The contract,
 * the invoice and the gallery are steps of the same shape: each is added here, in its place, when
 * its part of the site exists.
 */
export type StepState = 'done' | 'your-turn' | 'waiting' | 'closed';

export type StepAction =
  | { kind: 'questionnaire'; label: 'Fill in' | 'Edit answers' }
  | { kind: 'contract'; label: 'Sign now' | 'Read it'; contractId: number }
  | { kind: 'gallery'; label: 'Open gallery'; galleryId: string };

export type TimelineStep =
  | {
      key: 'request' | 'scheduled' | 'contract' | 'questionnaire' | 'gallery';
      title: string;
      state: StepState;
      /** What the step's state is, in words: "Done", "Not yet". */
      status: string;
      action?: StepAction;
    }
  | InvoiceStep;

export interface SessionFacts {
  dateBooked: IsoDate;
  dateScheduled: IsoDate | null;
  /** The day a cancelled session was on; null when it is not cancelled. */
  cancelledDate?: IsoDate | null;
  answered: boolean;
  /** The contract the step shows (PRODUCT §17): none before one is sent; signedOn in words. */
  contract?: { id: number; signedOn: string | null } | null;
  /** The booking's newest invoice, or null before one is sent. */
  invoice?: InvoiceFacts | null;
  /** The session's gallery, once the admin has made one of it. */
  gallery?: { id: string; state: 'proofing' | 'released'; selectionSent: boolean; expired: boolean } | null;
}

/**
 * The Gallery step: the client's turn while a proofing gallery waits for their
 * favourites, waiting on the business once they are sent, done once it is released.
 */
function galleryStep(gallery: NonNullable<SessionFacts['gallery']>): TimelineStep {
  const action = { kind: 'gallery', label: 'Open gallery', galleryId: gallery.id } as const;
  if (gallery.expired) return { key: 'gallery', title: 'Gallery', state: 'closed', status: 'Expired' };
  if (gallery.state === 'released')
    return { key: 'gallery', title: 'Gallery', state: 'done', status: 'Ready', action };
  return gallery.selectionSent
    ? { key: 'gallery', title: 'Gallery', state: 'waiting', status: 'Selection sent', action }
    : { key: 'gallery', title: 'Gallery', state: 'your-turn', status: 'Choose your favourites', action };
}

/** The Contract step: Sign now while it waits for the client, then "Signed on {date}". */
function contractStep(contract: { id: number; signedOn: string | null }): TimelineStep {
  return contract.signedOn
    ? {
        key: 'contract',
        title: 'Contract',
        state: 'done',
        status: `Signed on ${contract.signedOn}`,
        action: { kind: 'contract', label: 'Read it', contractId: contract.id },
      }
    : {
        key: 'contract',
        title: 'Contract',
        state: 'your-turn',
        status: 'Not signed yet',
        action: { kind: 'contract', label: 'Sign now', contractId: contract.id },
      };
}

/**
 * The questionnaire can be filled in and changed until the session's day: from that day on the
 * answers are what the photographer works with, so they stay as they were. A session without a
 * date yet is open.
 */
export function questionnaireOpen(dateScheduled: IsoDate | null, today: IsoDate): boolean {
  return dateScheduled === null || today < dateScheduled;
}

export function sessionTimeline(facts: SessionFacts, today: IsoDate): TimelineStep[] {
  const open = !facts.cancelledDate && questionnaireOpen(facts.dateScheduled, today);
  const questionnaire: TimelineStep = facts.answered
    ? {
        key: 'questionnaire',
        title: 'Questionnaire',
        state: 'done',
        status: 'Done',
        ...(open ? { action: { kind: 'questionnaire', label: 'Edit answers' } as const } : {}),
      }
    : open
      ? {
          key: 'questionnaire',
          title: 'Questionnaire',
          state: 'your-turn',
          status: 'Not filled in yet',
          action: { kind: 'questionnaire', label: 'Fill in' },
        }
      : { key: 'questionnaire', title: 'Questionnaire', state: 'closed', status: 'Not filled in' };
  return [
    {
      key: 'request',
      title: 'Request sent',
      state: 'done',
      status: `Sent on ${formatDay(facts.dateBooked)}`,
    },
    facts.cancelledDate
      ? {
          key: 'scheduled',
          title: `Cancelled: it was on ${formatDay(facts.cancelledDate)}`,
          state: 'closed',
          status: 'Cancelled',
        }
      : facts.dateScheduled
        ? {
            key: 'scheduled',
            title: `Scheduled for ${formatDay(facts.dateScheduled)}`,
            state: 'done',
            status: 'Done',
          }
        : {
            key: 'scheduled',
            title: 'Scheduled',
            state: 'waiting',
            status: 'Not yet: we will email you the date',
          },
    ...(facts.contract ? [contractStep(facts.contract)] : []),
    questionnaire,
    invoiceStep(facts.invoice ?? null),
    ...(facts.gallery ? [galleryStep(facts.gallery)] : []),
  ];
}
