/**
 * @vitest-environment happy-dom
 */
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { galleryView, pictureView as picture } from '../../tests/helpers/picture-views';
import { renderRoute } from '../../tests/helpers/render-route';
import type { GalleryView } from '../galleries/gallery-view';
import Gallery from './gallery';

/**
 * A gallery's own page (issue 24): the grid in the sizes made for the screen, never an original; a
 * Download per picture in a released gallery, on the page and in the viewer; none while proofing.
 */

function open(state: GalleryView['state']) {
  const gallery = galleryView({
    id: 'a0000000-0000-4000-8000-000000000003',
    title: 'Summer clinic',
    state,
    pictures: [picture('p1'), picture('p2'), picture('p3')],
  });
  return renderRoute({
    Component: Gallery,
    path: '/galleries/:galleryId',
    url: `/galleries/${gallery.id}`,
    loader: () => ({ gallery, closed: false, back: { to: '/client-pictures', label: 'Your Pictures' } }),
  });
}

test('shows the thumbnail and display sizes, never the original', async () => {
  open('released');
  const images = await screen.findAllByRole('img', { name: /Shot \d of 3/ });
  expect(images).toHaveLength(3);
  for (const image of images) {
    const sources = `${image.getAttribute('src')} ${image.getAttribute('srcset')}`;
    expect(sources).toMatch(/\/thumb 480w, \/pictures\/p\d\/display 2048w$/);
    expect(sources).not.toContain('original');
  }
});

test('a released gallery: a Download of the original per picture, and in the viewer', async () => {
  const { user } = open('released');
  const downloads = await screen.findAllByRole('link', { name: /^Download shot \d of 3$/ });
  expect(downloads.map((link) => link.getAttribute('href'))).toEqual([
    '/pictures/p1/original',
    '/pictures/p2/original',
    '/pictures/p3/original',
  ]);
  await user.click(screen.getByRole('img', { name: 'Shot 2 of 3' }));
  const viewer = await screen.findByRole('dialog', { name: 'Picture viewer' });
  expect(within(viewer).getByRole('link', { name: 'Download' })).toHaveAttribute(
    'href',
    '/pictures/p2/original',
  );
  await user.click(within(viewer).getByRole('button', { name: 'Next' }));
  expect(within(viewer).getByRole('link', { name: 'Download' })).toHaveAttribute(
    'href',
    '/pictures/p3/original',
  );
});

test('a proofing gallery: nothing to download, on the page or in the viewer', async () => {
  const { user } = open('proofing');
  await screen.findAllByRole('img', { name: /Shot \d of 3/ });
  expect(
    screen.getByText('These are proofs. They can be downloaded once the gallery is released.'),
  ).toBeVisible();
  expect(screen.queryByRole('link', { name: /download/i })).toBeNull();
  await user.click(screen.getByRole('img', { name: 'Shot 1 of 3' }));
  const viewer = await screen.findByRole('dialog', { name: 'Picture viewer' });
  expect(within(viewer).queryByRole('link', { name: /download/i })).toBeNull();
});
