/**
 * @vitest-environment happy-dom
 */
import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderRoute } from '../../tests/helpers/render-route';
import InvoiceNew, { notScheduledMessage } from './invoice-new';

/** Create invoice (PRODUCT §16): the form's defaults and messages; creating is tests/integration/invoices.test.ts. */
async function openPage(sessionDay: string | null) {
  const posted = vi.fn(() => ({}));
  const rendered = renderRoute({
    Component: InvoiceNew,
    path: '/BookingInfo/:id/invoice',
    url: '/BookingInfo/9/invoice',
    loader: () => ({ id: 9, name: 'Hannah Wells', session: 'Equine portrait', sessionDay }),
    action: posted,
  });
  await screen.findByRole('heading', { name: 'Create invoice', level: 1 });
  return { ...rendered, posted };
}

describe('Create invoice', () => {
  test('starts with a 30 % deposit and the balance 7 days before the session', async () => {
    await openPage('December 20, 2026');
    expect(screen.getByLabelText('Deposit (percent, due when the invoice is sent)')).toHaveValue('30');
    expect(screen.getByLabelText('Balance due (days before the session)')).toHaveValue('7');
  });

  test('each rule’s message shows as the admin leaves the field', async () => {
    const page = await openPage('December 20, 2026');
    const checks: [string, string, string][] = [
      ['Unit price ($)', '4.505', 'Unit price must be an amount in dollars, like 150.00'],
      ['Quantity', '0', 'Quantity must be a whole number from 1 to 999'],
      // PRODUCT §21: a package line's count of digital downloads.
      ['Digital downloads', '1000', 'Digital downloads must be a whole number from 1 to 999'],
      [
        'Deposit (percent, due when the invoice is sent)',
        '130',
        'Deposit must be a whole percent from 0 to 100',
      ],
      ['Balance due (days before the session)', '', 'Days before the session is required'],
    ];
    for (const [label, value, message] of checks) {
      const [field] = screen.getAllByLabelText(label);
      if (!field) throw new Error(label);
      await page.enter(field, value);
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  test('an empty invoice asks for a line item and posts nothing', async () => {
    const page = await openPage('December 20, 2026');
    await page.user.click(screen.getByRole('button', { name: 'Create and send invoice' }));
    expect(await screen.findByText('Add at least one line item')).toBeInTheDocument();
    expect(page.posted).not.toHaveBeenCalled();
  });

  test('a booking without a session date says to schedule it first, and shows no form', async () => {
    await openPage(null);
    expect(screen.getByText(notScheduledMessage)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create and send invoice' })).not.toBeInTheDocument();
  });
});
