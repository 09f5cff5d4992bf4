import { useEffect, useRef, useState } from 'react';
import { Form as BsForm, Button } from 'react-bootstrap';
import { useFetcher } from 'react-router';
import type { Notice } from '../../http/notice';
import type { PictureView } from '../../pictures/picture-view';

/** How long typing may pause before the note is saved (it is saved on leaving the field too). */
const noteSaveDelayMs = 800;

/** Mirrors the server's rule, so the field stops at it. */
const maxNoteLength = 500;

/**
 * One picture's Favourite toggle and note (issue 24), on the gallery page and in the viewer. Each
 * posts on its own (a fetcher), so choosing never reloads the page; a refusal ('You can choose up
 * to 2 pictures.') shows beside the button and the button keeps its state. Disabled once the
 * selection is sent.
 */
export function PictureChoices({
  picture,
  shot,
  locked,
  place,
}: {
  picture: PictureView;
  shot: string;
  locked: boolean;
  /** Where the controls are ('grid' or 'viewer'): both are on the page, so their ids differ. */
  place: 'grid' | 'viewer';
}) {
  const favourite = useFetcher<Notice>();
  const note = useFetcher<Notice>();
  const pendingFavourite = favourite.formData?.get('favourite');
  const pressed = typeof pendingFavourite === 'string' ? pendingFavourite === 'true' : picture.favourite;
  const [text, setText] = useState(picture.note);
  const saved = useRef(picture.note);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const field = useRef<HTMLTextAreaElement>(null);
  // A note saved elsewhere (the same picture in the viewer) shows here, unless it is being typed in.
  useEffect(() => {
    if (document.activeElement === field.current) return;
    saved.current = picture.note;
    setText(picture.note);
  }, [picture.note]);

  const save = (value: string) => {
    clearTimeout(timer.current);
    if (value === saved.current) return;
    saved.current = value;
    note.submit({ intent: 'note', pictureId: picture.id, note: value }, { method: 'post' });
  };
  const noteId = `${place}-note-${picture.id}`;
  const refusal = [favourite.data, note.data].find((reply) => reply && !reply.ok)?.message;
  return (
    <div className="mt-2">
      <favourite.Form method="post" className="d-inline">
        <input type="hidden" name="intent" value="favourite" />
        <input type="hidden" name="pictureId" value={picture.id} />
        <input type="hidden" name="favourite" value={String(!pressed)} />
        <Button
          type="submit"
          size="sm"
          variant={pressed ? 'primary' : 'outline-primary'}
          aria-pressed={pressed}
          disabled={locked}
        >
          <span aria-hidden="true">{pressed ? '★' : '☆'}</span> Favourite
          <span className="visually-hidden"> {shot.toLowerCase()}</span>
        </Button>
      </favourite.Form>
      {refusal ? (
        <p className="text-danger small mb-0 mt-1" role="alert">
          {refusal}
        </p>
      ) : null}
      <BsForm.Group className="mt-2" controlId={noteId}>
        <BsForm.Label className="small mb-1">Add a note</BsForm.Label>
        <BsForm.Control
          as="textarea"
          ref={field}
          rows={2}
          maxLength={maxNoteLength}
          value={text}
          disabled={locked}
          aria-describedby={`${noteId}-status`}
          onChange={(event) => {
            const value = event.target.value;
            setText(value);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => save(value), noteSaveDelayMs);
          }}
          onBlur={() => save(text)}
        />
        <span id={`${noteId}-status`} className="small text-body-secondary" role="status">
          {note.state === 'idle' && note.data?.ok ? 'Saved' : null}
        </span>
      </BsForm.Group>
    </div>
  );
}
