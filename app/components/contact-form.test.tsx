/**
 * @vitest-environment happy-dom
 */
import { screen } from '@testing-library/react';
import { useActionData } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { renderRoute } from '../../tests/helpers/render-route';
import type { SentFormReply } from '../http/form-replies';
import { ContactForm } from './contact-form';

/**
 * The contact form's messages (PRODUCT §2 Contact, §5) before anything is posted. Sending, the
 * email and the failures on the way are the browser tests' part (tests/e2e/contact-form.spec.ts).
 */

/** The form on a page of its own at /contact, where it posts. */
function ContactPage() {
  return <ContactForm reply={useActionData<SentFormReply>()} />;
}

function openForm() {
  const posted = vi.fn(() => ({ sent: true }));
  const rendered = renderRoute({ Component: ContactPage, path: '/contact', action: posted });
  const field = (label: string) => screen.getByLabelText(label, { exact: true });
  return { ...rendered, posted, field };
}

describe('the contact form', () => {
  test('once sent, the fields are empty again (PRODUCT §4)', async () => {
    const form = openForm();
    await form.enter(await screen.findByLabelText('Name'), 'Maria Gonzalez');
    await form.enter(form.field('Email'), 'maria.gonzalez@example.com');
    await form.enter(form.field('Message'), 'Do you photograph foals?');
    await form.user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/Thank you! Your message was sent/)).toBeInTheDocument();
    expect(form.posted).toHaveBeenCalledTimes(1);
    for (const label of ['Name', 'Email', 'Message']) expect(form.field(label)).toHaveValue('');
  });

  test('empty and invalid input shows the required messages, and nothing is posted', async () => {
    const form = openForm();
    const send = await screen.findByRole('button', { name: 'Send' });
    await form.user.click(send);
    for (const [label, message] of [
      ['Name', 'Name is required'],
      ['Email', 'Email is required'],
      ['Message', 'Message is required'],
    ] as const) {
      expect(await screen.findByText(message, { exact: true })).toBeInTheDocument();
      expect(form.field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(form.field(label)).toHaveAccessibleDescription(message);
    }
    await form.user.type(form.field('Email'), 'not-an-email');
    await form.user.click(send);
    expect(await screen.findByText('Email address is invalid', { exact: true })).toBeInTheDocument();
    expect(form.field('Email')).toHaveAttribute('type', 'email');
    expect(form.posted).not.toHaveBeenCalled();
  });

  test('a valid message is posted, and the thank-you shows', async () => {
    const form = openForm();
    await form.enter(await screen.findByLabelText('Name', { exact: true }), 'Pat Rider');
    await form.enter(form.field('Email'), 'pat.rider@example.com');
    await form.enter(form.field('Message'), 'Do you photograph at the Reno Rodeo?');
    await form.user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(form.posted).toHaveBeenCalledOnce());
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! Your message was sent.');
  });
});
