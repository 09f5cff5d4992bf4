import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { Notice } from '../../http/notice';
import type { PictureView } from '../../pictures/picture-view';

/** How long typing may pause before the note is saved (it is saved on leaving the field too). */
const noteSaveDelayMs = 800;

/** Mirrors the server's rule, so the field stops at it. */
const maxNoteLength = 500;

/**
 * One picture's note (PRODUCT §14): an "Add a note" button that opens the field, so the pictures,
 * not a column of empty fields, fill the page; a note already written shows its field open. The
 * note is saved as typed and on leaving the field (a fetcher: nothing reloads). Once the selection
 * is sent a written note stays readable in its disabled field, and there is nothing to add.
 */
export function PictureNote({
  picture,
  shot,
  locked,
  place,
}: {
  picture: PictureView;
  shot: string;
  locked: boolean;
  /** Where it is ('grid' or 'viewer'): both can be on the page, so their ids differ. */
  place: 'grid' | 'viewer';
}) {
  const note = useFetcher<Notice>();
  const [text, setText] = useState(picture.note);
  const [opened, setOpened] = useState(false);
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
  // "Add a note" gives way to the field, which takes the focus so typing can start at once.
  useEffect(() => {
    if (opened) field.current?.focus();
  }, [opened]);

  const save = (value: string) => {
    clearTimeout(timer.current);
    if (value === saved.current) return;
    saved.current = value;
    note.submit({ intent: 'note', pictureId: picture.id, note: value }, { method: 'post' });
  };
  const noteId = `${place}-note-${picture.id}`;
  const shotName = shot.toLowerCase();
  const open = opened || text !== '';
  if (!open) {
    return locked ? null : (
      <button
        type="button"
        className={`btn btn-outline-secondary${place === 'grid' ? ' btn-sm' : ''}`}
        onClick={() => setOpened(true)}
      >
        Add a note<span className="visually-hidden"> to {shotName}</span>
      </button>
    );
  }
  const refusal = note.data && !note.data.ok && !locked ? note.data.message : null;
  return (
    <div className="w-100">
      <label htmlFor={noteId} className="small mb-1 form-label">
        Your note<span className="visually-hidden"> on {shotName}</span>
      </label>
      <textarea
        id={noteId}
        className="form-control"
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
      {refusal ? (
        <p className="text-danger small mb-0" role="alert">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}
