import BsForm from 'react-bootstrap/Form';

/** The parts of a Conform field a select needs; any field's metadata fits. */
interface SelectFieldMeta {
  id: string;
  name: string;
  errorId: string;
  key?: string;
  errors?: string[];
  initialValue?: unknown;
}

interface Props {
  field: SelectFieldMeta;
  label: string;
  options: readonly string[];
  placeholder: string;
}

/** A labelled select with its error message tied to it for screen readers. */
export function SelectField({ field, label, options, placeholder }: Props) {
  const invalid = Boolean(field.errors?.length);
  return (
    <BsForm.Group className="mb-3" controlId={field.id}>
      <BsForm.Label>{label}</BsForm.Label>
      <BsForm.Select
        key={field.key}
        name={field.name}
        defaultValue={typeof field.initialValue === 'string' ? field.initialValue : ''}
        isInvalid={invalid}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? field.errorId : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </BsForm.Select>
      <BsForm.Control.Feedback type="invalid" id={field.errorId}>
        {field.errors?.[0]}
      </BsForm.Control.Feedback>
    </BsForm.Group>
  );
}
