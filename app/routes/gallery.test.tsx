/**
 * @vitest-environment happy-dom
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { galleryView, pictureView as picture } from '../../tests/helpers/picture-views';
import { renderRoute } from '../../tests/helpers/render-route';
import type { GalleryView } from '../galleries/gallery-view';
import Gallery from './gallery';

/**
 * A gallery's own page: the grid in the sizes made for the screen, never an original; a
 * Download per picture in a released gallery, on the page and in the viewer; none while proofing.
 */

function open(
  state: GalleryView['state'],
  downloadsLeft: number | null = null,
  paidPictureIds: string[] = [],
) {
  const gallery = galleryView({
    id: 'a0000000-0000-4000-8000-000000000003',
    title: 'Summer clinic',
    state,
    pictures: [picture('p1'), picture('p2'), picture('p3')],
  });
  gallery.downloadsLeft = downloadsLeft;
  gallery.paidPictureIds = paidPictureIds;
  return renderRoute({
    Component: Gallery,
    path: '/galleries/:galleryId',
    url: `/galleries/${gallery.id}`,
    loader: () => ({
      gallery,
      closed: false,
      chooses: false,
      back: { to: '/client-pictures', label: 'Your Pictures' },
    }),
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

test.each([
  [7, 'You have 7 downloads left'],
  [1, 'You have 1 download left'],
  [0, 'You have 0 downloads left'],
])('a proofing gallery with package credits: %s left, said on the page (PRODUCT §21)', async (left, line) => {
  open('proofing', left);
  expect(await screen.findByText(line)).toBeVisible();
  expect(screen.queryByText(/They can be downloaded once the gallery is released/)).toBeNull();
});

test('with credits left, a proof paid for has its link and the others a Download that posts (decision 068)', async () => {
  const { user } = open('proofing', 2, ['p2']);
  await screen.findByText('You have 2 downloads left');
  // No change happens on GET: spending a credit is a POST to the gallery, the picture named in it.
  const spend = screen.getAllByRole('button', { name: /^Download shot \d of 3$/ });
  expect(spend.map((button) => button.getAttribute('aria-label'))).toEqual([
    'Download shot 1 of 3',
    'Download shot 3 of 3',
  ]);
  const form = spend[0]?.closest('form');
  expect(form).toHaveAttribute('method', 'post');
  expect(form).toHaveAttribute('action', '/galleries/a0000000-0000-4000-8000-000000000003');
  expect(form?.querySelector('input[name="intent"]')).toHaveValue('spend-download');
  expect(form?.querySelector('input[name="pictureId"]')).toHaveValue('p1');
  expect(screen.getByRole('link', { name: 'Download shot 2 of 3' })).toHaveAttribute(
    'href',
    '/pictures/p2/original',
  );
  await user.click(screen.getByRole('img', { name: 'Shot 3 of 3' }));
  const viewer = await screen.findByRole('dialog', { name: 'Picture viewer' });
  expect(within(viewer).getByRole('button', { name: 'Download' })).toBeVisible();
});

test('with no credit left, only the proofs paid for download', async () => {
  open('proofing', 0, ['p3']);
  await screen.findByText('You have 0 downloads left');
  expect(screen.queryByRole('button', { name: /^Download/ })).toBeNull();
  expect(
    screen.getAllByRole('link', { name: /^Download shot/ }).map((link) => link.getAttribute('href')),
  ).toEqual(['/pictures/p3/original']);
});

/**
 * The client's own gallery (PRODUCT §14): the pictures come first, the Favourite an icon on each,
 * a note opened on demand, the open selection in a bar at the bottom, and a favourites filter.
 * `sent` flips when the stub's action receives Send my selection, as the server's would.
 */
function choose(
  fields: Partial<GalleryView> = {},
  answer: (intent: FormDataEntryValue | null) => unknown = () => ({ ok: true, message: null }),
) {
  let gallery = galleryView({
    id: 'a0000000-0000-4000-8000-000000000004',
    title: 'Spring show',
    state: 'proofing',
    selectionLimit: 3,
    pictures: [
      { ...picture('p1'), favourite: true },
      picture('p2'),
      { ...picture('p3'), favourite: true, note: 'Crop tighter, please' },
    ],
    ...fields,
  });
  const posted = vi.fn(async ({ request }: { request: Request }) => {
    const intent = (await request.formData()).get('intent');
    if (intent === 'send-selection') gallery = { ...gallery, selectionSentOn: 'December 1, 2026' };
    return answer(intent);
  });
  const rendered = renderRoute({
    Component: Gallery,
    path: '/galleries/:galleryId',
    url: `/galleries/${gallery.id}`,
    loader: () => ({
      gallery,
      closed: false,
      chooses: true,
      back: { to: '/client-pictures', label: 'Your Pictures' },
    }),
    action: posted,
  });
  return { ...rendered, posted };
}

const favouriteOf = (n: number) => screen.getByRole('button', { name: `Favourite shot ${n} of 3` });

describe("the client's gallery page", () => {
  test('Favourite is an icon button on each picture, pressed for a favourite', async () => {
    const page = choose();
    const tiles = await screen.findAllByTestId('gallery-picture');
    expect(within(tiles[0] as HTMLElement).getByRole('button', { name: 'Favourite shot 1 of 3' })).toBe(
      favouriteOf(1),
    );
    expect(favouriteOf(1)).toHaveAttribute('aria-pressed', 'true');
    expect(favouriteOf(2)).toHaveAttribute('aria-pressed', 'false');
    // An icon: its name is its label, not words on the picture.
    expect(favouriteOf(2)).toHaveTextContent('');
    await page.user.click(favouriteOf(2));
    await vi.waitFor(() => expect(page.posted).toHaveBeenCalledOnce());
    const body = await page.posted.mock.calls[0]?.[0].request.clone().formData();
    expect(Object.fromEntries(body ?? [])).toEqual({
      intent: 'favourite',
      pictureId: 'p2',
      favourite: 'true',
    });
  });

  test('"Add a note" opens the note field; a written note shows open', async () => {
    const page = choose();
    await screen.findAllByTestId('gallery-picture');
    expect(screen.queryByRole('textbox', { name: 'Your note on shot 2 of 3' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Your note on shot 3 of 3' })).toHaveValue(
      'Crop tighter, please',
    );
    expect(screen.queryByRole('button', { name: 'Add a note to shot 3 of 3' })).toBeNull();
    await page.user.click(screen.getByRole('button', { name: 'Add a note to shot 2 of 3' }));
    const field = screen.getByRole('textbox', { name: 'Your note on shot 2 of 3' });
    expect(field).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Add a note to shot 2 of 3' })).toBeNull();
  });

  test('the open selection is a bar: "2 of 3 chosen · Send my selection"', async () => {
    choose();
    const bar = await screen.findByRole('region', { name: 'Your selection' });
    expect(bar).toHaveTextContent(/^2 of 3 chosen · Send my selection$/);
    expect(within(bar).getByRole('button', { name: 'Send my selection' })).toBeEnabled();
    // After the pictures, so it rests below the last row at the end of the page.
    const grid = screen.getByRole('list', { name: 'Spring show' });
    expect(grid.compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test('"Show favourites (2)" is a toggle that shows only the favourites', async () => {
    const page = choose();
    const filter = await screen.findByRole('button', { name: 'Show favourites (2)' });
    expect(filter).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByTestId('gallery-picture')).toHaveLength(3);
    await page.user.click(filter);
    expect(filter).toHaveAttribute('aria-pressed', 'true');
    expect(
      screen.getAllByRole('img', { name: /^Shot \d of 3$/ }).map((image) => image.getAttribute('alt')),
    ).toEqual(['Shot 1 of 3', 'Shot 3 of 3']);
    // The viewer moves through what is shown: the second favourite is the last picture.
    await page.user.click(screen.getByRole('img', { name: 'Shot 1 of 3' }));
    const viewer = await screen.findByRole('dialog', { name: 'Picture viewer' });
    await page.user.click(within(viewer).getByRole('button', { name: 'Next' }));
    expect(within(viewer).getByRole('img', { name: 'Shot 3 of 3' })).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.user.keyboard('{Escape}');
    await page.user.click(filter);
    expect(filter).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByTestId('gallery-picture')).toHaveLength(3);
  });

  test('no favourites yet: the filter counts none and says so', async () => {
    const page = choose({ pictures: [picture('p1'), picture('p2')] });
    await page.user.click(await screen.findByRole('button', { name: 'Show favourites (0)' }));
    expect(screen.getByText('No favourites yet.')).toBeVisible();
    expect(screen.queryAllByTestId('gallery-picture')).toHaveLength(0);
  });

  test('a proofing gallery says what to do, naming its limit', async () => {
    choose();
    expect(await screen.findByText('Choose up to 3 favourites, then Send my selection.')).toBeVisible();
  });

  test('without a limit it asks for favourites', async () => {
    choose({ selectionLimit: null });
    expect(await screen.findByText('Choose your favourites, then Send my selection.')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Your selection' })).toHaveTextContent(
      /^2 chosen · Send my selection$/,
    );
  });

  test('a refusal over the limit is gone once the selection is sent, and so are the bar and the instruction', async () => {
    const page = choose({}, (intent) =>
      intent === 'favourite'
        ? { ok: false, message: 'You can choose up to 3 pictures.' }
        : { ok: true, message: null },
    );
    await page.user.click(await screen.findByRole('button', { name: 'Favourite shot 2 of 3' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can choose up to 3 pictures.');
    await page.user.click(screen.getByRole('button', { name: 'Send my selection' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send your selection?' });
    await page.user.click(within(confirm).getByRole('button', { name: 'Send my selection' }));
    expect(await screen.findByText('Your selection was sent on December 1, 2026.')).toBeVisible();
    expect(screen.queryByText('You can choose up to 3 pictures.')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your selection' })).toBeNull();
    expect(screen.queryByText('Choose up to 3 favourites, then Send my selection.')).toBeNull();
    // Still proofing: the choices stay in view, locked.
    expect(favouriteOf(1)).toBeDisabled();
    expect(favouriteOf(1)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: 'Your note on shot 3 of 3' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Add a note/ })).toBeNull();
  });

  test('a released gallery whose selection was sent: the pictures and their downloads, no choosing controls', async () => {
    choose({ state: 'released', selectionSentOn: 'December 1, 2026' });
    expect(await screen.findAllByRole('link', { name: /^Download shot \d of 3$/ })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /favourite/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /note/i })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your selection' })).toBeNull();
    expect(screen.queryByText(/Your selection was sent/)).toBeNull();
  });
});

test("an expired gallery: its text, the business's phone to call and Contact us, no pictures", async () => {
  const gallery = galleryView({
    id: 'a0000000-0000-4000-8000-000000000005',
    title: 'Winter show',
    pictures: [],
  });
  renderRoute({
    Component: Gallery,
    path: '/galleries/:galleryId',
    url: `/galleries/${gallery.id}`,
    loader: () => ({
      gallery: { ...gallery, expired: true },
      closed: true,
      chooses: true,
      back: { to: '/client-pictures', label: 'Your Pictures' },
    }),
    rootData: { businessPhone: '555-010-0199' },
  });
  const notice = await screen.findByTestId('gallery-expired');
  expect(notice).toHaveTextContent(
    /^This gallery has expired\. Please contact us to reopen it\. Call us at 555-010-0199 or Contact us\.$/,
  );
  expect(within(notice).getByRole('link', { name: '555-010-0199' })).toHaveAttribute(
    'href',
    'tel:5550100199',
  );
  expect(within(notice).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  expect(screen.queryByRole('img')).toBeNull();
  expect(screen.queryByRole('button')).toBeNull();
});

test('the first row is fetched at once and first, the rest lazily, each at the size its square asks', async () => {
  // PRODUCT §15: the pictures on screen as the page opens (the first row at four columns; two
  // rows of two on a phone) are its largest content; nothing below them loads before it is near.
  const gallery = galleryView({
    id: 'a0000000-0000-4000-8000-000000000006',
    title: 'Six shots',
    pictures: ['p1', 'p2', 'p3', 'p4', 'p5']
      .map((id) => picture(id))
      .concat(picture('p6', { width: 2000, height: 3000 })),
  });
  renderRoute({
    Component: Gallery,
    path: '/galleries/:galleryId',
    url: `/galleries/${gallery.id}`,
    loader: () => ({
      gallery,
      closed: false,
      chooses: false,
      back: { to: '/client-pictures', label: 'Your Pictures' },
    }),
  });
  const images = await screen.findAllByRole('img', { name: /Shot \d of 6/ });
  expect(images.map((image) => [image.getAttribute('loading'), image.getAttribute('fetchpriority')])).toEqual(
    [
      ['eager', 'high'],
      ['eager', 'high'],
      ['eager', 'high'],
      ['eager', 'high'],
      ['lazy', null],
      ['lazy', null],
    ],
  );
  // A 3:2 picture cropped to a square cell needs 1.5 times the cell's width; a portrait one the
  // cell's. The grid's gutter is 8 px (g-2) and the container's padding 12 px, 8 px on a phone:
  // 1320 px container → (1320 - 24 + 8) / 4 - 8 = 318 px; 1140 px: 273 px, 409.5 rounded up;
  // a phone's two columns (100vw - 16px + 8px) / 2 - 8px = 50vw - 12px, 194 px on a 412 px phone.
  expect(images[0]?.getAttribute('sizes')).toBe(
    '(min-width: 1400px) 477px, (min-width: 1200px) 410px, (min-width: 992px) 460px, (min-width: 768px) 340px, (min-width: 576px) 381px, calc((50vw - 12px) * 1.500)',
  );
  expect(images[5]?.getAttribute('sizes')).toBe(
    '(min-width: 1400px) 318px, (min-width: 1200px) 273px, (min-width: 992px) 307px, (min-width: 768px) 227px, (min-width: 576px) 254px, calc(50vw - 12px)',
  );
});
