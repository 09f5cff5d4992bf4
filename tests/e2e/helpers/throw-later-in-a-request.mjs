// Loaded into one test server with `node --import` (health-and-shutdown.spec.ts): a request that
// carries the header `X-Test-Throw-Later` makes a callback of its own throw on a later turn of the
// event loop, the way PDFKit's PNG decoder threw in a zlib callback for a malformed signature.
// Nothing can catch it; the server must name the request and stop cleanly (decision 055).
import http from 'node:http';

const setHeader = http.ServerResponse.prototype.setHeader;
const thrown = new WeakSet();

http.ServerResponse.prototype.setHeader = function setHeaderThenThrowLater(name, value) {
  // The first header the app sets, inside the request's handling (the security headers).
  if (this.req?.headers['x-test-throw-later'] && !thrown.has(this)) {
    thrown.add(this);
    setImmediate(() => {
      throw new Error('A callback of this request failed after it returned');
    });
  }
  return setHeader.call(this, name, value);
};
