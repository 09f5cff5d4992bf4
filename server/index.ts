import path from 'node:path';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import type { ServerBuild } from 'react-router';
import { getEnv, trustProxySetting } from '../app/config/env.server';
import { prepareDatabase } from '../app/db/startup.server';
import { formBodyLimitBytes } from '../app/security/form-body.server';
import { bodyLimit, isPictureUpload } from './body-limit';
import { devFileGuard } from './dev-file-guard';
import { countPageViews } from './page-views';
import { requestLogger } from './request-logger';
import { sameOriginOnly } from './same-origin';
import { cspNonceOf, securityHeaders } from './security-headers';

/**
 * The production (and development) server: static assets with long cache headers, compression,
 * one log line per request, the Origin check on every change, then React Router.
 */
let env: ReturnType<typeof getEnv>;
try {
  env = getEnv();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const isProduction = env.NODE_ENV === 'production';

await prepareDatabase();

const viteDevServer = isProduction
  ? undefined
  : await import('vite').then((vite) => vite.createServer({ server: { middlewareMode: true } }));

const app = express();
app.disable('x-powered-by');
// Unset, req.ip is the connecting address and X-Forwarded-For is ignored (decision 010).
try {
  app.set('trust proxy', trustProxySetting(env.TRUST_PROXY));
} catch (error) {
  console.error(`Invalid configuration: TRUST_PROXY ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
app.use(requestLogger());
app.use(securityHeaders({ publicUrl: env.PUBLIC_URL, production: isProduction }));
app.use(compression());

if (viteDevServer) {
  app.use(devFileGuard(process.cwd(), env.dataDir));
  app.use(viteDevServer.middlewares);
} else {
  const clientDir = path.resolve('build/client');
  // Hashed file names never change, so browsers may keep them for a year.
  app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y' }));
  app.use('/images', express.static(path.join(clientDir, 'images'), { maxAge: '7d' }));
  app.use(express.static(clientDir, { maxAge: '1h' }));
}

app.use(bodyLimit(formBodyLimitBytes, isPictureUpload));
app.use(sameOriginOnly(env.PUBLIC_URL));
// After the static files, so only what React Router answers can count as a page view.
app.use(countPageViews());

const build = viteDevServer
  ? () => viteDevServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
  : ((await import(path.resolve('build/server/index.js'))) as ServerBuild);

app.use(
  createRequestHandler({
    build,
    getLoadContext: (req, res) => ({ clientIp: req.ip ?? 'unknown', cspNonce: cspNonceOf(res) }),
  }),
);

// Development listens on this machine only unless HOST says otherwise.
const host = env.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1');
const server = app.listen(env.PORT, host, () => {
  console.log(
    `Server ready at http://${host !== '0.0.0.0' ? host : 'localhost'}:${env.PORT} (${isProduction ? 'production' : 'development'})`,
  );
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 3000).unref();
  });
}
