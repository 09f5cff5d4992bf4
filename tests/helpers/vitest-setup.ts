import { afterAll, afterEach } from 'vitest';
import { resetClock } from '../../app/business-time/clock';

/**
 * Run before every test file (vitest.config.ts `setupFiles`). The files of a worker share their
 * modules (`isolate: false`), so what a file needs after each of its tests is registered here,
 * per file, not at the top of a module only the first file would evaluate.
 */
afterEach(async () => {
  // Component tests (happy-dom) unmount what they rendered; other files have no document.
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});

// A file that set the one clock (setClock) leaves the machine's time to the next file of its worker.
afterAll(() => resetClock());
