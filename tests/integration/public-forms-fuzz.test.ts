import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../app/accounts/accounts.server';
import { backgroundIdle } from '../../app/mail/background.server';
import { deliverDueMail } from '../../app/mail/mail-worker.server';
import { action as bookingAction } from '../../app/routes/booking-form';
import { action as contactAction } from '../../app/routes/contact';
import { action as forgotAction } from '../../app/routes/forgot-password';
import { action as loginAction } from '../../app/routes/login';
import { action as logoutAction } from '../../app/routes/logout';
import { action as signupAction } from '../../app/routes/signup';
import { resetRateLimits } from '../../app/security/rate-limit.server';
import { settle } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';

/**
 * Posts hundreds of mutated bodies to every public form: each body breaks at least one rule of
 * the form (an emptied, removed, huge, badly encoded or out-of-range field, or a body that is not
 * a form at all), with noise around it. No answer may be a 5xx, and nothing may be stored or sent.
 */
const t = setupTestDatabase();

const password = 'Canter&Jump77';
const rider = { email: 'fuzz.rider@example.com', name: 'Fuzz Rider' };

type Fields = Record<string, string>;
type Action = (args: never) => unknown;

interface FormUnderTest {
  path: string;
  action: Action;
  /** A body the form accepts (for login: the real credentials). */
  valid: Fields;
  /** Values each field must refuse, by the form's rules (an empty list: any change breaks it). */
  refused: Record<string, string[]>;
}

const injections = ["' OR '1'='1' --", '<script>alert(1)</script>', '$' + '{7*7}{{7*7}}', '../../etc/passwd'];
const tooLong = (n: number) => 'a'.repeat(n);

const forms: FormUnderTest[] = [
  {
    path: '/login',
    action: loginAction,
    valid: { email: rider.email, password },
    // Any other email is not the rider's, any other password is wrong: nobody is signed in.
    refused: {
      email: ['', '   ', 'fuzz.rider@exämple.com', 'fuzz.rider@example.com\u202e', ...injections],
      password: ['', `${password} `, `${password}\u00e9`, tooLong(20_000), ...injections],
    },
  },
  {
    path: '/signup',
    action: signupAction,
    valid: {
      email: 'new.rider@example.com',
      confirmEmail: 'new.rider@example.com',
      name: 'New Rider',
      password,
      confirmPassword: password,
    },
    refused: {
      email: ['', 'a@b', 'new.rider@exämple.com', tooLong(300), ...injections],
      confirmEmail: ['', 'other@example.com'],
      name: ['', 'N', 'New Rider 2', 'New 🐎 Rider', tooLong(101), ...injections],
      password: ['', 'short1!A', 'alllowercase1!', 'NoDigits!!', tooLong(200)],
      confirmPassword: ['', `${password}x`],
    },
  },
  {
    path: '/forgot-password',
    action: forgotAction,
    // The rider's own address: any accepted body would send a reset email.
    valid: { email: rider.email },
    refused: {
      email: ['', '   ', 'a@b', 'fuzz.rider@exämple.com', tooLong(300), ...injections],
    },
  },
  {
    path: '/contact',
    action: contactAction,
    valid: { name: 'Jenna Walsh', email: 'jenna@example.com', message: 'Do you shoot at the Reno Rodeo?' },
    refused: {
      name: ['', '   '],
      email: ['', 'jenna-at-example', 'jenna@exämple.com', ...injections],
      message: ['', '   ', tooLong(5001)],
    },
  },
  {
    path: '/BookingForm',
    action: bookingAction,
    valid: {
      name: 'Jenna Walsh',
      email: 'jenna@example.com',
      phnumber: '775-555-0142',
      location: 'Reno, NV',
      msg: 'Two horses.',
      session: 'Portrait',
      hearAbout: 'Instagram',
    },
    refused: {
      name: ['', 'J', 'Jenna 2', tooLong(101), ...injections],
      email: ['', 'abc', 'jenna@exämple.com', ...injections],
      phnumber: ['', '7755550142', '1775-555-0142', '-1', '99999999999999999999', '٧٧٥-٥٥٥-٠١٤٢'],
      location: ['', '   ', tooLong(201)],
      msg: [tooLong(1001)],
      session: ['', 'Wedding', '0', '-1', '1e309', ...injections],
      hearAbout: ['Carrier pigeon', '999999999', ...injections],
    },
  },
];

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

type Encoding = 'urlencoded' | 'multipart';
interface Case {
  label: string;
  body: BodyInit | null;
  contentType: string | null;
}

