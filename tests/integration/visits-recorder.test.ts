import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { todayIn } from '../../app/business-time/zoned-time';
import routes from '../../app/routes';
import { pageRouteMatcher } from '../../app/visits/page-routes';
import { flushPageViews, pageViewFlushMs, recordPageView } from '../../app/visits/page-views.server';
import { pageViews } from '../../app/visits/visits.tables';
import { countPageViews } from '../../server/page-views';
import { setupTestDatabase } from '../helpers/test-database';

/**
 * The page-view recorder as the server mounts it: a real Express app with the middleware in front
 * of stand-in pages, real HTTP requests, and the counts read from the database. Views are counted
 * under the site's own routes (app/routes.ts), plus '/sentinel', a stand-in route of this file.
 */
const t = setupTestDatabase();

const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let base = '';
let close: () => Promise<void>;

beforeAll(async () => {
  const app = express();
  const patterns = routes.map((route) => `/${route.path ?? ''}`);
  app.use(countPageViews(pageRouteMatcher([...patterns, '/sentinel'])));
  const page = (_req: express.Request, res: express.Response) => {
    res.type('html').send('<!DOCTYPE html><title>page</title>');
  };
  app.get('/about', page);
  app.get('/services', page);
  app.get('/sentinel', page);
  // A page this stand-in serves that is no route of the site.
  app.get('/made-up', page);
  // React Router's client navigations and revalidations ask for `.data`.
  app.get('/about.data', (_req, res) => {
    res.type('text/x-script').send('[]');
  });
  app.get('/calendar/feed.ics', (_req, res) => {
    res.type('text/calendar').send('BEGIN:VCALENDAR');
  });
  app.post('/about', page);
  app.use((_req, res) => {
    res.status(404).type('html').send('<!DOCTYPE html><title>404</title>');
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});

afterAll(async () => {
  await close();
});

beforeEach(async () => {
  await t.db().delete(pageViews);
});

async function visit(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'User-Agent': browser, 'Sec-Fetch-Dest': 'document', ...headers },
  });
  await response.text();
  return response.status;
}

async function counts(): Promise<Record<string, number>> {
  const rows = await t.db().select().from(pageViews);
  return Object.fromEntries(rows.map((row) => [`${row.day} ${row.path}`, row.views]));
}

/**
 * Counting runs after the answer is sent and the counts wait in memory: visit a page that counts,
 * then write the counts until it shows.
 */
async function settled(): Promise<Record<string, number>> {
  await visit('/sentinel');
  const today = todayIn('America/Los_Angeles');
  await expect
    .poll(async () => {
      await flushPageViews();
      return (await counts())[`${today} /sentinel`] ?? 0;
    })
    .toBeGreaterThan(0);
  const all = await counts();
  delete all[`${today} /sentinel`];
  return all;
}

describe('page-view recorder', () => {
  it('counts each page view by path and day, without the query string', async () => {
    await visit('/about');
    await visit('/about?q=private-search');
    await visit('/services');
    const today = todayIn('America/Los_Angeles');
    expect(await settled()).toEqual({ [`${today} /about`]: 2, [`${today} /services`]: 1 });
  });

  it('counts a page under its route, however its address is spelled, and only known routes', async () => {
    // Express, like React Router, matches paths case-insensitively and with a trailing slash.
    for (const path of ['/about', '/ABOUT', '/About/', '/aBoUt']) expect(await visit(path)).toBe(200);
    expect(await visit('/made-up')).toBe(200);
    const today = todayIn('America/Los_Angeles');
    expect(await settled()).toEqual({ [`${today} /about`]: 4 });
  });

  it('leaves out bots, requests without a user agent, Do Not Track and Global Privacy Control', async () => {
    await visit('/about', { 'User-Agent': googlebot });
    await visit('/about', { 'User-Agent': 'curl/8.5.0' });
    await visit('/about', { 'User-Agent': '' });
    await visit('/about', { DNT: '1' });
    await visit('/about', { 'Sec-GPC': '1' });
    expect(await settled()).toEqual({});
  });

  it('leaves out .data fetches, files, POSTs, 404s and prefetches', async () => {
    await visit('/about.data', { 'Sec-Fetch-Dest': 'empty' });
    await visit('/about.data');
    await visit('/calendar/feed.ics');
    await visit('/about', {}, 'POST');
    expect(await visit('/no-such-page')).toBe(404);
    await visit('/about', { 'Sec-Fetch-Dest': 'empty' });
    await visit('/about', { 'Sec-Purpose': 'prefetch' });
    expect(await settled()).toEqual({});
  });

  it('stores nothing about the visitor: only day, path and a count', async () => {
    await visit('/about', { 'X-Forwarded-For': '198.51.100.7', Referer: 'https://example.org/x' });
    await settled();
    const snapshot = JSON.stringify(await t.snapshot());
    expect(snapshot).not.toContain('198.51.100.7');
    expect(snapshot).not.toContain('127.0.0.1');
    expect(snapshot).not.toContain('Chrome/140');
    expect(Object.keys((await t.db().select().from(pageViews))[0] ?? {}).sort()).toEqual([
      'day',
      'path',
      'views',
    ]);
  });
});

describe('writing the counts (decision 022)', () => {
  const today = todayIn('America/Los_Angeles');

  it('keeps views in memory, then writes them together, added to the stored counts', async () => {
    await t.db().insert(pageViews).values({ day: today, path: '/about', views: 5 });
    recordPageView('/about');
    recordPageView('/about');
    recordPageView('/about');
    recordPageView('/team');
    expect(await counts()).toEqual({ [`${today} /about`]: 5 });
    await flushPageViews();
    expect(await counts()).toEqual({ [`${today} /about`]: 8, [`${today} /team`]: 1 });
    // Nothing is written twice.
    await flushPageViews();
    expect(await counts()).toEqual({ [`${today} /about`]: 8, [`${today} /team`]: 1 });
  });

  it('keeps a view counted while a write runs for the next write', async () => {
    recordPageView('/about');
    const first = flushPageViews();
    recordPageView('/about');
    await first;
    await flushPageViews();
    expect(await counts()).toEqual({ [`${today} /about`]: 2 });
  });

  it('writes on its own within a few seconds', async () => {
    recordPageView('/services');
    await expect
      .poll(async () => (await counts())[`${today} /services`] ?? 0, { timeout: pageViewFlushMs * 5 })
      .toBe(1);
  });
});
