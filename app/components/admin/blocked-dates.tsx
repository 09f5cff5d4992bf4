import Button from 'react-bootstrap/Button';
import BsForm from 'react-bootstrap/Form';
import { ResettingForm } from '../resetting-form';
import { CardCell, CardRow, CardTable, type CardTableColumn } from './card-table';
import { RowAction } from './row-action';

const columns: CardTableColumn[] = [
  { label: 'Date' },
  { label: 'Reason' },
  { label: 'Actions', hiddenLabel: true },
];

export interface BlockedDatesProps {
  days: { date: string; reason: string; kind: 'holiday' | 'admin' }[];
  min: string;
  max: string;
}

/** The dates no session can be scheduled on: federal holidays (fixed) and the admin's own. */
export function BlockedDates({ days, min, max }: BlockedDatesProps) {
  return (
    <section aria-labelledby="blocked-heading">
      <h2 id="blocked-heading" className="h3">
        Blocked dates
      </h2>
      <ResettingForm method="post" className="row g-2 align-items-end mb-3">
        <input type="hidden" name="intent" value="block-date" />
        <div className="col-auto">
          <BsForm.Label htmlFor="block-date">Date</BsForm.Label>
          <BsForm.Control id="block-date" type="date" name="date" min={min} max={max} required />
        </div>
        <div className="col-auto">
          <BsForm.Label htmlFor="block-reason">Reason (optional)</BsForm.Label>
          <BsForm.Control id="block-reason" name="reason" maxLength={200} />
        </div>
        <div className="col-auto">
          <Button type="submit">Block date</Button>
        </div>
      </ResettingForm>
      <CardTable columns={columns} labelledBy="blocked-heading">
        {days.map((day) => (
          <CardRow key={`${day.kind}-${day.date}`}>
            <CardCell label="Date">{day.date}</CardCell>
            <CardCell label="Reason">{day.reason || '—'}</CardCell>
            <CardCell>
              {day.kind === 'admin' ? (
                <RowAction
                  intent="unblock-date"
                  fields={{ date: day.date }}
                  label="Unblock"
                  name={`Unblock ${day.date}`}
                  variant="outline-danger"
                />
              ) : (
                <span className="text-body-secondary small">Federal holiday</span>
              )}
            </CardCell>
          </CardRow>
        ))}
      </CardTable>
    </section>
  );
}
