import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { href } from 'react-router';
import { z } from 'zod';
import { envSchema } from '../../app/config/env.server';
import { onExit, runProcess } from './processes';
import { repoRoot, type SiteServer, startServerOn } from './site';

const clientPagesSchema = z.object({
  email: z.string(),
  password: z.string(),
  bookingId: z.number().int(),
  contractId: z.number().int(),
  invoiceId: z.number().int(),
  galleryId: z.string(),
});
/** What client-pages-seed.ts made: the client's sign-in and the ids of their pages. */
export type ClientPages = z.infer<typeof clientPagesSchema>;

/** What a client opens from an email, signed in (PRODUCT §15, §16): their session, invoice, contract, gallery. */
export function clientPagePaths(pages: ClientPages): string[] {
  return [
    href('/sessions/:bookingId', { bookingId: String(pages.bookingId) }),
    href('/invoices/:invoiceId', { invoiceId: String(pages.invoiceId) }),
    href('/contracts/:contractId', { contractId: String(pages.contractId) }),
    href('/galleries/:galleryId', { galleryId: pages.galleryId }),
  ];
}

/**
 * The `__session` cookie from a Set-Cookie header list, as a `Cookie` header; undefined when the
 * answer set none (a refused sign-in).
 */
export function sessionCookieFrom(setCookies: readonly string[]): string | undefined {
  for (const header of setCookies) {
    const pair = header.split(';')[0]?.trim() ?? '';
    if (pair.startsWith('__session=') && pair.length > '__session='.length) return pair;
  }
  return undefined;
}

/**
 * Signs in the way a person does: the login page's form, its fields as the page names them, the
 * address and password typed in, posted from the page's own origin. Answers the `Cookie` header
 * the browser would then send.
 */
export async function signInWithForm(baseUrl: string, email: string, password: string): Promise<string> {
  const loginUrl = `${baseUrl}${href('/login')}`;
  const page = await (await fetch(loginUrl)).text();
  const form = /<form[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/i.exec(page)?.[1];
  if (!form) throw new Error('bench: no sign-in form on /login');
  const fields = new URLSearchParams();
  for (const input of form.matchAll(/<input\b[^>]*>/gi)) {
    const name = /\bname="([^"]+)"/.exec(input[0])?.[1];
    if (!name) continue;
    const value = /\bvalue="([^"]*)"/.exec(input[0])?.[1] ?? '';
    fields.set(name, name === 'email' ? email : name === 'password' ? password : value);
  }
  if (!fields.has('email') || !fields.has('password'))
    throw new Error('bench: the sign-in form has no email or password field');
  const answer = await fetch(loginUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(baseUrl).origin },
    body: fields,
  });
  const cookie = sessionCookieFrom(answer.headers.getSetCookie());
  if (!cookie) throw new Error(`bench: signing in with the form did not sign in (HTTP ${answer.status})`);
  return cookie;
}

export interface ClientPagesSite {
  server: SiteServer;
  paths: string[];
  /** The signed-in client's `Cookie` header. */
  cookie: string;
  stop(): Promise<void>;
}

/**
 * A server of its own for the client's pages: the database template copied, the client's pages
 * made by client-pages-seed.ts (the app's services, before the server opens the folder), the
 * server started on it and the client signed in with the login form. Each page is checked to
 * answer 200 to that cookie, so Lighthouse never measures the "Please log in" page instead.
 */
export async function startClientPagesSite(template: string): Promise<ClientPagesSite> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'equine-bench-client-'));
  const forget = onExit(() => fsSync.rmSync(dataDir, { recursive: true, force: true }));
  const removeData = async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
    forget();
  };
  try {
    await fs.cp(template, dataDir, { recursive: true });
    // Only DATA_DIR from the app's settings: a DATABASE_URL or S3_* in the shell must not reach it.
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !(name in envSchema.shape)),
    ) as NodeJS.ProcessEnv;
    const seeded = await runProcess(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'scripts/bench/client-pages-seed.ts')],
      { cwd: repoRoot, env: { ...env, DATA_DIR: dataDir }, timeoutMs: 300_000 },
    );
    const line = seeded.stdout.trim().split('\n').at(-1) ?? '';
    if (seeded.code !== 0 || !line.startsWith('{'))
      throw new Error(`client-pages-seed failed: ${seeded.stderr.trim().slice(-500)}`);
    const pages = clientPagesSchema.parse(JSON.parse(line));
    const server = await startServerOn(dataDir);
    try {
      const cookie = await signInWithForm(server.url, pages.email, pages.password);
      const paths = clientPagePaths(pages);
      for (const page of paths) {
        const answer = await fetch(server.url + page, { headers: { cookie }, redirect: 'manual' });
        if (answer.status !== 200) throw new Error(`bench: ${page} answered ${answer.status} signed in`);
      }
      return {
        server,
        paths,
        cookie,
        stop: async () => {
          await server.stop();
          await removeData();
        },
      };
    } catch (error) {
      await server.stop();
      throw error;
    }
  } catch (error) {
    await removeData();
    throw error;
  }
}
