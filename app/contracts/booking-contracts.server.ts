import { z } from 'zod';
import { businessDate } from '../business-time/business-time.server';
import { idNumber } from '../validation/id-param';
import { contractParagraphs } from './contract-templates.forms';
import { listContractTemplates } from './contract-templates.server';
import { listBookingContracts, previewContract } from './contracts.server';

/**
 * Booking Info's part of contracts (PRODUCT §17), kept here so the page's route gains a line or
 * two: the rows it lists, the preview of the chosen template, the Send contract post's rule and
 * the words of its refusals (the route picks the status).
 */

/** The filled text the admin reads before Send contract, or why there is none. */
export type ContractPreview =
  | { found: true; templateId: number; title: string; paragraphs: string[]; textSha256: string }
  | { found: false; message: string };

/** Why Send contract (or its preview) did nothing, in the page's words. */
export const sendContractRefusalMessages = {
  'booking-not-found': 'That booking does not exist.',
  'template-not-found': 'That template does not exist any more: please choose another.',
  'changed-since-preview':
    'The contract changed since you previewed it (its template or the booking was edited): nothing was sent. Please preview it again.',
} as const;

/** The template Booking Info previews (`?preview={templateId}`), or null for none or nonsense. */
export function previewedTemplateId(url: URL): number | null {
  const parsed = z.coerce.number().int().positive().safeParse(url.searchParams.get('preview'));
  return parsed.success ? parsed.data : null;
}

export async function bookingContractsView(bookingId: number, previewTemplateId: number | null) {
  const [contracts, templates, preview] = await Promise.all([
    listBookingContracts(bookingId),
    listContractTemplates(),
    previewTemplateId === null ? null : previewView(bookingId, previewTemplateId),
  ]);
  return {
    rows: contracts.map((contract) => ({
      id: contract.id,
      title: contract.title,
      sentOn: businessDate(contract.sentAt),
      signed: contract.signedAt
        ? `Signed on ${businessDate(contract.signedAt)} by ${contract.signerName}`
        : null,
    })),
    templates: templates.map(({ id, name }) => ({ id, name })),
    preview,
  };
}

async function previewView(bookingId: number, templateId: number): Promise<ContractPreview> {
  const result = await previewContract(bookingId, templateId);
  if (!result.ok) return { found: false, message: sendContractRefusalMessages[result.reason] };
  const { title, text, textSha256 } = result.contract;
  return { found: true, templateId, title, paragraphs: contractParagraphs(text), textSha256 };
}

const previewFirst = 'Please preview the contract before sending it.';

export const sendContractSchema = z.object({
  intent: z.literal('send-contract'),
  templateId: idNumber('Please choose a template'),
  // The hash of the text the admin read: Send contract sends that text or nothing.
  textSha256: z.string({ error: previewFirst }).regex(/^[0-9a-f]{64}$/, previewFirst),
});
