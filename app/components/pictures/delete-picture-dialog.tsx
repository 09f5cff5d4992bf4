import { Button, Modal } from 'react-bootstrap';
import { Form, useNavigation } from 'react-router';
import '../../styles/bootstrap/modal.scss';

/** The confirmation the product's 'Delete Image' needs before a POST that cannot be undone. */
export function DeletePictureDialog({
  pictureId,
  label,
  onClose,
}: {
  pictureId: string | null;
  label: string;
  onClose: () => void;
}) {
  const navigation = useNavigation();
  const deleting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'delete';
  return (
    <Modal show={pictureId !== null} onHide={onClose} centered aria-labelledby="delete-picture-title">
      <Form method="post" onSubmit={onClose}>
        <Modal.Header closeButton>
          <Modal.Title id="delete-picture-title" as="h2" className="h5">
            Delete this picture?
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="mb-0">
            {label} will be removed for good, together with its files. The client will no longer see it.
          </p>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="pictureId" value={pictureId ?? ''} />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={deleting}>
            Yes, delete it
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
