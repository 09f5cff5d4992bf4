import postcss, { type ChildNode, type Container } from 'postcss';

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

type Piece =
  | { kind: 'always'; text: string }
  | { kind: 'rule'; text: string; needs: string[][] }
  | { kind: 'group'; open: string; children: Piece[] };

// Not @layer: leaving out an emptied layer block would change the order of the layers.
const groupingAtRules = new Set(['media', 'supports', 'container']);
// A class name as Bootstrap and this site write them; a selector with an escape is kept as is.
const classPattern = /\.(-?[_a-zA-Z][\w-]*)/g;

/** The classes a selector requires, or null when it cannot be read safely (always kept then). */
function requiredClasses(selector: string): string[] | null {
  if (selector.includes('\\')) return null;
  let plain = selector.replace(/\[[^\]]*\]/g, '');
  // Innermost parentheses first, until none are left: `:not(:is(.a, .b))` → `:not`.
  for (let previous = ''; previous !== plain; ) {
    previous = plain;
    plain = plain.replace(/\([^()]*\)/g, '');
  }
  return [...plain.matchAll(classPattern)].map((match) => match[1] ?? '');
}

function piecesOf(container: Container<ChildNode>, vocabulary: Set<string>): Piece[] {
  const pieces: Piece[] = [];
  container.each((node) => {
    if (node.type === 'rule') {
      const needs: string[][] = [];
      for (const selector of node.selectors) {
        const classes = requiredClasses(selector);
        if (classes === null || classes.length === 0) {
          pieces.push({ kind: 'always', text: node.toString() });
          return;
        }
        for (const name of classes) vocabulary.add(name);
        needs.push(classes);
      }
      pieces.push({ kind: 'rule', text: node.toString(), needs });
    } else if (node.type === 'atrule' && groupingAtRules.has(node.name) && node.nodes) {
      const open = `@${node.name}${node.raws.afterName ?? ' '}${node.params}{`;
      pieces.push({ kind: 'group', open, children: piecesOf(node, vocabulary) });
    } else if (node.type !== 'comment') {
      pieces.push({ kind: 'always', text: node.toString() });
    }
  });
  return pieces;
}

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
 * Reads `css` once. Results are kept per set of classes, most recent first: pages of one kind use
 * one set, so after the first request a page costs a lookup.
 */
export function createFirstPaintCss(
  css: string,
  { remembered = 200 }: { remembered?: number } = {},
): FirstPaintCss {
  const vocabulary = new Set<string>();
  const pieces = piecesOf(postcss.parse(css), vocabulary);
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
