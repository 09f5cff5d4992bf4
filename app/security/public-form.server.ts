import type { Submission } from '@conform-to/react';
import { data } from 'react-router';
import { getEnv } from '../config/env.server';
import type { ServiceResult } from '../results/service-result';
import { honeypotFieldName } from '../validation/fields';
import { clientNetwork } from './client-network';
import { hitRateLimit } from './rate-limit.server';

export type PublicFormVerdict = ServiceResult<
  object,
  { reason: 'bot' } | { reason: 'rate-limited'; retryAfterSeconds: number }
>;

const tenMinutesMs = 10 * 60 * 1000;

export interface FormBudget {
  /** Posts allowed per IP in one window; FORM_RATE_LIMIT when omitted. */
  limit?: number;
  windowMs?: number;
}

/**
 * The gate in front of every form anyone may post (PRODUCT §10): a filled honeypot marks a bot,
 * and each IP (an IPv6 client: its /64, docs/decisions/029) has a budget of posts per ten minutes
 * per form.
 */
export async function checkPublicForm(
  form: string,
  clientIp: string,
  formData: FormData,
  budget: FormBudget = {},
): Promise<PublicFormVerdict> {
  const honeypot = formData.get(honeypotFieldName);
  if (typeof honeypot === 'string' && honeypot !== '') return { ok: false, reason: 'bot' };
  const limit = await hitRateLimit(
    `${form}:${clientNetwork(clientIp)}`,
    budget.limit ?? getEnv().FORM_RATE_LIMIT,
    budget.windowMs ?? tenMinutesMs,
  );
  if (!limit.allowed)
    return { ok: false, reason: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds };
  return { ok: true };
}

export function minutesText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  return `Too many messages from your connection. Please try again in ${minutesText(retryAfterSeconds)}.`;
}

/**
 * The answer to a post the gate stopped, or null to go on: a bot's post looks like a success (and
 * goes nowhere); an IP over its budget gets 429 with a message in the form.
 */
export function stoppedByGate(
  verdict: PublicFormVerdict,
  submission: { reply: Submission<unknown>['reply'] },
) {
  if (verdict.ok) return null;
  if (verdict.reason === 'bot') return { result: submission.reply({ resetForm: true }), sent: true };
  if (verdict.reason === 'rate-limited') {
    return data(
      {
        result: submission.reply({ formErrors: [tooManyRequestsMessage(verdict.retryAfterSeconds)] }),
        sent: false,
      },
      { status: 429, headers: { 'Retry-After': String(verdict.retryAfterSeconds) } },
    );
  }
  return null;
}
