/**
 * @vitest-environment happy-dom
 */
import { screen } from '@testing-library/react';
import { useActionData } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { renderRoute } from '../../../tests/helpers/render-route';
import type { Notice } from '../../http/notice';
import { ActionNotice } from '../action-notice';
import { BlockedDates } from './blocked-dates';

/**
 * Admin Home's Block date (PRODUCT §2, §4 "forms answer once"): once the day is blocked, its
 * fields are empty again; a refusal keeps them. Blocking is tests/integration/bookings-admin-home.test.ts.
 */

function EventsPage() {
  return (
    <>
      <ActionNotice notice={useActionData<Notice>()} />
      <BlockedDates days={[]} min="2026-11-28" max="2027-11-28" />
    </>
  );
}

function openForm(answer: Notice) {
  const action = vi.fn(() => answer);
  const rendered = renderRoute({ Component: EventsPage, path: '/adminHome', action });
  return { ...rendered, action };
}

describe('Block date', () => {
  test('is empty again once the day is blocked', async () => {
    const form = openForm({ ok: true, message: '2026-12-24 is now blocked.' });
    await form.enter(await screen.findByLabelText('Date'), '2026-12-24');
    await form.enter(screen.getByLabelText('Reason (optional)'), 'Family wedding');
    await form.user.click(screen.getByRole('button', { name: 'Block date' }));
    expect(await screen.findByText('2026-12-24 is now blocked.')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByLabelText('Date')).toHaveValue(''));
    expect(screen.getByLabelText('Reason (optional)')).toHaveValue('');
  });

  test('a refusal keeps what was typed', async () => {
    const form = openForm({ ok: false, message: '2026-12-25 is a federal holiday.' });
    await form.enter(await screen.findByLabelText('Date'), '2026-12-25');
    await form.enter(screen.getByLabelText('Reason (optional)'), 'Christmas');
    await form.user.click(screen.getByRole('button', { name: 'Block date' }));
    expect(await screen.findByText('2026-12-25 is a federal holiday.')).toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveValue('2026-12-25');
    expect(screen.getByLabelText('Reason (optional)')).toHaveValue('Christmas');
  });
});
