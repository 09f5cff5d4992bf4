import type { Notice } from '../http/notice';

/**
 * The one place a button-style action's answer shows: success as a status, a refusal as an alert.
 * Bootstrap's markup rather than react-bootstrap's Alert: the client's gallery shows it, and the
 * Alert came in the forms' shared file, which the gallery has no other use for (decision 074).
 */
export function ActionNotice({ notice }: { notice: Notice | undefined }) {
  if (!notice?.message) return null;
  return (
    <div className={`alert alert-${notice.ok ? 'success' : 'danger'}`} role={notice.ok ? 'status' : 'alert'}>
      {notice.message}
    </div>
  );
}
