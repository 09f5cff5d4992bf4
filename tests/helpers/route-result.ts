import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from 'react-router';

/** What a loader or action returned, once React Router's data() wrapper is taken off. */
export type Unwrapped<R> = R extends DataWithResponseInit<infer D> ? D : R;

export interface RouteResult<R> {
  status: number;
  headers: Headers;
  body: Unwrapped<R>;
}

// The class is exported only as a type, so recognise it the way React Router itself does.
function isDataWithResponseInit(value: unknown): value is DataWithResponseInit<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'type' in value &&
    value.type === 'DataWithResponseInit' &&
    'data' in value &&
    'init' in value
  );
}

/**
 * Reads a route function's return value the way React Router would: data(value, init) carries a
 * status and headers; a plain object means 200.
 */
export function routeResult<R>(returned: R): RouteResult<R> {
  if (isDataWithResponseInit(returned)) {
    return {
      status: returned.init?.status ?? 200,
      headers: new Headers(returned.init?.headers),
      body: returned.data as Unwrapped<R>,
    };
  }
  return { status: 200, headers: new Headers(), body: returned as Unwrapped<R> };
}
