import type { ReactNode } from 'react';

/**
 * The grid every picture screen uses: a labelled list, one to four columns by width. A gallery's
 * own page asks for two on a phone (`phoneColumns`), where its pictures are cropped to squares,
 * with narrow gutters (`tight`).
 */
export function PictureList({
  label,
  phoneColumns = 1,
  tight = false,
  children,
}: {
  label: string;
  phoneColumns?: 1 | 2;
  /** Narrow gutters, so the pictures run nearly edge to edge (a gallery's own page). */
  tight?: boolean;
  children: ReactNode;
}) {
  // Bootstrap's markup rather than react-bootstrap's Row: the client's gallery lists its pictures
  // here, and Row came in a file of the forms' pages (decision 074).
  return (
    <ul
      className={`${tight ? 'g-2' : 'g-3'} list-unstyled row ${phoneColumns === 2 ? 'row-cols-2' : 'row-cols-1'} row-cols-sm-2 row-cols-md-3 row-cols-xl-4`}
      // biome-ignore lint/a11y/noRedundantRoles: a list without bullets is no longer a list to Safari's VoiceOver unless it says so.
      role="list"
      aria-label={label}
    >
      {children}
    </ul>
  );
}
