import { index, type RouteConfig, route } from '@react-router/dev/routes';

/** Every screen of SPEC §2, in its order. Paths keep SPEC's spelling, capitals included. */
export default [
  index('routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('services', 'routes/services.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('team', 'routes/team.tsx'),
  route('clientStories', 'routes/client-stories.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
