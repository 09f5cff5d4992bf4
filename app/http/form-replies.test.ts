import { describe, expect, it } from 'vitest';
import { answeredSuccess } from './form-replies';

/** Which answers empty a form (PRODUCT §4 "forms answer once"): the shapes the site's actions answer. */
describe('answeredSuccess', () => {
  it.each([
    ['nothing: the action redirected', undefined],
    ['nothing, as React Router keeps it after a redirect', null],
    ['a Notice that it was done', { ok: true, message: 'The template "Barn shoot" is saved.' }],
    ['a reply that emptied itself', { result: { initialValue: null }, sent: true }],
    [
      'a reply without a refusal',
      { result: { status: 'success', initialValue: { email: 'a@b.cd' } }, sent: true },
    ],
    ['a bare reply without a refusal', { status: 'success', initialValue: {}, error: { '': null } }],
  ])('success: %s', (_, answer) => {
    expect(answeredSuccess(answer)).toBe(true);
  });

  it.each([
    ['a refused Notice', { ok: false, message: '2026-12-25 is a federal holiday.' }],
    [
      'a post that never reached the server',
      { ok: false, message: 'We could not reach the site.', unreachable: true },
    ],
    [
      'a reply with field messages',
      { intent: 'record', result: { status: 'error', error: { amount: ['Too much'] } } },
    ],
    [
      'a reply with a message on the form',
      { result: { initialValue: {}, error: { '': ['Too many requests'] } } },
    ],
    ['a bare refused reply', { status: 'error', initialValue: {}, error: {} }],
  ])('not a success: %s', (_, answer) => {
    expect(answeredSuccess(answer)).toBe(false);
  });
});
