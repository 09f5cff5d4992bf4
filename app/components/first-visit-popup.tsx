import { lazy, Suspense, useEffect, useState } from 'react';
import { withLoadTimeout } from '../chunks/chunk-load-failure';
import { ChunkErrorBoundary } from './chunk-error-boundary';

/** The local-storage flag PRODUCT §1 names; a display preference, not a credential (PRODUCT §10). */
export const popupShownKey = 'popupShown';

// Only first-time visitors need the dialog, so its code is fetched only for them.
const FirstVisitDialog = lazy(() =>
  withLoadTimeout('first-visit-dialog', () => import('./first-visit-dialog')),
);

/** PRODUCT §1: on a first visit, say the business is fake and ask for no personal information. */
export function FirstVisitPopup() {
  const [show, setShow] = useState(false);

  useEffect(() => {
    // Decided after hydration: the server cannot see local storage.
    setShow(window.localStorage.getItem(popupShownKey) === null);
  }, []);

  if (!show) return null;
  const acknowledge = () => {
    window.localStorage.setItem(popupShownKey, 'true');
    setShow(false);
  };
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={null}>
        <FirstVisitDialog onAcknowledge={acknowledge} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
