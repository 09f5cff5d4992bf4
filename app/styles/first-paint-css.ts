/**
 * The rules of a stylesheet that one page's markup can use, for its first paint (decision 025).
 *
 * A rule is kept when, for one of its selectors, every class the selector names appears in the
 * markup. Selectors without classes (`body`, `h1`, `[hidden]`, `:root`) are always kept, and so are
 * `@keyframes`, `@font-face`, `@layer` and other at-rules without selectors; `@media`, `@supports`
 * and `@container` keep the rules inside them that pass, and vanish when none does. Classes inside
 * `:not()`, `:is()` and other functional pseudo-classes are not required: `.btn:not(.disabled)` is
 * kept on a page with a `.btn`. What this keeps is a superset of what the page matches, never
 * less, except for classes added in the browser after the first paint (`classesAddedInTheBrowser`
 * names those it can foresee); all of them are in the whole stylesheet, which the page loads right
 * after its first paint.
 */
export interface FirstPaintCss {
  /** The kept rules for a page whose markup uses `classes`, in the stylesheet's order. */
  rulesFor(classes: ReadonlySet<string>): string;
}

/**
 * A stylesheet read once, at build time (`prepareStylesheet`): its rules in order, each with the
 * classes it needs, and every class any rule names. Plain data, so the build can write it into the
 * server bundle and a start need not parse the stylesheet (decision 028).
 */
export interface PreparedStylesheet {
  pieces: Piece[];
  vocabulary: string[];
}

export type Piece =
  | { kind: 'always'; text: string }
  | { kind: 'rule'; text: string; needs: string[][] }
  | { kind: 'group'; open: string; children: Piece[] };

function write(pieces: Piece[], classes: ReadonlySet<string>): string {
  let out = '';
  for (const piece of pieces) {
    if (piece.kind === 'always') out += piece.text;
    else if (piece.kind === 'rule') {
      if (piece.needs.some((names) => names.every((name) => classes.has(name)))) out += piece.text;
    } else {
      const inner = write(piece.children, classes);
      if (inner) out += `${piece.open}${inner}}`;
    }
  }
  return out;
}

/**
 * Writes pages' first-paint rules from the prepared stylesheet. Results are kept per set of
 * classes, most recent first: pages of one kind use one set, so after the first request a page
 * costs a lookup.
 */
export function createFirstPaintCss(
  { pieces, vocabulary: names }: PreparedStylesheet,
  { remembered = 200 }: { remembered?: number } = {},
): FirstPaintCss {
  const vocabulary = new Set(names);
  const results = new Map<string, string>();
  return {
    rulesFor(classes) {
      const relevant = [...classes].filter((name) => vocabulary.has(name));
      const key = relevant.sort().join(' ');
      const known = results.get(key);
      if (known !== undefined) {
        results.delete(key);
        results.set(key, known);
        return known;
      }
      const text = write(pieces, new Set(relevant));
      results.set(key, text);
      if (results.size > remembered) results.delete(results.keys().next().value ?? '');
      return text;
    },
  };
}

/** Every class named in the markup's `class` attributes (React writes them double-quoted). */
export function classesInMarkup(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (match[1] ?? '').split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/**
 * The page's classes, plus those the browser will add to parts it already shows: `added` maps a
 * class of the markup to the classes scripts add beside it (`'*'`: on any page).
 */
export function classesAddedInTheBrowser(
  classes: ReadonlySet<string>,
  added: Readonly<Record<string, readonly string[]>>,
): Set<string> {
  const all = new Set(classes);
  for (const [present, more] of Object.entries(added)) {
    if (present === '*' || classes.has(present)) for (const name of more) all.add(name);
  }
  return all;
}
