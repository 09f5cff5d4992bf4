import type { ReactNode } from 'react';
import { Row } from 'react-bootstrap';

/**
 * The grid every picture screen uses: a labelled list, one to four columns by width. A gallery's
 * own page asks for two on a phone (`phoneColumns`), where its pictures are cropped to squares.
 */
export function PictureList({
  label,
  phoneColumns = 1,
  children,
}: {
  label: string;
  phoneColumns?: 1 | 2;
  children: ReactNode;
}) {
  return (
    <Row
      xs={phoneColumns}
      sm={2}
      md={3}
      xl={4}
      className="g-3 list-unstyled"
      as="ul"
      role="list"
      aria-label={label}
    >
      {children}
    </Row>
  );
}
