import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import BsForm from 'react-bootstrap/Form';
import { useNavigation } from 'react-router';
import type { IsoDate } from '../../business-time/calendar-dates';
import { type NewGallery, newGallerySchema } from '../../galleries/galleries.forms';
import type { SessionChoice } from '../../galleries/gallery-view';
import type { GalleryFormReply } from '../../http/form-replies';
import type { UnreachableReply } from '../../http/unreachable';
import { FormError } from '../form-error';
import { FormField } from '../form-field';
import { ResettingForm } from '../resetting-form';
import { UnreachableNotice } from '../unreachable-notice';

/** The form's fields as typed (text, until the schema reads them). */
interface NewGalleryFields {
  title: string;
  selectionLimit: string;
  expiresOn: string;
  proofs: boolean;
  bookingId: string;
}

/**
 * Edit Images' New gallery (PRODUCT §14 Galleries): Title, Selection limit, Expires on, and Proofs (ticked: the
 * pictures are watermarked proofs until the admin releases the gallery). The action's schema
 * checks it here too, with the business's today from the loader.
 */
export function NewGalleryForm({
  today,
  sessions,
  session = null,
  reply,
}: {
  today: IsoDate;
  /** The client's bookings, one of which the gallery may be of (the Gallery step). */
  sessions: SessionChoice[];
  /** The session chosen when the form opens (from Booking Info); null: None. */
  session?: number | null;
  /** The action's answer to the last submit, or that it never reached the server. */
  reply: GalleryFormReply | UnreachableReply | undefined;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm<NewGalleryFields, NewGallery>({
    id: 'new-gallery',
    lastResult: navigation.state === 'idle' && reply && 'result' in reply ? reply.result : undefined,
    defaultValue: { proofs: true, bookingId: session === null ? '' : String(session) },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: newGallerySchema(today) }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h5">New gallery</h2>
        <ResettingForm method="post" {...getFormProps(form)}>
          <FormError form={form} />
          <FormField field={fields.title} label="Title" />
          <FormField field={fields.selectionLimit} label="Selection limit (optional)" type="number" />
          <FormField field={fields.expiresOn} label="Expires on (optional)" type="date" />
          {sessions.length > 0 ? (
            <BsForm.Group className="mb-3">
              <BsForm.Label htmlFor={fields.bookingId.id}>Session (optional)</BsForm.Label>
              <BsForm.Select
                {...getSelectProps(fields.bookingId)}
                isInvalid={Boolean(fields.bookingId.errors?.length)}
              >
                <option value="">None</option>
                {sessions.map((session) => (
                  <option key={session.id} value={session.id}>
                    {session.label}
                  </option>
                ))}
              </BsForm.Select>
              <BsForm.Control.Feedback type="invalid" id={fields.bookingId.errorId}>
                {fields.bookingId.errors?.[0]}
              </BsForm.Control.Feedback>
            </BsForm.Group>
          ) : null}
          <BsForm.Check
            {...getInputProps(fields.proofs, { type: 'checkbox' })}
            className="mb-3"
            label="Proofs: watermarked until released"
          />
          <Button type="submit" disabled={navigation.state === 'submitting'}>
            Create gallery
          </Button>
          <UnreachableNotice reply={navigation.state === 'idle' ? reply : undefined} />
        </ResettingForm>
      </Card.Body>
    </Card>
  );
}
