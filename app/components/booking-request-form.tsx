import { getFormProps } from '@conform-to/react';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { href, useFetcher } from 'react-router';
import { bookingErrorMessage, bookingRequestSchema } from '../bookings/bookings.forms';
import { hearAboutOptions, sessionOptions } from '../content/booking-options';
import { useResetOnSuccess } from '../hooks/use-reset-on-success';
import { useSchemaForm } from '../hooks/use-schema-form';
import type { SentFormReply } from '../http/form-replies';
import { isUnreachable, type UnreachableReply } from '../http/unreachable';
import { FormError } from './form-error';
import { FormField } from './form-field';
import { Honeypot } from './honeypot';
import { SelectField } from './select-field';

const successMs = 3000;

/**
 * PRODUCT §2 Booking Form; messages from the shared schema as the visitor types, then from the
 * server. A signed-in `person` finds their name and address filled in, and again after a request.
 */
export function BookingRequestForm({
  defaultSession,
  person = null,
}: {
  defaultSession: string | null;
  person?: { name: string; email: string } | null;
}) {
  const fetcher = useFetcher<SentFormReply | UnreachableReply>();
  const reply = isUnreachable(fetcher.data) ? undefined : fetcher.data;
  const submitting = fetcher.state !== 'idle';
  const [showSuccess, setShowSuccess] = useState(false);
  const reset = useResetOnSuccess(fetcher.state, fetcher.data);
  const [form, fields] = useSchemaForm(
    bookingRequestSchema,
    fetcher.state === 'idle' ? reply?.result : undefined,
    { session: defaultSession ?? '', name: person?.name ?? '', email: person?.email ?? '' },
  );

  // PRODUCT §4: the success message shows for 3 seconds.
  useEffect(() => {
    if (fetcher.state !== 'idle' || !reply?.sent) return;
    setShowSuccess(true);
    const timer = window.setTimeout(() => setShowSuccess(false), successMs);
    return () => window.clearTimeout(timer);
  }, [fetcher.state, reply]);

  return (
    <fetcher.Form
      ref={reset.ref}
      method="post"
      action={href('/BookingForm')}
      {...getFormProps(form)}
      onSubmit={(event) => {
        form.onSubmit(event);
        reset.posting(event);
      }}
    >
      {showSuccess ? (
        <Alert variant="success" role="status">
          Data submitted successfully!
        </Alert>
      ) : null}
      <FormError form={form} />
      {/* A request that never reached the server (app/http/unreachable.ts): what was typed stays. */}
      {fetcher.state === 'idle' && isUnreachable(fetcher.data) ? (
        <Alert variant="danger" role="alert">
          {bookingErrorMessage}
        </Alert>
      ) : null}
      <Honeypot />
      <FormField field={fields.name} label="Name" autoComplete="name" />
      <FormField field={fields.email} label="Email" type="email" autoComplete="email" />
      <FormField field={fields.phnumber} label="Phone Number (123-456-7890)" type="tel" autoComplete="tel" />
      <FormField field={fields.location} label="Location" />
      <FormField field={fields.msg} label="Message (optional)" textarea />
      <SelectField
        field={fields.session}
        label="Session"
        options={sessionOptions}
        placeholder="Choose a session"
      />
      <SelectField
        field={fields.hearAbout}
        label="How did you hear about us? (optional)"
        options={hearAboutOptions}
        placeholder="Choose one"
      />
      <Button type="submit" disabled={submitting}>
        {submitting ? 'Submitting...' : 'Submit'}
      </Button>
    </fetcher.Form>
  );
}
