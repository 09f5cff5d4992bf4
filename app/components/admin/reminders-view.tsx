import { href, Link } from 'react-router';
import { type ReminderKind, reminderKinds } from '../../reminders/reminder-kinds';
import type { ReminderSwitches, UpcomingReminder } from '../../reminders/reminder-views';
import { reminderKindLabels } from '../../reminders/reminders.forms';
import { CardCell, CardRow, CardTable, type CardTableColumn } from './card-table';
import { RowAction } from './row-action';

const columns: CardTableColumn[] = [
  { label: 'When' },
  { label: 'To' },
  { label: 'What' },
  { label: 'About' },
  { label: 'Actions', hiddenLabel: true },
];

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
        <CardTable columns={columns} labelledBy="reminders-heading" striped>
          {reminders.map((reminder) => (
            <CardRow key={reminder.id} testId="reminder">
              <CardCell label="When">{reminder.when}</CardCell>
              <CardCell label="To" breakWords>
                {reminder.to}
              </CardCell>
              <CardCell label="What">{reminder.subject}</CardCell>
              <CardCell label="About">
                <About reminder={reminder} />
              </CardCell>
              <CardCell>
                <RowAction
                  intent="cancel-reminder"
                  fields={{ reminderId: reminder.id }}
                  label="Cancel"
                  name={`Cancel: ${reminder.subject} to ${reminder.to}, ${reminder.when}`}
                  variant="outline-danger"
                />
              </CardCell>
            </CardRow>
          ))}
        </CardTable>
      )}
    </section>
  );
}
