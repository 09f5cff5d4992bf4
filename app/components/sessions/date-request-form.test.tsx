/**
 * @vitest-environment happy-dom
 */
import type { SubmissionResult } from '@conform-to/react';
import { screen } from '@testing-library/react';
import { redirect, useActionData } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { renderRoute } from '../../../tests/helpers/render-route';
import { DateRequestForm } from './date-request-form';

/**
 * Request another date (PRODUCT §16, §4 "forms answer once"): a holder of the email's link comes
 * back to the same page once the request is sent, and finds the form empty again. The request's
 * rules are tests/integration/session-another-date.test.ts.
 */

function AnotherDatePage() {
  const answer = useActionData<{ result: SubmissionResult<string[]> }>();
  return <DateRequestForm reply={answer?.result} min="2027-03-01" max="2028-03-01" />;
}

describe('Request another date', () => {
  test('is empty again once sent', async () => {
    const url = '/sessions/7/another-date?key=abc';
    const action = vi.fn(() => redirect(url));
    const form = renderRoute({
      Component: AnotherDatePage,
      path: '/sessions/:bookingId/another-date',
      url,
      action,
    });
    await form.enter(await screen.findByLabelText('First choice'), '2027-03-24');
    await form.enter(screen.getByLabelText('Second choice'), '2027-03-26');
    await form.enter(screen.getByLabelText('Message'), 'Mornings suit us best');
    await form.user.click(screen.getByRole('button', { name: 'Send request' }));
    await vi.waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(screen.getByLabelText('First choice')).toHaveValue(''));
    expect(screen.getByLabelText('Second choice')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });
});
