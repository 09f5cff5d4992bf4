import crypto from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { ownerOrAdmin } from '../accounts/roles';
import type { SessionUser } from '../accounts/session-user';
import { type Booking, bookings } from '../bookings/bookings.tables';
import { businessDate } from '../business-time/business-time.server';
import { formatDay } from '../business-time/calendar-dates';
import { clock } from '../business-time/clock';
import { getOwnSession } from '../client-sessions/client-sessions.server';
import { questionnaires } from '../client-sessions/questionnaires.tables';
import { business } from '../content/business';
import type { Db, Tx } from '../db/client.server';
import { getDb } from '../db/db.server';
import { logError } from '../logging/log-error';
import { transactionWithMail } from '../mail/outbox.server';
import type { ServiceResult } from '../results/service-result';
import { queuePleaseSign, queueSignedCopies } from './contract-mail.server';
import { contractPdf, contractPdfName, type SignedCopy } from './contract-pdf.server';
import type { SignInput } from './contract-sign.forms';
import { renderContract } from './contract-templates.forms';
import { contracts, contractTemplates } from './contracts.tables';
import { redrawSignature, type SignaturePng, type SignatureRefusal } from './signature-image.server';

export type Contract = typeof contracts.$inferSelect;

/** What fills {{horse.name}} before the questionnaire is answered, and {{session.date}} before a date. */
export const notGivenYet = '(not given yet)';
export const notScheduledYet = '(not scheduled yet)';

const sha256 = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('hex');

/** A template filled in for a booking, as Send contract would send it now. */
export interface FilledContract {
  templateId: number;
  title: string;
  text: string;
  textSha256: string;
}

type FillRefusal = { reason: 'booking-not-found' } | { reason: 'template-not-found' };
export type SendRefusal = FillRefusal | { reason: 'changed-since-preview' };

/**
 * The template rendered for the booking as it is now (PRODUCT §17): the questionnaire's horse, the
 * scheduled date as the site writes it, the business's name.
 */
