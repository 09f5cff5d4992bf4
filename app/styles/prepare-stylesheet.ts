import postcss, { type ChildNode, type Container } from 'postcss';
import type { Piece, PreparedStylesheet } from './first-paint-css';

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

/**
 * Reads a stylesheet into the rules each page's first paint chooses from (`createFirstPaintCss`).
 * The build does this once (first-paint-stylesheet-plugin.ts); development, on the first page.
 */
export function prepareStylesheet(css: string): PreparedStylesheet {
  const vocabulary = new Set<string>();
  const pieces = piecesOf(postcss.parse(css), vocabulary);
  return { pieces, vocabulary: [...vocabulary] };
}
