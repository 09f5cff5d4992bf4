import { useState } from 'react';
import { useRootData } from '../hooks/use-root-data';

/**
 * Shows the one-time message an action left for the next page (e.g. 'Successfully logged in').
 * Bootstrap's alert markup without react-bootstrap: it is in the layout of every page.
 */
export function FlashMessage() {
  const flash = useRootData()?.flash ?? null;
  // Each new loader result is a new object, so dismissing one message never hides the next.
  const [dismissed, setDismissed] = useState<typeof flash>(null);
  if (!flash || dismissed === flash) return null;
  return (
    <div className="container pt-3">
      <div className={`alert alert-${flash.variant} alert-dismissible mb-0`} role="status">
        {flash.message}
        <button type="button" className="btn-close" aria-label="Close" onClick={() => setDismissed(flash)} />
      </div>
    </div>
  );
}
