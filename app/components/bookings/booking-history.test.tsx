/**
 * @vitest-environment happy-dom
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderRoute } from '../../../tests/helpers/render-route';
import type { HistoryLine } from '../../history/history-events';
import { BookingHistory } from './booking-history';

/**
 * Booking Info's History (PRODUCT §2): the lines as the server words them, in the order it gives
 * them (newest first: tests/integration/booking-history.test.ts), each "when — what by whom".
 */

function History({ loaderData }: { loaderData: HistoryLine[] }) {
  return <BookingHistory lines={loaderData} />;
}

describe('History', () => {
  test('lists each line, when then what, in the order given', async () => {
    const lines: HistoryLine[] = [
      {
        id: 8,
        when: 'December 2, 2026, 4:15 PM',
        text: 'Invoice INV-2026-0007 of $500.00 sent by Hannah Brooks',
      },
      { id: 3, when: 'November 28, 2026, 9:04 AM', text: 'Scheduled for January 9, 2027 by Hannah Brooks' },
    ];
    renderRoute({ Component: History, loader: () => lines });
    const card = (await screen.findByRole('heading', { name: 'History' })).closest('.card') as HTMLElement;
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'December 2, 2026, 4:15 PM — Invoice INV-2026-0007 of $500.00 sent by Hannah Brooks',
      'November 28, 2026, 9:04 AM — Scheduled for January 9, 2027 by Hannah Brooks',
    ]);
  });

  test('says so when nothing has happened yet', async () => {
    renderRoute({ Component: History, loader: () => [] });
    const card = (await screen.findByRole('heading', { name: 'History' })).closest('.card') as HTMLElement;
    expect(within(card).queryByRole('list')).toBeNull();
    expect(within(card).getByText('Nothing yet.')).toBeVisible();
  });
});
