/**
 * @vitest-environment happy-dom
 */
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { galleryView, pictureView as picture } from '../../tests/helpers/picture-views';
import { renderRoute } from '../../tests/helpers/render-route';
import type { GalleryView } from '../galleries/gallery-view';
import ClientPictures from './client-pictures';

/**
 * Your Pictures by gallery (PRODUCT §14 Galleries): a section per gallery with its title as a
 * link to its page, its state and expiry; a released gallery's pictures download the original on
 * click, as they always did; a proofing gallery's open its page, and nothing is offered to download.
 */

const proofing = galleryView({
  id: 'a0000000-0000-4000-8000-000000000001',
  title: 'Spring show',
  state: 'proofing',
  expiresOn: 'December 31, 2099',
  expiresOnDay: '2099-12-31',
  selectionLimit: 2,
  pictures: [picture('p1'), picture('p2')],
});
const released = galleryView({
  id: 'a0000000-0000-4000-8000-000000000002',
  title: 'Your pictures',
  pictures: [picture('r1')],
});

function open(galleries: GalleryView[]) {
  renderRoute({
    Component: ClientPictures,
    path: '/client-pictures',
    loader: () => ({ ownerId: 7, galleries }),
    rootData: { businessPhone: '555-010-0199' },
  });
}

test('a section per gallery: its title links to its page, then its state and expiry', async () => {
  open([proofing, released]);
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Your Pictures');
  const spring = screen.getByRole('region', { name: 'Spring show' });
  expect(within(spring).getByRole('link', { name: 'Spring show' })).toHaveAttribute(
    'href',
    `/galleries/${proofing.id}`,
  );
  expect(within(spring).getByText('Proofing · Expires on December 31, 2099')).toBeVisible();
  const yours = screen.getByRole('region', { name: 'Your pictures' });
  expect(within(yours).getByText('Released')).toBeVisible();
});

test("a released gallery's picture downloads its original; a proofing gallery's opens the gallery", async () => {
  open([proofing, released]);
  const yours = await screen.findByRole('region', { name: 'Your pictures' });
  const download = within(yours).getByRole('link', { name: /Shot 1 of 1/ });
  expect(download).toHaveAttribute('href', '/pictures/r1/original');
  expect(download).toHaveAttribute('download', released.pictures[0]?.downloadName);

  const spring = screen.getByRole('region', { name: 'Spring show' });
  for (const shot of within(spring).getAllByRole('link', { name: /Shot \d of 2/ })) {
    expect(shot).toHaveAttribute('href', `/galleries/${proofing.id}`);
    expect(shot).not.toHaveAttribute('download');
  }
  // Download all counts only what can be downloaded.
  expect(screen.getByTestId('download-all')).toHaveTextContent('Download all (1 picture, ZIP)');
});

test('nothing to download while every gallery is proofing: no Download all', async () => {
  open([proofing]);
  await screen.findByRole('region', { name: 'Spring show' });
  expect(screen.queryByTestId('download-all')).toBeNull();
  expect(screen.queryByText(/Click a picture to download it/)).toBeNull();
});

test("'No pictures to show right now' without a gallery to show", async () => {
  open([]);
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('No pictures to show right now');
});

test("an expired gallery's section: its text, the business's phone and Contact us, no pictures", async () => {
  open([
    galleryView({
      id: 'a0000000-0000-4000-8000-000000000003',
      title: 'Winter show 2019',
      expiresOn: 'January 31, 2020',
      expiresOnDay: '2020-01-31',
      expired: true,
      pictures: [],
    }),
  ]);
  const winter = await screen.findByRole('region', { name: 'Winter show 2019' });
  expect(within(winter).getByTestId('gallery-expired')).toHaveTextContent(
    /^This gallery has expired\. Please contact us to reopen it\. Call us at 555-010-0199 or Contact us\.$/,
  );
  expect(within(winter).getByRole('link', { name: '555-010-0199' })).toHaveAttribute(
    'href',
    'tel:5550100199',
  );
  expect(within(winter).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  expect(within(winter).queryByRole('img')).toBeNull();
});

test('a proofing gallery\'s call to action is "Choose your favourites", to its page', async () => {
  open([proofing, released]);
  const spring = await screen.findByRole('region', { name: 'Spring show' });
  expect(within(spring).getByRole('link', { name: 'Choose your favourites' })).toHaveAttribute(
    'href',
    `/galleries/${proofing.id}`,
  );
  // Nothing to choose in a released gallery here: its pictures download.
  const yours = screen.getByRole('region', { name: 'Your pictures' });
  expect(within(yours).queryByRole('link', { name: 'Choose your favourites' })).toBeNull();
});

test('a proofing gallery whose selection was sent says when, and asks for nothing more', async () => {
  open([{ ...proofing, selectionSentOn: 'December 1, 2026' }]);
  const spring = await screen.findByRole('region', { name: 'Spring show' });
  expect(within(spring).getByText('Your selection was sent on December 1, 2026.')).toBeVisible();
  expect(within(spring).queryByRole('link', { name: 'Choose your favourites' })).toBeNull();
});
