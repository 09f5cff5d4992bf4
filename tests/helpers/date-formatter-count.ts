/**
 * Counts the `Intl.DateTimeFormat`s made from now until `restore()`: the first one a page makes
 * loads the locale's data, a long task on a phone (decision 074), so the tests of what a page runs
 * as it starts count them. Load the modules under test afresh after this (`vi.resetModules()`),
 * or a formatter they made and kept earlier goes uncounted.
 */
export function countDateFormatters(): { made: () => number; restore: () => void } {
  const original = Intl.DateTimeFormat;
  let made = 0;
  Intl.DateTimeFormat = new Proxy(original, {
    construct(target, args) {
      made += 1;
      return Reflect.construct(target, args);
    },
    apply(target, self, args) {
      made += 1;
      return Reflect.apply(target, self, args);
    },
  });
  return {
    made: () => made,
    restore: () => {
      Intl.DateTimeFormat = original;
    },
  };
}
