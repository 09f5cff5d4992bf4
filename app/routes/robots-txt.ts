import { siteUrl } from '../config/site-url.server';
import { robotsTxt } from '../seo/crawling';

/** /robots.txt: crawlers keep out of private and action routes; the sitemap's address. */
export function loader() {
  return new Response(robotsTxt(siteUrl), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
