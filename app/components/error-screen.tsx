import { isRouteErrorResponse } from 'react-router';
import { chunkLoadFailure } from '../chunks/chunk-load-failure';

/**
 * PRODUCT §2 Router fallback and §8: 'Unexpected Application Error!' with status and message, or,
 * when a lazily loaded script chunk failed, 'Loading chunk {n} failed' with the reason.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const chunk = chunkLoadFailure(error);
  if (chunk) {
    return (
      <div className="container py-5" role="alert">
        <h1 className="h3">Loading chunk {chunk.name} failed</h1>
        <p>{chunk.reason}</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </div>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error)
    ? error.statusText || String(error.data ?? '')
    : error instanceof Error
      ? error.message // In production React Router already replaces server errors' messages.
      : 'Unknown error';
  return (
    <div className="container py-5" role="alert">
      <h1>Unexpected Application Error!</h1>
      <p className="fs-4">{status}</p>
      <p>{message}</p>
    </div>
  );
}
