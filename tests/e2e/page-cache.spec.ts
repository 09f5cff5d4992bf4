import http from 'node:http';
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { holidayDatesBetween } from '../../app/bookings/federal-holidays';
import { addDays } from '../../app/business-time/calendar-dates';
import { todayIn } from '../../app/business-time/zoned-time';
import { expect, test, waitForHydration } from './helpers/fixtures';
import { sessionCookies } from './helpers/world';
import { winifred } from './seeds/page-cache.seed';
import { roles } from './seeds/roles.seed';

/**
 * Public pages for signed-out visitors come from the server's page cache (decision 023): an ETag
 * and 304, a fresh CSP nonce in every response, gzip made once, never for a signed-in visitor, and
 * a new page as soon as an admin changes what it shows.
 */
const admin = roles.admin;
const client = roles.client;

const cachedPaths = ['/', '/about', '/services', '/team', '/clientStories', '/contact'];

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET as a browser sends it, with the body as it came over the wire (not decompressed). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

function nonceOf(answer: RawAnswer): string {
  const policy = String(answer.headers['content-security-policy'] ?? '');
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  if (!nonce) throw new Error(`no nonce in ${policy}`);
  return nonce;
}

function htmlOf(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body).toString('utf8');
  // Pages rendered per request are compressed as they stream (compression middleware).
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
}

const gzipHeaders = { 'Accept-Encoding': 'gzip, deflate, br' };

test('a public page: an ETag, private no-cache, a fresh nonce per response, 304 when unchanged', async ({
  server,
}) => {
  for (const page of cachedPaths) {
    const first = await rawGet(`${server.url}${page}`, gzipHeaders);
    const second = await rawGet(`${server.url}${page}`, gzipHeaders);
    for (const answer of [first, second]) {
      expect(answer.status, page).toBe(200);
      expect(answer.headers['cache-control'], page).toBe('private, no-cache');
      expect(answer.headers.etag, page).toMatch(/^W\/"[\w-]+"$/);
      expect(answer.headers['content-encoding'], page).toBe('gzip');
      expect(answer.headers.vary, page).toContain('Accept-Encoding');
      // Every script and link carries this response's nonce, the one in its policy.
      const html = htmlOf(answer);
      const nonces = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));
      expect([...nonces], page).toEqual([nonceOf(answer)]);
    }
    expect(second.headers.etag, page).toBe(first.headers.etag);
    expect(nonceOf(second), page).not.toBe(nonceOf(first));
    expect(htmlOf(second).replaceAll(nonceOf(second), 'N'), page).toBe(
      htmlOf(first).replaceAll(nonceOf(first), 'N'),
    );

    const revalidated = await rawGet(`${server.url}${page}`, {
      ...gzipHeaders,
      'If-None-Match': String(first.headers.etag),
    });
    expect(revalidated.status, page).toBe(304);
    expect(revalidated.body.length, page).toBe(0);
    // The browser keeps the policy it stored with its copy, whose nonce matches that copy.
    expect(revalidated.headers['content-security-policy'], page).toBeUndefined();
  }
});

