// `npm run user:create -- --email E --name N --roles Admin,Client`: creates or updates a user
// (PRODUCT §13). The password comes from USER_PASSWORD or standard input, never from the command
// line, where it would stay in the shell history and the process list. An update ends the
// account's sessions and links, and an account whose address was never verified is only updated
// with --trust-unverified-email (app/accounts/operator-accounts.server.ts).
import { parseArgs } from 'node:util';
import { newPasswordField } from '../app/accounts/accounts.forms';
import { endedText, unverifiedEmailText, upsertUser } from '../app/accounts/operator-accounts.server';
import { longEmailField, personNameField } from '../app/validation/fields';
import { openDatabaseForScript } from './script-database';

const usage =
  'Usage: npm run user:create -- --email E --name N [--roles Admin,Client] [--trust-unverified-email] (password in USER_PASSWORD or stdin)';

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('Password: ');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    roles: { type: 'string', default: '' },
    'trust-unverified-email': { type: 'boolean', default: false },
  },
});
const email = longEmailField.safeParse(values.email);
const name = personNameField.safeParse(values.name);
if (!email.success) fail(`--email: ${email.error.issues[0]?.message ?? 'invalid'}\n${usage}`);
if (!name.success) fail(`--name: ${name.error.issues[0]?.message ?? 'invalid'}\n${usage}`);

const roles = (values.roles ?? '')
  .split(',')
  .map((r) => r.trim().toLowerCase())
  .filter(Boolean);
const unknown = roles.filter((r) => !['admin', 'client', 'user'].includes(r));
if (unknown.length) fail(`--roles: unknown role ${unknown.join(', ')} (use Admin, Client)`);

const password = process.env.USER_PASSWORD ?? (await readStdin());
// The same rules as signup: an admin's password is no weaker than a client's.
const checked = newPasswordField.safeParse(password);
if (!checked.success) fail(`Password: ${checked.error.issues[0]?.message ?? 'invalid'}`);

const database = await openDatabaseForScript();
const result = await upsertUser({
  email: email.data,
  name: name.data,
  password,
  isClient: roles.includes('client'),
  isAdmin: roles.includes('admin'),
  trustUnverifiedEmail: values['trust-unverified-email'],
});
await database.close();
if (!result.ok) fail(unverifiedEmailText(result.user.email, '--trust-unverified-email'));
console.log(`${result.created ? 'Created' : 'Updated'} user ${result.user.email} (id ${result.user.id}).`);
if (!result.created) console.log(endedText(result));
