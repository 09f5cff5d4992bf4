import path from 'node:path';
import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import type { ServerBuild } from 'react-router';
import { type Env, getEnv, trustProxySetting } from '../app/config/env.server';
import { closeDatabase, databaseAnswers } from '../app/db/db.server';
import { logError } from '../app/logging/log-error';
import { startMailWorker, stopMailWorker } from '../app/mail/mail-worker.server';
import { queueDueReminders } from '../app/reminders/reminder-sender.server';
import { formBodyLimitBytes } from '../app/security/form-body.server';
import { prepareDatabase } from '../app/startup/startup.server';
import { pageRouteMatcher, routePatterns } from '../app/visits/page-routes';
import { flushPageViews } from '../app/visits/page-views.server';
import { bodyLimit, isPictureUpload } from './body-limit';
import { devFileGuard } from './dev-file-guard';
import { healthRoutes } from './health';
import { pageCache } from './page-cache';
import { countPageViews } from './page-views';
import { createRequestHandler } from './react-router-handler';
import { requestContext } from './request-context';
import { requestLogger } from './request-logger';
import { sameOriginOnly } from './same-origin';
import { cspNonceOf, securityHeaders } from './security-headers';
import { staticFiles } from './static-files';

/**
 * The Express app with everything that needs the app's code, built into build/server/index.js
 * with the app itself (vite.config.ts), after React Router's node-custom-server template. The
 * entry, server.js, imports only that build in production (no TypeScript at run time, one copy of
 * every module) and loads this file through Vite in development.
 */
export { reportUncaught } from './request-context';

export interface StartedApp {
  app: Express;
  env: Env;
}

/** The routes' server build: a virtual module of React Router's Vite plugin, part of this bundle. */
const serverBuild = (() =>
  import('virtual:react-router/server-build')) as unknown as () => Promise<ServerBuild>;

/**
 * Checks the configuration, prepares the database (migrations, seed, first admin), then assembles
 * the app: security headers, static files (or Vite's middlewares in development), the page-view
 * counter, the page cache, compression, the body cap, the Origin check, React Router.
 */
export async function createApp(options: { viteMiddlewares?: RequestHandler } = {}): Promise<StartedApp> {
  const env = getEnv();
  const isProduction = env.NODE_ENV === 'production';
  await prepareDatabase();
  // Due reminders become outbox rows at the start of each pass (decision 048).
  startMailWorker([queueDueReminders]);

  const app = express();
  app.disable('x-powered-by');
  // Unset, req.ip is the connecting address and X-Forwarded-For is ignored (decision 010).
  app.set('trust proxy', trustProxySetting(env.TRUST_PROXY));
  // Before everything else, so an exception nothing caught names its request (decision 055).
  app.use(requestContext());
  // Then, so probes every few seconds neither fill the log nor pay for anything else.
  app.use(healthRoutes(databaseAnswers));
  app.use(requestLogger());
  app.use(securityHeaders({ publicUrl: env.PUBLIC_URL, production: isProduction }));

  if (options.viteMiddlewares) {
    app.use(devFileGuard(process.cwd(), env.dataDir));
    app.use(options.viteMiddlewares);
  } else {
    // From the working directory, as server.js finds the build.
    app.use(staticFiles(path.resolve('build/client')));
  }

  // A function is called again for every request and React Router then rebuilds its route table
  // each time (for hot reload); the production build never changes, so it is loaded once.
  const build = isProduction ? await serverBuild() : undefined;
  // After the static files, so only pages can count as a page view (cached ones too), each under
  // the route that answered it; in development the route table is read again, as React Router does.
  const routeOfBuild = build ? pageRouteMatcher(routePatterns(build.routes)) : undefined;
  app.use(
    countPageViews(
      routeOfBuild ?? (async (path) => pageRouteMatcher(routePatterns((await serverBuild()).routes))(path)),
    ),
  );
  if (build) app.use(pageCache({ build, publicUrl: env.PUBLIC_URL ?? 'http://localhost' }));
  // Only what is rendered per request is compressed as it streams: static files and cached pages
  // were compressed once.
  app.use(compression());
  app.use(bodyLimit(formBodyLimitBytes, isPictureUpload));
  app.use(sameOriginOnly(env.PUBLIC_URL));
  app.use(
    createRequestHandler({
      build: build ?? serverBuild,
      getLoadContext: (req, res) => ({ clientIp: req.ip ?? 'unknown', cspNonce: cspNonceOf(res) }),
    }),
  );
  return { app, env };
}

/**
 * What a clean stop does once the last request is answered: the mail worker stopped, counted views
 * written, the database closed.
 */
export async function closeApp(): Promise<void> {
  await stopMailWorker();
  await flushPageViews().catch((error: unknown) => {
    logError('page views: not written at stop', error);
  });
  await closeDatabase();
}
