/**
 * @vitest-environment happy-dom
 */
import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import {
  bookingStanding,
  instalmentStandingOf,
  invoiceStatusStanding,
  StatusBadge,
  stepStanding,
} from './status-badge';

describe('one colour for each standing (decision 058)', () => {
  test('waiting is the warm accent with dark text, done sage, overdue clay, cancelled stone', () => {
    render(
      <>
        <StatusBadge standing="waiting">Not signed yet</StatusBadge>
        <StatusBadge standing="done">Paid</StatusBadge>
        <StatusBadge standing="overdue">Overdue</StatusBadge>
        <StatusBadge standing="cancelled">Void</StatusBadge>
      </>,
    );
    expect(screen.getByText('Not signed yet')).toHaveClass('badge', 'bg-warning', 'text-dark');
    expect(screen.getByText('Paid')).toHaveClass('badge', 'bg-success');
    expect(screen.getByText('Overdue')).toHaveClass('badge', 'bg-danger');
    expect(screen.getByText('Void')).toHaveClass('badge', 'bg-secondary');
    // The words are the badge's whole text: the glyph is hidden from assistive technology.
    expect(screen.getByText('Paid').querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Paid')).toHaveTextContent(/^Paid$/);
  });
});

describe('what stands where', () => {
  test("a session's steps: the client's turn and the business's both wait; a closed step ended", () => {
    expect(stepStanding('done')).toBe('done');
    expect(stepStanding('your-turn')).toBe('waiting');
    expect(stepStanding('waiting')).toBe('waiting');
    expect(stepStanding('closed')).toBe('cancelled');
    // An instalment past its day (the Invoice step's "…: Overdue").
    expect(stepStanding('your-turn', true)).toBe('overdue');
  });

  test('an invoice: paid is done, void ended, unpaid or partly paid waits', () => {
    expect(invoiceStatusStanding('Paid')).toBe('done');
    expect(invoiceStatusStanding('Void')).toBe('cancelled');
    expect(invoiceStatusStanding('Unpaid')).toBe('waiting');
    expect(invoiceStatusStanding('Partially paid')).toBe('waiting');
  });

  test('an instalment: paid, overdue, or still due', () => {
    expect(instalmentStandingOf({ unpaidCents: 0, overdue: false })).toBe('done');
    expect(instalmentStandingOf({ unpaidCents: 15000, overdue: true })).toBe('overdue');
    expect(instalmentStandingOf({ unpaidCents: 15000, overdue: false })).toBe('waiting');
  });

  test('a booking request: cancelled, scheduled, or waiting for its date', () => {
    expect(bookingStanding({ dateScheduled: '2026-12-20', cancelled: true })).toBe('cancelled');
    expect(bookingStanding({ dateScheduled: '2026-12-20', cancelled: false })).toBe('done');
    expect(bookingStanding({ dateScheduled: null, cancelled: false })).toBe('waiting');
  });
});
