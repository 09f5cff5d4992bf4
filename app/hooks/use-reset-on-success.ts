import { type FormEvent, useEffect, useRef } from 'react';
import { answeredSuccess } from '../http/form-replies';

/**
 * PRODUCT §4, "forms answer once": a form whose post succeeded is empty again, so pressing its
 * button again cannot record the same thing twice. The one rule of it, for every form that
 * creates something (through `<ResettingForm>`, or with a fetcher's state and data): once this
 * form's own post has ended (`state` back to idle) and its answer (`answer`: the action's data,
 * nothing after a redirect) is a success, the form is reset as its Reset button would: every
 * field back to the value it was rendered with (empty, or a default such as today's date), and
 * Conform, which listens for the reset, forgets what was typed. A refusal, or a post that never
 * reached the server, leaves what was typed.
 */
export function useResetOnSuccess(state: 'idle' | 'loading' | 'submitting', answer: unknown) {
  const ref = useRef<HTMLFormElement>(null);
  const posted = useRef(false);
  useEffect(() => {
    if (!posted.current || state !== 'idle') return;
    posted.current = false;
    if (answeredSuccess(answer)) ref.current?.reset();
  }, [state, answer]);
  return {
    ref,
    /** The form's submit handler calls this last: a submit its own checks stopped posts nothing. */
    posting(event: FormEvent<HTMLFormElement>) {
      if (!event.defaultPrevented) posted.current = true;
    },
  };
}
