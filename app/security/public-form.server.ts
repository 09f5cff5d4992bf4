import { getEnv } from '../config/env.server';
import { honeypotFieldName } from '../validation/fields';
import { hitRateLimit } from './rate-limit.server';

export type PublicFormVerdict =
  | { kind: 'ok' }
  | { kind: 'bot' }
  | { kind: 'rate-limited'; retryAfterSeconds: number };

const windowMs = 10 * 60 * 1000;

/**
 * The gate in front of every form anyone may post (DECISIONS §1): a filled honeypot marks a bot,
 * and each IP has a budget of posts per ten minutes per form.
 */
export function checkPublicForm(form: string, clientIp: string, formData: FormData): PublicFormVerdict {
  const honeypot = formData.get(honeypotFieldName);
  if (typeof honeypot === 'string' && honeypot !== '') return { kind: 'bot' };
  const limit = hitRateLimit(`${form}:${clientIp}`, getEnv().FORM_RATE_LIMIT, windowMs);
  if (!limit.allowed) return { kind: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds };
  return { kind: 'ok' };
}

export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many messages from your connection. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
