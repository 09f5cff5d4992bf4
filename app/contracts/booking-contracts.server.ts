import { z } from 'zod';
import { businessDate } from '../business-time/business-time.server';
import { done, refused } from '../http/intent-action.server';
import { idNumber } from '../validation/id-param';
import { listContractTemplates } from './contract-templates.server';
import { listBookingContracts, sendContract } from './contracts.server';

/**
 * Booking Info's part of contracts (PRODUCT §17), kept here so the page's route gains a line or
 * two: the rows it lists, the Send contract post's rule and its answer.
 */
export async function bookingContractsView(bookingId: number) {
  const [contracts, templates] = await Promise.all([
    listBookingContracts(bookingId),
    listContractTemplates(),
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
  };
}

export const sendContractSchema = z.object({
  intent: z.literal('send-contract'),
  templateId: idNumber('Please choose a template'),
});

const sendRefusals = {
  'booking-not-found': ['That booking does not exist.', 404],
  'template-not-found': ['That template does not exist any more: please choose another.', 409],
} as const;

/** Send contract: the contract is made and its email queued, or the refusal in words. */
export async function sendContractAction(bookingId: number, templateId: number) {
  const result = await sendContract(bookingId, templateId);
  if (!result.ok) {
    const [message, status] = sendRefusals[result.reason];
    return refused(message, status);
  }
  return done(`"${result.contract.title}" was sent to the client to sign.`);
}
