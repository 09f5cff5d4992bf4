import Alert from 'react-bootstrap/Alert';
import type { Notice } from '../http/notice';

/** The one place a button-style action's answer shows: success as a status, a refusal as an alert. */
export function ActionNotice({ notice }: { notice: Notice | undefined }) {
  if (!notice?.message) return null;
  return (
    <Alert variant={notice.ok ? 'success' : 'danger'} role={notice.ok ? 'status' : 'alert'}>
      {notice.message}
    </Alert>
  );
}
