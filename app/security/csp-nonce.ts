import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of the page being rendered on the server, for every script
 * tag the page writes itself (server/security-headers.ts makes one per request). In the browser it
 * is empty: scripts added after hydration are modules from the site's own origin.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
