import { createStaticHandler, isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { notFound } from './not-found';

/** Runs a request through React Router with `loader` as its one route's, as the server does. */
async function answer(loader: () => unknown) {
  const handler = createStaticHandler([{ id: 'page', path: '/page', loader, hasErrorBoundary: true }]);
  const context = await handler.query(new Request('http://localhost/page'));
  if (context instanceof Response) throw new Error('The route redirected.');
  return { status: context.statusCode, error: context.errors?.page };
}

describe('notFound()', () => {
  it('thrown by a loader, answers 404 with the error the root boundary shows as its 404 page', async () => {
    const { status, error } = await answer(() => {
      throw notFound();
    });
    expect(status).toBe(404);
    // app/root.tsx shows <NotFound /> for exactly this: a route error response with status 404.
    expect(isRouteErrorResponse(error) && error.status).toBe(404);
    expect(isRouteErrorResponse(error) && error.data).toBe('Not Found');
  });
});
