import crypto from 'node:crypto';
import { getEnv } from '../config/env.server';
import { adminExists, findUserByEmail } from './accounts.server';
import {
  forgetFirstAdminPassword,
  readFirstAdminPassword,
  writeFirstAdminPassword,
} from './first-admin-password.server';
import { endedText, unverifiedEmailText, upsertUser } from './operator-accounts.server';
import { verifyPassword } from './password.server';

export const defaultAdminEmail = 'admin@example.com';

/**
 * PRODUCT §13: on a start with no admin, create one from ADMIN_EMAIL and ADMIN_PASSWORD, or with
 * a random password written once to a file only the server's user can read, whose place the log
 * gives (never the password). No account with a known password ever ships. An existing account
 * with that address becomes the admin as `npm run user:create` would make it: its sessions and
 * links end, and one whose address was never verified only with ADMIN_TRUST_UNVERIFIED_EMAIL=true;
 * otherwise the start goes on without an admin and says why (a stranger's signup must not be able
 * to stop the site from starting).
 */
export async function ensureFirstAdmin(log: (line: string) => void = console.log): Promise<void> {
  if (await adminExists()) {
    await dropStaleFirstAdminPassword();
    return;
  }
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
  if (env.ADMIN_PASSWORD) {
    log(`First admin ${made}: ${email} (password from ADMIN_PASSWORD).`);
  } else {
    const file = writeFirstAdminPassword({ email: result.user.email, password });
    log(
      `First admin ${made}: ${email}. Its password is in ${file}, readable only by this user: sign in, change it on Your Account, and the file is deleted.`,
    );
  }
  if (!result.created) log(endedText(result));
}

/**
 * A password file whose password no longer opens its account goes at the next start: the
 * password was changed by another process (several servers, a script on another machine).
 */
async function dropStaleFirstAdminPassword(): Promise<void> {
  const kept = readFirstAdminPassword();
  if (!kept) return;
  const user = await findUserByEmail(kept.email);
  if (!user || !(await verifyPassword(user.passwordHash, kept.password)))
    forgetFirstAdminPassword(kept.email);
}
