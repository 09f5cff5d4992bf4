import {
  data,
  href,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from 'react-router';
import type { Route } from './+types/root';
import { getOptionalUser } from './accounts/guards.server';
import { hasOwnBookings } from './client-sessions/client-sessions.server';
import { ErrorScreen } from './components/error-screen';
import { FirstVisitPopup } from './components/first-visit-popup';
import { FlashMessage } from './components/flash-message';
import { LinkOutOfDate } from './components/link-out-of-date';
import { NotFound } from './components/not-found';
import { PermissionDenied } from './components/permission-denied';
import { SignInNeeded } from './components/sign-in-needed';
import { SiteFooter } from './components/site-footer';
import { SiteNav } from './components/site-nav';
import { VerifyEmailNotice } from './components/verify-email-notice';
import { getEnv } from './config/env.server';
import { siteUrl } from './config/site-url.server';
import { appIcons, appIconUrl } from './content/app-icons';
import { themeColor } from './content/web-manifest';
import { takeFlash } from './flash/flash.server';
import { useHydratedMark } from './hooks/use-hydrated-mark';
import { keepPageWhenUnreachable } from './http/unreachable';
import { useCspNonce } from './security/csp-nonce';
import { pageTitle } from './seo/page-meta';
import { preloadHeadingFont } from './styles/brand-fonts';
import { CriticalStyles } from './styles/critical-styles';

/** A post that never reaches the server keeps the page and says so beside its control. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keepPageWhenUnreachable];

/**
 * The document's title when a route's error reaches this boundary (the 403 page, a 404 thrown by a
 * loader, an unexpected error): every route's own `meta` gives the title otherwise.
 */
export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return [{ title: pageTitle(errorTitles[status] ?? 'Unexpected error') }];
};

const errorTitles: Record<number, string> = {
  401: 'Please log in',
  403: 'Permission denied',
  404: 'Page not found',
};

/** The favicon; the manifest and the iOS icon, for installing the site on a phone (PRODUCT §14). */
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: href('/manifest.webmanifest') },
  { rel: 'apple-touch-icon', href: appIconUrl(appIcons.appleTouch) },
];

export async function loader({ request }: Route.LoaderArgs) {
  const env = getEnv();
  const user = await getOptionalUser(request);
  const { flash, clearHeader } = await takeFlash(request);
  return data(
    {
      // Every page's canonical and Open Graph addresses start here (app/seo/page-meta.ts).
      siteOrigin: siteUrl('/'),
      businessEmail: env.BUSINESS_EMAIL,
      businessPhone: env.BUSINESS_PHONE,
      credits: env.CREDITS_TEXT,
      // Only what the navigation needs; roles come from the server session (PRODUCT §10).
      user: user
        ? {
            name: user.name,
            isClient: user.isClient,
            isAdmin: user.isAdmin,
            emailVerified: user.emailVerified,
            // Your Sessions is offered once the user has one (PRODUCT §16).
            hasSessions: await hasOwnBookings(user),
          }
        : null,
      flash,
    },
    clearHeader ? { headers: { 'Set-Cookie': clearHeader } } : undefined,
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useCspNonce();
  preloadHeadingFont();
  useHydratedMark();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={themeColor} />
        <Meta />
        {/* Before the route's own stylesheets, so they come later in the cascade. */}
        <CriticalStyles nonce={nonce} />
        <Links />
      </head>
      <body className="d-flex flex-column min-vh-100">
        {/* First in the body, so a first-time visitor sees the notice in the very first paint. */}
        <FirstVisitPopup />
        <SiteNav />
        <main id="main" className="flex-grow-1">
          <FlashMessage />
          <VerifyEmailNotice />
          {children}
        </main>
        <SiteFooter />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (isRouteErrorResponse(error) && error.status === 401) return <SignInNeeded />;
  if (isRouteErrorResponse(error) && error.status === 403) return <PermissionDenied error={error} />;
  if (isRouteErrorResponse(error) && error.status === 410) return <LinkOutOfDate error={error} />;
  return <ErrorScreen error={error} />;
}
