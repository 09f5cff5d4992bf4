/**
 * @vitest-environment happy-dom
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderRoute } from '../../../tests/helpers/render-route';
import AdminHome from '../../routes/admin-home';

/**
 * The bookings view (PRODUCT §2, decision 061): each card with its stage as a badge, session type,
 * place, source and age; the stage filter beside the specification's filter, each keeping the other.
 */

const card = {
  id: 7,
  name: 'Casey Client',
  email: 'casey@example.com',
  session: 'Equine portrait',
  location: 'Elk Grove, CA',
  hearAbout: 'Instagram',
  stage: 'proposal-sent',
  approved: false,
  contacted: true,
  dateBooked: '2026-11-16',
  dateScheduled: null,
};

function openView(url: string, bookings: object[] = [card]) {
  return renderRoute({
    Component: AdminHome as never,
    path: '/adminHome',
    url,
    loader: () => {
      const query = new URL(url, 'http://site.test').searchParams;
      return {
        view: 'bookings',
        undeliveredMail: [],
        bookings,
        filter: query.get('filter'),
        stage: query.get('stage'),
        today: '2026-11-28',
      };
    },
  });
}

describe('the bookings view', () => {
  test('shows each booking’s stage, session type, place, source and age', async () => {
    openView('/adminHome?view=bookings');
    const shown = await screen.findByTestId('booking-card');
    expect(within(shown).getByRole('heading', { name: 'Casey Client' })).toBeInTheDocument();
    expect(within(shown).getByText('Proposal sent')).toBeInTheDocument();
    expect(shown).toHaveTextContent('Equine portrait · Elk Grove, CA');
    expect(shown).toHaveTextContent('Heard about us: Instagram · Sent 12 days ago');
  });

  test('filters by stage, keeping the specification’s filter, and says when nothing matches', async () => {
    openView('/adminHome?view=bookings&filter=approved&stage=booked', []);
    const stages = await screen.findByRole('navigation', { name: 'Stage' });
    expect(within(stages).getByRole('link', { name: 'Booked' })).toHaveAttribute('aria-current', 'page');
    expect(within(stages).getByRole('link', { name: 'Lost' })).toHaveAttribute(
      'href',
      '/adminHome?view=bookings&filter=approved&stage=lost',
    );
    expect(within(stages).getByRole('link', { name: 'All stages' })).toHaveAttribute(
      'href',
      '/adminHome?view=bookings&filter=approved',
    );
    expect(screen.getByText('No matching bookings found.')).toBeInTheDocument();
  });
});
