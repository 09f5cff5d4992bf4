import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../app/accounts/accounts.tables';
import { bookings } from '../../app/bookings/bookings.tables';
import { resetClock, setClock } from '../../app/business-time/clock';
import { questionnaires } from '../../app/client-sessions/questionnaires.tables';
import { recordSignature } from '../../app/contracts/contracts.server';
import { contracts, contractTemplates } from '../../app/contracts/contracts.tables';
import { action as adminAction } from '../../app/routes/admin-home';
import { action as bookingInfoAction, loader as bookingInfoLoader } from '../../app/routes/booking-info';
import { action as contractAction, loader as contractLoader } from '../../app/routes/contract';
import { loader as pdfLoader } from '../../app/routes/contract-pdf';
import { loader as detailLoader } from '../../app/routes/session-detail';
import { asDataUrl, craftedPng, pngHeader, whiteRows } from '../helpers/crafted-png';
import { queuedMail } from '../helpers/mail-queue';
import { pdfText } from '../helpers/pdf-text';
import { call, callRoute, routeArgs, settle } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import { createSignedInUser, type TestUser } from '../helpers/test-users';

const t = setupTestDatabase();

/** 2026-11-26, 10:00 in Los Angeles (the business's zone): "November 26, 2026". */
const signingTime = new Date('2026-11-26T18:00:00Z');
beforeEach(() => setClock(signingTime));
afterEach(() => resetClock());

const placeholders = '{{client.name}}, {{session.type}}, {{session.date}}, {{horse.name}}, {{business.name}}';
const body =
  'This agreement is between {{business.name}} and {{client.name}}.\n\n' +
  'Session: {{session.type}} on {{session.date}}, with {{horse.name}}.';

async function verified(user: TestUser): Promise<TestUser> {
  await t.db().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
  return user;
}

