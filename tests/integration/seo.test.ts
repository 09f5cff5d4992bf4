import type { MetaDescriptor } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvCache } from '../../app/config/env.server';
import { loader as rootLoader } from '../../app/root';
import * as about from '../../app/routes/about';
import * as bookingForm from '../../app/routes/booking-form';
import * as clientStories from '../../app/routes/client-stories';
import * as contact from '../../app/routes/contact';
import * as home from '../../app/routes/home';
import * as login from '../../app/routes/login';
import { loader as robotsLoader } from '../../app/routes/robots-txt';
import * as services from '../../app/routes/services';
import * as signup from '../../app/routes/signup';
import { loader as sitemapLoader } from '../../app/routes/sitemap-xml';
import * as team from '../../app/routes/team';
import { publicPagePaths, searchablePages } from '../../app/seo/public-pages';
import { publicPages as expectedPublicPages } from '../e2e/helpers/public-pages';
import { routeArgs, siteRequest } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';

/**
 * PRODUCT §15, search: the sitemap, robots.txt and each public page's metadata, from the real root
 * loader (PUBLIC_URL, BUSINESS_PHONE, BUSINESS_EMAIL) and each route's own loader and meta.
 */
setupTestDatabase();

const site = 'https://photos.example.com';
const business = 'Sierra Equine Photography';
const phone = '916-555-0142';
const email = 'bookings@photos.example.com';
const saved = {
  PUBLIC_URL: process.env.PUBLIC_URL,
  BUSINESS_PHONE: process.env.BUSINESS_PHONE,
  BUSINESS_EMAIL: process.env.BUSINESS_EMAIL,
};

beforeAll(() => {
  process.env.PUBLIC_URL = site;
  process.env.BUSINESS_PHONE = phone;
  process.env.BUSINESS_EMAIL = email;
  resetEnvCache();
});

afterAll(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvCache();
});

describe('/sitemap.xml', () => {
  it('lists the business pages at their PUBLIC_URL addresses, and nothing private', async () => {
    const response = sitemapLoader();
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual([
      `${site}/`,
      `${site}/about`,
      `${site}/services`,
      `${site}/contact`,
      `${site}/team`,
      `${site}/clientStories`,
      `${site}/BookingForm`,
    ]);
  });
});

describe('the public pages', () => {
  it('are the pages a visitor reaches without signing in, and the sitemap holds the business’s', () => {
    expect([...publicPagePaths].sort()).toEqual([...expectedPublicPages].sort());
    // Signing in and up are public, with nothing for a search engine to find.
    const business = expectedPublicPages.filter((path) => path !== '/login' && path !== '/signup');
    expect([...searchablePages].sort()).toEqual([...business].sort());
  });
});

describe('/robots.txt', () => {
  it('keeps crawlers out of every private and one-time route, and names the sitemap', async () => {
    const response = robotsLoader();
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    const disallowed = [...text.matchAll(/^Disallow: (.+)$/gm)].map((match) => match[1]);
    // PRODUCT §6's restricted pages, the admins' sign-in, and the links and files behind tokens.
    expect(disallowed).toEqual([
      '/BookingInfo/',
      '/ReviewOrder',
      '/ShowImages/',
      '/account',
      // Also /adminHome: a rule is a prefix.
      '/admin',
      '/calendar/',
      '/cart',
      '/checkout',
      '/client-pictures',
      '/confirm',
      // A client's contract and its PDF.
      '/contracts/',
      '/edit/',
      '/editImages/',
      '/forgot-password',
      // A gallery's page.
      '/galleries/',
      '/logout',
      '/orders',
      '/pictures-zip/',
      '/pictures/',
      '/products',
      '/reports/bookings.csv',
      '/reports/payments.csv',
      '/reset-password/',
      // Your Sessions, and each session's pages under it.
      '/sessions',
      // Email me a sign-in link, and the link it sends (decision 057).
      '/sign-in-link',
      '/sign-in/',
      '/verify-email/',
    ]);
    expect(text.startsWith('User-agent: *\n')).toBe(true);
    expect(text).toContain(`\nSitemap: ${site}/sitemap.xml\n`);
    // Every public page Lighthouse checks stays crawlable: no rule is a prefix of its path.
    for (const path of expectedPublicPages) {
      expect(
        disallowed.filter((prefix) => prefix && path.startsWith(prefix)),
        path,
      ).toEqual([]);
    }
  });
});

type MetaModule = { meta: (args: never) => MetaDescriptor[]; loader?: (args: never) => unknown };

/** A route's meta as React Router calls it for `path`: with the root's and the route's loader data. */
async function metaOf(route: MetaModule, id: string, path: string): Promise<MetaDescriptor[]> {
  const request = siteRequest(path);
  const rootData = await rootLoader(routeArgs<typeof rootLoader>(request));
  const routeData = route.loader ? await route.loader(routeArgs<never>(request)) : undefined;
  const args = {
    location: { pathname: new URL(request.url).pathname, search: '', hash: '', state: null, key: 'default' },
    params: {},
    loaderData: routeData,
    data: routeData,
    matches: [
      { id: 'root', loaderData: (rootData as { data: unknown }).data, data: undefined },
      { id, loaderData: routeData, data: routeData },
    ],
  };
  return route.meta(args as never);
}

