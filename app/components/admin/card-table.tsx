import type { ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import '../../styles/bootstrap/tables.scss';
import '../../styles/table-cards.scss';

/**
 * Admin Home's tables (Show Invoices, Show Reminders, Show Events and its blocked dates, Undelivered
 * mail): a table from 768 px, a card per row on a phone (app/styles/table-cards.scss), chosen by
 * CSS alone so the server's page is right at every width. One table in the page, not a table and a
 * copy as cards with one of them hidden: every link and button exists once, in the tab order once,
 * and a screen reader gets the table, its header cells naming each cell, at every width. The
 * roles below are the elements' own, written out because a browser may stop reporting a table
 * whose elements' `display` CSS changed (Safari does), which the cards need.
 */

export interface CardTableColumn {
  label: string;
  /** Numbers, right-aligned in the table (on a card, after their name like the rest). */
  end?: boolean;
  /** A column of buttons: its name for screen readers only. */
  hiddenLabel?: boolean;
}

export function CardTable({
  columns,
  labelledBy,
  striped = false,
  className,
  children,
}: {
  columns: readonly CardTableColumn[];
  labelledBy?: string;
  /** Stripes in the table (each card is plain). */
  striped?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Table
      size="sm"
      responsive
      striped={striped}
      className={`table-cards${className ? ` ${className}` : ''}`}
      role="table"
      aria-labelledby={labelledBy}
    >
      {/* biome-ignore lint/a11y/noRedundantRoles: kept for the cards (the component's comment) */}
      <thead role="rowgroup">
        {/* biome-ignore lint/a11y/noRedundantRoles: kept for the cards (the component's comment) */}
        <tr role="row">
          {columns.map((column) => (
            <th
              key={column.label}
              scope="col"
              // biome-ignore lint/a11y/noRedundantRoles: kept for the cards (the component's comment)
              role="columnheader"
              className={column.end ? 'table-cards-end' : undefined}
            >
              {column.hiddenLabel ? <span className="visually-hidden">{column.label}</span> : column.label}
            </th>
          ))}
        </tr>
      </thead>
      {/* biome-ignore lint/a11y/noRedundantRoles: kept for the cards (the component's comment) */}
      <tbody role="rowgroup">{children}</tbody>
    </Table>
  );
}

/** A row: a card on a phone. */
export function CardRow({ testId, children }: { testId?: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noRedundantRoles: kept for the cards (the component's comment)
    <tr role="row" data-testid={testId}>
      {children}
    </tr>
  );
}

/** What the row is (an invoice's number, an event's title): its header cell, the card's title. */
export function CardTitle({ children }: { children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noRedundantRoles: kept for the cards (the component's comment)
    <th scope="row" role="rowheader" className="table-cards-title">
      {children}
    </th>
  );
}

/**
 * A cell, shown after its column's `label` on a phone; a cell of buttons has none
 * (`label` undefined), the buttons' own names say what they do.
 */
export function CardCell({
  label,
  end,
  breakWords,
  children,
}: {
  label?: string;
  end?: boolean;
  /** An email address or an error, which may be one long word. */
  breakWords?: boolean;
  children: ReactNode;
}) {
  const classes = [end ? 'table-cards-end' : '', breakWords ? 'text-break' : ''].filter(Boolean).join(' ');
  return (
    // biome-ignore lint/a11y/noRedundantRoles: kept for the cards (the component's comment)
    <td role="cell" data-label={label} className={classes || undefined}>
      {children}
    </td>
  );
}
