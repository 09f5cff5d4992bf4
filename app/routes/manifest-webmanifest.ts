import { webManifest } from '../content/web-manifest';

/**
 * /manifest.webmanifest (PRODUCT §14 On a phone). The same for everyone; an hour's cache, as its
 * icons' names change with their pictures.
 */
export function loader() {
  return new Response(JSON.stringify(webManifest()), {
    headers: { 'Content-Type': 'application/manifest+json', 'Cache-Control': 'public, max-age=3600' },
  });
}
