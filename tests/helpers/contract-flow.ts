import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { questionnaires } from '../../app/client-sessions/questionnaires.tables';
import { contracts, contractTemplates } from '../../app/contracts/contracts.tables';
import { getDb } from '../../app/db/db.server';
import { action as adminAction } from '../../app/routes/admin-home';
import { action as bookingInfoAction, loader as bookingInfoLoader } from '../../app/routes/booking-info';
import { action as contractAction } from '../../app/routes/contract';
import { verified } from './client-bookings';
import { call, callRoute, routeArgs, settle } from './route-calls';
import { insertTestBooking } from './test-bookings';
import { createSignedInUser, type TestUser } from './test-users';

/**
 * Contracts (PRODUCT §17) as the integration tests drive them, through the real loaders and
 * actions: a booking with its questionnaire, a template saved, previewed and sent, a signing
 * posted as a browser posts it. The test file sets up its database (`setupTestDatabase()`) and
 * its clock.
 */

/** The placeholders as a refusal lists them. */
export const placeholders =
  '{{client.name}}, {{session.type}}, {{session.date}}, {{horse.name}}, {{business.name}}';
/** A template's body: every placeholder, in two paragraphs. */
export const agreementBody =
  'This agreement is between {{business.name}} and {{client.name}}.\n\n' +
  'Session: {{session.type}} on {{session.date}}, with {{horse.name}}.';

/** A scheduled booking of `owner`'s, with the questionnaire's horse named Daisy. */
export async function bookingOf(owner: TestUser): Promise<number> {
  const row = await insertTestBooking(await getDb(), {
    name: "Ann O'Brien",
    email: owner.email,
    phoneNumber: '555-400-0001',
    location: 'Carson City, Nevada',
    dateBooked: '2026-11-20',
    dateScheduled: '2026-12-05',
  });
  await (await getDb()).insert(questionnaires).values({
    bookingId: row.id,
    horseName: 'Daisy',
    breedAndColour: 'Quarter Horse, bay',
    discipline: 'Western pleasure',
    barnAddress: '12 Ranch Road',
    picturesMayBeShown: true,
  });
  return row.id;
}

export async function saveTemplate(admin: TestUser, fields: Record<string, string>) {
  return call(adminAction, '/adminHome?view=contracts', admin, {
    intent: 'save-contract-template',
    ...fields,
  });
}

export async function templateNamed(name: string) {
  const [row] = await (await getDb())
    .select()
    .from(contractTemplates)
    .where(eq(contractTemplates.name, name));
  if (!row) throw new Error(`no template ${name}`);
  return row;
}

export interface ShownPreview {
  found: true;
  templateId: number;
  title: string;
  paragraphs: string[];
  textSha256: string;
}

/** Booking Info with `?preview={templateId}`: the filled text the admin reads before sending. */
export async function preview(admin: TestUser, bookingId: number, templateId: number) {
  const info = await callRoute(
    bookingInfoLoader,
    `/BookingInfo/${bookingId}?preview=${templateId}`,
    { id: String(bookingId) },
    admin,
  );
  return info.body.contracts.preview;
}

/** Send contract as the page posts it: with the hash of the text previewed. */
export async function sendPreviewed(
  admin: TestUser,
  bookingId: number,
  templateId: number,
  textSha256: string,
) {
  const params = { id: String(bookingId) };
  return callRoute(bookingInfoAction, `/BookingInfo/${bookingId}`, params, admin, {
    intent: 'send-contract',
    templateId: String(templateId),
    textSha256,
  });
}

/** Preview, then Send contract, as an admin does. */
export async function send(admin: TestUser, bookingId: number, templateId: number) {
  const shown = await preview(admin, bookingId, templateId);
  if (!shown?.found) throw new Error('no preview');
  return sendPreviewed(admin, bookingId, templateId, shown.textSha256);
}

export async function contractsOf(bookingId: number) {
  return (await getDb()).select().from(contracts).where(eq(contracts.bookingId, bookingId));
}

/** A signing post as a browser sends it, with its user agent. */
export function sign(user: TestUser | null, contractId: number, fields: Record<string, string>) {
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

/** What the signing form posts with the typed name alone. */
export const signing = { signerName: "Ann Mary O'Brien", agree: 'on' };

/** An owner, an admin, a booking and a contract sent from a fresh template. */
export async function sentContract() {
  const owner = await verified(await createSignedInUser());
  const admin = await createSignedInUser({ isAdmin: true });
  const bookingId = await bookingOf(owner);
  const name = `Session agreement ${crypto.randomUUID()}`;
  expect((await saveTemplate(admin, { name, body: agreementBody })).status).toBe(200);
  const template = await templateNamed(name);
  expect((await send(admin, bookingId, template.id)).status).toBe(200);
  const [contract] = await contractsOf(bookingId);
  if (!contract) throw new Error('no contract');
  return { owner, admin, bookingId, template, contract };
}
