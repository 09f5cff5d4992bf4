import type { ReactNode } from 'react';
import { Row } from 'react-bootstrap';

/** The grid every picture screen uses: a labelled list, one to four columns by width. */
export function PictureList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Row xs={1} sm={2} md={3} xl={4} className="g-3 list-unstyled" as="ul" role="list" aria-label={label}>
      {children}
    </Row>
  );
}