function encode(entries: [string, string][], encoding: Encoding): Case {
  if (encoding === 'urlencoded') {
    return {
      label: 'urlencoded',
      body: new URLSearchParams(entries).toString(),
      contentType: 'application/x-www-form-urlencoded',
    };
  }
  const boundary = '----fuzz7MA4YWxkTrZu0gW';
  const parts = entries.map(
    ([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`,
  );
  return {
    label: 'multipart',
    body: `${parts.join('')}--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const noise: [string, string][] = [
  ['isAdmin', 'true'],
  ['admin', 'on'],
  ['__proto__', '{"isAdmin":true}'],
  ['constructor', 'x'],
  ['id', '-99999999999999999999'],
  ['quantity', '1e400'],
  ['unknown', '😀 Ünïcödé 𝔘𝔫𝔦'],
  ['website', ''],
];

/** Wrong bodies that are not forms at all, or broken ones. */
function notAForm(valid: Fields, pick: () => number): Case {
  const text = new URLSearchParams(valid).toString();
  const cases: Case[] = [
    { label: 'text/plain', body: text, contentType: 'text/plain' },
    { label: 'json', body: JSON.stringify(valid), contentType: 'application/json' },
    { label: 'xml', body: '<a>1</a>', contentType: 'application/xml' },
    { label: 'no content type', body: text, contentType: null },
    {
      label: 'broken multipart',
      body: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nno end',
      contentType: 'multipart/form-data; boundary=x',
    },
    { label: 'multipart without boundary', body: text, contentType: 'multipart/form-data' },
    { label: 'NUL bytes', body: text.replace('=', '=%00'), contentType: 'application/x-www-form-urlencoded' },
    {
      label: 'over 64 KB',
      body: `${text}&pad=${tooLong(70_000)}`,
      contentType: 'application/x-www-form-urlencoded',
    },
  ];
  return cases[Math.floor(pick() * cases.length)] as Case;
}

function mutations(form: FormUnderTest, count: number, seed: number): Case[] {
  const pick = random(seed);
  const choose = <T>(items: readonly T[]): T => items[Math.floor(pick() * items.length)] as T;
  const fields = Object.keys(form.refused);
  const cases: Case[] = [];
  for (let i = 0; i < count; i += 1) {
    if (i % 5 === 4) {
      cases.push(notAForm(form.valid, pick));
      continue;
    }
    const field = choose(fields);
    let entries = Object.entries(form.valid);
    const kind = choose(['refused', 'removed', 'repeated', 'nul'] as const);
    let label: string;
    if (kind === 'removed' && form.valid[field] !== undefined && form.refused[field]?.includes('')) {
      entries = entries.filter(([key]) => key !== field);
      label = `${field} removed`;
    } else if (kind === 'repeated') {
      entries.push([field, 'second value']);
      label = `${field} repeated`;
    } else if (kind === 'nul') {
      entries = entries.map(([key, value]) => [key, key === field ? `${value}\0` : value]);
      label = `${field} with NUL`;
    } else {
      const value = choose(form.refused[field] ?? ['']);
      entries = entries.filter(([key]) => key !== field).concat([[field, value]]);
      label = `${field}=${JSON.stringify(value.slice(0, 30))}`;
    }
    for (const extra of noise) if (pick() < 0.3) entries.push(extra);
    const encoded = encode(entries, choose(['urlencoded', 'multipart'] as const));
    cases.push({ ...encoded, label: `${label} (${encoded.label})` });
  }
  return cases;
}

beforeAll(async () => {
  const created = await createUser({ ...rider, password });
  if (!created.ok) throw new Error('rider not created');
});

describe('public forms under fuzzing', () => {
  it.each([...forms.map((form) => [form.path, form] as const)])(
    '%s: 220 mutated bodies, no 5xx, nothing stored or sent',
    async (_path, form) => {
      t.clearOutbox();
      const before = await t.snapshot();
      const statuses = new Set<number>();
      for (const [index, mutation] of mutations(form, 220, form.path.length * 7919).entries()) {
        await resetRateLimits();
        const headers = new Headers({ Origin: 'http://localhost' });
        if (mutation.contentType) headers.set('Content-Type', mutation.contentType);
        const request = new Request(`http://localhost${form.path}`, {
          method: 'POST',
          headers,
          body: mutation.body,
        });
        const args = { request, params: {}, context: { clientIp: `198.51.100.${index % 250}` } };
        const settled = await settle(() => form.action(args as never)).catch((error: unknown) => ({
          status: 500,
          error,
        }));
        statuses.add(settled.status);
        expect(settled.status, `${form.path} ${mutation.label}`).toBeLessThan(500);
        expect(settled.status, `${form.path} ${mutation.label}`).toBeGreaterThanOrEqual(400);
      }
      await backgroundIdle();
      // The snapshot includes the mail queue; the worker's run shows nothing was waiting in it.
      expect(await t.snapshot()).toEqual(before);
      expect(await deliverDueMail()).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(t.outbox()).toEqual([]);
      // The bodies that are not forms were told so, not just refused field by field.
      expect(statuses.has(415)).toBe(true);
    },
    60_000,
  );

  it('/logout: bodies that are not forms get 400 or 415, never 500', async () => {
    const pick = random(42);
    for (let i = 0; i < 220; i += 1) {
      const mutation =
        i % 2 ? notAForm({ redirectTo: '/about' }, pick) : encode([['redirectTo', '\0//evil']], 'multipart');
      const headers = new Headers();
      if (mutation.contentType) headers.set('Content-Type', mutation.contentType);
      const request = new Request('http://localhost/logout', {
        method: 'POST',
        headers,
        body: mutation.body,
      });
      const settled = await settle(() =>
        logoutAction({ request, params: {}, context: { clientIp: '198.51.100.1' } } as never),
      );
      expect(settled.status, mutation.label).toBeLessThan(500);
    }
  });
});
