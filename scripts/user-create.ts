// `npm run user:create -- --email E --name N --roles Admin,Client`: creates or updates a user
// (PRODUCT §13). The password comes from USER_PASSWORD or standard input, never from the command
// line, where it would stay in the shell history and the process list. An update ends the
// account's sessions and links, and an account whose address was never verified is only updated
// with --trust-unverified-email (app/accounts/operator-accounts.server.ts). The work is
// scripts/user-create-command.ts.
import { openDatabaseForScript } from './script-database';
import { userCreateCommand } from './user-create-command';

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('Password: ');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

process.exitCode = await userCreateCommand({
  argv: process.argv.slice(2),
  passwordFromEnv: process.env.USER_PASSWORD,
  readPassword: readStdin,
  openDatabase: openDatabaseForScript,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
