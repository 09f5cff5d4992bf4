import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';

/** The frame of the sign-in and sign-up screens: a heading, the form, and a line below it. */
export function AuthCard({
  title,
  footer,
  children,
}: {
  title: string;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container className="py-5">
      <Card className="shadow-sm">
        <Card.Body>
          <h1 className="h2 mb-4">{title}</h1>
          {children}
          <p className="mt-3 mb-0">{footer}</p>
        </Card.Body>
      </Card>
    </Container>
  );
}
