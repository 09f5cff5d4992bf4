import { describe, expect, it } from 'vitest';
import {
  contractParagraphs,
  draftInAnswer,
  oneLineValue,
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

  it('puts every value in on one line: an answer with blank lines adds no paragraph', () => {
    const text = renderContract('Horse: {{horse.name}}.\n\nClient: {{client.name}}.', {
      'client.name': 'Ann\r\n\r\nO’Brien',
      'session.type': 'Equine portrait',
      'session.date': 'December 5, 2026',
      'horse.name': 'Daisy\n\nThe business owes the client $10,000.\n\n',
      'business.name': 'Sierra Equine Photography',
    });
    expect(text).toBe('Horse: Daisy The business owes the client $10,000..\n\nClient: Ann O’Brien.');
    expect(contractParagraphs(text)).toHaveLength(2);
  });

  it('one line: whitespace of every kind collapsed to one space, the ends trimmed', () => {
    expect(oneLineValue('  Daisy\n\n  Mae  ')).toBe('Daisy Mae');
    expect(oneLineValue('Daisy\tMae\t\tII')).toBe('Daisy Mae II');
    expect(oneLineValue('Daisy\r\nMae\u2028II\u2029III\u000b\u000cIV')).toBe('Daisy Mae II III IV');
    expect(oneLineValue('Daisy\u00a0\u3000Mae')).toBe('Daisy Mae');
    expect(oneLineValue('\n\t ')).toBe('');
  });

  it('one line: control characters dropped, with no double space left where they were', () => {
    expect(oneLineValue('Dai\u0000sy\u0007 \u001b[31m\u007fMae\u0085')).toBe('Daisy [31mMae');
    expect(oneLineValue('Daisy \u0000 Mae')).toBe('Daisy Mae');
  });

  it('one line: bidirectional controls dropped, so the text reads as it is stored and hashed', () => {
    // "Daisy" then U+202E (right-to-left override): the rest would show reversed.
    expect(oneLineValue('Daisy\u202E0001$ sevieceR')).toBe('Daisy0001$ sevieceR');
    expect(
      oneLineValue('\u200eA\u200fB\u061cC\u202aD\u202bE\u202cF\u202dG\u2066H\u2067I\u2068J\u2069K'),
    ).toBe('ABCDEFGHIJK');
    // Letters of right-to-left scripts stay: only the invisible controls go.
    expect(oneLineValue('\u202Bשלום\u202C Daisy')).toBe('שלום Daisy');
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
