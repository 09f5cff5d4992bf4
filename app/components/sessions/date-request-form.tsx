import { getFormProps, type SubmissionResult } from '@conform-to/react';
import Button from 'react-bootstrap/Button';
import { useNavigation } from 'react-router';
import { dateRequestSchema } from '../../client-sessions/date-request.forms';
import { useSchemaForm } from '../../hooks/use-schema-form';
import { FormError } from '../form-error';
import { FormField } from '../form-field';
import { ResettingForm } from '../resetting-form';

/**
 * PRODUCT §16 Request another date: two days and a message, checked as the client types and again
 * by the action. Native date fields: a phone shows its own calendar, and the window is their range.
 */
export function DateRequestForm({
  reply,
  min,
  max,
}: {
  reply: SubmissionResult<string[]> | undefined;
  min: string;
  max: string;
}) {
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(dateRequestSchema, navigation.state === 'idle' ? reply : undefined);
  return (
    <ResettingForm method="post" {...getFormProps(form)}>
      <FormError form={form} />
      <div className="row">
        <div className="col-sm-6">
          <FormField field={fields.firstChoice} label="First choice" type="date" min={min} max={max} />
        </div>
        <div className="col-sm-6">
          <FormField field={fields.secondChoice} label="Second choice" type="date" min={min} max={max} />
        </div>
      </div>
      <FormField field={fields.message} label="Message" textarea rows={3} />
      <Button type="submit" disabled={navigation.state === 'submitting'}>
        Send request
      </Button>
    </ResettingForm>
  );
}
