import { Table } from 'react-bootstrap';
import { href, Link } from 'react-router';
import { type ReminderKind, reminderKinds } from '../../reminders/reminder-kinds';
import type { ReminderSwitches, UpcomingReminder } from '../../reminders/reminder-views';
import { reminderKindLabels } from '../../reminders/reminders.forms';
import { RowAction } from './row-action';

/** What a reminder is about, linked to where the admin manages it. */
function About({ reminder }: { reminder: UpcomingReminder }) {
  if (reminder.booking)
    return (
      <Link to={href('/BookingInfo/:id', { id: String(reminder.booking.id) })}>{reminder.booking.label}</Link>
    );
  if (reminder.gallery)
    return (
      <Link to={href('/ShowImages/:id', { id: String(reminder.gallery.ownerId) })}>
        Gallery “{reminder.gallery.title}”
      </Link>
    );
  return null;
}

function KindSwitch({ kind, enabled }: { kind: ReminderKind; enabled: boolean }) {
  const label = reminderKindLabels[kind];
  return (
    <div className="d-flex align-items-center gap-2 mb-2">
      <span>
        {label}: <strong>{enabled ? 'On' : 'Off'}</strong>
      </span>
      <RowAction
        intent="reminder-switch"
        fields={{ kind, enabled: enabled ? 'off' : 'on' }}
        label={enabled ? 'Turn off' : 'Turn on'}
        name={`Turn ${enabled ? 'off' : 'on'} ${label.toLowerCase()}`}
        variant="outline-secondary"
      />
    </div>
  );
}

/**
 * Admin Home → Show Reminders (PRODUCT §18): the emails scheduled for the next 60 days, in the
 * business's time, with Cancel for each, and a switch per kind.
 */
export function RemindersView({
  reminders,
  switches,
}: {
  reminders: UpcomingReminder[];
  switches: ReminderSwitches;
}) {
  return (
    <section aria-labelledby="reminders-heading">
      <h2 id="reminders-heading" className="h4">
        Reminders
      </h2>
      <div className="mb-3">
        {reminderKinds.map((kind) => (
          <KindSwitch key={kind} kind={kind} enabled={switches[kind]} />
        ))}
      </div>
      {reminders.length === 0 ? (
        <p>No reminders are scheduled for the next 60 days.</p>
      ) : (
        <Table size="sm" responsive striped>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">To</th>
              <th scope="col">What</th>
              <th scope="col">About</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {reminders.map((reminder) => (
              <tr key={reminder.id} data-testid="reminder">
                <td>{reminder.when}</td>
                <td className="text-break">{reminder.to}</td>
                <td>{reminder.subject}</td>
                <td>
                  <About reminder={reminder} />
                </td>
                <td>
                  <RowAction
                    intent="cancel-reminder"
                    fields={{ reminderId: reminder.id }}
                    label="Cancel"
                    name={`Cancel: ${reminder.subject} to ${reminder.to}, ${reminder.when}`}
                    variant="outline-danger"
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
