import Mustache from 'mustache';
import { z } from 'zod';
import { errorMessage } from '../logging/log-error';
import { idNumber } from '../validation/id-param';

/** PRODUCT §17 The placeholders a contract template may use, and nothing else. */
export const contractPlaceholders = [
  'client.name',
  'session.type',
  'session.date',
  'horse.name',
  'business.name',
] as const;
export type ContractPlaceholder = (typeof contractPlaceholders)[number];

const known = new Set<string>(contractPlaceholders);
const placeholderList = contractPlaceholders.map((name) => `{{${name}}}`).join(', ');

/**
 * Why a template's body cannot be saved, or null: every tag must be one of the known placeholders.
 * Sections, inverted sections, partials, comments, unescaped tags and changed delimiters are all
 * refused: a contract has no logic, and a tag nobody can fill would reach the client as a blank.
 */
export function templateProblem(body: string): string | null {
  let spans: ReturnType<typeof Mustache.parse>;
  try {
    spans = Mustache.parse(body);
  } catch (error) {
    return `The body could not be read: ${errorMessage(error)}.`;
  }
  for (const [type, value] of spans) {
    if (type === 'text' || (type === 'name' && known.has(value))) continue;
    if (type === 'name') return `Unknown placeholder {{${value}}}: use ${placeholderList}.`;
    if (type === '#' || type === '^')
      return `Sections such as {{${type}${value}}} are not allowed in a contract: use ${placeholderList}.`;
    return `{{${type}${value}}} is not allowed in a contract: use ${placeholderList}.`;
  }
  return null;
}

export const templateLimits = { name: 100, body: 20_000 } as const;

const templateFields = {
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(templateLimits.name, 'Name cannot exceed 100 characters'),
  body: z
    .string({ error: 'Body is required' })
    // Browsers post a textarea's line breaks as CRLF; the text is kept, hashed and shown with LF.
    .transform((body) => body.replaceAll('\r\n', '\n').trim())
    .pipe(
      z
        .string()
        .min(1, 'Body is required')
        .max(templateLimits.body, 'Body cannot exceed 20,000 characters')
        .check((ctx) => {
          const problem = templateProblem(ctx.value);
          if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
        }),
    ),
};

/** Admin Home's Show Contracts: save a new template, or an existing one again (with its id). */
export const saveTemplateSchema = z.object({
  intent: z.literal('save-contract-template'),
  templateId: z.optional(idNumber('That template does not exist.')),
  ...templateFields,
});

export const deleteTemplateSchema = z.object({
  intent: z.literal('delete-contract-template'),
  templateId: idNumber('That template does not exist.'),
});

export type TemplateInput = Pick<z.infer<typeof saveTemplateSchema>, 'name' | 'body'>;

/**
 * What a refused save posted, given back to the form it came from (`templateId` '' for a new
 * template), so the typed text survives the refusal without JavaScript too.
 */
export interface TemplateDraft {
  templateId: string;
  name: string;
  body: string;
}

/** The draft an action's answer carries back, if any (the page reads it from its action data). */
export function draftInAnswer(answer: unknown): TemplateDraft | undefined {
  if (typeof answer !== 'object' || answer === null || !('templateDraft' in answer)) return undefined;
  const draft = answer.templateDraft;
  if (typeof draft !== 'object' || draft === null) return undefined;
  const { templateId, name, body } = draft as Partial<Record<keyof TemplateDraft, unknown>>;
  return typeof templateId === 'string' && typeof name === 'string' && typeof body === 'string'
    ? { templateId, name, body }
    : undefined;
}

/** The draft of a posted save, or null when the post was not a template save. */
export function templateDraftOf(posted: Record<string, FormDataEntryValue>): TemplateDraft | null {
  if (posted.intent !== 'save-contract-template') return null;
  const text = (value: FormDataEntryValue | undefined) => (typeof value === 'string' ? value : '');
  return { templateId: text(posted.templateId), name: text(posted.name), body: text(posted.body) };
}

/** What fills the placeholders, for one booking. */
export type ContractValues = Record<ContractPlaceholder, string>;

/**
 * A value as a contract takes it (PRODUCT §17): one line. Line breaks, tabs and runs of spaces
 * become one space, so a questionnaire answer with blank lines cannot add paragraphs to the text
 * the business sends; control characters are dropped, and so are the bidirectional controls
 * (U+202E and its kin), which would show the rest of a line in another order than it is stored,
 * signed and hashed.
 */
export function oneLineValue(value: string): string {
  return value
    .replace(/\s+/gu, ' ')
    .replace(/[\p{Cc}\p{Bidi_Control}]/gu, '')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/**
 * The text a client reads and signs, each value one line (`oneLineValue`). Not HTML-escaped: the
 * text is shown by React and drawn by PDFKit, both of which treat it as text, so escaping here
 * would print "O&#39;Brien".
 */
export function renderContract(body: string, values: ContractValues): string {
  const value = (name: ContractPlaceholder) => oneLineValue(values[name]);
  const view = {
    client: { name: value('client.name') },
    session: { type: value('session.type'), date: value('session.date') },
    horse: { name: value('horse.name') },
    business: { name: value('business.name') },
  };
  return Mustache.render(body, view, {}, { escape: (value: unknown) => String(value) });
}

/** Paragraphs of a contract's text: blank lines separate them (the site renders no Markdown). */
export function contractParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}
