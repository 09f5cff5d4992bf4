import { Alert, Table } from 'react-bootstrap';
import type { UndeliveredMail as UndeliveredMailView } from '../../mail/undelivered-mail.server';
import { RowAction } from './row-action';

/**
 * Admin Home's list of email that has not arrived (docs/decisions/021), shown only when there is
 * some: who it is for, what it is, how often it was tried, why it failed, and when it is tried
 * again, with "Retry now" for each.
 */
export function UndeliveredMail({ mail }: { mail: UndeliveredMailView[] }) {
  if (mail.length === 0) return null;
  return (
    <section aria-labelledby="undelivered-mail-heading" className="mb-4">
      <Alert variant="warning" className="mb-0">
        <h2 id="undelivered-mail-heading" className="h5">
          Undelivered mail
        </h2>
        <p>These emails have not arrived yet. The server keeps trying until it gives up after 48 hours.</p>
        <Table size="sm" responsive className="mb-0 bg-transparent">
          <thead>
            <tr>
              <th scope="col">Recipient</th>
              <th scope="col">Subject</th>
              <th scope="col">Attempts</th>
              <th scope="col">Last error</th>
              <th scope="col">Next try</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {mail.map((message) => (
              <tr key={message.id} data-testid="undelivered-mail">
                <td className="text-break">{message.to}</td>
                <td>{message.subject}</td>
                <td>{message.attempts}</td>
                <td className="text-break">{message.lastError ?? 'Not tried yet'}</td>
                <td>{message.nextTry ?? 'Gave up'}</td>
                <td>
                  <RowAction
                    intent="retry-mail"
                    fields={{ mailId: message.id }}
                    label="Retry now"
                    name={`Retry now: ${message.subject} to ${message.to}`}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Alert>
    </section>
  );
}
