import crypto from 'node:crypto';
import { getEnv } from '../config/env.server';
import { adminExists, upsertUser } from './accounts.server';

export const defaultAdminEmail = 'admin@example.com';

/**
 * PRODUCT §13: on a start with no admin, create one from ADMIN_EMAIL and ADMIN_PASSWORD, or with
 * a random password printed once. No account with a known password ever ships.
 */
export async function ensureFirstAdmin(log: (line: string) => void = console.log): Promise<void> {
  if (await adminExists()) return;
  const env = getEnv();
  const email = env.ADMIN_EMAIL ?? defaultAdminEmail;
  const password = env.ADMIN_PASSWORD ?? `${crypto.randomBytes(12).toString('base64url')}aA1!`;
  await upsertUser({ email, name: 'Administrator', password, isClient: false, isAdmin: true });
  log(
    env.ADMIN_PASSWORD
      ? `First admin created: ${email} (password from ADMIN_PASSWORD).`
      : `First admin created: ${email} with password ${password} (shown only this once; change it with npm run user:create).`,
  );
}