async function fillContract(
  db: Db | Tx,
  bookingId: number,
  templateId: number,
): Promise<ServiceResult<{ booking: Booking; contract: FilledContract }, FillRefusal>> {
  const [row] = await db
    .select({ booking: bookings, horseName: questionnaires.horseName })
    .from(bookings)
    .leftJoin(questionnaires, eq(questionnaires.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  if (!row) return { ok: false, reason: 'booking-not-found' };
  const [template] = await db.select().from(contractTemplates).where(eq(contractTemplates.id, templateId));
  if (!template) return { ok: false, reason: 'template-not-found' };
  const { booking } = row;
  const text = renderContract(template.body, {
    'client.name': booking.name,
    'session.type': booking.session,
    'session.date': booking.dateScheduled ? formatDay(booking.dateScheduled) : notScheduledYet,
    'horse.name': row.horseName ?? notGivenYet,
    'business.name': business.name,
  });
  return {
    ok: true,
    booking,
    contract: { templateId, title: template.name, text, textSha256: sha256(text) },
  };
}

/** Send contract's first step (PRODUCT §17): the text the client would get, for the admin to read. */
export async function previewContract(
  bookingId: number,
  templateId: number,
): Promise<ServiceResult<{ contract: FilledContract }, FillRefusal>> {
  const filled = await fillContract(await getDb(), bookingId, templateId);
  return filled.ok ? { ok: true, contract: filled.contract } : filled;
}

/**
 * Send contract (PRODUCT §17), once the admin has read its preview: the template is filled in
 * again, and only when the text is the one previewed (`previewedSha256`) is it kept with its hash
 * and the client's email queued, in one transaction. A template or booking changed since the
 * preview sends nothing: what the admin read is what goes.
 */
export async function sendContract(
  bookingId: number,
  templateId: number,
  previewedSha256: string,
): Promise<ServiceResult<{ contract: Contract }, SendRefusal>> {
  return transactionWithMail(async (tx) => {
    const filled = await fillContract(tx, bookingId, templateId);
    if (!filled.ok) return filled;
    const { booking, contract: fresh } = filled;
    if (fresh.textSha256 !== previewedSha256) return { ok: false, reason: 'changed-since-preview' } as const;
    const [contract] = await tx
      .insert(contracts)
      .values({ bookingId, templateId, title: fresh.title, text: fresh.text, textSha256: fresh.textSha256 })
      .returning();
    if (!contract) throw new Error('The contract was not stored');
    await queuePleaseSign(tx, booking, contract);
    return { ok: true, contract } as const;
  });
}

/** Booking Info: the booking's contracts, newest first. */
export async function listBookingContracts(bookingId: number): Promise<Contract[]> {
  const db = await getDb();
  return db
    .select()
    .from(contracts)
    .where(eq(contracts.bookingId, bookingId))
    .orderBy(desc(contracts.sentAt), desc(contracts.id));
}

/**
 * The session's Contract step: the newest contract still to sign, else the newest signed one
 * (its day in words); null before any is sent.
 */
export async function contractStepFacts(
  bookingId: number,
): Promise<{ id: number; signedOn: string | null } | null> {
  const list = await listBookingContracts(bookingId);
  const shown = list.find((contract) => contract.signedAt === null) ?? list[0];
  if (!shown) return null;
  return { id: shown.id, signedOn: shown.signedAt ? businessDate(shown.signedAt) : null };
}

export interface ContractAccess {
  contract: Contract;
  /** Only the booking's owner signs; an admin who is not the owner reads. */
  canSign: boolean;
}

/** A contract for its booking's owner or an admin; anyone else gets undefined, as for no contract. */
export async function contractForReader(
  user: SessionUser | null,
  contractId: number,
): Promise<ContractAccess | undefined> {
  if (!user) return undefined;
  const db = await getDb();
  const [contract] = await db.select().from(contracts).where(eq(contracts.id, contractId));
  if (!contract) return undefined;
  const reader = await ownerOrAdmin(
    user,
    async (owner) => (await getOwnSession(owner, contract.bookingId)) !== undefined,
  );
  if (!reader) return undefined;
  return { contract, canSign: reader === 'owner' };
}

/** Where a signature came from, as the request says. */
export interface SigningContext {
  ip: string;
  userAgent: string;
}

export type SignRefusal =
  | { reason: 'not-found' }
  | { reason: 'already-signed'; signedAt: Date }
  | SignatureRefusal;

/** What a signing writes: the typed name, and the drawing as sharp wrote it again (or none). */
export interface Signing {
  signerName: string;
  signature: SignaturePng | null;
}

/**
 * The signed copy as the download's PDF draws it. A signature signed since the check is one sharp
 * wrote and comes out the same; one kept before it (decision 046, 2026-11-28) may be a client's own
 * bytes, so it is drawn again too, and left out of the PDF if it cannot be read: the typed name is
 * the signature.
 */
export async function signedCopyOf(contract: Contract): Promise<SignedCopy | undefined> {
  if (!contract.signedAt || contract.signerName === null) return undefined;
  let signature: SignaturePng | null = null;
  if (contract.signaturePng) {
    const redrawn = await redrawSignature(Buffer.from(contract.signaturePng, 'base64'));
    if (redrawn.ok) signature = redrawn.png;
    else
      logError(
        `contracts: the kept signature of contract ${contract.id} is left out of its PDF`,
        redrawn.reason,
      );
  }
  return { ...contract, signedAt: contract.signedAt, signerName: contract.signerName, signature };
}

/**
 * Sign contract (PRODUCT §17), by the booking's owner only. A drawn signature is decoded and
 * written again by sharp first, and refused when it cannot be read (nothing is stored then). The
 * signer's columns are written by one conditional UPDATE (… WHERE signed_at IS NULL): of two
 * signings, from two tabs or two server processes, exactly one changes the row and queues the two
 * emails with the PDF, in the same transaction; the other is refused and changes nothing.
 */
export async function signContract(
  user: SessionUser,
  contractId: number,
  input: SignInput,
  context: SigningContext,
): Promise<ServiceResult<{ contract: Contract }, SignRefusal>> {
  const access = await contractForReader(user, contractId);
  if (!access?.canSign) return { ok: false, reason: 'not-found' };
  const { contract } = access;
  if (contract.signedAt) return { ok: false, reason: 'already-signed', signedAt: contract.signedAt };
  let signature: SignaturePng | null = null;
  if (input.signature) {
    const redrawn = await redrawSignature(input.signature);
    if (!redrawn.ok) return redrawn;
    signature = redrawn.png;
  }
  return recordSignature(user.id, contract, { signerName: input.signerName, signature }, context);
}

/**
 * Writes the signature onto `contract` as it was read, unsigned: the UPDATE's WHERE signed_at IS
 * NULL is what decides, so a signing that happened since the read (another tab, another process)
 * wins and this one changes nothing and sends nothing.
 */
export async function recordSignature(
  signerUserId: number,
  contract: Contract,
  input: Signing,
  context: SigningContext,
): Promise<ServiceResult<{ contract: Contract }, SignRefusal>> {
  const contractId = contract.id;
  const signedAt = clock.now();
  const { signature } = input;
  // The PDF draws the very bytes the row keeps.
  const signaturePng = signature ? signature.toString('base64') : null;
  const pdf = await contractPdf({ ...contract, signedAt, signerName: input.signerName, signature });
  return transactionWithMail(async (tx) => {
    const [signed] = await tx
      .update(contracts)
      .set({
        signedAt,
        signerUserId,
        signerName: input.signerName,
        signerIp: context.ip,
        signerUserAgent: context.userAgent,
        signaturePng,
      })
      .where(and(eq(contracts.id, contractId), isNull(contracts.signedAt)))
      .returning();
    if (!signed) {
      const [current] = await tx
        .select({ signedAt: contracts.signedAt })
        .from(contracts)
        .where(eq(contracts.id, contractId));
      return { ok: false, reason: 'already-signed', signedAt: current?.signedAt ?? signedAt } as const;
    }
    const [booking] = await tx
      .select({ name: bookings.name, email: bookings.email })
      .from(bookings)
      .where(eq(bookings.id, signed.bookingId));
    if (!booking) throw new Error('The contract has no booking');
    await queueSignedCopies(
      tx,
      booking,
      {
        id: signed.id,
        bookingId: signed.bookingId,
        title: signed.title,
        signerName: input.signerName,
        signedOn: businessDate(signedAt),
      },
      { filename: contractPdfName(signed.id), contentType: 'application/pdf', content: pdf },
    );
    return { ok: true, contract: signed } as const;
  });
}
