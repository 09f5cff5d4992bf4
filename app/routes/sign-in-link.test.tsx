/**
 * @vitest-environment happy-dom
 */
import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderRoute } from '../../tests/helpers/render-route';
import SignIn from './sign-in';
import SignInLink from './sign-in-link';

/**
 * Email me a sign-in link and the page its link opens (PRODUCT §14, decision 057): what they show
 * and post. Who gets a link, its budget, its use and where it lands are
 * tests/integration/accounts-sign-in-link.test.ts.
 */

const sentAnswer = {
  result: { initialValue: null },
  sent: true,
};

describe('Email me a sign-in link', () => {
  test('posts the address and the page to come back to; says the one answer, and the field is empty again', async () => {
    const posted = vi.fn((_args: { request: Request }) => sentAnswer);
    const page = renderRoute({
      Component: SignInLink,
      path: '/sign-in-link',
      url: '/sign-in-link?redirectTo=%2Finvoices%2F7',
      action: posted,
    });
    expect(
      await screen.findByRole('heading', { name: 'Email me a sign-in link', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirectTo=%2Finvoices%2F7',
    );
    await page.enter(screen.getByLabelText('Email'), 'hannah.wells@example.com');
    await page.user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(
      await screen.findByText(
        'If that address has an account, a sign-in link is on its way. It works once, for 15 minutes.',
      ),
    ).toBeInTheDocument();
    const body = await posted.mock.calls[0]?.[0].request.formData();
    expect(body?.get('email')).toBe('hannah.wells@example.com');
    expect(body?.get('redirectTo')).toBe('/invoices/7');
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  test('a wrong address is refused as typed, and nothing is posted', async () => {
    const posted = vi.fn(() => sentAnswer);
    const page = renderRoute({ Component: SignInLink, path: '/sign-in-link', action: posted });
    await page.enter(await screen.findByLabelText('Email'), 'hannah-at-example.com');
    await page.user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByText('Email address is invalid')).toBeInTheDocument();
    expect(posted).not.toHaveBeenCalled();
  });
});

describe('the sign-in link’s page', () => {
  test('opening it signs nobody in: a Sign in button posts, with the page to come back to', async () => {
    const posted = vi.fn((_args: { request: Request }) => null);
    const page = renderRoute({
      Component: SignIn,
      path: '/sign-in/:token',
      url: '/sign-in/abc?redirectTo=%2Fsessions%2F4',
      loader: () => ({ valid: true }),
      action: posted,
    });
    expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 })).toBeInTheDocument();
    expect(posted).not.toHaveBeenCalled();
    await page.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(posted).toHaveBeenCalledOnce());
    const body = await posted.mock.calls[0]?.[0].request.formData();
    expect(body?.get('redirectTo')).toBe('/sessions/4');
  });

  test('a used, expired or unknown link says why and offers a new one for the same page', async () => {
    renderRoute({
      Component: SignIn,
      path: '/sign-in/:token',
      url: '/sign-in/abc?redirectTo=%2Fsessions%2F4',
      loader: () => ({ valid: false }),
    });
    expect(
      await screen.findByText(
        'This sign-in link does not work: it is wrong, has expired (links last 15 minutes) or was already used.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Email me a new sign-in link' })).toHaveAttribute(
      'href',
      '/sign-in-link?redirectTo=%2Fsessions%2F4',
    );
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});
