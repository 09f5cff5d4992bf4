import { type Browser, type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import {
  type ParsedMail,
  type RunningServer,
  type ServerOptions,
  startServer,
} from '../../../scripts/lib/site-server';
import { seedWorld } from '../seeds';
import { sessionCookies, type TestUser } from './world';

export type { ParsedMail, RunningServer, ServerOptions, TestUser };
export { expect };

/**
 * The footer's credits line on the shared server (PRODUCT §1: it is the deployer's), so the footer
 * test sees a line it set itself.
 */
export const sharedCredits = 'Photographs by Hannah Brooks; text by the Sierra Equine team.';

/**
 * How the shared server differs from a default start. Every browser posts from 127.0.0.1, so the
 * per-address limits would count every test's sign-ins and forms together: they are raised here
 * and tested on servers of their own with small limits (accounts-security, contact-rate-limit).
 */
export const sharedServerEnv: Record<string, string> = {
  FORM_RATE_LIMIT: '100000',
  AUTH_RATE_LIMIT: '100000',
  CREDITS_TEXT: sharedCredits,
};

interface WorkerFixtures {
  /**
   * The built production server the worker's tests share, on a throwaway DATA_DIR seeded with
   * tests/e2e/seeds/ (docs/TESTING.md). A test whose subject is the start, the configuration or
   * the stop starts its own with `startServer`.
   */
  server: RunningServer;
}

interface TestFixtures {
  /** Marks the first-visit popup as seen before any page script runs, so it covers nothing. */
  popupShown: boolean;
  /**
   * The test's page starts signed in as this seeded user (`test.use({ signedInAs })`): the
   * user's session cookie, as a saved sign-in state would give it, without a sign-in per test.
   */
  signedInAs: TestUser | undefined;
  /** Starts a server of the test's own; it is stopped when the test ends. */
  startServer: (options?: ServerOptions) => Promise<RunningServer>;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startServer({ env: sharedServerEnv, setup: seedWorld });
      await use(server);
      await server.stop();
    },
    // Copying the template, seeding and booting can take a while on a busy machine. Auto: every
    // test's seeded ids exist before its body runs.
    { scope: 'worker', timeout: 90_000, auto: true },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  popupShown: [true, { option: true }],
  signedInAs: [undefined, { option: true }],
  // The test's own context only: `request` and contexts a test opens itself stay signed out.
  context: async ({ context, popupShown, signedInAs, server }, use) => {
    if (popupShown) await markPopupSeen(context);
    if (signedInAs) await context.addCookies(sessionCookies(signedInAs, server.url));
    await use(context);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  startServer: async ({}, use) => {
    const started: RunningServer[] = [];
    await use(async (options) => {
      const server = await startServer(options);
      started.push(server);
      return server;
    });
    await Promise.all(started.map((server) => server.stop()));
  },
});

/**
 * Marks the first-visit popup as seen in a context a test opens itself (the `context` fixture does
 * this for the test's own page): otherwise the dialog may open over the page and take the clicks.
 */
export async function markPopupSeen(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    // about:blank, where every page starts, has no local storage.
    if (window.location.protocol.startsWith('http')) window.localStorage.setItem('popupShown', 'true');
  });
}

/**
 * A second browser (its own cookies and storage) on `server`, signed in as `user` when given, with
 * the first-visit popup already seen. Closed with `page.context().close()`.
 */
export async function newBrowserPage(
  browser: Browser,
  server: RunningServer,
  user?: TestUser,
  options: { viewport?: { width: number; height: number }; deviceScaleFactor?: number } = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, ...options });
  await markPopupSeen(context);
  if (user) await context.addCookies(sessionCookies(user, server.url));
  return context.newPage();
}

/** The outbox's emails to `address` (the shared server's outbox holds every test's mail). */
export async function mailTo(server: RunningServer, address: string): Promise<ParsedMail[]> {
  const wanted = address.toLowerCase();
  // "Name <a@b>, c@d": the addresses themselves, so june@… never matches zip.june@….
  const addresses = (to: string) =>
    to
      .toLowerCase()
      .split(',')
      .map((part) => (/<([^>]+)>/.exec(part)?.[1] ?? part).trim());
  return (await server.outbox()).filter((mail) => addresses(mail.to).includes(wanted));
}

/**
 * Waits until React has hydrated the server-rendered page: before that, clicks and keys reach
 * plain HTML and do nothing. The root layout marks the document `data-hydrated="true"` in an
 * effect (`app/hooks/use-hydrated-mark.ts`), which runs after the whole page has hydrated.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * Lets the page finish the work a timer or event queued: React renders and runs effects in
 * posted-message tasks, so two message round trips run after them. Used before running a paused
 * clock (so the timer an effect sets exists) and before asserting that something did NOT happen.
 */
export async function settle(page: Page): Promise<void> {
  for (let i = 0; i < 2; i++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}
