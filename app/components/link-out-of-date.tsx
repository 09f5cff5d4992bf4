import type { ErrorResponse } from 'react-router';

/**
 * A 410 answer thrown with its text: an emailed link that a later email replaced (a session's
 * change links after a new date or a cancellation, decision 053). The text says what to do instead.
 */
export function LinkOutOfDate({ error }: { error: ErrorResponse }) {
  return (
    <div className="container py-5" role="alert">
      <h1 className="h2">Link out of date</h1>
      <p>{typeof error.data === 'string' ? error.data : ''}</p>
    </div>
  );
}
