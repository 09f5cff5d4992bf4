import type { SubmissionResult } from '@conform-to/react';
import type { Notice } from './notice';

/**
 * What an action answers a form with, as the form components read it. The components declare
 * these shapes instead of importing their route's `action` type, so no component depends on a
 * route module; the routes pass their answers in, and the type check holds the two together.
 */

/** The contact and booking forms: Conform's reply and whether it was sent. */
export interface SentFormReply {
  result?: SubmissionResult<string[]>;
  sent: boolean;
}

/** The checkout form: Conform's reply, and whether the order is ready for review. */
export interface CheckoutFormReply {
  result?: SubmissionResult<string[]>;
  ready: boolean;
}

/** A product card's Add to Cart. */
export interface AddToCartReply {
  result?: SubmissionResult<string[]>;
  added: boolean;
}

/**
 * Edit Images' upload (JSON, read by an XMLHttpRequest for its progress): the notice every
 * button-style action answers, with the file a refusal is about or the number of pictures stored.
 */
export interface UploadReply extends Notice {
  file?: string;
  count?: number;
}

/** An upload reply as the browser received it: anything else reads as an empty reply. */
export function readUploadReply(response: unknown): Partial<UploadReply> {
  if (typeof response !== 'object' || response === null) return {};
  const { ok, message, file, count } = response as Record<string, unknown>;
  return {
    ...(typeof ok === 'boolean' ? { ok } : {}),
    ...(typeof message === 'string' ? { message } : {}),
    ...(typeof file === 'string' ? { file } : {}),
    ...(typeof count === 'number' ? { count } : {}),
  };
}

/** Edit Images' New gallery form: Conform's reply (a made gallery redirects instead). */
export interface GalleryFormReply {
  result?: SubmissionResult<string[]>;
}

/** Whether Conform's reply reports a refusal: its status, or a message on the form or a field. */
function refusedSubmission(result: unknown): boolean {
  if (typeof result !== 'object' || result === null) return false;
  const { status, error } = result as { status?: unknown; error?: unknown };
  if (status === 'error') return true;
  if (typeof error !== 'object' || error === null) return false;
  return Object.values(error).some((messages) => Array.isArray(messages) && messages.length > 0);
}

/**
 * Whether an action's answer to a form says it succeeded, in either shape of docs/ARCHITECTURE.md
 * "Replies": nothing (the action redirected, as a success does; every refusal answers data), a
 * `Notice` that is not `ok: false` (a post that never reached the server is one too,
 * app/http/unreachable.ts), or Conform's reply, bare or as `result`, without a refusal.
 */
export function answeredSuccess(answer: unknown): boolean {
  if (typeof answer !== 'object' || answer === null) return true;
  if ((answer as { ok?: unknown }).ok === false) return false;
  return !refusedSubmission('result' in answer ? answer.result : answer);
}
