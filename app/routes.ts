import { index, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * Every screen of SPEC §2, in its order. Paths keep SPEC's spelling, capitals included. Who may
 * open each one is in app/accounts/route-access.ts (SPEC §6).
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
  route('checkout', 'routes/coming-soon.tsx', { id: 'checkout' }),
  route('products', 'routes/coming-soon.tsx', { id: 'products' }),
  route('client-pictures', 'routes/coming-soon.tsx', { id: 'client-pictures' }),
  route('adminHome', 'routes/admin-home.tsx'),
  route('cart', 'routes/coming-soon.tsx', { id: 'cart' }),
  route('clientStories', 'routes/client-stories.tsx'),
  route('confirm', 'routes/coming-soon.tsx', { id: 'confirm' }),
  route('edit/:id', 'routes/edit-roles.tsx'),
  route('editImages/:id', 'routes/coming-soon.tsx', { id: 'edit-images' }),
  route('ShowImages/:id', 'routes/coming-soon.tsx', { id: 'show-images' }),
  route('BookingForm', 'routes/booking-form.tsx'),
  route('BookingInfo/:id', 'routes/booking-info.tsx'),
  route('ReviewOrder', 'routes/coming-soon.tsx', { id: 'review-order' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
