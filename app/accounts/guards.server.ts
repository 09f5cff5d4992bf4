import { data } from 'react-router';
import { type RoleRule, satisfiesRule } from './roles';
import { getSessionUser } from './session.server';
import type { SessionUser } from './session-user';

/** What a 403 carries to the error boundary: whether to offer the Login link. */
export interface ForbiddenData {
  forbidden: true;
  signedIn: boolean;
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
