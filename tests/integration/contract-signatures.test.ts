import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../app/business-time/clock';
import { contracts } from '../../app/contracts/contracts.tables';
import { loader as pdfLoader } from '../../app/routes/contract-pdf';
import { contractsOf, sentContract, sign, signing } from '../helpers/contract-flow';
import { asDataUrl, craftedPng, pngHeader, whiteRows } from '../helpers/crafted-png';
import { queuedMail } from '../helpers/mail-queue';
import { pdfText } from '../helpers/pdf-text';
import { replyErrors, routeArgs } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';

/**
 * A drawn signature (PRODUCT §17, decision 046): decoded and written again by sharp before it is
 * kept, and what sharp cannot read refused without stopping the server. PDFKit's decoder, which
 * threw in a zlib callback for the first two of these PNGs, never sees a client's bytes.
 */
const t = setupTestDatabase();

/** 2026-11-26, 10:00 in Los Angeles (the business's zone): "November 26, 2026". */
const signingTime = new Date('2026-11-26T18:00:00Z');
beforeEach(() => setClock(signingTime));
afterEach(() => resetClock());

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
    expect(replyErrors(answer.body)).toEqual({
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
