import { type DefaultValue, parse, type SubmissionResult, useForm } from '@conform-to/react';
import { type $ZodType, type input, type output, safeParse } from 'zod/v4/core';
// Every parse in the browser goes through this hook: it sets zod's CSP-safe mode first.
import '../validation/zod-config';

/**
 * What Conform's zod integration does for a form of text fields, without it: it would bring all of
 * zod into the browser (its coercion builds on zod's full API), where these forms' zod/mini schemas
 * need only zod's core (PRODUCT §15). An empty field is a missing value (so the "required" message
 * shows, as on the server), and each issue becomes its field's message.
 */
function emptyToUndefined(value: unknown): unknown {
  if (value === '') return undefined;
  if (Array.isArray(value)) return value.map(emptyToUndefined);
  if (value !== null && typeof value === 'object' && !(value instanceof Blob)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, emptyToUndefined(inner)]));
  }
  return value;
}

/** Conform's name for a field at `path` ("items[0].name"), where it shows the issue. */
function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>((name, segment) => {
    if (typeof segment === 'number') return `${name}[${segment}]`;
    return name ? `${name}.${String(segment)}` : String(segment);
  }, '');
}

/** Checks `formData` with `schema` the way the server's parseWithZod does, for text fields. */
export function validateText<S extends $ZodType>(formData: FormData, schema: S) {
  return parse<output<S>, string[]>(formData, {
    resolve(payload) {
      const result = safeParse(schema, emptyToUndefined(payload));
      if (result.success) return { value: result.data };
      const error: Record<string, string[]> = {};
      for (const issue of result.error.issues) {
        const name = fieldName(issue.path);
        error[name] = [...(error[name] ?? []), issue.message];
      }
      return { error };
    },
  });
}

/**
 * Conform wired to one zod schema, as every form of text fields here is: the same schema the action
 * uses checks a field when it loses focus, then on every keystroke once it has shown a message.
 */
export function useSchemaForm<S extends $ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: S,
  lastResult: SubmissionResult<string[]> | null | undefined,
  defaultValue?: DefaultValue<input<S>>,
) {
  return useForm<input<S>, output<S>>({
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => validateText(formData, schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
}
