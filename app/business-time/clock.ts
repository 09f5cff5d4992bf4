let source: () => number = () => Date.now();

/**
 * The one "now" of the application, on the server and in the browser: code asks `clock.now()`,
 * never `new Date()` or `Date.now()` (the lint rule lint/one-clock.grit holds app/ to it), so a
 * test sets the time for everything at once with `setClock`.
 */
export const clock = {
  now(): Date {
    return new Date(source());
  },
};

/** For tests: the clock stands at `at`, or reads `at()`, until `resetClock()`. */
export function setClock(at: Date | (() => Date)): void {
  source = typeof at === 'function' ? () => at().getTime() : () => at.getTime();
}

/** Back to the machine's time. */
export function resetClock(): void {
  source = () => Date.now();
}
