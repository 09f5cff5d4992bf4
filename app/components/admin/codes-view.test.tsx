/**
 * @vitest-environment happy-dom
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderRoute } from '../../../tests/helpers/render-route';
import AdminHome from '../../routes/admin-home';

/** Show Codes (PRODUCT §21): each code with what it takes off, its dates, uses and galleries; End posts. */

const code = {
  id: 4,
  code: 'HORSE10',
  kind: 'percent',
  value: 10,
  minOrderCents: 5000,
  startsOn: '2026-11-01',
  endsOn: null,
  totalUses: 20,
  oncePerClient: true,
  galleryId: null,
  galleryTitle: null,
  createdAt: '2026-11-01T10:00:00Z',
  uses: 7,
};

function openView(action = vi.fn((_args: { request: Request }) => ({ ok: true, message: 'done' }))) {
  const rendered = renderRoute({
    Component: AdminHome as never,
    path: '/adminHome',
    url: '/adminHome?view=codes',
    loader: () => ({
      view: 'codes',
      undeliveredMail: [],
      codes: { codes: [code], galleries: [{ id: 'g-1', title: 'Fall session' }] },
    }),
    action,
  });
  return { action, user: rendered.user };
}

describe('the codes view', () => {
  test('lists a code with what it takes off, its dates, its uses and its galleries', async () => {
    openView();
    const row = (await screen.findByRole('rowheader', { name: 'HORSE10' })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('10% off, orders of $50.00 or more');
    expect(row).toHaveTextContent('2026-11-01 to no end');
    expect(row).toHaveTextContent('7 of 20, once per client');
    expect(row).toHaveTextContent('All galleries');
  });

  test('End posts the code to end', async () => {
    const { action, user } = openView();
    await user.click(await screen.findByRole('button', { name: 'End HORSE10' }));
    await vi.waitFor(() => expect(action).toHaveBeenCalled());
    const posted = action.mock.calls[0]?.[0].request;
    const form = await (posted as Request).formData();
    expect(Object.fromEntries(form)).toEqual({ intent: 'end-discount-code', codeId: '4' });
  });

  test('the new code form offers each gallery, or all', async () => {
    openView();
    const newCode = (await screen.findByRole('heading', { name: 'New code' })).closest(
      '.card',
    ) as HTMLElement;
    const galleries = within(newCode).getByLabelText('Galleries');
    expect(
      within(galleries)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All galleries', 'Fall session']);
    expect(within(newCode).getByRole('button', { name: 'Add code' })).toBeInTheDocument();
  });
});
