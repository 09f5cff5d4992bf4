import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { useNavigation } from 'react-router';
import { chosenCount, type GalleryView } from '../../galleries/gallery-view';
import type { Notice } from '../../http/notice';
import { ActionNotice } from '../action-notice';
import { ConfirmDialog } from '../confirm-dialog';

/**
 * The client's selection in a gallery (issue 24): "{n} of {limit} chosen", and Send my selection,
 * which asks first and then locks the choices; once sent, the date it was sent.
 */
export function SelectionBar({ gallery, reply }: { gallery: GalleryView; reply: Notice | undefined }) {
  const [confirming, setConfirming] = useState(false);
  const navigation = useNavigation();
  const sending =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === 'send-selection';
  return (
    <div className="mb-4">
      <p className="mb-2" data-testid="chosen-count">
        {chosenCount(gallery)}
      </p>
      {gallery.selectionSentOn ? (
        <p className="mb-0" role="status">
          Your selection was sent on {gallery.selectionSentOn}.
        </p>
      ) : (
        <Button onClick={() => setConfirming(true)} disabled={sending}>
          Send my selection
        </Button>
      )}
      <ActionNotice notice={reply} />
      <ConfirmDialog
        show={confirming}
        onClose={() => setConfirming(false)}
        titleId="send-selection-title"
        title="Send your selection?"
        intent="send-selection"
        confirmLabel="Send my selection"
      >
        <p className="mb-0">
          The pictures you chose and your notes will be sent to us. After that they can no longer be changed,
          unless we reopen the selection for you.
        </p>
      </ConfirmDialog>
    </div>
  );
}
