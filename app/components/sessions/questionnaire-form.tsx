import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import Button from 'react-bootstrap/Button';
import BsForm from 'react-bootstrap/Form';
import { Form, useNavigation } from 'react-router';
import { type QuestionnaireInput, questionnaireSchema } from '../../client-sessions/questionnaire.forms';
import { useSchemaForm } from '../../hooks/use-schema-form';
import { FormError } from '../form-error';
import { FormField } from '../form-field';

/** The answers a form starts with: the saved ones when there are some. */
export type QuestionnaireDefaults = Partial<QuestionnaireInput>;

/** PRODUCT §16 the questionnaire, checked as the client types and again by the action. */
export function QuestionnaireForm({
  reply,
  defaults,
}: {
  reply: SubmissionResult<string[]> | undefined;
  defaults: QuestionnaireDefaults | undefined;
}) {
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(
    questionnaireSchema,
    navigation.state === 'idle' ? reply : undefined,
    defaults,
  );
  const choice = fields.picturesMayBeShown;
  const invalidChoice = Boolean(choice.errors?.length);
  return (
    <Form method="post" {...getFormProps(form)}>
      <FormError form={form} />
      <FormField field={fields.horseName} label="Horse's name" />
      <FormField field={fields.breedAndColour} label="Breed and colour" />
      <FormField field={fields.discipline} label="Discipline" />
      <FormField
        field={fields.barnAddress}
        label="Barn address"
        autoComplete="street-address"
        textarea
        rows={2}
      />
      <FormField field={fields.directions} label="Gate code or directions (optional)" textarea rows={3} />
      <FormField
        field={fields.notes}
        label="Anything we should know (optional, up to 1,000 characters)"
        textarea
      />
      <fieldset className="mb-4" aria-describedby={invalidChoice ? choice.errorId : undefined}>
        <legend className="fs-6">You may show pictures of my horse on this website and social media</legend>
        {(['yes', 'no'] as const).map((value) => (
          <BsForm.Check
            {...getInputProps(choice, { type: 'radio', value })}
            key={value}
            // Conform gives both radios the field's id; each needs its own for its label.
            id={`${choice.id}-${value}`}
            label={value === 'yes' ? 'Yes' : 'No'}
            isInvalid={invalidChoice}
          />
        ))}
        {invalidChoice ? (
          <div className="invalid-feedback d-block" id={choice.errorId}>
            {choice.errors?.[0]}
          </div>
        ) : null}
      </fieldset>
      <Button type="submit" disabled={navigation.state === 'submitting'}>
        Save answers
      </Button>
    </Form>
  );
}
