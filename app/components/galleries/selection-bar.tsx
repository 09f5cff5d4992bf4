import { lazy, Suspense, useState } from 'react';
import { useNavigation } from 'react-router';
import { withLoadTimeout } from '../../chunks/chunk-load-failure';
import { chosenCount, type GalleryView } from '../../galleries/gallery-view';
import type { Notice } from '../../http/notice';
import { ActionNotice } from '../action-notice';
import { ChunkErrorBoundary } from '../chunk-error-boundary';

/**
 * The question and its Modal load when the client first presses Send my selection, not with the
 * page: linked with the gallery, the Modal's styles held its first paint back (decision 074).
 */
const ConfirmDialog = lazy(() =>
  withLoadTimeout('confirm-dialog', () =>
    import('../confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
  ),
);

/**
 * The client's open selection (PRODUCT §14): a bar that stays at the bottom of the screen while
 * the pictures scroll, "2 of 3 chosen · Send my selection". It comes after the grid in the page
 * (`position: sticky`), so at the end of the page it rests below the last row instead of over it.
 * Send my selection asks first, then locks the choices; the page then says when it was sent.
 */
export function SelectionBar({ gallery, reply }: { gallery: GalleryView; reply: Notice | undefined }) {
  const [confirming, setConfirming] = useState(false);
  const navigation = useNavigation();
  const sending =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === 'send-selection';
  return (
    <section className="gallery-selection-bar border-top py-2 mt-3" aria-label="Your selection">
      <ActionNotice notice={reply} />
      <p className="d-flex flex-wrap align-items-center gap-2 mb-0">
        <span data-testid="chosen-count">{chosenCount(gallery)}</span> <span aria-hidden="true">·</span>{' '}
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => setConfirming(true)}
          disabled={sending}
        >
          Send my selection
        </button>
      </p>
      {confirming ? (
        <ChunkErrorBoundary>
          <Suspense fallback={null}>
            <ConfirmDialog
              show
              onClose={() => setConfirming(false)}
              titleId="send-selection-title"
              title="Send your selection?"
              intent="send-selection"
              confirmLabel="Send my selection"
            >
              <p className="mb-0">
                The pictures you chose and your notes will be sent to us. After that they can no longer be
                changed, unless we reopen the selection for you.
              </p>
            </ConfirmDialog>
          </Suspense>
        </ChunkErrorBoundary>
      ) : null}
    </section>
  );
}
