import { index, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * Every screen of PRODUCT §2, in its order. Paths keep the product's spelling, capitals included. Who may
 * open each one is in app/accounts/route-access.ts (PRODUCT §6).
 */
export default [
  index('routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('services', 'routes/services.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('team', 'routes/team.tsx'),
  route('login', 'routes/login.tsx', { id: 'login' }),
  route('signup', 'routes/signup.tsx'),
  route('admin', 'routes/login.tsx', { id: 'admin-login' }),
  route('logout', 'routes/logout.tsx'),
  // Accounts by email (PRODUCT §14, decision 011): screens beyond the original list.
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password/:token', 'routes/reset-password.tsx'),
  route('verify-email/:token', 'routes/verify-email.tsx'),
  // Signing in by an emailed link (PRODUCT §14, decision 057): asked for, then opened.
  route('sign-in-link', 'routes/sign-in-link.tsx'),
  route('sign-in/:token', 'routes/sign-in.tsx'),
  route('account', 'routes/account.tsx'),
  // The client's side of a booking (PRODUCT §16, decision 045).
  route('sessions', 'routes/sessions.tsx'),
  route('sessions/:bookingId', 'routes/session-detail.tsx'),
  route('sessions/:bookingId/questionnaire', 'routes/session-questionnaire.tsx'),
  route('sessions/:bookingId/another-date', 'routes/session-another-date.tsx'),
  route('sessions/:bookingId/cancel', 'routes/session-cancel.tsx'),
  // A booking's contract (PRODUCT §17): its owner signs, admins read.
  route('contracts/:contractId', 'routes/contract.tsx'),
  route('contracts/:contractId/pdf', 'routes/contract-pdf.ts'),
  route('checkout', 'routes/checkout.tsx'),
  route('products', 'routes/products.tsx'),
  route('client-pictures', 'routes/client-pictures.tsx'),
  route('adminHome', 'routes/admin-home.tsx'),
  // Show Reports' downloads for the accountant (PRODUCT §2 Admin Home, Reports).
  route('reports/payments.csv', 'routes/report-payments-csv.ts'),
  route('reports/bookings.csv', 'routes/report-bookings-csv.ts'),
  route('cart', 'routes/cart.tsx'),
  route('clientStories', 'routes/client-stories.tsx'),
  route('confirm', 'routes/confirm.tsx'),
  // Order prints from a gallery's picture: the dialog's post (PRODUCT §21).
  route('cart/pictures', 'routes/cart-picture.ts'),
  route('orders', 'routes/orders.tsx'),
  route('orders/:orderId', 'routes/order-detail.tsx'),
  // Download for the lab: an order's originals and its CSV, for admins (PRODUCT §20).
  route('orders/:orderId/lab.zip', 'routes/order-lab-zip.ts'),
  route('edit/:id', 'routes/edit-roles.tsx'),
  route('editImages/:id', 'routes/edit-images.tsx'),
  route('editImages/:id/upload', 'routes/picture-upload.ts'),
  route('ShowImages/:id', 'routes/show-images.tsx'),
  route('pictures/:pictureId/:variant', 'routes/picture-file.ts'),
  route('pictures-zip/:ownerId', 'routes/pictures-zip.ts'),
  // A gallery's own page.
  route('galleries/:galleryId', 'routes/gallery.tsx'),
  route('galleries/:galleryId/download', 'routes/gallery-zip.ts'),
  // A gallery's guest link: view-only, for whoever holds the token.
  route('share/:token', 'routes/share.tsx'),
  route('share/:token/:pictureId/:variant', 'routes/share-file.ts'),
  route('BookingForm', 'routes/booking-form.tsx'),
  route('BookingInfo/:id', 'routes/booking-info.tsx'),
  // Invoices (PRODUCT §16, decision 047): the admin creates one for a booking; its owner reads it.
  route('BookingInfo/:id/invoice', 'routes/invoice-new.tsx'),
  route('invoices/:invoiceId', 'routes/invoice.tsx'),
  route('invoices/:invoiceId/pdf', 'routes/invoice-pdf.ts'),
  route('ReviewOrder', 'routes/review-order.tsx'),
  route('calendar/:file', 'routes/calendar-feed.ts'),
  // For search engines (PRODUCT §15): the public pages, and the routes to keep out of.
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
  // For installing the site on a phone (PRODUCT §14 On a phone).
  route('manifest.webmanifest', 'routes/manifest-webmanifest.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
