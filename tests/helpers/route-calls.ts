import { type RouteResult, routeResult, type Unwrapped } from './route-result';

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

/**
 * The body a route function's returned answer reads as: data()'s value or a plain return, null for
 * a Response (a redirect). Distributes over the union of what the function can return.
 */
export type Body<R> = R extends Response ? null : Unwrapped<R>;

type RouteFunction = (args: never) => unknown;

/** The body of what the loader or action `F` returns, typed from its own code. */
export type RouteBody<F extends RouteFunction> = Body<Awaited<ReturnType<F>>>;

/**
 * A loader's or action's answer. `body` is typed as the function's returned answers; a thrown one
 * (a guard's `data(…, 403)`, `notFound()`) carries what was thrown, which tests read by its status.
 */
export interface Settled<B = unknown> {
  status: number;
  headers: Headers;
  /** data()'s value or a plain return; null for a Response. */
  body: B;
  thrown: boolean;
}

/** The body of what a promise, or a function called, answers. */
type Answer<C> = Body<Awaited<C extends () => infer R ? R : C>>;

/**
 * What a loader or action answered, returned or thrown (guards throw data(..., 403)), the way
 * React Router reads it. A real Error is not an answer and is thrown again.
 */
export async function settle<C extends Promise<unknown> | (() => unknown)>(
  call: C,
): Promise<Settled<Answer<C>>> {
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
  // The one place the answer's type is asserted: `value` is what `call` returned (typed by C) or
  // what it threw (documented on Settled).
  if (value instanceof Response)
    return { status: value.status, headers: value.headers, body: null as Answer<C>, thrown };
  const read = routeResult(value);
  return { ...read, body: read.body as Answer<C>, thrown };
}

/**
 * The answer narrowed to the members of its union that have `key` (a form reply's `result`, a
 * refusal's `message`), or a clear failure naming what came instead.
 */
export function withKey<T, K extends string>(body: T, key: K): Extract<T, Record<K, unknown>> {
  if (typeof body !== 'object' || body === null || !(key in body))
    throw new Error(`expected an answer with "${key}", got ${JSON.stringify(body)}`);
  return body as Extract<T, Record<K, unknown>>;
}

/**
 * The messages of a refused form post (Conform's reply in `result`: by field, '' for the form's
 * own), or a clear failure when the answer is not one.
 */
export function replyErrors(body: unknown): Record<string, string[] | null | undefined> {
  const { result } = withKey(body, 'result');
  if (typeof result !== 'object' || result === null || !('error' in result)) {
    throw new Error(`expected a form reply with errors, got ${JSON.stringify(result)}`);
  }
  const { error } = result;
  if (typeof error !== 'object' || error === null)
    throw new Error(`expected a form reply with errors, got ${JSON.stringify(result)}`);
  return error as Record<string, string[] | null | undefined>;
}

/** `value`, or a clear failure when the answer left it out (Admin Home's data for another view is null). */
export function present<T>(value: T, what: string): NonNullable<T> {
  if (value === null || value === undefined) throw new Error(`expected ${what} in the answer`);
  return value;
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

/**
 * settle() typed by the route function called: a generic F is called through its constraint (whose
 * argument is `never`), which loses its return type, so the type is given back here, once.
 */
function settleAs<F extends RouteFunction>(run: () => unknown): Promise<Settled<RouteBody<F>>> {
  return settle(run) as Promise<Settled<RouteBody<F>>>;
}

/**
 * Calls a loader or action for `path` as `user` (a POST when `form` is given) and reads its answer,
 * returned or thrown, as React Router would; `location` is where a redirect points.
 */
export async function call<F extends RouteFunction>(
  fn: F,
  path: string,
  user: { cookie: string } | null,
  form?: Record<string, string>,
) {
  const request = siteRequest(path, { fields: form, cookie: user?.cookie });
  const settled = await settleAs<F>(() => fn(routeArgs<RouteFunction>(request)));
  return { ...settled, location: settled.headers.get('Location') };
}

/** A loader or action of a route with parameters, as `user` (a POST when `fields` are given). */
export function callRoute<F extends RouteFunction>(
  fn: F,
  path: string,
  params: Record<string, string>,
  user: { cookie: string } | null,
  fields?: Record<string, string>,
): Promise<Settled<RouteBody<F>>> {
  const request = siteRequest(path, { fields, cookie: user?.cookie });
  return settleAs<F>(() => fn(routeArgs<RouteFunction>(request, params)));
}
