import { isUnreachable } from '../http/unreachable';

/**
 * Beside a control whose post never reached the server: 'We could not reach the site…'
 * (`app/http/unreachable.ts` answers the post; this shows it). Nothing for any other reply.
 */
export function UnreachableNotice({ reply }: { reply: unknown }) {
  if (!isUnreachable(reply)) return null;
  return (
    <p className="text-danger small mb-0 mt-2" role="alert">
      {reply.message}
    </p>
  );
}
