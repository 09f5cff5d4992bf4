import type { ReactNode } from 'react';
import type { StepState } from '../client-sessions/session-timeline';
import type { InstalmentState, InvoiceStatus } from '../invoices/invoice-money';
import '../styles/bootstrap/badge.scss';

/**
 * Where a thing stands, in the four words every status badge of the site means (decision 058):
 * one colour each, the same on the client's screens and the admin's.
 * - waiting: something is still to happen (to be signed, paid, scheduled, chosen);
 * - done: it happened (signed, paid, scheduled, released);
 * - overdue: its day has passed and it has not happened;
 * - cancelled: it ended without happening (cancelled, void, expired, closed).
 */
export type Standing = 'waiting' | 'done' | 'overdue' | 'cancelled';

/** Each standing's one look: Bootstrap's theme colours, which are the brand's (bootstrap/_theme.scss). */
export const standingClasses: Record<Standing, string> = {
  waiting: 'bg-warning text-dark',
  done: 'bg-success',
  overdue: 'bg-danger',
  cancelled: 'bg-secondary',
};

/** A small glyph beside the words, so the colour is never the only sign (WCAG 1.4.1). */
export function StandingIcon({ standing }: { standing: Standing }) {
  const paths: Record<Standing, ReactNode> = {
    // A clock.
    waiting: (
      <>
        <circle cx="8" cy="8" r="6.25" />
        <path d="M8 4.5V8l2.5 1.5" />
      </>
    ),
    // A tick.
    done: <path d="M3.5 8.5l3 3 6-7" />,
    // An exclamation mark in a triangle.
    overdue: (
      <>
        <path d="M8 1.75l6.5 12.5h-13z" />
        <path d="M8 6.5v3.5M8 12v.25" />
      </>
    ),
    // A cross.
    cancelled: <path d="M4.5 4.5l7 7M11.5 4.5l-7 7" />,
  };
  return (
    <svg
      className="status-icon"
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {paths[standing]}
    </svg>
  );
}

/** A status in its words, coloured by where it stands. */
export function StatusBadge({ standing, children }: { standing: Standing; children: ReactNode }) {
  return (
    <span className={`badge status-badge ${standingClasses[standing]}`} data-standing={standing}>
      <StandingIcon standing={standing} />
      {children}
    </span>
  );
}

/** A step of a session's timeline: the client's turn and the business's both wait on someone. */
export function stepStanding(state: StepState, overdue = false): Standing {
  if (overdue) return 'overdue';
  switch (state) {
    case 'done':
      return 'done';
    case 'your-turn':
    case 'waiting':
      return 'waiting';
    case 'closed':
      return 'cancelled';
  }
}

/** An invoice's status (PRODUCT §16): paid is done, void ended; anything unpaid is waiting. */
export function invoiceStatusStanding(status: InvoiceStatus): Standing {
  switch (status) {
    case 'Paid':
      return 'done';
    case 'Void':
    case 'Cancelled':
      return 'cancelled';
    case 'Unpaid':
    case 'Partially paid':
      return 'waiting';
  }
}

/** One instalment of an invoice's schedule: cancelled with its session, paid, overdue, or due on its day. */
export function instalmentStandingOf(
  state: Pick<InstalmentState, 'unpaidCents' | 'overdue'> & { cancelled?: boolean },
): Standing {
  if (state.cancelled) return 'cancelled';
  if (state.unpaidCents === 0) return 'done';
  return state.overdue ? 'overdue' : 'waiting';
}

/** Where a booking stands, in words: Admin Home's cards and Your Sessions. */
export const bookingStandingWords: Record<Standing, string> = {
  waiting: 'Waiting for a date',
  done: 'Scheduled',
  overdue: 'Overdue',
  cancelled: 'Cancelled',
};

/** A booking request on Admin Home: cancelled, scheduled, or waiting for its date. */
export function bookingStanding(booking: { dateScheduled: string | null; cancelled: boolean }): Standing {
  if (booking.cancelled) return 'cancelled';
  return booking.dateScheduled ? 'done' : 'waiting';
}
