import type { HeadersFunction } from 'react-router';

/**
 * A route's `headers` export that keeps an action's Retry-After (sent with a 429), which React
 * Router would otherwise drop from the document response.
 */
export const retryAfterHeaders: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers();
  const retryAfter = actionHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
};
