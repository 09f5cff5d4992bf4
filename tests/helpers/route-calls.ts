import { type RouteResult, routeResult } from './route-result';

/** Calling loaders and actions the way React Router does, and reading what they answered. */

/** A GET, or a POST of `fields` as a form, to this site, with an optional Cookie header. */
export function siteRequest(
  pathname: string,
  init: { fields?: Record<string, string>; cookie?: string } = {},
) {
  const headers = new Headers();
  if (init.cookie) headers.set('Cookie', init.cookie);
  if (!init.fields) return new Request(`http://localhost${pathname}`, { headers });
  const body = new FormData();
  for (const [key, value] of Object.entries(init.fields)) body.append(key, value);
  return new Request(`http://localhost${pathname}`, { method: 'POST', body, headers });
}

/** The argument React Router passes to a loader or action. */
export function routeArgs<F extends (args: never) => unknown>(
  request: Request,
  params: Record<string, string> = {},
  clientIp = '203.0.113.10',
): Parameters<F>[0] {
  return { request, params, context: { clientIp } } as unknown as Parameters<F>[0];
}

export interface Settled {
  status: number;
  headers: Headers;
  /** data()'s value or a plain return; null for a Response. */
  body: unknown;
  thrown: boolean;
}

/**
 * What a loader or action answered, returned or thrown (guards throw data(..., 403)), the way
 * React Router reads it. A real Error is not an answer and is thrown again.
 */
export async function settle(call: Promise<unknown> | (() => unknown)): Promise<Settled> {
  let value: unknown;
  let thrown = false;
  try {
    // A function is called here, so a synchronous throw (a loader without async) is caught too.
    value = await (typeof call === 'function' ? call() : call);
  } catch (error) {
    if (error instanceof Error) throw error;
    value = error;
    thrown = true;
  }
  if (value instanceof Response) return { status: value.status, headers: value.headers, body: null, thrown };
  return { ...routeResult(value), thrown };
}

/** A returned data() form reply, typed, or a clear failure when the route answered otherwise. */
export function formReply<R>(returned: R): RouteResult<Exclude<R, Response>> {
  if (returned instanceof Response)
    throw new Error(`expected a form reply, got a ${returned.status} Response`);
  return routeResult(returned as Exclude<R, Response>);
}

/** A returned Response (a redirect), or a clear failure. */
export function responseOf(returned: unknown): Response {
  if (!(returned instanceof Response))
    throw new Error(`expected a Response, got ${JSON.stringify(returned)}`);
  return returned;
}

type RouteFunction = (args: never) => unknown;

/**
 * Calls a loader or action for `path` as `user` (a POST when `form` is given) and reads its answer,
 * returned or thrown, as React Router would; `location` is where a redirect points.
 */
export async function call(
  fn: RouteFunction,
  path: string,
  user: { cookie: string } | null,
  form?: Record<string, string>,
) {
  const request = siteRequest(path, { fields: form, cookie: user?.cookie });
  const settled = await settle(() => fn(routeArgs<RouteFunction>(request)));
  return { ...settled, location: settled.headers.get('Location') };
}

/** A loader or action of a route with parameters, as `user` (a POST when `fields` are given). */
export function callRoute(
  fn: RouteFunction,
  path: string,
  params: Record<string, string>,
  user: { cookie: string } | null,
  fields?: Record<string, string>,
): Promise<Settled> {
  const request = siteRequest(path, { fields, cookie: user?.cookie });
  return settle(() => fn(routeArgs<RouteFunction>(request, params)));
}
