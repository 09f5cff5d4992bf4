import Button from 'react-bootstrap/Button';
import { Form } from 'react-router';

interface RowActionProps {
  /** The action's `intent`, and the fields that say which row. */
  intent: string;
  fields: Record<string, string | number>;
  /** The button's text, and its accessible name (which must start with the text: WCAG 2.5.3). */
  label: string;
  name: string;
  variant?: string;
}

/** One small button that posts `intent` for one row of an Admin Home list (Retry now, Unblock, Cancel …). */
export function RowAction({ intent, fields, label, name, variant = 'outline-primary' }: RowActionProps) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
      <Button type="submit" size="sm" variant={variant} aria-label={name}>
        {label}
      </Button>
    </Form>
  );
}
