/**
 * @vitest-environment happy-dom
 */
import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderRoute } from '../../tests/helpers/render-route';
import { routeArgs } from '../../tests/helpers/route-calls';
import Signup, { loader } from './signup';

/**
 * Signup's messages (PRODUCT §5 Signup) as a person types and leaves each field, in the page's own
 * copy of the rules, before anything is posted. That they show in a real browser, next to their
 * field, is the browser tests' part (tests/e2e/accounts-signup.spec.ts); each rule here.
 */

const passwordRules =
  'Password must contain an uppercase letter, a lowercase letter, a number and a special character (! @ # $ % ^ & *)';

function openSignup(url = '/signup', answer: () => unknown = () => null) {
  const posted = vi.fn(answer);
  const rendered = renderRoute({
    Component: Signup,
    path: '/signup',
    url,
    loader: ({ request }) => loader(routeArgs<typeof loader>(request)),
    action: posted,
  });
  const field = (label: string) => screen.getByLabelText(label, { exact: true });
  const enter = (label: string, value: string) => rendered.enter(field(label), value);
  /** The message is shown and is the field's accessible description (aria-describedby). */
  const expectMessage = async (label: string, message: string) => {
    expect(await screen.findByText(message, { exact: true })).toBeInTheDocument();
    expect(field(label)).toHaveAccessibleDescription(message);
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
  };
  const expectNoMessage = (label: string) => {
    expect(field(label)).not.toHaveAttribute('aria-invalid', 'true');
    expect(field(label)).toHaveAccessibleDescription('');
  };
  return { ...rendered, posted, field, enter, expectMessage, expectNoMessage };
}

describe('signup from a booking’s email', () => {
  test('the address in the link comes filled in, in both fields (PRODUCT §16)', async () => {
    const form = openSignup('/signup?email=hannah.wells%40example.com');
    await screen.findByRole('button', { name: 'Sign Up' });
    expect(form.field('Email')).toHaveValue('hannah.wells@example.com');
    expect(form.field('Confirm Email')).toHaveValue('hannah.wells@example.com');
    expect(form.field('Name')).toHaveValue('');
  });

  test('once signed up, the form is gone and its fields are empty', async () => {
    const form = openSignup('/signup', () => ({
      result: { initialValue: null },
      sentTo: 'vera@example.com',
    }));
    await screen.findByRole('button', { name: 'Sign Up' });
    await form.enter('Email', 'vera@example.com');
    await form.enter('Confirm Email', 'vera@example.com');
    await form.enter('Name', 'Vera Rider');
    await form.enter('Password', 'Saddle#Up2024');
    await form.enter('Confirm Password', 'Saddle#Up2024');
    await form.user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(/Thanks for signing up!/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Up' })).not.toBeInTheDocument();
    for (const label of ['Email', 'Name', 'Password']) {
      expect(screen.getByLabelText(label, { exact: true, selector: 'input' })).toHaveValue('');
    }
  });
});

describe('signup: each message as the user types and leaves a field', () => {
  test('email', async () => {
    const form = openSignup();
    await screen.findByRole('button', { name: 'Sign Up' });
    for (const [value, message] of [
      ['', 'Email is required'],
      ['not-an-email', 'Email address is invalid'],
      ['a@b', 'Email must be longer than 5 characters'],
    ] as const) {
      await form.enter('Email', value);
      await form.expectMessage('Email', message);
    }
    await form.enter('Email', 'new.rider@example.com');
    form.expectNoMessage('Email');
  });

  test('name', async () => {
    const form = openSignup();
    await screen.findByRole('button', { name: 'Sign Up' });
    for (const [value, message] of [
      ['', 'Name is required'],
      ['R2 D2', 'Name must only contain letters'],
      ['A', "Name can't be shorter than 2 characters"],
      ['A'.repeat(101), 'Name cannot exceed 100 characters'],
    ] as const) {
      await form.enter('Name', value);
      await form.expectMessage('Name', message);
    }
    await form.enter('Name', 'New Rider');
    form.expectNoMessage('Name');
  });

  test('password: required, 8 characters, and the four kinds of character', async () => {
    const form = openSignup();
    await screen.findByRole('button', { name: 'Sign Up' });
    for (const [value, message] of [
      ['', 'Password is required'],
      ['Ab1!', 'Must be longer than 8 characters'],
      ['abcdefgh', passwordRules],
      ['ABCDEFG1!', passwordRules],
      ['Abcdefgh!', passwordRules],
    ] as const) {
      await form.enter('Password', value);
      await form.expectMessage('Password', message);
    }
    await form.enter('Password', 'Canter!Lope42');
    form.expectNoMessage('Password');
  });

  test('the confirmations: required, and equal to what they confirm, exactly as typed', async () => {
    const form = openSignup();
    await screen.findByRole('button', { name: 'Sign Up' });
    await form.enter('Email', 'new.rider@example.com');
    await form.enter('Name', 'New Rider');
    await form.enter('Password', 'Canter!Lope42');
    await form.enter('Confirm Email', 'other.rider@example.com');
    await form.enter('Confirm Password', '');
    await form.expectMessage('Confirm Password', 'Confirm Password is required');
    await form.enter('Confirm Password', 'Canter!Lope43');
    await form.expectMessage('Confirm Password', 'Passwords do not match');
    await form.enter('Confirm Password', 'Canter!Lope42');
    form.expectNoMessage('Confirm Password');

    await form.expectMessage('Confirm Email', 'Emails do not match');
    // The same address in other capitals does not match (PRODUCT §5).
    await form.enter('Confirm Email', 'New.Rider@example.com');
    await form.expectMessage('Confirm Email', 'Emails do not match');
    await form.enter('Confirm Email', 'new.rider@example.com');
    form.expectNoMessage('Confirm Email');
  });

  test('a mismatched Confirm Email shows its message when left, before the fields below it are filled', async () => {
    const form = openSignup();
    await screen.findByRole('button', { name: 'Sign Up' });
    await form.enter('Email', 'top.down@example.com');
    await form.enter('Confirm Email', 'top.dawn@example.com');
    await form.expectMessage('Confirm Email', 'Emails do not match');
  });

  test('submitting with a message left posts nothing', async () => {
    const form = openSignup();
    await screen.findByRole('button', { name: 'Sign Up' });
    await form.enter('Email', 'new.rider@example.com');
    await form.enter('Confirm Email', 'new.rider@example.com');
    await form.enter('Name', 'R2 D2');
    await form.enter('Password', 'Canter!Lope42');
    await form.enter('Confirm Password', 'Canter!Lope42');
    await form.user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await form.expectMessage('Name', 'Name must only contain letters');
    expect(form.posted).not.toHaveBeenCalled();
  });

  test('a form with every rule met is posted', async () => {
    const form = openSignup();
    await screen.findByRole('button', { name: 'Sign Up' });
    await form.enter('Email', 'new.rider@example.com');
    await form.enter('Confirm Email', 'new.rider@example.com');
    await form.enter('Name', 'New Rider');
    await form.enter('Password', 'Canter!Lope42');
    await form.enter('Confirm Password', 'Canter!Lope42');
    await form.user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await vi.waitFor(() => expect(form.posted).toHaveBeenCalledOnce());
  });
});
