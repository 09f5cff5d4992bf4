/**
 * @vitest-environment happy-dom
 */
import { render, screen } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { createRoutesStub, data } from 'react-router';
import { expect, test } from 'vitest';
import { ErrorBoundary } from '../root';

function NoFallback() {
  return null;
}

function CancelPage() {
  return <p>The cancel page</p>;
}

/**
 * Decision 053: a retired change link's 410, thrown with its text by the page's guard, shows that
 * text on the site's error page (not "Unexpected Application Error!").
 */
test('a 410 thrown with its text shows the text under "Link out of date"', async () => {
  const text =
    'This link is out of date. Please use the one in your latest email, or call us at 555-010-0199.';
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      ErrorBoundary,
      HydrateFallback: NoFallback,
      children: [
        {
          path: 'sessions/:bookingId/cancel',
          Component: CancelPage,
          loader: () => {
            throw data(text, { status: 410 });
          },
          HydrateFallback: NoFallback,
        },
      ],
    },
  ]);
  render(<Stub initialEntries={['/sessions/7/cancel?key=retired']} />);
  const alert = await screen.findByRole('alert');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Link out of date');
  expect(alert).toHaveTextContent(text);
  expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
  expect(screen.queryByText('The cancel page')).toBeNull();
});
