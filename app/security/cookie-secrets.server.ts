import { getEnv } from '../config/env.server';

/**
 * The secrets that sign every cookie of the site (the session and the flash message). Production
 * always has SESSION_SECRET (checked at boot, decision 001); development and tests use a fixed one.
 */
export function cookieSecrets(): string[] {
  return [getEnv().SESSION_SECRET ?? 'development-only-session-secret'];
}
