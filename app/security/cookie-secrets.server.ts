import { getEnv } from '../config/env.server';

/**
 * The secrets that sign every cookie of the site (the session and the flash message). Production
 * always has SESSION_SECRET (checked at boot, decision 001); development and tests use a fixed one.
 */
export function cookieSecrets(): string[] {
  return [getEnv().SESSION_SECRET ?? 'development-only-session-secret'];
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Secure in production. Plain-http localhost is the one exception: `npm start` on a laptop must
 * be able to sign in, and browsers never send that cookie anywhere else. Production always has
 * PUBLIC_URL (checked at boot), so the answer never depends on a request's Host header; the
 * flash cookie follows the same rule.
 */
export function cookiesAreSecure(request?: Request): boolean {
  const env = getEnv();
  if (env.NODE_ENV !== 'production') return false;
  const url = new URL(env.PUBLIC_URL ?? request?.url ?? 'http://localhost/');
  return url.protocol === 'https:' || !loopbackHosts.has(url.hostname);
}