function content(meta: MetaDescriptor[], key: 'name' | 'property', value: string): string | undefined {
  const found = meta.find((descriptor) => (descriptor as Record<string, string>)[key] === value);
  return (found as { content?: string } | undefined)?.content;
}

const pages: { path: string; id: string; route: MetaModule; title: string; image: RegExp }[] = [
  {
    path: '/',
    id: 'routes/home',
    route: home,
    title: 'Home',
    image: /\/images\/home1-1200\.[0-9a-f]{8}\.jpg$/,
  },
  {
    path: '/about',
    id: 'routes/about',
    route: about,
    title: 'About',
    image: /\/images\/about-900\.[0-9a-f]{8}\.jpg$/,
  },
  {
    path: '/services',
    id: 'routes/services',
    route: services,
    title: 'Services',
    image: /\/images\/serviceportrait-1200\.[0-9a-f]{8}\.jpg$/,
  },
  {
    path: '/contact',
    id: 'routes/contact',
    route: contact,
    title: 'Contact us',
    image: /\/images\/home1-1200\./,
  },
  {
    path: '/team',
    id: 'routes/team',
    route: team,
    title: 'Team',
    image: /\/images\/team1-600\.[0-9a-f]{8}\.jpg$/,
  },
  {
    path: '/clientStories',
    id: 'routes/client-stories',
    route: clientStories,
    title: 'Client Stories',
    image: /\/images\/story1-1200\.[0-9a-f]{8}\.jpg$/,
  },
  {
    path: '/BookingForm',
    id: 'routes/booking-form',
    route: bookingForm,
    title: 'Booking Request',
    image: /\/images\/home1-1200\./,
  },
  { path: '/login', id: 'login', route: login, title: 'Login', image: /\/images\/home1-1200\./ },
  { path: '/signup', id: 'routes/signup', route: signup, title: 'Sign Up', image: /\/images\/home1-1200\./ },
];

describe('every public page', () => {
  for (const { path, id, route, title, image } of pages) {
    it(`${path}: title, description, canonical address, Open Graph tags`, async () => {
      const meta = await metaOf(route, id, path);
      const fullTitle = `${title} | ${business}`;
      expect(meta).toContainEqual({ title: fullTitle });
      const description = content(meta, 'name', 'description') ?? '';
      expect(description.length).toBeGreaterThan(15);
      // The canonical address is PUBLIC_URL's, whatever Host the request came with (localhost here).
      expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${site}${path}` });
      expect(content(meta, 'property', 'og:title')).toBe(fullTitle);
      expect(content(meta, 'property', 'og:description')).toBe(description);
      expect(content(meta, 'property', 'og:url')).toBe(`${site}${path}`);
      expect(content(meta, 'property', 'og:type')).toBe('website');
      expect(content(meta, 'property', 'og:site_name')).toBe(business);
      expect(content(meta, 'property', 'og:image')).toMatch(new RegExp(`^${site}${image.source}`));
      expect(Number(content(meta, 'property', 'og:image:width'))).toBeGreaterThan(0);
      expect(content(meta, 'property', 'og:image:alt')?.length ?? 0).toBeGreaterThan(10);
    });
  }

  it('has a description of its own', async () => {
    const descriptions = await Promise.all(
      pages.map(async ({ path, id, route }) => content(await metaOf(route, id, path), 'name', 'description')),
    );
    expect(new Set(descriptions).size).toBe(pages.length);
  });

  it('a query string is not part of the canonical address', async () => {
    const meta = await metaOf(bookingForm, 'routes/booking-form', '/BookingForm?session=Equine%20portrait');
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${site}/BookingForm` });
  });
});

describe('the LocalBusiness structured data', () => {
  const expected = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${site}/#business`,
    name: business,
    url: `${site}/`,
    telephone: phone,
    email,
    address: {
      '@type': 'PostalAddress',
      addressLocality: 'Sacramento',
      addressRegion: 'CA',
      addressCountry: 'US',
    },
    areaServed: [
      { '@type': 'State', name: 'California' },
      { '@type': 'State', name: 'Nevada' },
    ],
  };

  for (const { path, id, route } of pages.filter((page) => ['/', '/contact'].includes(page.path))) {
    it(`is on ${path}, with the configured phone and email`, async () => {
      const meta = await metaOf(route, id, path);
      const jsonLd = meta.flatMap((descriptor) =>
        'script:ld+json' in descriptor ? [descriptor['script:ld+json'] as Record<string, unknown>] : [],
      );
      expect(jsonLd).toHaveLength(1);
      expect(jsonLd[0]).toMatchObject(expected);
      expect(jsonLd[0]?.image).toMatch(new RegExp(`^${site}/images/home1-1200\\.`));
    });
  }

  it('is on no other page', async () => {
    for (const { path, id, route } of pages.filter((page) => !['/', '/contact'].includes(page.path))) {
      const meta = await metaOf(route, id, path);
      expect(
        meta.some((descriptor) => 'script:ld+json' in descriptor),
        path,
      ).toBe(false);
    }
  });
});
