import fs from 'node:fs';

/**
 * Debian's Chromium, the browser the benchmark drives (Playwright's own download cannot reach our
 * machines): Lighthouse and axe measure the browser people use (`apt-get install chromium`).
 */
export const chromiumPath = '/usr/bin/chromium';

/**
 * Debian's headless shell (`apt-get install chromium-headless-shell`): the same Chromium, built
 * without the desktop browser's user interface, as Playwright's own headless runs use. The browser
 * tests drive it when it is installed: it took about 30 % less CPU than the whole browser for the
 * same tests, the largest share of `npm test` (docs/TESTING.md). Without it they drive Chromium.
 */
export const headlessShellPath = '/usr/bin/chromium-headless-shell';

/** The browser the browser tests drive: the headless shell when installed, else Chromium. */
export const testBrowserPath = fs.existsSync(headlessShellPath) ? headlessShellPath : chromiumPath;

/**
 * With nothing reaching out to the network: only 127.0.0.1 answers here, and a refused connection
 * per background service slows every start.
 */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