test('without gzip in Accept-Encoding the same page comes plain', async ({ server }) => {
  const zipped = await rawGet(`${server.url}/about`, gzipHeaders);
  const plain = await rawGet(`${server.url}/about`, { 'Accept-Encoding': 'identity' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
  expect(plain.headers.etag).toBe(zipped.headers.etag);
  expect(htmlOf(plain).replaceAll(nonceOf(plain), 'N')).toBe(htmlOf(zipped).replaceAll(nonceOf(zipped), 'N'));
  expect(htmlOf(plain)).toContain('<h1');
});

test('a signed-in visitor or a flash message never gets the cached page', async ({ server }) => {
  const publicAnswer = await rawGet(`${server.url}/`, gzipHeaders);
  const etag = String(publicAnswer.headers.etag);
  for (const cookie of [client.cookie, '__flash=anything']) {
    const answer = await rawGet(`${server.url}/`, { ...gzipHeaders, Cookie: cookie, 'If-None-Match': etag });
    expect(answer.status, cookie).toBe(200);
    expect(answer.headers.etag, cookie).toBeUndefined();
    expect(answer.headers['cache-control'], cookie).toBe('private, no-store');
  }
  const signedIn = await rawGet(`${server.url}/`, {
    ...gzipHeaders,
    Cookie: client.cookie,
  });
  expect(htmlOf(signedIn)).toContain(client.name);
  expect(htmlOf(publicAnswer)).not.toContain(client.name);
  // A query string is not cached either.
  expect((await rawGet(`${server.url}/about?from=mail`, gzipHeaders)).headers.etag).toBeUndefined();
});

test('an event the admin schedules is on /contact at once, with a new ETag', async ({ server, request }) => {
  const before = await rawGet(`${server.url}/contact`, gzipHeaders);
  expect(htmlOf(before)).not.toContain('Winifred');
  expect(htmlOf(before)).not.toContain(winifred.session);

  // The page draws the business's current month as six weeks, with the events of every day shown
  // (decision 037): at least the next month's first five days too. The first day from today that is
  // not a federal holiday (the schedule refuses those) is always among them, even on a month's last
  // day when it is one (Memorial Day on 31 May 2027).
  let date = todayIn('America/Los_Angeles');
  while (holidayDatesBetween(date, date).length > 0) date = addDays(date, 1);
  const scheduled = await request.post(`${server.url}/BookingInfo/${winifred.id}`, {
    form: { intent: 'schedule', dateScheduled: date },
    headers: { Origin: server.url, Cookie: admin.cookie },
    maxRedirects: 0,
  });
  expect(scheduled.status()).toBeLessThan(400);

  const after = await rawGet(`${server.url}/contact`, {
    ...gzipHeaders,
    'If-None-Match': String(before.headers.etag),
  });
  expect(after.status).toBe(200);
  expect(after.headers.etag).not.toBe(before.headers.etag);
  expect(htmlOf(after)).toContain('Winifred');
  expect(htmlOf(after)).toContain(winifred.session);
  // Pages that do not show events are rendered again too, and are the same page.
  const about = await rawGet(`${server.url}/about`, gzipHeaders);
  expect(about.status).toBe(200);
});

test('a browser shows its revalidated copy (304) with working scripts and no CSP violation', async ({
  page,
  server,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/about');
  await waitForHydration(page);
  await page.reload();
  await waitForHydration(page);
  // The copy kept by the browser, its scripts run (hydrated) under the policy kept with it.
  await expect.poll(() => server.log()).toMatch(/GET \/about 304/);
  expect(violations).toEqual([]);
});

/** Today's page views in Show Visits, read as the admin (Show Visits writes waiting counts first). */
async function viewsToday(page: Page): Promise<number> {
  await page.goto('/adminHome?view=visits');
  const cells = page
    .getByRole('table', { name: 'Page views per day' })
    .locator('tr', { has: page.locator('th', { hasText: todayIn('America/Los_Angeles') }) })
    .locator('td');
  await expect(page.getByRole('table', { name: 'Page views per day' })).toBeVisible();
  return (await cells.count()) === 0 ? 0 : Number(await cells.first().textContent());
}

test('cached pages and 304s count as page views', async ({ page, server }) => {
  const browser = {
    'User-Agent':
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
    'Sec-Fetch-Dest': 'document',
  };
  // Show Visits writes the counts waiting in memory first; the admin's own visits (DNT) add none.
  // The shared server has other tests' views (none while this one runs): today's count goes up by 3.
  await page.setExtraHTTPHeaders({ DNT: '1' });
  await page.context().addCookies(sessionCookies(admin, server.url));
  const before = await viewsToday(page);

  const first = await rawGet(`${server.url}/services`, browser);
  await rawGet(`${server.url}/services`, browser);
  const revalidated = await rawGet(`${server.url}/services`, {
    ...browser,
    'If-None-Match': String(first.headers.etag),
  });
  expect(revalidated.status).toBe(304);

  expect(await viewsToday(page)).toBe(before + 3);
});
