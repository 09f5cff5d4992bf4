import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { type RunningServer, type ServerOptions, startServer } from './server';

export type { RunningServer, ServerOptions };
export { expect };

interface WorkerFixtures {
  /**
   * How the worker's server is started. A file that needs its own data or settings overrides it
   * with a top-level `test.use({ serverOptions: { ... } })`; Playwright then gives that file's tests
   * their own worker, and so their own server. (For one test, the `startServer` fixture.)
   */
  serverOptions: ServerOptions;
  /** The built production server, one per worker, on a throwaway DATA_DIR. */
  server: RunningServer;
}

interface TestFixtures {
  /** Marks the first-visit popup as seen before any page script runs, so it covers nothing. */
  popupShown: boolean;
  /** Starts an extra server for a single test; it is stopped when the test ends. */
  startServer: (options?: ServerOptions) => Promise<RunningServer>;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  serverOptions: [{}, { scope: 'worker', option: true }],
  server: [
    async ({ serverOptions }, use) => {
      const server = await startServer(serverOptions);
      await use(server);
      await server.stop();
    },
    // Migrating and seeding PGlite, then booting the server, can take a while on a busy machine.
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  popupShown: [true, { option: true }],
  context: async ({ context, popupShown }, use) => {
    if (popupShown) {
      await context.addInitScript(() => {
        // about:blank, where every page starts, has no local storage.
        if (window.location.protocol.startsWith('http')) window.localStorage.setItem('popupShown', 'true');
      });
    }
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
 * Waits until React has hydrated the server-rendered page: before that, clicks and keys reach
 * plain HTML and do nothing. React tags each element it has hydrated with a `__reactFiber$…`
 * property, parents after their children; the footer is the last part of the layout.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const footer = document.querySelector('body > footer');
    return footer !== null && Object.keys(footer).some((key) => key.startsWith('__reactFiber'));
  });
}

/**
 * Waits for the contact page's calendar grid. Its chunk loads after hydration, and with both
 * workers' browsers busy, hydration, the chunk and FullCalendar's first render have taken more
 * than the 10 s an assertion waits by default.
 */
export async function waitForCalendar(page: Page): Promise<void> {
  await expect(page.locator('.fc-daygrid-body')).toBeVisible({ timeout: 30_000 });
}
