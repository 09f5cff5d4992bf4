import { data } from 'react-router';
import { type RoleRule, satisfiesRule } from './roles';
import { getSessionUser } from './session.server';
import type { SessionUser } from './session-user';

/** What a 403 carries to the error boundary: whether to offer the Login link. */
export interface ForbiddenData {
  forbidden: true;
  signedIn: boolean;
}

/** What a 401 carries to the error boundary: the "Please log in to see this page." page (decision 057). */
export interface SignInNeededData {
  signInNeeded: true;
}

function forbidden(signedIn: boolean) {
  return data<ForbiddenData>({ forbidden: true, signedIn }, { status: 403 });
}

const userCache = new WeakMap<Request, Promise<SessionUser | null>>();

/** The signed-in user, looked up once per request however many loaders ask. */
export function getOptionalUser(request: Request): Promise<SessionUser | null> {
  let pending = userCache.get(request);
  if (!pending) {
    pending = getSessionUser(request);
    userCache.set(request, pending);
  }
  return pending;
}

/** First call of every restricted loader and action: signed in, or 403. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getOptionalUser(request);
  if (!user) throw forbidden(false);
  return user;
}

/**
 * First call of every role-restricted loader and action (PRODUCT §6): the rule holds, or 403. Only
 * the id in the address comes before it (`idParam`): an address that names nothing is a 404.
 */
export async function requireRole(request: Request, rule: RoleRule): Promise<SessionUser> {
  const user = await getOptionalUser(request);
  if (!user || !satisfiesRule(user, rule)) throw forbidden(user !== null);
  return user;
}

/**
 * First call of the pages a client reaches from an email (a session, contract, invoice, gallery or
 * order; PRODUCT §6, decision 057): signed out, the "Please log in to see this page." page with
 * status 401, before the address's id is even read, so it is the same page whether the id exists
 * or not and whoever owns it. Signed in, the page's own rule decides (404 for anyone but the owner).
 */
export async function requireSignedIn(request: Request): Promise<SessionUser> {
  const user = await getOptionalUser(request);
  if (!user) throw data<SignInNeededData>({ signInNeeded: true }, { status: 401 });
  return user;
}
