import { useEffect } from 'react';

/**
 * Marks the document `data-hydrated="true"` once React has hydrated it. Until then a click or a key
 * reaches plain server-rendered HTML and does nothing; the browser tests wait for this mark
 * (`waitForHydration`) rather than for React's private properties. Called in the root layout,
 * whose effect runs after every effect of the page below it; set once, never removed.
 */
export function useHydratedMark(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}
