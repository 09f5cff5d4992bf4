import { useState } from 'react';
import { Alert, Container } from 'react-bootstrap';
import { useRootData } from './use-root-data';

/** Shows the one-time message an action left for the next page (e.g. 'Successfully logged in'). */
export function FlashMessage() {
  const flash = useRootData()?.flash ?? null;
  // Each new loader result is a new object, so dismissing one message never hides the next.
  const [dismissed, setDismissed] = useState<typeof flash>(null);
  if (!flash || dismissed === flash) return null;
  return (
    <Container className="pt-3">
      <Alert
        variant={flash.variant}
        dismissible
        onClose={() => setDismissed(flash)}
        role="status"
        className="mb-0"
      >
        {flash.message}
      </Alert>
    </Container>
  );
}
