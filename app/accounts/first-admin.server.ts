import crypto from 'node:crypto';
import { getEnv } from '../config/env.server';
import { adminExists } from './accounts.server';
import { endedText, unverifiedEmailText, upsertUser } from './operator-accounts.server';

export const defaultAdminEmail = 'admin@example.com';

/**
 * PRODUCT §13: on a start with no admin, create one from ADMIN_EMAIL and ADMIN_PASSWORD, or with
 * a random password printed once. No account with a known password ever ships. An existing account
 * with that address becomes the admin as `npm run user:create` would make it: its sessions and
 * links end, and one whose address was never verified only with ADMIN_TRUST_UNVERIFIED_EMAIL=true;
 * otherwise the start goes on without an admin and says why (a stranger's signup must not be able
 * to stop the site from starting).
 */
export async function ensureFirstAdmin(log: (line: string) => void = console.log): Promise<void> {
  if (await adminExists()) return;
  const env = getEnv();
  const email = env.ADMIN_EMAIL ?? defaultAdminEmail;
  const password = env.ADMIN_PASSWORD ?? `${crypto.randomBytes(12).toString('base64url')}aA1!`;
  const result = await upsertUser({
    email,
    name: 'Administrator',
    password,
    isClient: false,
    isAdmin: true,
    trustUnverifiedEmail: env.ADMIN_TRUST_UNVERIFIED_EMAIL === 'true',
  });
  if (!result.ok) {
    log(`No first admin was made: ${unverifiedEmailText(email, 'ADMIN_TRUST_UNVERIFIED_EMAIL=true')}`);
    return;
  }
  const made = result.created ? 'created' : 'made from the existing account';
  log(
    env.ADMIN_PASSWORD
      ? `First admin ${made}: ${email} (password from ADMIN_PASSWORD).`
      : `First admin ${made}: ${email} with password ${password} (shown only this once; change it with npm run user:create).`,
  );
  if (!result.created) log(endedText(result));
}
