// The server's entry (React Router's node-custom-server template): it imports nothing from app/.
// Production runs the built bundle only (build/server/index.js, made by `npm run build` from
// server/app.ts and the app); development loads server/app.ts through Vite, with hot reload.
// `npm start` (scripts/start.mjs) builds first when the build is missing or stale.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';

const production = process.env.NODE_ENV === 'production';

// Until the server listens, nothing else keeps Node's event loop alive: each time it empties for a
// moment (between the database's start-up queries, or while a module file is read), Node stops to
// wait for every background task of V8 to finish, chiefly the optimising compilation of PGlite's
// WebAssembly, and the start stood still for a good part of its time (docs/PERFORMANCE.md). A
// timer holds the loop open, so those compilations run on the other core while the start goes on.
const holdLoopOpen = setInterval(() => {}, 60_000);

let viteDevServer;
let appModule;
if (production) {
  // From the working directory, as the static files are (build/client).
  appModule = await import(pathToFileURL(path.resolve('build/server/index.js')).href);
} else {
  const vite = await import('vite');
  viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
  appModule = await viteDevServer.ssrLoadModule('./server/app.ts');
}

let started;
try {
  started = await appModule.createApp({ viteMiddlewares: viteDevServer?.middlewares });
} catch (error) {
  // A bad setting stops the start with one line naming it (getEnv's message).
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const { app, env } = started;

// Development listens on this machine only unless HOST says otherwise.
const host = env.HOST ?? (production ? '0.0.0.0' : '127.0.0.1');
// The heap ceiling in force, so an operator sees whether the start passed decision 027's flag.
const heapMb = Math.round(v8.getHeapStatistics().heap_size_limit / 2 ** 20);
/** Set by the first stop signal. */
let stopping = false;
const server = app.listen(env.PORT, host, () => {
  clearInterval(holdLoopOpen);
  console.log(
    `Server ready at http://${host !== '0.0.0.0' ? host : 'localhost'}:${env.PORT} (${production ? 'production' : 'development'}, JavaScript heap up to ${heapMb} MB)`,
  );
});

// How long a kept-alive connection may stay idle (decision 034). Node's default, 5 s, races every
// client and proxy that keeps an idle connection longer or for about as long (nginx's upstream
// keepalive_timeout and most load balancers: 60 s): the client sends its next request on a
// connection the server is closing, and that request fails with a closed socket. The same happens
// whenever the event loop is held past the timeout right after an answer: the timer fires before
// the next request on the connection is read. Above 60 s, the client always gives up first.
server.keepAliveTimeout = 65_000;
// Above the keep-alive time, as Node's documentation advises for a longer keepAliveTimeout.
server.headersTimeout = 66_000;

// Answers in progress, so a stop can end their connections once they are sent (a kept-alive
// connection would otherwise stay open for keepAliveTimeout and hold the stop to its limit).
const openResponses = new Set();
// Before the app's own listener, so the header is set before the app can send any.
server.prependListener('request', (_req, res) => {
  openResponses.add(res);
  res.once('close', () => openResponses.delete(res));
  if (stopping) res.setHeader('Connection', 'close');
});

/** How long requests in flight may take to finish after SIGTERM before their connections are cut. */
const drainLimitMs = 10_000;
/** After an uncaught exception, how long the clean stop may take before the process exits anyway. */
const errorStopLimitMs = drainLimitMs + 10_000;

// A clean stop (SIGTERM from an orchestrator, Ctrl-C, or an exception nothing caught): stop
// accepting, let requests in flight finish (up to drainLimitMs), then close the database so
// nothing is left half-written.
async function shutdown(reason, exitCode) {
  console.log(`${reason}: no new connections; finishing requests in flight (up to ${drainLimitMs / 1000} s)`);
  const drained = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  // Each answer still in progress closes its connection when sent: `Connection: close` if its
  // headers are not out yet, else the connection is closed once it is idle.
  for (const res of openResponses) {
    if (!res.headersSent) res.setHeader('Connection', 'close');
    else res.once('finish', () => setImmediate(() => server.closeIdleConnections()));
  }
  const limit = setTimeout(() => {
    console.log('Requests still open after the limit: closing their connections');
    server.closeAllConnections();
  }, drainLimitMs);
  await drained;
  clearTimeout(limit);
  await appModule.closeApp();
  console.log('Stopped: every request answered, database closed');
  process.exit(exitCode);
}

/** The one clean stop; if closing fails, the process still ends, with the reason in the log. */
function stop(reason, exitCode) {
  stopping = true;
  shutdown(reason, exitCode).catch((error) => {
    appModule.reportUncaught('The stop failed', error);
    process.exit(1);
  });
}

// One clean stop, however many signals arrive: Ctrl-C under `npm start` reaches the server twice
// (from the terminal, and from npm passing it on), and a second one must not cut the first short.
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (!stopping) stop(signal, 0);
  });
}

// An exception nothing caught, or a promise rejected with nobody waiting for it, leaves the
// process in a state nobody planned (Node's own answer is to exit at once, cutting every request
// and leaving the database as it was). It is logged with the request it was thrown in, then the
// server stops as on SIGTERM and exits 1, so its supervisor (compose's `restart: unless-stopped`,
// systemd's `Restart=on-failure`, docs/DEPLOY.md) starts a fresh one (decision 055). A second one
// during the stop is logged only; a stop that hangs still ends after errorStopLimitMs.
function stopAfter(what, error) {
  appModule.reportUncaught(what, error);
  if (stopping) return;
  setTimeout(() => {
    console.error(`${what}: the clean stop took over ${errorStopLimitMs / 1000} s; exiting`);
    process.exit(1);
  }, errorStopLimitMs).unref();
  stop(what, 1);
}
process.on('uncaughtException', (error) => stopAfter('Uncaught exception', error));
process.on('unhandledRejection', (error) => stopAfter('Unhandled rejection', error));
