import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../app/business-time/clock';
import { recordSignature } from '../../app/contracts/contracts.server';
import { contractTemplates } from '../../app/contracts/contracts.tables';
import { action as adminAction } from '../../app/routes/admin-home';
import { loader as bookingInfoLoader } from '../../app/routes/booking-info';
import { loader as contractLoader } from '../../app/routes/contract';
import { loader as pdfLoader } from '../../app/routes/contract-pdf';
import { loader as detailLoader } from '../../app/routes/session-detail';
import { verified } from '../helpers/client-bookings';
import {
  contractsOf,
  placeholders,
  saveTemplate,
  sentContract,
  sign,
  signing,
  templateNamed,
} from '../helpers/contract-flow';
import { pngHeader } from '../helpers/crafted-png';
import { queuedMail } from '../helpers/mail-queue';
import { pdfText } from '../helpers/pdf-text';
import { call, callRoute, replyErrors, routeArgs, settle } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import { createSignedInUser, type TestUser } from '../helpers/test-users';

const t = setupTestDatabase();

/** 2026-11-26, 10:00 in Los Angeles (the business's zone): "November 26, 2026". */
const signingTime = new Date('2026-11-26T18:00:00Z');
beforeEach(() => setClock(signingTime));
afterEach(() => resetClock());

async function pngDataUrl(width = 300, height = 100): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
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
    expect(info.body.contracts.rows).toEqual([
      { id: contract.id, title: template.name, sentOn: 'November 26, 2026', signed: null },
    ]);
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
    const steps = detail.body.steps;
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
      return replyErrors(answer.body);
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

describe('who sees a contract (PRODUCT §17)', () => {
  it('the owner signs, an admin reads but cannot sign, everyone else gets 404 (a visitor the log-in page)', async () => {
    const { owner, admin, contract } = await sentContract();
    const stranger = await verified(await createSignedInUser({ isClient: true }));
    const unverifiedOwner = await createSignedInUser();
    const params = { contractId: String(contract.id) };
    const path = `/contracts/${contract.id}`;
    expect((await callRoute(contractLoader, path, params, admin)).body).toMatchObject({ canSign: false });
    expect((await callRoute(contractLoader, path, params, owner)).body).toMatchObject({ canSign: true });
    // Signed out: "Please log in to see this page." (401, decision 057).
    for (const who of [stranger, unverifiedOwner, null]) {
      expect((await callRoute(contractLoader, path, params, who)).status).toBe(who ? 404 : 401);
    }
    const before = await t.snapshot();
    for (const who of [stranger, admin, null])
      expect((await sign(who, contract.id, signing)).status).toBe(who ? 404 : 401);
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
