import { data } from 'react-router';

/**
 * The app's 404, for a loader, an action or a page's guard to throw (`throw notFound()`): the
 * root's boundary shows the 404 page. Every "no such thing" and every "not yours" answers the same,
 * so an address never tells whether something exists (PRODUCT §6, §16).
 */
export function notFound() {
  return data('Not Found', { status: 404 });
}
