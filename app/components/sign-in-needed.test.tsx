/**
 * @vitest-environment happy-dom
 */
import { screen } from '@testing-library/react';
import { data } from 'react-router';
import { describe, expect, test } from 'vitest';
import { renderRoute } from '../../tests/helpers/render-route';
import { ErrorBoundary } from '../root';

/**
 * "Please log in to see this page." (decision 057): what a signed-out visitor meets on a page a
 * client reaches from an email; the root's error boundary shows it for the guard's 401. Which pages
 * answer it, and that it is the same for every id, is tests/integration/sign-in-needed.test.ts.
 */

/** The page never renders: its loader's guard answers first. */
function InvoicePage() {
  return null;
}

function signedOutPage() {
  throw data({ signInNeeded: true }, { status: 401 });
}

describe('the page a visitor meets on a client’s page', () => {
  test('offers Log in and Email me a sign-in link, each coming back to the address', async () => {
    renderRoute({
      Component: InvoicePage,
      path: '/invoices/:invoiceId',
      url: '/invoices/7?from=email',
      loader: signedOutPage,
      ErrorBoundary: ErrorBoundary as never,
    });
    expect(
      await screen.findByRole('heading', { name: 'Please log in to see this page.', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirectTo=%2Finvoices%2F7%3Ffrom%3Demail',
    );
    expect(screen.getByRole('link', { name: 'Email me a sign-in link' })).toHaveAttribute(
      'href',
      '/sign-in-link?redirectTo=%2Finvoices%2F7%3Ffrom%3Demail',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });
});
