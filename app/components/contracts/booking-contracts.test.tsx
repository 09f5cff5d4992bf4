/**
 * @vitest-environment happy-dom
 */
import { screen } from '@testing-library/react';
import { useLoaderData } from 'react-router';
import { describe, expect, test } from 'vitest';
import { renderRoute } from '../../../tests/helpers/render-route';
import { BookingContracts } from './booking-contracts';

/**
 * Booking Info's Contracts (PRODUCT §2 Booking Info, §17) with no template yet: the sentence is a
 * link to where one is written. Sending one is tests/e2e/contracts.spec.ts.
 */

function Contracts() {
  const { templates } = useLoaderData<{ templates: { id: number; name: string }[] }>();
  return <BookingContracts bookingId={7} contracts={[]} templates={templates} preview={null} />;
}

describe('Booking Info’s Contracts', () => {
  test('with no template: a link to Show Contracts, and nothing to send', async () => {
    renderRoute({
      Component: Contracts,
      path: '/BookingInfo/:id',
      url: '/BookingInfo/7',
      loader: () => ({ templates: [] }),
    });
    expect(
      await screen.findByRole('link', { name: 'Write a contract template in Admin Home → Show Contracts' }),
    ).toHaveAttribute('href', '/adminHome?view=contracts');
    expect(screen.getByText(/to send one\.$/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Template')).not.toBeInTheDocument();
  });

  test('with a template: Template and Preview contract, no link', async () => {
    renderRoute({
      Component: Contracts,
      path: '/BookingInfo/:id',
      url: '/BookingInfo/7',
      loader: () => ({ templates: [{ id: 1, name: 'Session agreement' }] }),
    });
    expect(await screen.findByLabelText('Template')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview contract' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Write a contract template/ })).not.toBeInTheDocument();
  });
});
