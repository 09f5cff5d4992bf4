import { beforeEach, describe, expect, it } from 'vitest';
import { getEnv } from '../../app/config/env.server';
import { deliverDueMail } from '../../app/mail/mail-worker.server';
import { action } from '../../app/routes/contact';
import { resetRateLimits } from '../../app/security/rate-limit.server';
import { routeResult } from '../helpers/route-result';
import { setupTestDatabase } from '../helpers/test-database';

const t = setupTestDatabase();

const valid = {
  name: 'Jenna Walsh',
  email: 'jenna@example.com',
  message: 'Do you shoot at the Reno Rodeo?',
};

/**
 * Posts the Contact Us form straight to the route's action, as React Router would, then runs the
 * mail worker, so whatever the post queued is in the outbox.
 */
async function post(fields: Record<string, string>, clientIp = '203.0.113.7') {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  const request = new Request('http://localhost/contact', { method: 'POST', body });
  const args = { request, context: { clientIp }, params: {} } as Parameters<typeof action>[0];
  const answer = routeResult(await action(args));
  await deliverDueMail();
  return answer;
}

beforeEach(async () => {
  await resetRateLimits();
  await t.clearMail();
});

describe('contact action', () => {
  it('sends a valid message to BUSINESS_EMAIL with the three fields, HTML escaped', async () => {
    const message = 'Hi!\n<script>alert("x")</script> & see you at the show';
    const result = await post({ ...valid, name: 'Jenna <b>Walsh</b>', message });
    expect(result.status).toBe(200);
    expect(result.body.sent).toBe(true);
    expect(result.body.result.error ?? null).toBeNull();
    // resetForm: the reply carries no values, so the browser clears the fields (PRODUCT §4).
    expect(result.body.result.initialValue).toBeNull();

    const [email, ...others] = t.outbox();
    expect(others).toEqual([]);
    expect(email?.to).toBe(getEnv().BUSINESS_EMAIL);
    expect(email?.replyTo).toBe('jenna@example.com');
    expect(email?.subject).toContain('Jenna');
    expect(email?.text).toContain('Jenna <b>Walsh</b>');
    expect(email?.text).toContain('jenna@example.com');
    expect(email?.text).toContain(message);
    expect(email?.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; see you');
    expect(email?.html).toContain('Jenna &lt;b&gt;Walsh&lt;/b&gt;');
    expect(email?.html).not.toContain('<script');
    expect(email?.html).not.toContain('<b>');
  });

  it('cannot be used to add mail headers through the name', async () => {
    const result = await post({ ...valid, name: 'Eve\r\nBcc: victim@example.com' });
    expect(result.status).toBe(200);
    const [email] = t.outbox();
    expect(email?.headers.bcc).toBeUndefined();
    expect(email?.to).toBe(getEnv().BUSINESS_EMAIL);
  });

  it.each([
    ['name', { ...valid, name: '' }, 'Name is required'],
    ['name', { ...valid, name: '   ' }, 'Name is required'],
    ['email', { ...valid, email: '' }, 'Email is required'],
    ['email', { ...valid, email: 'jenna-at-example' }, 'Email address is invalid'],
    ['message', { ...valid, message: '' }, 'Message is required'],
    ['message', { name: valid.name, email: valid.email }, 'Message is required'],
  ])('answers 400 for a bad %s and sends nothing', async (field, fields, expected) => {
    const result = await post(fields);
    expect(result.status).toBe(400);
    expect(result.body.sent).toBe(false);
    expect(result.body.result.error?.[field]).toEqual([expected]);
    expect(t.outbox()).toEqual([]);
  });

  it('reports every bad field at once', async () => {
    const result = await post({ name: '', email: 'x', message: '' });
    expect(result.status).toBe(400);
    expect(result.body.result.error).toMatchObject({
      name: ['Name is required'],
      email: ['Email address is invalid'],
      message: ['Message is required'],
    });
    expect(t.outbox()).toEqual([]);
  });

  it('answers a filled honeypot like a success but sends nothing', async () => {
    const result = await post({ ...valid, website: 'http://spam.example' });
    expect(result.status).toBe(200);
    expect(result.body.sent).toBe(true);
    expect(t.outbox()).toEqual([]);
  });

  it('refuses more than FORM_RATE_LIMIT messages per IP in 10 minutes; other IPs still pass', async () => {
    const limit = getEnv().FORM_RATE_LIMIT;
    for (let i = 1; i <= limit; i++) {
      const result = await post({ ...valid, message: `Message ${i}` }, '198.51.100.1');
      expect(result.status).toBe(200);
    }
    const limited = await post({ ...valid, message: 'One too many' }, '198.51.100.1');
    expect(limited.status).toBe(429);
    expect(limited.body.sent).toBe(false);
    expect(limited.body.result.error?.['']?.[0]).toMatch(/^Too many messages/);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(t.outbox()).toHaveLength(limit);

    const otherIp = await post({ ...valid, message: 'From another connection' }, '198.51.100.2');
    expect(otherIp.status).toBe(200);
    expect(t.outbox()).toHaveLength(limit + 1);
  });
});
