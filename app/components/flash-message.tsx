import { useState } from 'react';
import { type RootData, useRootData } from '../hooks/use-root-data';

type Variant = NonNullable<RootData['flash']>['variant'];

/** Each variant's class, written whole so the build's class check (class-check.ts) can see it. */
const variantClass: Record<Variant, string> = {
  success: 'alert-success',
  danger: 'alert-danger',
  info: 'alert-info',
};

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
      <div className={`alert ${variantClass[flash.variant]} alert-dismissible mb-0`} role="status">
        {flash.message}
        <button type="button" className="btn-close" aria-label="Close" onClick={() => setDismissed(flash)} />
      </div>
    </div>
  );
}
