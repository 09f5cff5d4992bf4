import fs from 'node:fs';
import type { RequestHandler } from 'express';
import { withoutSecrets } from '../app/security/secret-paths';

/**
 * Log lines of one turn of the event loop, written together: standard output to a pipe or file is a
 * blocking write in Node, one per line was a system call per request under load.
 */
let pending: string[] = [];
let scheduled = false;

function flush(): void {
  scheduled = false;
  if (pending.length === 0) return;
  const text = pending.join('');
  pending = [];
  process.stdout.write(text);
}

// Whatever is still waiting when the process ends (an exit after an error included) is written.
process.on('exit', () => {
  if (pending.length > 0) fs.writeSync(1, pending.join(''));
  pending = [];
});

function logLine(line: string): void {
  pending.push(`${line}\n`);
  if (!scheduled) {
    scheduled = true;
    setImmediate(flush);
  }
}

/**
 * One line per request: method, path, status, duration. Never the body or query (it may hold
 * secrets), nor the token of a one-time link, calendar feed or guest link: those paths are written
 * with `:token`.
 */
export function requestLogger(): RequestHandler {
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      // originalUrl, not path (which is relative to a mount such as /assets); the query is left out.
      const path = withoutSecrets(req.originalUrl.split('?')[0] ?? '');
      logLine(`${req.method} ${path} ${res.statusCode} ${ms.toFixed(1)}ms`);
    });
    next();
  };
}
