import { ConfirmDialog } from '../confirm-dialog';

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
  return (
    <ConfirmDialog
      show={pictureId !== null}
      onClose={onClose}
      titleId="delete-picture-title"
      title="Delete this picture?"
      intent="delete"
      fields={{ pictureId: pictureId ?? '' }}
      confirmLabel="Yes, delete it"
      variant="danger"
    >
      <p className="mb-0">
        {label} will be removed for good, together with its files. The client will no longer see it.
      </p>
    </ConfirmDialog>
  );
}
