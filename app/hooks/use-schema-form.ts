import { type DefaultValue, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
// Every parse in the browser goes through this hook: it sets zod's CSP-safe mode first.
import '../validation/zod-config';

/**
 * Conform wired to one zod schema, as every form here is: the same schema the action uses checks
 * a field when it loses focus, then on every keystroke once it has shown a message.
 */
export function useSchemaForm<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: S,
  lastResult: SubmissionResult<string[]> | null | undefined,
  defaultValue?: DefaultValue<z.input<S>>,
) {
  return useForm<z.input<S>, z.output<S>>({
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
}
