import { siteUrl } from '../config/site-url.server';
import { sitemapXml } from '../seo/crawling';

/** /sitemap.xml: the public pages, with absolute addresses from PUBLIC_URL. */
export function loader() {
  return new Response(sitemapXml(siteUrl), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
