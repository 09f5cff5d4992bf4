import 'react-router';

declare module 'react-router' {
  interface AppLoadContext {
    /** The client's address, for per-IP rate limits. */
    clientIp: string;
    /** This response's Content-Security-Policy nonce, for the page's script tags. */
    cspNonce?: string;
  }
}
