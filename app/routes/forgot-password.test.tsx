/**
 * @vitest-environment happy-dom
 */
import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderRoute } from '../../tests/helpers/render-route';
import ForgotPassword from './forgot-password';

/**
 * Forgot password (PRODUCT §14): the one answer, and the form empty again once it is given
 * (PRODUCT §4 "forms answer once"). Who is emailed is tests/integration/accounts-password-reset.test.ts.
 */

describe('Forgot password', () => {
  test('once asked, says so and the field is empty again', async () => {
    const posted = vi.fn(() => ({ result: { initialValue: null }, sent: true }));
    const page = renderRoute({ Component: ForgotPassword, path: '/forgot-password', action: posted });
    await page.enter(await screen.findByLabelText('Email'), 'hannah.wells@example.com');
    await page.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText('If an account exists for that address, we sent a link to reset its password.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });
});
