import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { Form, useNavigation } from 'react-router';
import '../styles/bootstrap/modal.scss';

/**
 * A question before a POST that cannot be undone (Delete Image, Send my selection, Release
 * gallery): the dialog posts `intent` and `fields` to the page's action, or is cancelled.
 */
export function ConfirmDialog({
  show,
  onClose,
  titleId,
  title,
  children,
  intent,
  fields = {},
  confirmLabel,
  variant = 'primary',
}: {
  show: boolean;
  onClose: () => void;
  /** The id of the title, which names the dialog. */
  titleId: string;
  title: string;
  children: ReactNode;
  intent: string;
  fields?: Record<string, string>;
  confirmLabel: string;
  variant?: 'primary' | 'danger';
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby={titleId}>
      <Form method="post" onSubmit={onClose}>
        <Modal.Header closeButton>
          <Modal.Title id={titleId} as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {children}
          <input type="hidden" name="intent" value={intent} />
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant={variant} disabled={submitting}>
            {confirmLabel}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
