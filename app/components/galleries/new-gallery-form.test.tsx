/**
 * @vitest-environment happy-dom
 */
import { screen } from '@testing-library/react';
import { redirect, useActionData } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { renderRoute } from '../../../tests/helpers/render-route';
import type { GalleryFormReply } from '../../http/form-replies';
import { NewGalleryForm } from './new-gallery-form';

/**
 * Edit Images' New gallery (PRODUCT §14, §4 "forms answer once"): once the gallery is made, the form
 * is empty again, so a second press cannot make a second gallery. Making it is
 * tests/integration/galleries.test.ts.
 */

/** The form on Edit Images, where it posts. */
function EditImagesPage() {
  return (
    <NewGalleryForm
      today="2026-11-28"
      sessions={[{ id: 12, label: 'Equine portrait, December 5, 2026' }]}
      reply={useActionData<GalleryFormReply>()}
    />
  );
}

/** The form as Booking Info's New gallery for this session opens it, for session 14. */
function OpenedFromBookingInfo() {
  return (
    <NewGalleryForm
      today="2026-11-28"
      sessions={[
        { id: 12, label: 'Equine portrait, December 5, 2026' },
        { id: 14, label: 'Event photography, December 12, 2026' },
      ]}
      session={14}
      reply={undefined}
    />
  );
}

function openForm(posted: () => unknown) {
  const action = vi.fn(posted);
  const rendered = renderRoute({
    Component: EditImagesPage,
    path: '/editImages/:id',
    url: '/editImages/5',
    action,
  });
  return { ...rendered, action };
}

describe('New gallery', () => {
  test('is empty again once the gallery is made, the Proofs box ticked again', async () => {
    // The action makes it and comes back to Edit Images with the flash message.
    const form = openForm(() => redirect('/editImages/5'));
    await form.enter(await screen.findByLabelText('Title'), 'Spring clinic');
    await form.enter(screen.getByLabelText('Selection limit (optional)'), '20');
    await form.enter(screen.getByLabelText('Expires on (optional)'), '2027-01-31');
    await form.user.selectOptions(screen.getByLabelText('Session (optional)'), '12');
    await form.user.click(screen.getByLabelText('Proofs: watermarked until released'));
    await form.user.click(screen.getByRole('button', { name: 'Create gallery' }));
    await vi.waitFor(() => expect(form.action).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(''));
    expect(screen.getByLabelText('Selection limit (optional)')).toHaveValue(null);
    expect(screen.getByLabelText('Expires on (optional)')).toHaveValue('');
    expect((screen.getByLabelText('Session (optional)') as HTMLSelectElement).value).toBe('');
    expect(screen.getByLabelText('Proofs: watermarked until released')).toBeChecked();
    // Pressed again, the empty form asks for a title and posts nothing.
    await form.user.click(screen.getByRole('button', { name: 'Create gallery' }));
    expect(await screen.findByText('Please enter a title for the gallery.')).toBeInTheDocument();
    expect(form.action).toHaveBeenCalledTimes(1);
  });

  test('opens with the session it was asked for chosen (Booking Info’s New gallery for this session)', async () => {
    renderRoute({
      Component: OpenedFromBookingInfo,
      path: '/editImages/:id',
      url: '/editImages/5?session=14',
    });
    expect(await screen.findByLabelText('Session (optional)')).toHaveDisplayValue(
      'Event photography, December 12, 2026',
    );
  });

  test('a refusal keeps what was typed', async () => {
    const form = openForm(() => ({
      result: {
        status: 'error',
        initialValue: { title: 'Spring clinic', bookingId: '12' },
        error: { bookingId: ['That session is not one of this client’s. Please choose another.'] },
      },
    }));
    await form.enter(await screen.findByLabelText('Title'), 'Spring clinic');
    await form.user.selectOptions(screen.getByLabelText('Session (optional)'), '12');
    await form.user.click(screen.getByRole('button', { name: 'Create gallery' }));
    expect(
      await screen.findByText('That session is not one of this client’s. Please choose another.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Spring clinic');
  });
});
