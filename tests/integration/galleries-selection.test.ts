import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { galleries } from '../../app/galleries/galleries.tables';
import { pictures } from '../../app/galleries/pictures.tables';
import { mailOutbox } from '../../app/mail/mail.tables';
import { deliverDueMail } from '../../app/mail/mail-worker.server';
import { action as editImagesAction } from '../../app/routes/edit-images';
import { action as galleryAction, loader as galleryLoader } from '../../app/routes/gallery';
import { action as showImagesAction } from '../../app/routes/show-images';
import { routeArgs, type Settled, settle, siteRequest } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import type { TestUser } from '../helpers/test-users';
import { jpegFile, setupPictureCast, upload } from './pictures-helpers';

/**
 * The client's selection (PRODUCT §14 Galleries): favourites up to the gallery's limit, notes, Send my selection
 * (one email to the business, exactly once), Reopen selection (admin), and 404 for anyone but the
 * gallery's client. The texts are the issue's.
 */

const t = setupTestDatabase();
const cast = setupPictureCast();

type RouteFunction = (args: never) => unknown;

function post(
  fn: RouteFunction,
  path: string,
  params: Record<string, string>,
  user: TestUser | null,
  fields: Record<string, string>,
): Promise<Settled> {
  const request = siteRequest(path, { fields, cookie: user?.cookie });
  return settle(() => fn(routeArgs<RouteFunction>(request, params)));
}

let galleryId: string;
let shots: { id: string; originalName: string | null }[];

const choose = (user: TestUser | null, fields: Record<string, string>, id = galleryId) =>
  post(galleryAction, `/galleries/${id}`, { galleryId: id }, user, fields);
const favourite = (pictureId: string, on = true, user: TestUser | null = cast.owner) =>
  choose(user, { intent: 'favourite', pictureId, favourite: String(on) });
const note = (pictureId: string, text: string, user: TestUser | null = cast.owner) =>
  choose(user, { intent: 'note', pictureId, note: text });
const send = (user: TestUser | null = cast.owner) => choose(user, { intent: 'send-selection' });
const reopen = (user: TestUser | null = cast.admin) =>
  post(showImagesAction, `/ShowImages/${cast.owner.id}`, { id: String(cast.owner.id) }, user, {
    intent: 'reopen-selection',
    galleryId,
  });

const favourites = async () =>
  (await t.db().select().from(pictures).where(eq(pictures.galleryId, galleryId)))
    .filter((row) => row.favourite)
    .map((row) => row.id)
    .sort();

beforeAll(async () => {
  const made = await post(
    editImagesAction,
    `/editImages/${cast.owner.id}`,
    { id: String(cast.owner.id) },
    cast.admin,
    {
      title: 'Spring show',
      selectionLimit: '2',
      proofs: 'on',
    },
  );
  galleryId =
    new URL(made.headers.get('Location') ?? '', 'http://localhost').searchParams.get('gallery') ?? '';
  const files = [
    await jpegFile('DSC_0101.jpg'),
    await jpegFile('DSC_0102.jpg'),
    await jpegFile('DSC_0103.jpg'),
  ];
  expect((await upload(cast.owner.id, cast.admin, files, galleryId)).status).toBe(200);
  shots = await t
    .db()
    .select({ id: pictures.id, originalName: pictures.originalName })
    .from(pictures)
    .where(eq(pictures.galleryId, galleryId))
    .orderBy(pictures.createdAt);
});

beforeEach(async () => {
  await t.clearMail();
});

const shot = (index: number) => shots[index]?.id ?? '';

