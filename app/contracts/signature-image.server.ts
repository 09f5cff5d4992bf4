import { loadSharp } from '../pictures/processing.server';
import type { ServiceResult } from '../results/service-result';
import { signatureMaxSize } from './signature-size';

declare const redrawn: unique symbol;

/**
 * A drawn signature as sharp wrote it again: an 8-bit RGB PNG, flattened on white, at most
 * `signatureMaxSize`. The only PNG a contract keeps and the PDF draws (decision 046): PDFKit embeds
 * such a PNG as it is, without inflating it, and the bytes a client posted never reach it.
 */
export type SignaturePng = Buffer & { readonly [redrawn]: true };

export type SignatureRefusal = { reason: 'signature-unreadable' };

/**
 * Decodes a posted signature with sharp and writes it again, or refuses it when sharp cannot read
 * it: a PNG whose data is not zlib's, one that claims more pixels than a signature has (decoded no
 * further than its header), a colour type PNG does not have. Every failure of the decoder is a
 * rejected promise here, never an exception thrown in a callback, so a bad PNG cannot stop the server.
 */
export async function redrawSignature(
  posted: Buffer,
): Promise<ServiceResult<{ png: SignaturePng }, SignatureRefusal>> {
  const sharp = await loadSharp();
  try {
    const png = await sharp(posted, {
      limitInputPixels: signatureMaxSize.width * signatureMaxSize.height,
      // A warning (a truncated row, a bad checksum) refuses the drawing too: it was not drawn here.
      failOn: 'warning',
    })
      .resize({
        width: signatureMaxSize.width,
        height: signatureMaxSize.height,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .png()
      .toBuffer();
    return { ok: true, png: png as SignaturePng };
  } catch {
    return { ok: false, reason: 'signature-unreadable' };
  }
}
