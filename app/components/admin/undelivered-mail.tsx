import Alert from 'react-bootstrap/Alert';
import type { UndeliveredMail as UndeliveredMailView } from '../../mail/undelivered-mail.server';
import { CardCell, CardRow, CardTable, type CardTableColumn } from './card-table';
import { RowAction } from './row-action';

const columns: CardTableColumn[] = [
  { label: 'Recipient' },
  { label: 'Subject' },
  { label: 'Attempts' },
  { label: 'Last error' },
  { label: 'Next try' },
  { label: 'Actions', hiddenLabel: true },
];

/**
 * Admin Home's list of email that has not arrived (docs/decisions/021), shown only when there is
 * some: who it is for, what it is, how often it was tried, why it failed, and when it is tried
 * again, with "Retry now" for each.
 */
export function UndeliveredMail({
  mail,
  title,
}: {
  mail: UndeliveredMailView[];
  /** Under Today it is one of Today's sections, "Undelivered email (n)", a level below. */
  title?: string;
}) {
  if (mail.length === 0) return null;
  const Heading = title ? 'h3' : 'h2';
  return (
    <section aria-labelledby="undelivered-mail-heading" className="mb-4">
      <Alert variant="warning" className="mb-0">
        <Heading id="undelivered-mail-heading" className="h5">
          {title ?? 'Undelivered mail'}
        </Heading>
        <p>These emails have not arrived yet. The server keeps trying until it gives up after 48 hours.</p>
        <CardTable columns={columns} labelledBy="undelivered-mail-heading" className="mb-0 bg-transparent">
          {mail.map((message) => (
            <CardRow key={message.id} testId="undelivered-mail">
              <CardCell label="Recipient" breakWords>
                {message.to}
              </CardCell>
              <CardCell label="Subject">{message.subject}</CardCell>
              <CardCell label="Attempts">{message.attempts}</CardCell>
              <CardCell label="Last error" breakWords>
                {message.lastError ?? 'Not tried yet'}
              </CardCell>
              <CardCell label="Next try">{message.nextTry ?? 'Gave up'}</CardCell>
              <CardCell>
                <RowAction
                  intent="retry-mail"
                  fields={{ mailId: message.id }}
                  label="Retry now"
                  name={`Retry now: ${message.subject} to ${message.to}`}
                />
              </CardCell>
            </CardRow>
          ))}
        </CardTable>
      </Alert>
    </section>
  );
}
