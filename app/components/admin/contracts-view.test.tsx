/**
 * @vitest-environment happy-dom
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderRoute } from '../../../tests/helpers/render-route';
import AdminHome from '../../routes/admin-home';
import BookingInfo from '../../routes/booking-info';
import { ContractsView } from './contracts-view';

/**
 * Show Contracts on Admin Home and the Contracts card of Booking Info (PRODUCT §17): what they list
 * and what they post. The rules of a save (unknown placeholders) and a send are
 * tests/integration/contracts.test.ts.
 */

const template = { id: 3, name: 'Portrait agreement', body: 'Dear {{client.name}},' };

async function postedForm(posted: ReturnType<typeof vi.fn>): Promise<Record<string, FormDataEntryValue>> {
  await vi.waitFor(() => expect(posted).toHaveBeenCalledOnce());
  const body: FormData = await posted.mock.calls[0]?.[0].request.formData();
  return Object.fromEntries(body);
}

describe('Show Contracts', () => {
  function openView() {
    const posted = vi.fn(() => ({ ok: true, message: null }));
    const rendered = renderRoute({
      Component: AdminHome as never,
      path: '/adminHome',
      url: '/adminHome?view=contracts',
      loader: () => ({ view: 'contracts', undeliveredMail: [], contractTemplates: [template] }),
      action: posted,
    });
    return { ...rendered, posted };
  }

  test('lists the templates with the placeholders to use, and saves a new one', async () => {
    const page = openView();
    expect(await screen.findByRole('heading', { name: 'Contract templates' })).toBeInTheDocument();
    expect(
      screen.getByText(/\{\{client\.name\}\}, \{\{session\.type\}\}, \{\{session\.date\}\}/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show Contracts' })).toHaveAttribute('aria-current', 'page');
    const existing = screen.getByRole('heading', { name: 'Portrait agreement' }).parentElement as HTMLElement;
    expect(within(existing).getByLabelText('Body')).toHaveValue('Dear {{client.name}},');
    const fresh = screen.getByRole('heading', { name: 'New template' }).parentElement as HTMLElement;
    await page.user.type(within(fresh).getByLabelText('Name'), 'Barn shoot');
    await page.user.type(within(fresh).getByLabelText('Body'), 'Hello {{{{horse.name}}');
    await page.user.click(within(fresh).getByRole('button', { name: 'Add template' }));
    expect(await postedForm(page.posted)).toEqual({
      intent: 'save-contract-template',
      name: 'Barn shoot',
      body: 'Hello {{horse.name}}',
    });
    // Saved: New template is empty again, so a second press adds nothing twice (PRODUCT §4).
    await vi.waitFor(() => expect(within(fresh).getByLabelText('Name')).toHaveValue(''));
    expect(within(fresh).getByLabelText('Body')).toHaveValue('');
    expect(within(existing).getByLabelText('Body')).toHaveValue('Dear {{client.name}},');
  });

  test('deletes a template by its id', async () => {
    const page = openView();
    await page.user.click(await screen.findByRole('button', { name: 'Delete Portrait agreement' }));
    expect(await postedForm(page.posted)).toEqual({ intent: 'delete-contract-template', templateId: '3' });
  });
});

describe('a refused template save', () => {
  function viewWith(draft: { templateId: string; name: string; body: string }) {
    renderRoute({
      Component: (() => <ContractsView templates={[template]} draft={draft} />) as never,
      path: '/adminHome',
      url: '/adminHome?view=contracts',
    });
  }
  const formOf = async (heading: string) =>
    (await screen.findByRole('heading', { name: heading })).parentElement as HTMLElement;

  test('shows the typed text again in the form it came from, and the stored text in the others', async () => {
    viewWith({ templateId: '3', name: 'Portrait terms', body: 'Dear {{client.nmae}},' });
    const existing = await formOf('Portrait agreement');
    expect(within(existing).getByLabelText('Name')).toHaveValue('Portrait terms');
    expect(within(existing).getByLabelText('Body')).toHaveValue('Dear {{client.nmae}},');
    const fresh = await formOf('New template');
    expect(within(fresh).getByLabelText('Name')).toHaveValue('');
    expect(within(fresh).getByLabelText('Body')).toHaveValue('');
  });

  test('a new template refused keeps its text in New template', async () => {
    viewWith({ templateId: '', name: 'Barn shoot', body: '{{#horse.name}}x{{/horse.name}}' });
    const fresh = await formOf('New template');
    expect(within(fresh).getByLabelText('Name')).toHaveValue('Barn shoot');
    expect(within(fresh).getByLabelText('Body')).toHaveValue('{{#horse.name}}x{{/horse.name}}');
    expect(within(await formOf('Portrait agreement')).getByLabelText('Body')).toHaveValue(
      'Dear {{client.name}},',
    );
  });
});

describe("Booking Info's contracts", () => {
  /** What the page's loader answers for `?preview={templateId}`: each template filled in for Ann. */
  const filled: Record<string, { title: string; paragraphs: string[]; textSha256: string }> = {
    '3': { title: 'Portrait agreement', paragraphs: ['Dear Ann Rider,'], textSha256: 'a3'.repeat(32) },
    '4': {
      title: 'Barn shoot',
      paragraphs: ['Sierra Equine Photography will photograph Daisy on December 5, 2026.', 'Thank you!'],
      textSha256: 'b4'.repeat(32),
    },
  };

  function openBookingInfo() {
    const posted = vi.fn(() => ({ ok: true, message: '"Barn shoot" was sent to the client to sign.' }));
    const loaded: string[] = [];
    const page = renderRoute({
      Component: BookingInfo as never,
      path: '/BookingInfo/:id',
      url: '/BookingInfo/7',
      loader: ({ request }) => {
        const url = new URL(request.url);
        loaded.push(url.search);
        const previewed = url.searchParams.get('preview');
        const preview =
          previewed && filled[previewed]
            ? { found: true, templateId: Number(previewed), ...filled[previewed] }
            : null;
        return {
          booking: {
            id: 7,
            name: 'Ann Rider',
            email: 'ann@example.com',
            phoneNumber: '555-400-0001',
            message: '',
            location: 'Reno, Nevada',
            session: 'Equine portrait',
            approved: true,
            contacted: true,
            dateBooked: '2026-11-20',
            dateScheduled: '2026-12-05',
          },
          answers: null,
          editing: false,
          window: { min: '2026-11-27', max: '2027-11-27' },
          blocked: [],
          dateRequest: null,
          invoices: [],
          history: [],
          stage: 'booked',
          stageSteps: [{ stage: 'booked', when: 'November 21, 2026, 9:00 AM' }],
          account: null,
          contracts: {
            rows: [
              { id: 12, title: 'Portrait agreement', sentOn: 'November 25, 2026', signed: null },
              {
                id: 11,
                title: 'Old terms',
                sentOn: 'November 20, 2026',
                signed: 'Signed on November 21, 2026 by Ann Rider',
              },
            ],
            templates: [template, { id: 4, name: 'Barn shoot' }],
            preview,
          },
        };
      },
      action: posted,
    });
    return { ...page, posted, loaded };
  }

  const contractsCard = async () =>
    (await screen.findByRole('heading', { name: 'Contracts' })).parentElement as HTMLElement;

  test('lists each contract with its state', async () => {
    openBookingInfo();
    const card = await contractsCard();
    expect(within(card).getByRole('row', { name: /Portrait agreement/ })).toHaveTextContent(
      'Waiting for the signature',
    );
    expect(within(card).getByRole('row', { name: /Old terms/ })).toHaveTextContent(
      'Signed on November 21, 2026 by Ann Rider',
    );
    expect(within(card).getByRole('link', { name: 'Old terms' })).toHaveAttribute('href', '/contracts/11');
  });

  test('Send contract shows the filled text first; the admin confirms, and what was shown is what is posted', async () => {
    const page = openBookingInfo();
    let card = await contractsCard();
    // Nothing can be sent unread.
    expect(within(card).queryByRole('button', { name: 'Send contract' })).toBeNull();
    await page.user.selectOptions(within(card).getByLabelText('Template'), 'Barn shoot');
    await page.user.click(within(card).getByRole('button', { name: 'Preview contract' }));

    const preview = await screen.findByRole('region', { name: 'Preview: Barn shoot' });
    expect(page.loaded.at(-1)).toBe('?preview=4');
    expect(
      within(preview).getByText('Sierra Equine Photography will photograph Daisy on December 5, 2026.'),
    ).toBeInTheDocument();
    expect(within(preview).getByText('Thank you!')).toBeInTheDocument();
    expect(page.posted).not.toHaveBeenCalled();
    card = await contractsCard();
    expect(within(card).getByLabelText('Template')).toHaveValue('4');

    await page.user.click(within(preview).getByRole('button', { name: 'Send contract' }));
    expect(await postedForm(page.posted)).toEqual({
      intent: 'send-contract',
      templateId: '4',
      textSha256: 'b4'.repeat(32),
    });
    // Sent: the page is Booking Info without the preview, so the same text cannot be sent twice.
    expect(await screen.findByText('"Barn shoot" was sent to the client to sign.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Preview/ })).toBeNull();
  });
});
