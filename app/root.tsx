import bootstrapCss from 'bootstrap/dist/css/bootstrap.min.css?url';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import { ErrorScreen } from './components/error-screen';
import { FirstVisitPopup } from './components/first-visit-popup';
import { NotFound } from './components/not-found';
import { SiteFooter } from './components/site-footer';
import { SiteNav } from './components/site-nav';
import { getEnv } from './config/env.server';
import appCss from './styles/app.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: bootstrapCss },
  { rel: 'stylesheet', href: appCss },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function loader() {
  const env = getEnv();
  return {
    businessEmail: env.BUSINESS_EMAIL,
    businessPhone: env.BUSINESS_PHONE,
    credits: env.CREDITS_TEXT,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="d-flex flex-column min-vh-100">
        <SiteNav />
        <main id="main" className="flex-grow-1">
          {children}
        </main>
        <SiteFooter />
        <FirstVisitPopup />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <ErrorScreen error={error} />;
}
