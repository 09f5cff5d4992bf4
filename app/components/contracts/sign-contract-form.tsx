import { getFormProps, getInputProps, type SubmissionResult, useForm } from '@conform-to/react';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import BsForm from 'react-bootstrap/Form';
import { Form, useNavigation } from 'react-router';
import { FormError } from '../form-error';
import { FormField } from '../form-field';
import { SignaturePadField } from './signature-pad-field';

/** The fields as the browser posts them (the server's rules: contract-sign.forms.ts). */
interface SignFields {
  signerName: string;
  agree: string;
  signature: string;
}

/**
 * PRODUCT §17 Sign contract. The rules are checked by the action (the signature's PNG is checked
 * on the server only); the form works without JavaScript, with the typed name alone.
 */
export function SignContractForm({ reply }: { reply: SubmissionResult<string[]> | undefined }) {
  const navigation = useNavigation();
  const [form, fields] = useForm<SignFields>({ lastResult: navigation.state === 'idle' ? reply : undefined });
  // The drawing area exists only once the page runs JavaScript (signature-pad-field.tsx).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const agree = fields.agree;
  const invalidAgree = Boolean(agree.errors?.length);
  return (
    <Form method="post" {...getFormProps(form)}>
      <FormError form={form} />
      <p className="text-body-secondary">
        Your typed full name is your signature. Drawing it as well is optional: the typed name alone is
        accepted, so that everyone can sign, including people who use a keyboard or a screen reader, or who
        cannot hold a pen steady.
      </p>
      <FormField field={fields.signerName} label="Type your full name" autoComplete="name" />
      {hydrated ? <SignaturePadField /> : null}
      {fields.signature.errors?.length ? (
        <div className="invalid-feedback d-block mb-3" id={fields.signature.errorId}>
          {fields.signature.errors[0]}
        </div>
      ) : null}
      <BsForm.Check
        {...getInputProps(agree, { type: 'checkbox', value: 'on' })}
        className="mb-3"
        label="I have read and agree to this contract"
        isInvalid={invalidAgree}
        feedback={agree.errors?.[0]}
        feedbackType="invalid"
      />
      <Button type="submit" disabled={navigation.state === 'submitting'}>
        Sign contract
      </Button>
    </Form>
  );
}
