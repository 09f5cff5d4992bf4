import { href } from 'react-router';
import { type RoutePath, routeAccess } from '../accounts/route-access';
import { searchablePages } from './public-pages';

/**
 * Public routes that are no page to find: the admins' sign-in, actions and one-time links. With
 * every route the access table restricts, robots.txt asks crawlers to keep out of them.
 */
const notForCrawlers: ReadonlySet<RoutePath> = new Set<RoutePath>([
  '/admin',
  '/logout',
  '/forgot-password',
  '/reset-password/:token',
  '/verify-email/:token',
  '/sign-in-link',
  '/sign-in/:token',
  '/calendar/:file',
  // A client's contract (PRODUCT §17): 404 to crawlers anyway, and no page to index.
  '/contracts/:contractId',
]);

/** A route's path up to its first parameter: robots.txt rules are prefixes. */
function prefixOf(path: string): string {
  const parameter = path.indexOf(':');
  return parameter === -1 ? path : path.slice(0, parameter);
}

/** Every path prefix robots.txt disallows, sorted; one another covers is left out (/admin, /adminHome). */
export function disallowedPrefixes(): string[] {
  const prefixes = Object.entries(routeAccess)
    .filter(([path, rule]) => path !== '*' && (rule !== 'public' || notForCrawlers.has(path as RoutePath)))
    .map(([path]) => prefixOf(path));
  const unique = [...new Set(prefixes)];
  return unique
    .filter((prefix) => !unique.some((other) => other !== prefix && prefix.startsWith(other)))
    .sort();
}

/** robots.txt: private and action routes disallowed, and where the sitemap is. */
export function robotsTxt(absolute: (pathname: string) => string): string {
  const lines = ['User-agent: *', ...disallowedPrefixes().map((prefix) => `Disallow: ${prefix}`)];
  return `${lines.join('\n')}\n\nSitemap: ${absolute(href('/sitemap.xml'))}\n`;
}

/** The sitemap protocol's XML (sitemaps.org) for the searchable pages. */
export function sitemapXml(absolute: (pathname: string) => string): string {
  const urls = searchablePages.map((path) => `  <url><loc>${absolute(path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