describe('favourites and notes', () => {
  it('keeps each upload’s original file name as data', () => {
    expect(shots.map((s) => s.originalName)).toEqual(['DSC_0101.jpg', 'DSC_0102.jpg', 'DSC_0103.jpg']);
  });

  it('takes favourites up to the limit, and refuses one more with its message, changing nothing', async () => {
    expect((await favourite(shot(0))).body).toEqual({ ok: true, message: null });
    expect((await favourite(shot(1))).status).toBe(200);
    const refused = await favourite(shot(2));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ ok: false, message: 'You can choose up to 2 pictures.' });
    expect(await favourites()).toEqual([shot(0), shot(1)].sort());
    // Taking one back makes room.
    expect((await favourite(shot(1), false)).status).toBe(200);
    expect((await favourite(shot(2))).status).toBe(200);
    expect(await favourites()).toEqual([shot(0), shot(2)].sort());
  });

  it('saves a note of up to 500 characters, and refuses a longer one', async () => {
    expect((await note(shot(0), 'Crop tighter, please')).status).toBe(200);
    const tooLong = await note(shot(0), 'x'.repeat(501));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({ ok: false, message: 'A note can be at most 500 characters.' });
    const [row] = await t
      .db()
      .select()
      .from(pictures)
      .where(eq(pictures.id, shot(0)));
    expect(row?.note).toBe('Crop tighter, please');
  });

  it('answers 404 to another client and an admin, and the log-in page to a visitor, changing nothing', async () => {
    const before = await t.snapshot();
    for (const user of [cast.otherClient, cast.admin, cast.plainUser, null]) {
      // Signed out: "Please log in to see this page." (401, decision 057).
      const status = user ? 404 : 401;
      expect((await favourite(shot(1), true, user)).status).toBe(status);
      expect((await note(shot(1), 'mine now', user)).status).toBe(status);
      expect((await send(user)).status).toBe(status);
    }
    expect(await t.snapshot()).toEqual(before);
  });
});

describe('Send my selection', () => {
  it('sends the business exactly one email, however often and however concurrently it is sent', async () => {
    const answers = await Promise.all([send(), send(), send()]);
    for (const answer of answers) expect(answer.status).toBe(200);
    expect((await send()).status).toBe(200);
    expect(await deliverDueMail()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const [mail, ...more] = t.outbox();
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`Selection from ${cast.owner.name}: Spring show`);
    expect(mail?.to).toContain('hello@equine-photography.test');
    expect(mail?.text).toContain('DSC_0101.jpg — Crop tighter, please');
    expect(mail?.text).toContain('DSC_0103.jpg');
    expect(mail?.text).not.toContain('DSC_0102.jpg');
  });

  it('locks the selection: the page says when it was sent, and favourites and notes are refused', async () => {
    const loaded = await settle(() =>
      galleryLoader(
        routeArgs<typeof galleryLoader>(
          siteRequest(`/galleries/${galleryId}`, { cookie: cast.owner.cookie }),
          {
            galleryId,
          },
        ),
      ),
    );
    const [row] = await t.db().select().from(galleries).where(eq(galleries.id, galleryId));
    expect(row?.selectionSentAt).not.toBeNull();
    expect(loaded.body.gallery.selectionSentOn).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    const before = await t.snapshot();
    for (const change of [favourite(shot(1)), favourite(shot(0), false), note(shot(2), 'late')]) {
      const answer = await change;
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({
        ok: false,
        message: 'Your selection was sent and can no longer be changed.',
      });
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it('is reopened by an admin only; then the client may change and send it again', async () => {
    expect((await reopen(cast.owner)).status).toBe(403);
    const reopened = await reopen();
    expect(reopened.body).toEqual({ ok: true, message: 'The selection was reopened.' });
    expect((await favourite(shot(0), false)).status).toBe(200);
    expect((await send()).status).toBe(200);
    expect(await deliverDueMail()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(t.outbox()[0]?.text).not.toContain('DSC_0101.jpg');
  });

  it('refuses to send an empty selection', async () => {
    await reopen();
    await favourite(shot(2), false);
    const answer = await send();
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ ok: false, message: 'Please choose at least one picture first.' });
    const [row] = await t.db().select().from(galleries).where(eq(galleries.id, galleryId));
    expect(row?.selectionSentAt).toBeNull();
    expect(await t.db().select().from(mailOutbox)).toEqual([]);
  });
});
