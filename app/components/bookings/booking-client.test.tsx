/**
 * @vitest-environment happy-dom
 */
import { screen } from '@testing-library/react';
import { useLoaderData } from 'react-router';
import { describe, expect, test } from 'vitest';
import { renderRoute } from '../../../tests/helpers/render-route';
import { BookingClient } from './booking-client';

/**
 * Booking Info's Client (PRODUCT §2 Booking Info): the account with the booking's address and
 * where its links lead, or Invite to create an account when there is none. Which account is found
 * is tests/integration/booking-info-stage.test.ts.
 */

type Account = { id: number; name: string; verified: boolean } | null;

/** The card as Booking Info shows it for booking 7, with the account its loader found. */
function ClientCard() {
  const { account } = useLoaderData<{ account: Account }>();
  return <BookingClient account={account} email="ana@example.com" bookingId={7} />;
}

function open(account: Account) {
  renderRoute({
    Component: ClientCard,
    loader: () => ({ account }),
    path: '/BookingInfo/:id',
    url: '/BookingInfo/7',
  });
}

describe('Booking Info’s Client', () => {
  test('links to the account, its pictures and a new gallery with this session chosen', async () => {
    open({ id: 31, name: 'Ana Ruiz', verified: true });
    expect(await screen.findByRole('link', { name: "Ana Ruiz's account" })).toHaveAttribute(
      'href',
      '/edit/31',
    );
    expect(screen.getByRole('link', { name: 'Pictures' })).toHaveAttribute('href', '/ShowImages/31');
    expect(screen.getByRole('link', { name: 'New gallery for this session' })).toHaveAttribute(
      'href',
      '/editImages/31?session=7',
    );
    expect(screen.queryByRole('button', { name: 'Invite to create an account' })).not.toBeInTheDocument();
  });

  test('with no account at the address: says so, and offers the invitation', async () => {
    open(null);
    expect(await screen.findByText('No account with this address yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite to create an account' })).toBeVisible();
  });
});
