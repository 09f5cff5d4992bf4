import { useState } from 'react';
import DatePicker from 'react-datepicker';

/** 'yyyy-MM-dd' ↔ a local Date at midnight, which is what the picker works in. */
function toLocalDate(value: string): Date {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

function toIso(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

interface Props {
  name: string;
  initial: string | null;
  min: string;
  max: string;
  blocked: string[];
}

/**
 * PRODUCT §5 Booking scheduled date: yyyy-MM-dd, today to one year ahead, blocked dates greyed out.
 * The picker only helps; the server checks the same rules.
 */
export function ScheduleDatePicker({ name, initial, min, max, blocked }: Props) {
  const [selected, setSelected] = useState<Date | null>(initial ? toLocalDate(initial) : null);
  return (
    <>
      <label htmlFor="schedule-date" className="form-label">
        Scheduled date
      </label>
      <DatePicker
        id="schedule-date"
        selected={selected}
        onChange={(date: Date | null) => setSelected(date)}
        dateFormat="yyyy-MM-dd"
        // Without it, typing "2026-12-25" selects 2 December on the way and keeps it when the 25th is blocked.
        strictParsing
        placeholderText="yyyy-MM-dd"
        minDate={toLocalDate(min)}
        maxDate={toLocalDate(max)}
        excludeDates={blocked.map(toLocalDate)}
        isClearable
        className="form-control"
        autoComplete="off"
      />
      <input type="hidden" name={name} value={selected ? toIso(selected) : ''} />
    </>
  );
}
