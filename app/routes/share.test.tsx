/**
 * @vitest-environment happy-dom
 */
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { pictureView as picture } from '../../tests/helpers/picture-views';
import { renderRoute } from '../../tests/helpers/render-route';
import type { SharedGallery } from '../galleries/share.server';
import SharedGalleryPage from './share';

/** A guest link's page (PRODUCT §14 Guest links): view-only, and once expired, who to ask. */

function open(gallery: SharedGallery) {
  renderRoute({
    Component: SharedGalleryPage,
    path: '/share/:token',
    url: '/share/a-token',
    loader: () => ({ gallery }),
    rootData: { businessPhone: '555-010-0199' },
  });
}

test('the pictures, each opening its display copy, with nothing to choose or download', async () => {
  open({ title: 'Spring show', state: 'proofing', expired: false, pictures: [picture('p1'), picture('p2')] });
  const shots = await screen.findAllByTestId('shared-picture');
  expect(shots.map((shot) => within(shot).getByRole('link').getAttribute('href'))).toEqual([
    '/pictures/p1/display',
    '/pictures/p2/display',
  ]);
  expect(screen.getByText('These are proofs, marked until the pictures are final.')).toBeVisible();
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.queryByRole('link', { name: /download/i })).toBeNull();
});

test("expired: the text with the business's phone and Contact us", async () => {
  open({ title: 'Spring show', state: 'released', expired: true, pictures: [] });
  const notice = await screen.findByTestId('gallery-expired');
  expect(notice).toHaveTextContent(
    /^This gallery has expired\. Please contact us to reopen it\. Call us at 555-010-0199 or Contact us\.$/,
  );
  expect(within(notice).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
});
