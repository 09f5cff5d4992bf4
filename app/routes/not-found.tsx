import { NotFound } from '../components/not-found';
import { notFound } from '../http/not-found';
import { pageMeta } from '../seo/page-meta';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'Page not found', 'This page does not exist.');

/** A loader that throws makes the response a real HTTP 404, rendered by this route's boundary. */
export function loader() {
  throw notFound();
}

export default function NotFoundRoute() {
  return <NotFound />;
}

export function ErrorBoundary() {
  return <NotFound />;
}
