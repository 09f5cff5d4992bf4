/**
 * @vitest-environment happy-dom
 */
import { screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { renderRoute } from '../../../tests/helpers/render-route';
import type { UpcomingReminder } from '../../reminders/reminder-views';
import { RemindersView } from './reminders-view';

/** Admin Home → Show Reminders (PRODUCT §18): when, to whom, what, about which booking; Cancel; a switch per kind. */

const reminders: UpcomingReminder[] = [
  {
    id: 7,
    kind: 'session',
    when: 'Jun 4, 2026, 9:00 AM PDT',
    to: 'tyler@example.com',
    subject: 'Your session is in 7 days',
    booking: { id: 12, label: 'Equine portrait for Tyler Reed' },
    gallery: null,
  },
  {
    id: 8,
    kind: 'gallery',
    when: 'Jun 23, 2026, 9:00 AM PDT',
    to: 'gwen@example.com',
    subject: 'Your gallery expires on June 30, 2026',
    booking: null,
    gallery: { id: '3f0c7a52-0000-4000-8000-000000000000', ownerId: 5, title: 'Spring show' },
  },
];

function View() {
  return <RemindersView reminders={reminders} switches={{ session: true, gallery: false, invoice: true }} />;
}

test('lists each scheduled email with what it is about, and Cancel posts that one', async () => {
  const posted = vi.fn(async ({ request }: { request: Request }) => {
    return Object.fromEntries(await request.formData());
  });
  const { user } = renderRoute({ Component: View, action: posted });
  const rows = await screen.findAllByTestId('reminder');
  expect(rows.map((row) => row.textContent)).toEqual([
    expect.stringContaining('Jun 4, 2026, 9:00 AM PDT'),
    expect.stringContaining('Your gallery expires on June 30, 2026'),
  ]);
  const first = within(rows[0] as HTMLElement);
  expect(first.getByText('tyler@example.com')).toBeVisible();
  expect(first.getByRole('link', { name: 'Equine portrait for Tyler Reed' })).toHaveAttribute(
    'href',
    '/BookingInfo/12',
  );
  expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Gallery “Spring show”' })).toHaveAttribute(
    'href',
    '/ShowImages/5',
  );

  await user.click(
    first.getByRole('button', { name: /^Cancel: Your session is in 7 days to tyler@example.com/ }),
  );
  await vi.waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
  expect(await posted.mock.results[0]?.value).toEqual({ intent: 'cancel-reminder', reminderId: '7' });
});

test('shows each kind on or off, and its button posts the other state', async () => {
  const posted = vi.fn(async ({ request }: { request: Request }) =>
    Object.fromEntries(await request.formData()),
  );
  const { user } = renderRoute({ Component: View, action: posted });
  expect(await screen.findByText('Session reminders:')).toHaveTextContent('Session reminders: On');
  expect(screen.getByText('Gallery reminders:')).toHaveTextContent('Gallery reminders: Off');
  await user.click(screen.getByRole('button', { name: 'Turn off session reminders' }));
  await vi.waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
  expect(await posted.mock.results[0]?.value).toEqual({
    intent: 'reminder-switch',
    kind: 'session',
    enabled: 'off',
  });
});
