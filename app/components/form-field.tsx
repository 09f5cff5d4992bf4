import type { FieldMetadata } from '@conform-to/react';
import { getInputProps, getTextareaProps } from '@conform-to/react';
import BsForm from 'react-bootstrap/Form';

interface FieldProps {
  field: FieldMetadata<string>;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'password' | 'number' | 'date';
  textarea?: boolean;
  rows?: number;
  autoComplete?: string;
  /** A date field's first and last day (yyyy-MM-dd), which the browser's calendar offers. */
  min?: string;
  max?: string;
  /** A hint shown under the field and read with it (aria-describedby), error or not. */
  description?: string;
}

/** A labelled input with its error message tied to it for screen readers (Conform does the wiring). */
export function FormField({
  field,
  label,
  type = 'text',
  textarea = false,
  rows = 5,
  autoComplete,
  min,
  max,
  description,
}: FieldProps) {
  const invalid = Boolean(field.errors?.length);
  const props = textarea
    ? { as: 'textarea' as const, rows, ...getTextareaProps(field) }
    : { ...getInputProps(field, { type }), min, max };
  // Conform names only the error; a hint is named beside it, so it is read whether or not one shows.
  const descriptionId = `${field.id}-description`;
  const describedBy = description
    ? [descriptionId, invalid ? field.errorId : undefined].filter(Boolean).join(' ')
    : props['aria-describedby'];
  return (
    // The input's id comes from Conform (getInputProps), so the label points at it by hand.
    <BsForm.Group className="mb-3">
      <BsForm.Label htmlFor={field.id}>{label}</BsForm.Label>
      <BsForm.Control
        {...props}
        aria-describedby={describedBy}
        isInvalid={invalid}
        autoComplete={autoComplete}
      />
      <BsForm.Control.Feedback type="invalid" id={field.errorId}>
        {field.errors?.[0]}
      </BsForm.Control.Feedback>
      {description ? <BsForm.Text id={descriptionId}>{description}</BsForm.Text> : null}
    </BsForm.Group>
  );
}
