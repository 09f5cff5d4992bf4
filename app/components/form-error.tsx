import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';

/** The form-level message (not tied to one field), announced to screen readers. */
export function FormError({
  form,
  children,
}: {
  form: { errors?: string[]; errorId: string };
  children?: ReactNode;
}) {
  const message = form.errors?.[0];
  if (!message) return null;
  return (
    <Alert variant="danger" role="alert" id={form.errorId}>
      {message}
      {children}
    </Alert>
  );
}
