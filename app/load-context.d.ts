import 'react-router';

declare module 'react-router' {
  interface AppLoadContext {
    /** The client's address, for per-IP rate limits. */
    clientIp: string;
  }
}
