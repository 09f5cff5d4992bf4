import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from 'react-router';
import { ServerRouter } from 'react-router';
import { CspNonceContext } from './security/csp-nonce';
import { markPrivateWhenPersonal } from './security/private-cache.server';
import { fillFirstPaintCss, linkWholeStylesheet } from './styles/first-paint-css.server';

/**
 * React Router's default Node entry (node_modules/@react-router/dev/dist/config/defaults/
 * entry.server.node.tsx), with two changes. The response's Content-Security-Policy nonce: React
 * writes it on its own inline scripts, React Router on the hydration data, and root.tsx on
 * <Scripts> and <ScrollRestoration>, so the policy needs no 'unsafe-inline' for scripts. And the
 * page is sent whole, with the first-paint CSS its markup uses in the head (decision 025), or, for
 * a signed-in user, a link to the whole stylesheet.
 */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  markPrivateWhenPersonal(request, responseHeaders);
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce || undefined;
  const signedIn = rendersForSignedInUser(routerContext);

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    // Abort after streamTimeout, leaving time to flush the rejected boundaries.
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonceContext.Provider>,
      {
        nonce,
        // React moves a finished <Suspense> boundary over 12,800 bytes to the end of the page, behind
        // its fallback and a script that swaps them, so the page can show before it is done. The
        // page is sent whole here, so nothing would show earlier: every boundary stays in place, and
        // a document shows its content without a script (Checkout's form, not its spinner).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // The whole page before a byte is sent, for every visitor: the head's first-paint CSS is
        // chosen from the classes of the whole body (decision 025). A document never streams: a
        // loader's promise left unawaited (Checkout's cart, whose loading state a client
        // navigation shows, PRODUCT §2) is waited for here, and so is React Router's hydration
        // data, which used to follow the shell in the same answer.
        onShellReady() {
          // Errors after this point are not the shell's: handleDocumentRequest does not log them.
          shellRendered = true;
        },
        onAllReady() {
          const body = new PassThrough();
          pipe(body);
          text(body).then((html) => {
            clearTimeout(timeoutId);
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            resolve(
              new Response(signedIn ? linkWholeStylesheet(html) : fillFirstPaintCss(html), {
                headers: responseHeaders,
                status: responseStatusCode,
              }),
            );
          }, reject);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell are logged by handleDocumentRequest; only later ones here.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/** Whether the root loader found a signed-in user (root.tsx): such a page links the whole stylesheet. */
function rendersForSignedInUser(context: EntryContext): boolean {
  const root: unknown = context.staticHandlerContext.loaderData.root;
  return typeof root === 'object' && root !== null && 'user' in root && root.user !== null;
}

/** The `.data` answers of client navigations follow the same caching rule as pages. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  // A copy: a Response's headers may be immutable (redirects).
  const headers = new Headers(response.headers);
  markPrivateWhenPersonal(request, headers);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};