/** A scheduled booking of `owner`'s, with the questionnaire's horse named Daisy. */
async function bookingOf(owner: TestUser): Promise<number> {
  const [row] = await t
    .db()
    .insert(bookings)
    .values({
      name: "Ann O'Brien",
      email: owner.email,
      phoneNumber: '555-400-0001',
      location: 'Carson City, Nevada',
      session: 'Equine portrait',
      dateBooked: '2026-11-20',
      dateScheduled: '2026-12-05',
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error('no booking');
  await t.db().insert(questionnaires).values({
    bookingId: row.id,
    horseName: 'Daisy',
    breedAndColour: 'Quarter Horse, bay',
    discipline: 'Western pleasure',
    barnAddress: '12 Ranch Road',
    picturesMayBeShown: true,
  });
  return row.id;
}

async function saveTemplate(admin: TestUser, fields: Record<string, string>) {
  return call(adminAction, '/adminHome?view=contracts', admin, {
    intent: 'save-contract-template',
    ...fields,
  });
}

async function templateNamed(name: string) {
  const [row] = await t.db().select().from(contractTemplates).where(eq(contractTemplates.name, name));
  if (!row) throw new Error(`no template ${name}`);
  return row;
}

interface ShownPreview {
  found: true;
  templateId: number;
  title: string;
  paragraphs: string[];
  textSha256: string;
}

/** Booking Info with `?preview={templateId}`: the filled text the admin reads before sending. */
async function preview(admin: TestUser, bookingId: number, templateId: number) {
  const info = await callRoute(
    bookingInfoLoader,
    `/BookingInfo/${bookingId}?preview=${templateId}`,
    { id: String(bookingId) },
    admin,
  );
  return (info.body as { contracts: { preview: ShownPreview | { found: false; message: string } | null } })
    .contracts.preview;
}

/** Send contract as the page posts it: with the hash of the text previewed. */
async function sendPreviewed(admin: TestUser, bookingId: number, templateId: number, textSha256: string) {
  const params = { id: String(bookingId) };
  return callRoute(bookingInfoAction, `/BookingInfo/${bookingId}`, params, admin, {
    intent: 'send-contract',
    templateId: String(templateId),
    textSha256,
  });
}

/** Preview, then Send contract, as an admin does. */
async function send(admin: TestUser, bookingId: number, templateId: number) {
  const shown = await preview(admin, bookingId, templateId);
  if (!shown?.found) throw new Error('no preview');
  return sendPreviewed(admin, bookingId, templateId, shown.textSha256);
}

async function contractsOf(bookingId: number) {
  return t.db().select().from(contracts).where(eq(contracts.bookingId, bookingId));
}

/** A signing post as a browser sends it, with its user agent. */
function sign(user: TestUser | null, contractId: number, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const headers = new Headers({ 'User-Agent': 'Rider Browser/1.0' });
  if (user) headers.set('Cookie', user.cookie);
  const request = new Request(`http://localhost/contracts/${contractId}`, {
    method: 'POST',
    body: form,
    headers,
  });
  return settle(() =>
    contractAction(routeArgs<typeof contractAction>(request, { contractId: String(contractId) })),
  );
}

const signing = { signerName: "Ann Mary O'Brien", agree: 'on' };

async function pngDataUrl(width = 300, height = 100): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** An owner, an admin, a booking and a contract sent from a fresh template. */
async function sentContract() {
  const owner = await verified(await createSignedInUser());
  const admin = await createSignedInUser({ isAdmin: true });
  const bookingId = await bookingOf(owner);
  const name = `Session agreement ${crypto.randomUUID()}`;
  expect((await saveTemplate(admin, { name, body })).status).toBe(200);
  const template = await templateNamed(name);
  expect((await send(admin, bookingId, template.id)).status).toBe(200);
  const [contract] = await contractsOf(bookingId);
  if (!contract) throw new Error('no contract');
  return { owner, admin, bookingId, template, contract };
}

describe('contract templates (PRODUCT §17)', () => {
  it('refuses an unknown placeholder on save, naming it, gives the typed text back and changes nothing', async () => {
    const admin = await createSignedInUser({ isAdmin: true });
    const before = await t.snapshot();
    const answer = await saveTemplate(admin, { name: 'Agreement', body: 'Dear {{client.nmae}},' });
    expect(answer.status).toBe(400);
    // The text comes back with the refusal, so a page without JavaScript shows it again.
    expect(answer.body).toEqual({
      ok: false,
      message: `Unknown placeholder {{client.nmae}}: use ${placeholders}.`,
      templateDraft: { templateId: '', name: 'Agreement', body: 'Dear {{client.nmae}},' },
    });
    const section = await saveTemplate(admin, {
      templateId: '7',
      name: 'Agreement',
      body: '{{#horse.name}}x{{/horse.name}}',
    });
    expect(section.body).toEqual({
      ok: false,
      message: `Sections such as {{#horse.name}} are not allowed in a contract: use ${placeholders}.`,
      templateDraft: { templateId: '7', name: 'Agreement', body: '{{#horse.name}}x{{/horse.name}}' },
    });
    expect(await t.snapshot()).toEqual(before);
  });

  it('creates, edits and deletes a template', async () => {
    const admin = await createSignedInUser({ isAdmin: true });
    expect((await saveTemplate(admin, { name: 'Draft terms', body: 'Hello {{client.name}}' })).body).toEqual({
      ok: true,
      message: 'The template "Draft terms" is saved.',
    });
    const created = await templateNamed('Draft terms');
    await saveTemplate(admin, {
      templateId: String(created.id),
      name: 'Final terms',
      body: 'Hi {{client.name}}',
    });
    expect(await templateNamed('Final terms')).toMatchObject({ id: created.id, body: 'Hi {{client.name}}' });
    const deleted = await call(adminAction, '/adminHome', admin, {
      intent: 'delete-contract-template',
      templateId: String(created.id),
    });
    expect(deleted.body).toEqual({
      ok: true,
      message: 'The template "Final terms" is deleted; contracts already sent keep their text.',
    });
    expect(await t.db().select().from(contractTemplates).where(eq(contractTemplates.id, created.id))).toEqual(
      [],
    );
  });
});

describe('sending a contract (PRODUCT §17)', () => {
  it('renders it for the booking and emails the client its link; Booking Info lists it', async () => {
    const { admin, bookingId, contract, template } = await sentContract();
    const expected =
      "This agreement is between Sierra Equine Photography and Ann O'Brien.\n\n" +
      'Session: Equine portrait on December 5, 2026, with Daisy.';
    expect(contract).toMatchObject({ title: template.name, text: expected, signedAt: null });
    expect(contract.textSha256).toBe(crypto.createHash('sha256').update(expected).digest('hex'));
    const mail = (await queuedMail()).filter((row) => row.subject === 'Please sign your contract');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.textBody).toContain(`/contracts/${contract.id}`);
    const info = await callRoute(
      bookingInfoLoader,
      `/BookingInfo/${bookingId}`,
      { id: String(bookingId) },
      admin,
    );
    expect((info.body as { contracts: { rows: unknown[] } }).contracts.rows).toEqual([
      { id: contract.id, title: template.name, sentOn: 'November 26, 2026', signed: null },
    ]);
  });
});

describe('the preview before Send contract (PRODUCT §17)', () => {
  const expected =
    "This agreement is between Sierra Equine Photography and Ann O'Brien.\n\n" +
    'Session: Equine portrait on December 5, 2026, with Daisy.';

  async function bookingAndTemplate() {
    const owner = await verified(await createSignedInUser());
    const admin = await createSignedInUser({ isAdmin: true });
    const bookingId = await bookingOf(owner);
    const name = `Session agreement ${crypto.randomUUID()}`;
    await saveTemplate(admin, { name, body });
    return { admin, bookingId, template: await templateNamed(name) };
  }

  it('shows the filled text and sends nothing; Send contract then keeps exactly that text', async () => {
    const { admin, bookingId, template } = await bookingAndTemplate();
    const before = await t.snapshot();
    const shown = await preview(admin, bookingId, template.id);
    expect(shown).toEqual({
      found: true,
      templateId: template.id,
      title: template.name,
      paragraphs: [
        "This agreement is between Sierra Equine Photography and Ann O'Brien.",
        'Session: Equine portrait on December 5, 2026, with Daisy.',
      ],
      textSha256: crypto.createHash('sha256').update(expected).digest('hex'),
    });
    expect(await t.snapshot()).toEqual(before);
    if (!shown?.found) throw new Error('no preview');
    expect((await sendPreviewed(admin, bookingId, template.id, shown.textSha256)).status).toBe(200);
    expect((await contractsOf(bookingId)).map((row) => [row.text, row.textSha256])).toEqual([
      [expected, shown.textSha256],
    ]);
  });

  it('a text changed since the preview is not sent: 409, nothing kept, no email', async () => {
    const { admin, bookingId, template } = await bookingAndTemplate();
    const shown = await preview(admin, bookingId, template.id);
    if (!shown?.found) throw new Error('no preview');
    // The questionnaire's horse is renamed after the admin read the contract.
    await t
      .db()
      .update(questionnaires)
      .set({ horseName: 'Duchess' })
      .where(eq(questionnaires.bookingId, bookingId));
    const before = await t.snapshot();
    const answer = await sendPreviewed(admin, bookingId, template.id, shown.textSha256);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      ok: false,
      message:
        'The contract changed since you previewed it (its template or the booking was edited): nothing was sent. Please preview it again.',
    });
    expect(await t.snapshot()).toEqual(before);
    // Previewed again, the new text goes.
    expect((await send(admin, bookingId, template.id)).status).toBe(200);
    expect((await contractsOf(bookingId))[0]?.text).toContain('with Duchess.');
  });

  it('a post without a previewed text, or for a template gone, sends nothing', async () => {
    const { admin, bookingId, template } = await bookingAndTemplate();
    const before = await t.snapshot();
    const unread = await callRoute(
      bookingInfoAction,
      `/BookingInfo/${bookingId}`,
      { id: String(bookingId) },
      admin,
      { intent: 'send-contract', templateId: String(template.id) },
    );
    expect(unread.status).toBe(400);
    expect(unread.body).toEqual({ ok: false, message: 'Please preview the contract before sending it.' });
    expect(await preview(admin, bookingId, template.id + 1000)).toEqual({
      found: false,
      message: 'That template does not exist any more: please choose another.',
    });
    expect(await t.snapshot()).toEqual(before);
  });
});

