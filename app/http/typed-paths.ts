import { href } from 'react-router';
import type { BookingFilter } from '../bookings/bookings.forms';
import type { SessionOption } from '../content/booking-options';

/** Admin Home's views (PRODUCT §2), each the `view` of its address. */
export const adminViews = [
  'bookings',
  'users',
  'events',
  'visits',
  'contracts',
  'reminders',
  'invoices',
  'reports',
  'codes',
  'price-list',
  'orders',
] as const;
export type AdminView = (typeof adminViews)[number];

/**
 * The query parameters each page reads, with their values: a link that builds one of these
 * addresses and the loader that reads it agree on the names, and a typo fails `npm run typecheck`.
 * A page that starts to read a parameter gets a line here.
 */
export interface PageQueries {
  '/adminHome': { view?: AdminView; filter?: BookingFilter; q?: string; stage?: string; status?: string };
  '/login': { redirectTo?: string };
  /** Where a sign-in by an emailed link goes once signed in (decision 057). */
  '/sign-in-link': { redirectTo?: string };
  '/sign-in/:token': { redirectTo?: string };
  /** The address a booking's email invites to sign up with (PRODUCT §16). */
  '/signup': { email?: string };
  '/confirm': { order: string };
  /** The year of Show Reports' downloads (PRODUCT §2 Admin Home, Reports). */
  '/reports/payments.csv': { year: string };
  '/reports/bookings.csv': { year: string };
  '/BookingForm': { session?: SessionOption };
  /** `preview`: the template whose filled text Send contract shows first (PRODUCT §17). */
  '/BookingInfo/:id': { edit?: '1'; preview?: string };
  /** yyyy-MM: the calendar's month (decision 037). */
  '/contact': { month?: string };
  /** The gallery an upload goes into; none: the client's "Your pictures". */
  /** `session`: New gallery's Session chosen already (Booking Info's New gallery for this session). */
  '/editImages/:id': { gallery?: string; session?: string };
  '/editImages/:id/upload': { gallery?: string };
  /** The session email's signed link (decision 049). */
  '/sessions/:bookingId/another-date': { key?: string };
  '/sessions/:bookingId/cancel': { key?: string };
}

type PagePath = Parameters<typeof href>[0];
/** What `href(path, …)` takes after the path: the route's parameters, if it has parameters. */
type ParamsOf<Path extends PagePath> =
  Parameters<typeof href<Path>> extends [Path, ...infer Rest] ? Rest : never;

/**
 * `href(path, params)` with its query string: `hrefWithQuery('/adminHome', { view: 'users' })`,
 * `hrefWithQuery('/BookingInfo/:id', { id }, { edit: '1' })`. Values are encoded; a parameter left
 * undefined is left out, and so is the `?` when none is left.
 */
export function hrefWithQuery<Path extends keyof PageQueries & PagePath>(
  path: Path,
  ...args: [...ParamsOf<Path>, PageQueries[Path]]
): string {
  const query = args[args.length - 1] as Record<string, string | undefined>;
  const params = args.slice(0, -1) as ParamsOf<Path>;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, value);
  // The parameters were checked against the route above; TypeScript cannot follow the generic here.
  const pathname = (href as (path: Path, ...params: ParamsOf<Path>) => string)(path, ...params);
  const text = search.toString();
  return text ? `${pathname}?${text}` : pathname;
}
