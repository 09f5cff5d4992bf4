/**
 * What a comment, test or document cites: the requirement (`PRODUCT §n`) or a decision record
 * (`decision 045`), never the history of how it came about. An issue's number says nothing to a
 * reader without the tracker, and the work it names is done; the product's specification and its
 * changes are cited through docs/PRODUCT.md, the repository's own words for them.
 */

/** "issue" or "issues", any case, then a number (a space and a # may come between); not inside a word. */
const issueNumber = /(?<![a-z])issues? ?#?\d+/i;
/** The specification's and its change list's own sections, which only PRODUCT.md quotes. */
const outsideSection = /\b(?:SPEC|DECISIONS) §/;

export interface Citation {
  path: string;
  line: number;
  text: string;
}

/** The lines of `text` that cite an issue's number, or the specification's sections directly. */
export function historyCitations(path: string, text: string): Citation[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      issueNumber.test(line) || outsideSection.test(line)
        ? [{ path, line: index + 1, text: line.trim() }]
        : [],
    );
}

/** Folders whose every text file is held to it (generated migrations stay as drizzle-kit wrote them). */
export const citedFolders = ['app', 'server', 'scripts', 'docs', 'tests', 'lint'] as const;
