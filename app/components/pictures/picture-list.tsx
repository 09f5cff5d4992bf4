import type { ReactNode } from 'react';
import Row from 'react-bootstrap/Row';

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
  return (
    <Row
      xs={phoneColumns}
      sm={2}
      md={3}
      xl={4}
      className={`${tight ? 'g-2' : 'g-3'} list-unstyled`}
      as="ul"
      role="list"
      aria-label={label}
    >
      {children}
    </Row>
  );
}
