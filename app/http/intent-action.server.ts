import { data } from 'react-router';
import { type $ZodType, type output, safeParse } from 'zod/v4/core';
import { readFormData } from '../security/form-body.server';
import { type Notice, notUnderstoodMessage } from './notice';

export { notUnderstoodMessage };

/** A change that worked: the page shows `message` as a success (none when null). */
export function done(message: string | null): Notice {
  return { ok: true, message };
}

/**
 * A refusal: the page shows `message` as an error, with an HTTP status that says why; `extra` is
 * what the page needs besides (a refused form's typed text).
 */
export function refused<Extra extends object = Record<never, never>>(
  message: string,
  status = 400,
  extra?: Extra,
) {
  const notice: Notice = { ok: false, message };
  return data({ ...extra, ...notice }, { status });
}

/**
 * Actions with more than one button or form, one way (after the Epic Stack's settings/profile
 * route): reads the posted form and parses it with `schema`, a discriminated union on `intent`
 * with one object per button. A post that does not fit gets the one 400 notice: a field's own
 * message where the schema gives one (a bad date), else 'That request was not understood.'. Each
 * intent then goes to its own small function in the route; a form whose fields Conform checks
 * (its reply per field) parses `formData` there with its own schema.
 */
export async function parseIntent<S extends $ZodType>(
  request: Request,
  schema: S,
): Promise<
  | { ok: true; input: output<S>; formData: FormData }
  | {
      ok: false;
      reply: ReturnType<typeof refused>;
      message: string;
      /** What was posted, for a refusal that gives a form its typed text back. */
      posted: Record<string, FormDataEntryValue>;
    }
> {
  const formData = await readFormData(request);
  const posted = Object.fromEntries(formData);
  const parsed = safeParse(schema, posted);
  if (parsed.success) return { ok: true, input: parsed.data, formData };
  const issue = parsed.error.issues[0];
  // Only a field's message is meant for people; the intent itself failing is a foreign post.
  const message =
    issue && issue.path.length > 0 && issue.path[0] !== 'intent' ? issue.message : notUnderstoodMessage;
  return { ok: false, reply: refused(message), message, posted };
}
