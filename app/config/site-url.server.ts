import { getEnv } from './env.server';

/**
 * An absolute link to a page of this site, for emails: always built from PUBLIC_URL (required in
 * production), never from a request's Host header, which the sender of the request chooses.
 * Development and tests without PUBLIC_URL get http://localhost:PORT.
 */
export function siteUrl(pathname: string): string {
  const env = getEnv();
  const base = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  return new URL(pathname, base.endsWith('/') ? base : `${base}/`).toString();
}

/** The site's host name from the same setting, e.g. for iCalendar UIDs (`booking-7@host`). */
export function siteHostname(): string {
  return new URL(siteUrl('/')).hostname;
}
