// What `npm run user:create` does (scripts/user-create.ts is its entry), as a function the tests
// can call in-process: the arguments and the password in, the lines it prints and its exit code out.
import { parseArgs } from 'node:util';
import { endedText, unverifiedEmailText, upsertUser } from '../app/accounts/operator-accounts.server';
import type { Database } from '../app/db/client.server';
import { errorMessage } from '../app/logging/log-error';
import { longEmailField, newPasswordField, personNameField } from '../app/validation/fields';

const usage =
  'Usage: npm run user:create -- --email E --name N [--roles Admin,Client] [--trust-unverified-email] (password in USER_PASSWORD or stdin)';

export interface UserCreateIo {
  argv: string[];
  /** USER_PASSWORD, when set. */
  passwordFromEnv: string | undefined;
  /** Reads the password from standard input (asked for only when USER_PASSWORD is unset). */
  readPassword: () => Promise<string>;
  /** Opens the database (the server must be stopped on the embedded database). */
  openDatabase: () => Promise<Pick<Database, 'close'>>;
  out: (line: string) => void;
  err: (line: string) => void;
}

/** Creates or updates the user the arguments name; resolves with the exit code (0 or 1). */
export async function userCreateCommand(io: UserCreateIo): Promise<number> {
  const fail = (message: string) => {
    io.err(message);
    return 1;
  };
  let values: { email?: string; name?: string; roles?: string; 'trust-unverified-email'?: boolean };
  try {
    ({ values } = parseArgs({
      args: io.argv,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        roles: { type: 'string', default: '' },
        'trust-unverified-email': { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    return fail(`${errorMessage(error)}\n${usage}`);
  }
  const email = longEmailField.safeParse(values.email);
  const name = personNameField.safeParse(values.name);
  if (!email.success) return fail(`--email: ${email.error.issues[0]?.message ?? 'invalid'}\n${usage}`);
  if (!name.success) return fail(`--name: ${name.error.issues[0]?.message ?? 'invalid'}\n${usage}`);

  const roles = (values.roles ?? '')
    .split(',')
    .map((r) => r.trim().toLowerCase())
    .filter(Boolean);
  const unknown = roles.filter((r) => !['admin', 'client', 'user'].includes(r));
  if (unknown.length) return fail(`--roles: unknown role ${unknown.join(', ')} (use Admin, Client)`);

  const password = io.passwordFromEnv ?? (await io.readPassword());
  // The same rules as signup: an admin's password is no weaker than a client's.
  const checked = newPasswordField.safeParse(password);
  if (!checked.success) return fail(`Password: ${checked.error.issues[0]?.message ?? 'invalid'}`);

  const database = await io.openDatabase();
  try {
    const result = await upsertUser({
      email: email.data,
      name: name.data,
      password,
      isClient: roles.includes('client'),
      isAdmin: roles.includes('admin'),
      trustUnverifiedEmail: values['trust-unverified-email'] ?? false,
    });
    if (!result.ok) return fail(unverifiedEmailText(result.user.email, '--trust-unverified-email'));
    io.out(`${result.created ? 'Created' : 'Updated'} user ${result.user.email} (id ${result.user.id}).`);
    if (!result.created) io.out(endedText(result));
    return 0;
  } finally {
    await database.close();
  }
}
