/**
 * Debian's Chromium, the one browser the browser tests and the benchmark drive (Playwright's own
 * download cannot reach our machines), with nothing reaching out to the network: only 127.0.0.1
 * answers here, and a refused connection per background service slows every start.
 */
export const chromiumPath = '/usr/bin/chromium';

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
