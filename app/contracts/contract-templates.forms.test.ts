import { describe, expect, it } from 'vitest';
import {
  contractParagraphs,
  draftInAnswer,
  renderContract,
  saveTemplateSchema,
  templateDraftOf,
  templateProblem,
} from './contract-templates.forms';

const list = '{{client.name}}, {{session.type}}, {{session.date}}, {{horse.name}}, {{business.name}}';

describe('contract templates (PRODUCT §17)', () => {
  it('accepts the five placeholders and plain text', () => {
    expect(
      templateProblem(
        '{{client.name}} books {{session.type}} on {{session.date}} with {{horse.name}} from {{business.name}}.',
      ),
    ).toBeNull();
  });

  it('refuses an unknown placeholder, naming it and the ones there are', () => {
    expect(templateProblem('Dear {{client.nmae}}')).toBe(`Unknown placeholder {{client.nmae}}: use ${list}.`);
  });

  it('refuses sections, partials and unescaped tags: a contract has no logic', () => {
    expect(templateProblem('{{#horse.name}}x{{/horse.name}}')).toBe(
      `Sections such as {{#horse.name}} are not allowed in a contract: use ${list}.`,
    );
    expect(templateProblem('{{^horse.name}}x{{/horse.name}}')).toBe(
      `Sections such as {{^horse.name}} are not allowed in a contract: use ${list}.`,
    );
    expect(templateProblem('{{> terms}}')).toBe(`{{>terms}} is not allowed in a contract: use ${list}.`);
    expect(templateProblem('{{{client.name}}}')).toBe(
      `{{&client.name}} is not allowed in a contract: use ${list}.`,
    );
  });

  it('says when the body cannot be read at all', () => {
    expect(templateProblem('Dear {{client.name')).toMatch(
      /^The body could not be read: Unclosed tag at \d+\.$/,
    );
  });

  it('the save rules give the message of the body problem and the lengths', () => {
    const result = saveTemplateSchema.safeParse({
      intent: 'save-contract-template',
      name: ' ',
      body: '{{foo}}',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Name is required',
      `Unknown placeholder {{foo}}: use ${list}.`,
    ]);
  });

  it('renders the values as text, without HTML escaping', () => {
    const text = renderContract('{{client.name}} & {{horse.name}} on {{session.date}}', {
      'client.name': "Ann O'Brien",
      'session.type': 'Equine portrait',
      'session.date': 'December 5, 2026',
      'horse.name': 'Daisy <3',
      'business.name': 'Sierra Equine Photography',
    });
    expect(text).toBe("Ann O'Brien & Daisy <3 on December 5, 2026");
  });

  it('splits the text into paragraphs at blank lines', () => {
    expect(contractParagraphs('One\nstill one\n\n  \nTwo\n')).toEqual(['One\nstill one', 'Two']);
  });
});

describe('the draft of a refused save', () => {
  it('is what a template save posted, a new template with no id', () => {
    expect(templateDraftOf({ intent: 'save-contract-template', name: 'Terms', body: 'Dear' })).toEqual({
      templateId: '',
      name: 'Terms',
      body: 'Dear',
    });
    expect(templateDraftOf({ intent: 'delete-contract-template', templateId: '3' })).toBeNull();
  });

  it('is read back from an answer only when it has its three texts', () => {
    const templateDraft = { templateId: '3', name: 'Terms', body: 'Dear' };
    expect(draftInAnswer({ ok: false, message: 'No', templateDraft })).toEqual(templateDraft);
    expect(draftInAnswer({ ok: false, message: 'No' })).toBeUndefined();
    expect(draftInAnswer({ templateDraft: { templateId: 3, name: 'Terms', body: 'Dear' } })).toBeUndefined();
    expect(draftInAnswer(undefined)).toBeUndefined();
  });
});
