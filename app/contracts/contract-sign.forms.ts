import { z } from 'zod';

/** The drawn signature's largest PNG: a signature is a few KB; the whole post must fit in 64 KB. */
export const signatureMaxBytes = 40 * 1024;
const pngDataUrlPrefix = 'data:image/png;base64,';
const pngMagic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const signMessages = {
  name: 'Please type your full name',
  nameTooLong: 'Your name cannot exceed 100 characters',
  agree: 'Please tick "I have read and agree to this contract"',
  signatureType: 'The signature must be a PNG image',
  signatureSize: 'The signature is too large: please clear it and draw it again',
  /** A PNG that sharp cannot decode (signature-image.server.ts): refused, nothing stored. */
  signatureUnreadable:
    'The drawn signature could not be read. Please draw it again, or leave it empty: your typed name is your signature.',
} as const;

/**
 * The PNG of a drawn signature, from the data URL signature_pad gives: its type and size checked
 * here, its pixels decoded and written again by the service (`redrawSignature`) before it is kept.
 */
export function signaturePng(dataUrl: string): { ok: true; png: Buffer } | { ok: false; message: string } {
  if (!dataUrl.startsWith(pngDataUrlPrefix)) return { ok: false, message: signMessages.signatureType };
  const base64 = dataUrl.slice(pngDataUrlPrefix.length);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) return { ok: false, message: signMessages.signatureType };
  const png = Buffer.from(base64, 'base64');
  if (png.length > signatureMaxBytes) return { ok: false, message: signMessages.signatureSize };
  if (png.length < pngMagic.length || !png.subarray(0, pngMagic.length).equals(pngMagic))
    return { ok: false, message: signMessages.signatureType };
  return { ok: true, png };
}

/**
 * PRODUCT §17 Sign contract: the typed full name and the agreement are required; the drawn
 * signature is optional, so a person who cannot draw (a screen reader, a switch, a tremor) can
 * still sign with the typed name, as the page says.
 */
export const signSchema = z.object({
  signerName: z
    .string({ error: signMessages.name })
    .trim()
    .min(1, signMessages.name)
    .max(100, signMessages.nameTooLong),
  agree: z.literal('on', { error: signMessages.agree }),
  signature: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) return null;
      const checked = signaturePng(value);
      if (checked.ok) return checked.png;
      ctx.issues.push({ code: 'custom', message: checked.message, input: value });
      return z.NEVER;
    }),
});
export type SignInput = z.infer<typeof signSchema>;
