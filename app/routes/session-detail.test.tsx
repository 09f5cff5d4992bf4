/**
 * @vitest-environment happy-dom
 */
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderRoute } from '../../tests/helpers/render-route';
import SessionDetail from './session-detail';

/**
 * A session's page (PRODUCT §16): a session ahead offers Request another date and Cancel my
 * session; inside the change cutoff it says to call instead. Where the cutoff falls is
 * tests/integration/session-another-date.test.ts and app/client-sessions/change-cutoff.test.ts.
 */

const cutoffText = 'Your session is less than 7 days away. Please call us at 555-010-0199 to change it.';

function openPage(loaderData: Record<string, unknown>) {
  renderRoute({
    Component: SessionDetail,
    path: '/sessions/:bookingId',
    url: '/sessions/4',
    loader: () => ({
      id: 4,
      session: 'Equine portrait',
      location: 'Carson City, Nevada',
      steps: [],
      answers: null,
      upcoming: true,
      cutoff: null,
      dateRequest: null,
      ...loaderData,
    }),
  });
}

describe('a session ahead', () => {
  test('outside the cutoff: Request another date and Cancel my session', async () => {
    openPage({});
    expect(await screen.findByRole('link', { name: 'Request another date' })).toHaveAttribute(
      'href',
      '/sessions/4/another-date',
    );
    expect(screen.getByRole('link', { name: 'Cancel my session' })).toHaveAttribute(
      'href',
      '/sessions/4/cancel',
    );
    expect(screen.queryByText(cutoffText)).not.toBeInTheDocument();
  });

  test('inside the cutoff: the number to call, and neither button', async () => {
    openPage({ cutoff: cutoffText });
    expect(await screen.findByText(cutoffText)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Request another date' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cancel my session' })).not.toBeInTheDocument();
  });
});
