import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../app/business-time/clock';
import { questionnaires } from '../../app/client-sessions/questionnaires.tables';
import { action as bookingInfoAction } from '../../app/routes/booking-info';
import { verified } from '../helpers/client-bookings';
import {
  agreementBody as body,
  bookingOf,
  contractsOf,
  preview,
  saveTemplate,
  send,
  sendPreviewed,
  templateNamed,
} from '../helpers/contract-flow';
import { callRoute } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import { createSignedInUser } from '../helpers/test-users';

/**
 * Send contract's preview (PRODUCT §17, decision 046): the admin reads the filled text first, and
 * the send keeps that text or nothing. The page's two steps are contracts-view.test.tsx's.
 */
const t = setupTestDatabase();

/** 2026-11-26, 10:00 in Los Angeles (the business's zone): "November 26, 2026". */
const signingTime = new Date('2026-11-26T18:00:00Z');
beforeEach(() => setClock(signingTime));
afterEach(() => resetClock());

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

  it('a send for a booking gone is 404, and one for a template gone 409, each in words, sending nothing', async () => {
    const { admin, bookingId, template } = await bookingAndTemplate();
    const shown = await preview(admin, bookingId, template.id);
    if (!shown?.found) throw new Error('no preview');
    const before = await t.snapshot();
    const noBooking = await sendPreviewed(admin, bookingId + 1000, template.id, shown.textSha256);
    expect([noBooking.status, noBooking.body]).toEqual([
      404,
      { ok: false, message: 'That booking does not exist.' },
    ]);
    const noTemplate = await sendPreviewed(admin, bookingId, template.id + 1000, shown.textSha256);
    expect([noTemplate.status, noTemplate.body]).toEqual([
      409,
      { ok: false, message: 'That template does not exist any more: please choose another.' },
    ]);
    expect(await t.snapshot()).toEqual(before);
  });
});
