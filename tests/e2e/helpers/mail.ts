import { type APIRequestContext, expect } from '@playwright/test';
import type { ParsedMail, RunningServer } from '../../../scripts/lib/site-server';

/**
 * The server delivers mail after it has answered (docs/decisions/021), so "no email arrived" means
 * nothing until everything queued so far has gone. This posts a booking request as a marker and
 * waits for the business's notice of it: the worker delivers in queue order, so once the marker
 * is in the outbox, every email queued before it is too. Returns the outbox without the marker's
 * two emails. (It spends one post of the booking form's per-IP budget.)
 */
export async function outboxSettled(
  request: APIRequestContext,
  server: RunningServer,
): Promise<ParsedMail[]> {
  const marker = `Marker ${Date.now()} ${Math.random().toString(36).slice(2)}`;
  const response = await request.post(`${server.url}/BookingForm`, {
    form: {
      name: 'Mark Marker',
      email: 'marker@example.com',
      phnumber: '555-010-0000',
      location: 'Reno, Nevada',
      session: 'other',
      msg: marker,
    },
    headers: { Origin: server.url },
  });
  expect(response.status()).toBe(200);
  await expect
    .poll(async () => (await server.outbox()).some((mail) => mail.text.includes(marker)))
    .toBe(true);
  return (await server.outbox()).filter((mail) => !mail.text.includes(marker));
}
