/**
 * What every service answers (docs/ARCHITECTURE.md, "Service results"): done, with what it made or
 * found, or refused for a reason. A reason is a code (`'not-found'`, `'card-expired'`), with the
 * details a caller needs to word it (`{ reason: 'too-early', firstDay }`); the route words it with
 * the product's text and chooses the HTTP status. A service never answers with a message, a status
 * or a `kind`, and an error class never carries a refusal out of it (lint/service-results.grit).
 *
 * `Refusal` lists each reason with its details: `{ reason: 'invalid' } | { reason: 'disabled' }`.
 */
export type ServiceResult<Value extends object = object, Refusal extends { reason: string } = never> =
  | ({ ok: true } & Value)
  | ({ ok: false } & Refusal);
