import { getFormProps } from '@conform-to/react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { href, useNavigation } from 'react-router';
import { contactSchema } from '../contact/contact.forms';
import { useSchemaForm } from '../hooks/use-schema-form';
import type { SentFormReply } from '../http/form-replies';
import { isUnreachable, type UnreachableReply } from '../http/unreachable';
import { FormError } from './form-error';
import { FormField } from './form-field';
import { Honeypot } from './honeypot';
import { ResettingForm } from './resetting-form';

/** PRODUCT §2 Contact Us form; validated as the visitor types and again by the action with the same schema. */
export function ContactForm({ reply: actionData }: { reply: SentFormReply | UnreachableReply | undefined }) {
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formAction === href('/contact');
  const [form, fields] = useSchemaForm(
    contactSchema,
    navigation.state === 'idle' && !isUnreachable(actionData) ? actionData?.result : undefined,
  );

  return (
    <ResettingForm method="post" action={href('/contact')} {...getFormProps(form)}>
      {!isUnreachable(actionData) && actionData?.sent && navigation.state === 'idle' ? (
        <Alert variant="success" role="status">
          Thank you! Your message was sent. We will get back to you soon.
        </Alert>
      ) : null}
      <FormError form={form} />
      {/* A send that never reached the server (app/http/unreachable.ts): what was typed stays. */}
      {isUnreachable(actionData) && navigation.state === 'idle' ? (
        <Alert variant="danger" role="alert">
          Your message could not be sent. Please try again in a moment, or email us.
        </Alert>
      ) : null}
      <Honeypot />
      <FormField field={fields.name} label="Name" autoComplete="name" />
      <FormField field={fields.email} label="Email" type="email" autoComplete="email" />
      <FormField field={fields.message} label="Message" textarea />
      <Button type="submit" disabled={sending}>
        {sending ? 'Sending...' : 'Send'}
      </Button>
    </ResettingForm>
  );
}
