import type { ShouldRevalidateFunction } from 'react-router';

/**
 * After a send that never reached the server (a client action answered `{ failed: true }`), the
 * network is likely down too: reloading the page's data would only replace the page with an error
 * screen, so skip it and let the form say what happened.
 */
export const skipAfterFailedSend: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) => {
  if (typeof actionResult === 'object' && actionResult !== null && 'failed' in actionResult) return false;
  return defaultShouldRevalidate;
};
