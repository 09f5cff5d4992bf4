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
const server = app.listen(env.PORT, host, () => {
  clearInterval(holdLoopOpen);
  console.log(
    `Server ready at http://${host !== '0.0.0.0' ? host : 'localhost'}:${env.PORT} (${production ? 'production' : 'development'}, JavaScript heap up to ${heapMb} MB)`,
  );
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
let stopping = false;
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