describe('signing a contract (PRODUCT §17)', () => {
  it('keeps the signed copy, emails a PDF to the client and to the business, and shows Signed on', async () => {
    const { owner, admin, bookingId, contract } = await sentContract();
    const signature = await pngDataUrl();
    const signed = await sign(owner, contract.id, { ...signing, signature });
    expect(signed.status).toBe(302);
    const [row] = await contractsOf(bookingId);
    expect(row).toMatchObject({
      text: contract.text,
      textSha256: contract.textSha256,
      signedAt: signingTime,
      signerUserId: owner.id,
      signerName: "Ann Mary O'Brien",
      signerIp: '203.0.113.10',
      signerUserAgent: 'Rider Browser/1.0',
    });
    // The drawing as sharp wrote it again (more in "a drawn signature is read before it is kept").
    expect(pngHeader(Buffer.from(row?.signaturePng ?? '', 'base64'))).toMatchObject({
      width: 300,
      height: 100,
      bitDepth: 8,
      colourType: 2,
    });

    const copies = (await queuedMail()).filter((mail) => mail.subject === `Signed: ${contract.title}`);
    expect(copies.map((mail) => mail.toAddress).sort()).toEqual(
      [`Ann O'Brien <${owner.email}>`, 'hello@equine-photography.test'].sort(),
    );
    for (const mail of copies) {
      const [pdf] = mail.attachments;
      expect(pdf).toMatchObject({ filename: `contract-${contract.id}.pdf`, contentType: 'application/pdf' });
      const text = await pdfText(Buffer.from(pdf?.content ?? '', 'base64'));
      expect(text).toContain("Ann Mary O'Brien");
      expect(text).toContain('Session: Equine portrait on December 5, 2026, with Daisy.');
      expect(text).toContain(contract.textSha256);
      expect(text).toContain('Nov 26, 2026');
    }

    const page = await callRoute(
      contractLoader,
      `/contracts/${contract.id}`,
      { contractId: String(contract.id) },
      owner,
    );
    expect(page.body).toMatchObject({
      canSign: true,
      signed: { on: 'November 26, 2026', by: "Ann Mary O'Brien" },
    });
    const detail = await callRoute(
      detailLoader,
      `/sessions/${bookingId}`,
      { bookingId: String(bookingId) },
      owner,
    );
    const steps = (detail.body as { steps: { key: string; status: string }[] }).steps;
    expect(steps.find((step) => step.key === 'contract')?.status).toBe('Signed on November 26, 2026');

    // Both sides download it from the page.
    for (const who of [owner, admin]) {
      const download = await pdfLoader(
        routeArgs<typeof pdfLoader>(
          new Request(`http://localhost/contracts/${contract.id}/pdf`, { headers: { Cookie: who.cookie } }),
          { contractId: String(contract.id) },
        ),
      );
      expect(download.headers.get('Content-Type')).toBe('application/pdf');
      expect(await pdfText(new Uint8Array(await download.arrayBuffer()))).toContain("Ann Mary O'Brien");
    }
  });

  it('signs with the typed name alone, for people who cannot draw', async () => {
    const { owner, bookingId, contract } = await sentContract();
    expect((await sign(owner, contract.id, signing)).status).toBe(302);
    const [row] = await contractsOf(bookingId);
    expect(row).toMatchObject({ signerName: "Ann Mary O'Brien", signaturePng: null });
  });

  it('a second signing changes nothing and says when it was signed', async () => {
    const { owner, contract } = await sentContract();
    await sign(owner, contract.id, signing);
    const before = await t.snapshot();
    const again = await sign(owner, contract.id, { signerName: 'Someone Else', agree: 'on' });
    expect(again.status).toBe(409);
    expect(JSON.stringify(again.body)).toContain(
      'This contract was signed on November 26, 2026; nothing was changed.',
    );
    expect(await t.snapshot()).toEqual(before);
  });

  it('two signings at once: exactly one wins, and two emails go out, not four', async () => {
    const { owner, bookingId, contract } = await sentContract();
    const answers = await Promise.all([
      sign(owner, contract.id, { signerName: 'First Signer', agree: 'on' }),
      sign(owner, contract.id, { signerName: 'Second Signer', agree: 'on' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([302, 409]);
    const [row] = await contractsOf(bookingId);
    const winner = answers[0]?.status === 302 ? 'First Signer' : 'Second Signer';
    expect(row?.signerName).toBe(winner);
    const copies = (await queuedMail()).filter((mail) => mail.subject === `Signed: ${contract.title}`);
    expect(copies).toHaveLength(2);
  });

  it('a signing that finds the contract signed since it was read changes nothing: the UPDATE decides', async () => {
    const { owner, bookingId, contract } = await sentContract();
    // `contract` was read unsigned; another tab or server process signs it now.
    await sign(owner, contract.id, signing);
    const before = await t.snapshot();
    const late = await recordSignature(
      owner.id,
      contract,
      { signerName: 'Late Signer', signature: null },
      {
        ip: '198.51.100.7',
        userAgent: 'Other Process/1.0',
      },
    );
    expect(late).toEqual({ ok: false, reason: 'already-signed', signedAt: signingTime });
    expect(await t.snapshot()).toEqual(before);
    expect((await contractsOf(bookingId))[0]?.signerName).toBe("Ann Mary O'Brien");
  });

  it('editing or deleting the template later leaves the signed text and hash as they were', async () => {
    const { owner, admin, bookingId, template, contract } = await sentContract();
    await sign(owner, contract.id, signing);
    await saveTemplate(admin, {
      templateId: String(template.id),
      name: template.name,
      body: 'New terms for {{client.name}}',
    });
    let [row] = await contractsOf(bookingId);
    expect([row?.text, row?.textSha256]).toEqual([contract.text, contract.textSha256]);
    await call(adminAction, '/adminHome', admin, {
      intent: 'delete-contract-template',
      templateId: String(template.id),
    });
    [row] = await contractsOf(bookingId);
    expect([row?.text, row?.textSha256, row?.templateId]).toEqual([contract.text, contract.textSha256, null]);
  });

  it('refuses a missing name or agreement, a signature that is not a PNG or too large, and changes nothing', async () => {
    const { owner, contract } = await sentContract();
    const before = await t.snapshot();
    const errorsOf = async (fields: Record<string, string>) => {
      const answer = await sign(owner, contract.id, fields);
      expect(answer.status).toBe(400);
      return (answer.body as { result: { error: Record<string, string[]> } }).result.error;
    };
    expect(await errorsOf({})).toEqual({
      signerName: ['Please type your full name'],
      agree: ['Please tick "I have read and agree to this contract"'],
    });
    const gif = `data:image/gif;base64,${Buffer.from('GIF89a').toString('base64')}`;
    expect(await errorsOf({ ...signing, signature: gif })).toEqual({
      signature: ['The signature must be a PNG image'],
    });
    const fakePng = `data:image/png;base64,${Buffer.from('not a png at all').toString('base64')}`;
    expect(await errorsOf({ ...signing, signature: fakePng })).toEqual({
      signature: ['The signature must be a PNG image'],
    });
    const big = `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(41 * 1024)]).toString('base64')}`;
    expect(await errorsOf({ ...signing, signature: big })).toEqual({
      signature: ['The signature is too large: please clear it and draw it again'],
    });
    expect(await t.snapshot()).toEqual(before);
  });
});

describe('a drawn signature is read before it is kept (PRODUCT §17, decision 046)', () => {
  const unreadable =
    'The drawn signature could not be read. Please draw it again, or leave it empty: your typed name is your signature.';

  /**
   * Posts `png` as the drawing: refused with 400 and the message under the drawing, nothing kept,
   * and the server goes on: the same contract then signs with the typed name alone.
   */
  async function refusedAndStillSignable(png: Buffer) {
    const { owner, bookingId, contract } = await sentContract();
    const before = await t.snapshot();
    const answer = await sign(owner, contract.id, { ...signing, signature: asDataUrl(png) });
    expect(answer.status).toBe(400);
    expect((answer.body as { result: { error: Record<string, string[]> } }).result.error).toEqual({
      signature: [unreadable],
    });
    expect(await t.snapshot()).toEqual(before);
    expect((await sign(owner, contract.id, signing)).status).toBe(302);
    expect((await contractsOf(bookingId))[0]).toMatchObject({
      signerName: signing.signerName,
      signaturePng: null,
    });
  }

  it('refuses a PNG whose image data is not zlib data', async () => {
    await refusedAndStillSignable(
      craftedPng({ width: 300, height: 100, colourType: 6, imageData: Buffer.from('not zlib data at all') }),
    );
  });

  it('refuses a PNG whose header claims 60000 by 60000 pixels, without decoding them', async () => {
    await refusedAndStillSignable(
      craftedPng({ width: 60_000, height: 60_000, colourType: 6, imageData: whiteRows(10, 10, 4) }),
    );
  });

  it('refuses a PNG of colour type 7, which PNG does not have', async () => {
    await refusedAndStillSignable(
      craftedPng({ width: 300, height: 100, colourType: 7, imageData: whiteRows(300, 100, 4) }),
    );
  });

  it("keeps a canvas's drawing as an 8-bit RGB PNG flattened on white, and the PDF draws it", async () => {
    const { owner, bookingId, contract } = await sentContract();
    // As a canvas writes it: RGBA, transparent around a black stroke.
    const drawing = await sharp({
      create: { width: 400, height: 120, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        {
          input: {
            create: { width: 200, height: 10, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 1 } },
          },
          left: 100,
          top: 55,
        },
      ])
      .png()
      .toBuffer();
    expect(pngHeader(drawing).colourType).toBe(6);
    expect((await sign(owner, contract.id, { ...signing, signature: asDataUrl(drawing) })).status).toBe(302);
    const [row] = await contractsOf(bookingId);
    const kept = Buffer.from(row?.signaturePng ?? '', 'base64');
    expect(pngHeader(kept)).toEqual({ width: 400, height: 120, bitDepth: 8, colourType: 2, interlace: 0 });
    const pixel = async (left: number, top: number) => [
      ...(await sharp(kept).extract({ left, top, width: 1, height: 1 }).raw().toBuffer()),
    ];
    // The transparent background is white, the stroke black.
    expect(await pixel(10, 10)).toEqual([255, 255, 255]);
    expect(await pixel(200, 60)).toEqual([0, 0, 0]);
    // The PDF emailed with the signing embeds the kept bytes' image data as they are.
    const [copy] = (await queuedMail()).filter((mail) => mail.subject === `Signed: ${contract.title}`);
    const pdf = Buffer.from(copy?.attachments[0]?.content ?? '', 'base64');
    expect(pdf.includes(keptImageData(kept))).toBe(true);
  });

  it('a signature kept before the check that cannot be read is left out of the PDF, which still downloads', async () => {
    const { owner, contract } = await sentContract();
    const broken = craftedPng({ width: 300, height: 100, colourType: 6, imageData: Buffer.from('not zlib') });
    await t
      .db()
      .update(contracts)
      .set({ signedAt: signingTime, signerName: 'Early Signer', signaturePng: broken.toString('base64') })
      .where(eq(contracts.id, contract.id));
    const download = await pdfLoader(
      routeArgs<typeof pdfLoader>(
        new Request(`http://localhost/contracts/${contract.id}/pdf`, { headers: { Cookie: owner.cookie } }),
        { contractId: String(contract.id) },
      ),
    );
    expect(download.headers.get('Content-Type')).toBe('application/pdf');
    expect(await pdfText(new Uint8Array(await download.arrayBuffer()))).toContain('Name: Early Signer');
  });
});

/** The bytes of a PNG's IDAT chunk (one, as sharp writes a small image). */
function keptImageData(png: Buffer): Buffer {
  let at = 8;
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') return png.subarray(at + 8, at + 8 + length);
    at += 12 + length;
  }
  throw new Error('no IDAT');
}

describe('who sees a contract (PRODUCT §17)', () => {
  it('the owner signs, an admin reads but cannot sign, everyone else gets 404', async () => {
    const { owner, admin, contract } = await sentContract();
    const stranger = await verified(await createSignedInUser({ isClient: true }));
    const unverifiedOwner = await createSignedInUser();
    const params = { contractId: String(contract.id) };
    const path = `/contracts/${contract.id}`;
    expect((await callRoute(contractLoader, path, params, admin)).body).toMatchObject({ canSign: false });
    expect((await callRoute(contractLoader, path, params, owner)).body).toMatchObject({ canSign: true });
    for (const who of [stranger, unverifiedOwner, null]) {
      expect((await callRoute(contractLoader, path, params, who)).status).toBe(404);
    }
    const before = await t.snapshot();
    for (const who of [stranger, admin, null])
      expect((await sign(who, contract.id, signing)).status).toBe(404);
    expect(await t.snapshot()).toEqual(before);
    // The PDF: 404 before it is signed, and to everyone else after.
    const pdfAs = (who: TestUser | null) =>
      settle(() =>
        pdfLoader(
          routeArgs<typeof pdfLoader>(
            new Request(`http://localhost${path}/pdf`, { headers: who ? { Cookie: who.cookie } : {} }),
            params,
          ),
        ),
      );
    expect((await pdfAs(owner)).status).toBe(404);
    await sign(owner, contract.id, signing);
    for (const who of [stranger, null]) expect((await pdfAs(who)).status).toBe(404);
  });
});
