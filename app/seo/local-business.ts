import { business } from '../content/business';
import { absoluteUrl, defaultShareImage, type MetaContext, shareImage, siteFacts } from './page-meta';

/**
 * The business as search engines read it (schema.org LocalBusiness, JSON-LD), on the home and
 * contact pages: its name, address, the states it works in, and the phone and email the site
 * shows (BUSINESS_PHONE, BUSINESS_EMAIL).
 */
export function localBusinessJsonLd(
  context: Pick<MetaContext, 'matches'>,
): Record<string, unknown> | undefined {
  const facts = siteFacts(context);
  if (!facts) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${absoluteUrl(facts, '/')}#business`,
    name: business.name,
    url: absoluteUrl(facts, '/'),
    image: shareImage(facts, defaultShareImage).url,
    telephone: facts.businessPhone,
    email: facts.businessEmail,
    address: {
      '@type': 'PostalAddress',
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      addressCountry: business.address.country,
    },
    areaServed: business.areaServed.map((name) => ({ '@type': 'State', name })),
  };
}
