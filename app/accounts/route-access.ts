import type { RoleRule } from './roles';

/**
 * PRODUCT §6, one line per route: who may open it. Each restricted route module calls its guard
 * itself; this table is what the authorisation-matrix test holds them to, and it fails when a
 * route is added without a line here.
 */
export const routeAccess = {
  '/': 'public',
  '/about': 'public',
  '/services': 'public',
  '/contact': 'public',
  '/team': 'public',
  '/clientStories': 'public',
  '/login': 'public',
  '/admin': 'public',
  '/signup': 'public',
  '/logout': 'public',
  '/forgot-password': 'public',
  '/reset-password/:token': 'public',
  '/verify-email/:token': 'public',
  '/sign-in-link': 'public',
  '/sign-in/:token': 'public',
  '/account': 'user',
  // Your Sessions (PRODUCT §16): each signed-in user's own bookings, by verified address.
  '/sessions': 'user',
  // The booking's owner only: signed out, the "Please log in" page (401) whatever the id; signed
  // in as anyone else, 404, so an ID reveals nothing (decision 057).
  '/sessions/:bookingId': 'public',
  '/sessions/:bookingId/questionnaire': 'public',
  '/sessions/:bookingId/another-date': 'public',
  '/sessions/:bookingId/cancel': 'public',
  // A contract (PRODUCT §17): its booking's owner and admins; signed out, the "Please log in" page;
  // anyone else, 404.
  '/contracts/:contractId': 'public',
  '/contracts/:contractId/pdf': 'public',
  '/products': 'clientOrAdmin',
  '/cart': 'clientOrAdmin',
  // Order prints: adds only the signed-in client's own picture; anyone else's is "no such picture".
  '/cart/pictures': 'clientOrAdmin',
  '/checkout': 'clientOrAdmin',
  '/ReviewOrder': 'clientOrAdmin',
  '/confirm': 'clientOrAdmin',
  // Order history: each user's own orders; another user's order ID is a 404; signed out, an
  // order's address is the "Please log in" page.
  '/orders': 'clientOrAdmin',
  '/orders/:orderId': 'clientOrAdmin',
  // Download for the lab: the originals an order was made of, for the admins who send them.
  '/orders/:orderId/lab.zip': 'admin',
  '/client-pictures': 'client',
  '/adminHome': 'admin',
  // Show Reports' CSV downloads: clients' names and money, for admins only.
  '/reports/payments.csv': 'admin',
  '/reports/bookings.csv': 'admin',
  '/edit/:id': 'admin',
  '/editImages/:id': 'admin',
  '/editImages/:id/upload': 'admin',
  '/ShowImages/:id': 'admin',
  // Owner or admin; everyone else (signed out too) gets 404, so a URL never reveals a picture.
  '/pictures/:pictureId/:variant': 'clientOrAdmin',
  // "Download all": the same rule and the same 404 as a single picture.
  '/pictures-zip/:ownerId': 'clientOrAdmin',
  // A gallery's page: its client or an admin; signed out, the "Please log in" page;
  // anyone else, 404.
  '/galleries/:galleryId': 'clientOrAdmin',
  // A gallery's "Download all": the same rule and 404; 403 while it is proofing.
  '/galleries/:galleryId/download': 'clientOrAdmin',
  // A guest link: the secret token in the address is the key; unknown or revoked: 404.
  '/share/:token': 'public',
  '/share/:token/:pictureId/:variant': 'public',
  '/BookingForm': 'public',
  '/BookingInfo/:id': 'admin',
  // Invoices (PRODUCT §16): created by an admin; read by the booking's owner and admins; signed
  // out, the "Please log in" page; 404 to everyone else
  // (app/client-sessions/invoice-access.server.ts).
  '/BookingInfo/:id/invoice': 'admin',
  '/invoices/:invoiceId': 'public',
  '/invoices/:invoiceId/pdf': 'public',
  // The admins' calendar feed: calendar apps send no cookie, so the secret token in the URL is
  // the key (app/calendar/feed.server.ts); a wrong or replaced token answers 404.
  '/calendar/:file': 'public',
  // For search engines: app/seo/crawling.ts.
  '/sitemap.xml': 'public',
  '/robots.txt': 'public',
  // The web app manifest: the same for everyone (app/content/web-manifest.ts).
  '/manifest.webmanifest': 'public',
  '*': 'public',
} as const satisfies Record<string, RoleRule | 'public'>;

export type RoutePath = keyof typeof routeAccess;

/**
 * Resource routes answer with files or JSON, not a page, so they cannot show the 403 page: their
 * guards are tested with them (tests/integration/pictures-*.test.ts), not by the page matrix.
 */
export const resourceRoutes: ReadonlySet<RoutePath> = new Set<RoutePath>([
  '/editImages/:id/upload',
  '/pictures/:pictureId/:variant',
  '/pictures-zip/:ownerId',
  // A PDF; tests/integration/contracts.test.ts covers who gets it.
  '/contracts/:contractId/pdf',
  // A PDF; tests/integration/invoice-pdf.test.ts covers who gets it.
  '/invoices/:invoiceId/pdf',
  // CSV files; tests/integration/admin-reports.test.ts covers who gets them.
  '/reports/payments.csv',
  '/reports/bookings.csv',
  '/galleries/:galleryId/download',
  // Order prints' post, no page; tests/integration/shop-picture-orders.test.ts covers it.
  '/cart/pictures',
  // A ZIP; tests/integration/shop-lab-zip.test.ts covers who gets it.
  '/orders/:orderId/lab.zip',
  '/share/:token/:pictureId/:variant',
  // iCalendar text for calendar apps; tests/integration/calendar-feed.test.ts covers its token.
  '/calendar/:file',
  // XML and text for crawlers; tests/integration/seo.test.ts covers them.
  '/sitemap.xml',
  '/robots.txt',
  // JSON for browsers installing the site; tests/e2e/layout.spec.ts reads it as a browser does.
  '/manifest.webmanifest',
]);
