import { clientNetwork } from '../security/client-network';
import { hitRateLimit } from '../security/rate-limit.server';

/**
 * Emailed links one address may be sent per hour, for one requester network (an IPv6 client is
 * its /64, decision 029) and from everyone together: a stranger spends their own budget, not the
 * owner's, and nobody can flood an inbox (decision 030). Reset links and sign-in links (decision
 * 057) each have these budgets, under keys of their own.
 */
export const linksPerRequesterPerHour = 3;
export const linksPerAddressPerHour = 10;
const hourMs = 60 * 60 * 1000;

/** Which emailed link a budget is for: the prefix of its counters' keys. */
export type LinkEmailKind = 'reset-mail' | 'sign-in-mail';

/**
 * Counts a request for `email` from `clientIp` against its hourly budgets: the requester's own,
 * then the address's overall cap (only a request within its own budget spends the cap). Counted
 * for every address, known or not, so the budget says nothing about which addresses have accounts.
 */
export async function allowLinkEmail(kind: LinkEmailKind, email: string, clientIp: string): Promise<boolean> {
  const address = email.trim().toLowerCase();
  const own = await hitRateLimit(
    `${kind}:${address}:${clientNetwork(clientIp)}`,
    linksPerRequesterPerHour,
    hourMs,
  );
  if (!own.allowed) return false;
  return (await hitRateLimit(`${kind}:${address}`, linksPerAddressPerHour, hourMs)).allowed;
}
