/**
 * @vitest-environment happy-dom
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { screen } from '@testing-library/react';
import { data } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { renderRoute } from '../../tests/helpers/render-route';
import { loginSchema } from '../accounts/accounts.forms';
import Login, { disabledMessage } from './login';

/**
 * The sign-in form (PRODUCT §2 Login, §5 Login): its two titles, its messages before anything is
 * posted, and how it shows the disabled-account answer. What the server answers to which
 * credentials is tested against the database (tests/integration/accounts-login.test.ts) and in
 * the browser (tests/e2e/accounts-login.spec.ts).
 */

const businessEmail = 'hello@equine-photography.test';

function openLogin(
  path: '/login' | '/admin',
  answer?: (request: Request) => Promise<unknown>,
  url: string = path,
) {
  const posted = vi.fn(async ({ request }: { request: Request }) => (answer ? answer(request) : null));
  const rendered = renderRoute({ Component: Login, path, url, action: posted, rootData: { businessEmail } });
  const field = (label: string) => screen.getByLabelText(label, { exact: true });
  return { ...rendered, posted, field };
}

describe('the sign-in form', () => {
  test('/login is titled Login and /admin Admin Login; both link to Sign up and hide the password', async () => {
    for (const [path, title] of [
      ['/login', 'Login'],
      ['/admin', 'Admin Login'],
    ] as const) {
      const form = openLogin(path);
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(title);
      expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
      expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
        'href',
        '/forgot-password',
      );
      expect(form.field('Password')).toHaveAttribute('type', 'password');
      form.unmount();
    }
  });

  test('offers a sign-in link instead, coming back to the same page (decision 057)', async () => {
    openLogin('/login', undefined, '/login?redirectTo=%2Fgalleries%2Fabc');
    expect(await screen.findByRole('link', { name: 'Email me a sign-in link instead' })).toHaveAttribute(
      'href',
      '/sign-in-link?redirectTo=%2Fgalleries%2Fabc',
    );
  });

  test('PRODUCT §5 messages show before anything is posted, and go when the fields are right', async () => {
    const form = openLogin('/login');
    await form.user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required', { exact: true })).toBeInTheDocument();
    expect(form.field('Email')).toHaveAccessibleDescription('Email is required');
    expect(form.field('Password')).toHaveAccessibleDescription('Password is required');

    await form.user.type(form.field('Email'), 'rider@');
    expect(form.field('Email')).toHaveAccessibleDescription('Email address is invalid');
    await form.user.clear(form.field('Email'));
    await form.user.type(form.field('Email'), 'rider@example.com');
    expect(form.field('Email')).toHaveAccessibleDescription('');
    await form.user.type(form.field('Password'), 'x');
    expect(form.field('Password')).toHaveAccessibleDescription('');
    expect(form.posted).not.toHaveBeenCalled();
  });

  test("a disabled account's answer names the business's email as a mail link", async () => {
    const form = openLogin('/login', async (request) =>
      data(
        {
          result: parseWithZod(await request.formData(), { schema: loginSchema }).reply({
            formErrors: [disabledMessage],
            hideFields: ['password'],
          }),
        },
        { status: 403 },
      ),
    );
    await form.user.type(
      await screen.findByLabelText('Email', { exact: true }),
      'disabled.rider@example.com',
    );
    await form.user.type(form.field('Password'), 'Gallop!Trot9');
    await form.user.click(screen.getByRole('button', { name: 'Login' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      `Your account was disabled. Please contact us by email at ${businessEmail}.`,
    );
    expect(screen.getByRole('link', { name: businessEmail })).toHaveAttribute(
      'href',
      `mailto:${businessEmail}`,
    );
  });
});
