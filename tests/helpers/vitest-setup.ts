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

if (typeof document !== 'undefined') {
  // Testing Library's findBy and waitFor give up after 1 s by default. A route stub's first render
  // took longer once while the browser tests ran beside Vitest on 2 cores (month-calendar.test.tsx,
  // load average 12); a real failure still fails, 4 s later.
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}

// A file that set the one clock (setClock) leaves the machine's time to the next file of its worker.
afterAll(() => resetClock());
