/**
 * @vitest-environment happy-dom
 */
import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderRoute } from '../../tests/helpers/render-route';
import ContractPage from './contract';

/**
 * The contract page (PRODUCT §17) as each reader sees it: the owner's form, the reason the typed
 * name alone signs, what is posted, the signed state with its download, and an admin's reading
 * view. Signing itself and who may is tests/integration/contracts.test.ts.
 */

const contract = {
  id: 12,
  bookingId: 7,
  title: 'Portrait agreement',
  paragraphs: ['Sierra Equine Photography will photograph Daisy.', 'Thank you!'],
  sha256: 'ab'.repeat(32),
  signed: null,
  canSign: true,
};

function openPage(loaderData: Record<string, unknown> = {}) {
  const posted = vi.fn((_args: { request: Request }) => ({}));
  const rendered = renderRoute({
    Component: ContractPage,
    path: '/contracts/:contractId',
    url: '/contracts/12',
    loader: () => ({ ...contract, ...loaderData }),
    action: posted,
  });
  return { ...rendered, posted };
}

describe('the contract page', () => {
  test('the owner reads the text and signs with the typed name, told why drawing is optional', async () => {
    const page = openPage();
    expect(await screen.findByRole('heading', { name: 'Portrait agreement', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Sierra Equine Photography will photograph Daisy.')).toBeInTheDocument();
    expect(
      screen.getByText(/the typed name alone is\s+accepted, so that everyone can sign/),
    ).toBeInTheDocument();
    await page.user.type(screen.getByLabelText('Type your full name'), 'Ann Mary Rider');
    await page.user.click(screen.getByLabelText('I have read and agree to this contract'));
    await page.user.click(screen.getByRole('button', { name: 'Sign contract' }));
    await vi.waitFor(() => expect(page.posted).toHaveBeenCalledOnce());
    const body = await page.posted.mock.calls[0]?.[0].request.formData();
    if (!body) throw new Error('nothing posted');
    expect(body.get('signerName')).toBe('Ann Mary Rider');
    expect(body.get('agree')).toBe('on');
    // Nothing drawn: the typed name signs alone.
    expect(body.get('signature') ?? '').toBe('');
  });

  test('once signed: "Signed on" with the name, the PDF to download, and no form', async () => {
    openPage({ signed: { on: 'November 26, 2026', by: 'Ann Mary Rider' } });
    expect(await screen.findByText('Signed on November 26, 2026 by Ann Mary Rider.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the signed contract (PDF)' })).toHaveAttribute(
      'href',
      '/contracts/12/pdf',
    );
    expect(screen.queryByRole('button', { name: 'Sign contract' })).toBeNull();
  });

  test('an admin who is not the owner reads it, with no form and no link to a session', async () => {
    openPage({ canSign: false });
    expect(await screen.findByText('Not signed yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign contract' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Back to your session/ })).toBeNull();
  });

  test('signed meanwhile elsewhere: the refusal shows above the signed state', async () => {
    let signedYet = false;
    const refusal = 'This contract was signed on November 26, 2026; nothing was changed.';
    const page = renderRoute({
      Component: ContractPage,
      path: '/contracts/:contractId',
      url: '/contracts/12',
      loader: () => ({
        ...contract,
        signed: signedYet ? { on: 'November 26, 2026', by: 'Ann Rider' } : null,
      }),
      action: () => {
        signedYet = true;
        return { result: { status: 'error', initialValue: {}, error: { '': [refusal] } } };
      },
    });
    await page.user.type(await screen.findByLabelText('Type your full name'), 'Ann Rider');
    await page.user.click(screen.getByLabelText('I have read and agree to this contract'));
    await page.user.click(screen.getByRole('button', { name: 'Sign contract' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByText('Signed on November 26, 2026 by Ann Rider.')).toBeInTheDocument();
  });
});
