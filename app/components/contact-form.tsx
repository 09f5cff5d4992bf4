import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Alert, Button } from 'react-bootstrap';
import { Form, useActionData, useNavigation } from 'react-router';
import { contactSchema } from '../contact/contact-schema';
import type { action } from '../routes/contact';
import { FormField } from './form-field';
import { Honeypot } from './honeypot';

/** SPEC §2 Contact Us form; validated as the visitor types and again by the action with the same schema. */
export function ContactForm() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formAction === '/contact';
  const [form, fields] = useForm({
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });

  return (
    <Form method="post" action="/contact" {...getFormProps(form)}>
      {actionData?.sent && navigation.state === 'idle' ? (
        <Alert variant="success" role="status">
          Thank you! Your message was sent. We will get back to you soon.
        </Alert>
      ) : null}
      {form.errors?.length ? (
        <Alert variant="danger" role="alert" id={form.errorId}>
          {form.errors[0]}
        </Alert>
      ) : null}
      <Honeypot />
      <FormField field={fields.name} label="Name" autoComplete="name" />
      <FormField field={fields.email} label="Email" type="email" autoComplete="email" />
      <FormField field={fields.message} label="Message" textarea />
      <Button type="submit" disabled={sending}>
        {sending ? 'Sending...' : 'Send'}
      </Button>
    </Form>
  );
}
