import type { MetaDescriptor } from 'react-router';
import { type ArtworkName, artworks, artworkUrl } from '../content/artwork';
import { business } from '../content/business';
import { carouselSlides } from '../content/home';

/** What a route's `meta` receives and this module reads: the address and the root's data. */
export interface MetaContext {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData: unknown } | undefined>;
}

/** What the root loader gives every page's metadata (app/root.tsx). */
export interface SiteFacts {
  /** PUBLIC_URL, ending in a slash: every absolute address starts here, never at the request's Host. */
  siteOrigin: string;
  businessEmail: string;
  businessPhone: string;
}

/** The picture a page shows when it is shared, with its alternative text. */
export interface ShareImage {
  name: ArtworkName;
  alt: string;
}

const homeSlide = carouselSlides[0];
/** The home page's first slide, for pages without a picture of their own. */
export const defaultShareImage: ShareImage = {
  name: homeSlide?.image ?? 'home1',
  alt: homeSlide?.alt ?? business.name,
};

/** The width of a shared picture: the 1200 px rendering, what Open Graph readers ask for. */
const shareWidth = 1200;

function isSiteFacts(value: unknown): value is SiteFacts {
  if (typeof value !== 'object' || value === null) return false;
  const facts = value as Record<string, unknown>;
  return (
    typeof facts.siteOrigin === 'string' &&
    typeof facts.businessEmail === 'string' &&
    typeof facts.businessPhone === 'string'
  );
}

/** The root loader's facts, or undefined when the root has none (its loader failed). */
export function siteFacts(context: Pick<MetaContext, 'matches'>): SiteFacts | undefined {
  const root = context.matches.find((match) => match?.id === 'root')?.loaderData;
  return isSiteFacts(root) ? root : undefined;
}

/** An absolute address on this site. */
export function absoluteUrl(facts: SiteFacts, pathname: string): string {
  return new URL(pathname, facts.siteOrigin).toString();
}

/** A shared picture's JPEG (what every Open Graph reader takes) and its size. */
export function shareImage(facts: SiteFacts, image: ShareImage) {
  const art = artworks[image.name];
  const width = Math.min(shareWidth, art.width);
  return {
    url: absoluteUrl(facts, artworkUrl(image.name, width, 'jpg')),
    width,
    height: Math.round((width * art.height) / art.width),
    alt: image.alt,
  };
}

/** A page's full title: its own, then the business's name. */
export function pageTitle(title: string): string {
  return `${title} | ${business.name}`;
}

/**
 * Each page's metadata, in one place: its title and description; and, from the root's PUBLIC_URL,
 * its canonical address (the path without a query string) and the Open Graph tags a shared link
 * shows (title, description, address, picture). `jsonLd` adds structured data for search engines.
 */
export function pageMeta(
  context: MetaContext,
  title: string,
  description: string,
  options: { image?: ShareImage; jsonLd?: Record<string, unknown> } = {},
): MetaDescriptor[] {
  const fullTitle = pageTitle(title);
  const meta: MetaDescriptor[] = [{ title: fullTitle }, { name: 'description', content: description }];
  const facts = siteFacts(context);
  if (!facts) return meta;
  const url = absoluteUrl(facts, context.location.pathname);
  const image = shareImage(facts, options.image ?? defaultShareImage);
  meta.push(
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: business.name },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image.url },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
  );
  if (options.jsonLd) meta.push({ 'script:ld+json': options.jsonLd });
  return meta;
}
