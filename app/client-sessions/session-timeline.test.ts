import { describe, expect, it } from 'vitest';
import { questionnaireOpen, sessionTimeline } from './session-timeline';

describe('the session timeline (PRODUCT §16)', () => {
  it('a new request: sent, not scheduled yet, the questionnaire the client’s turn', () => {
    const steps = sessionTimeline(
      { dateBooked: '2026-11-20', dateScheduled: null, answered: false, invoice: null },
      '2026-11-26',
    );
    expect(steps.map((step) => [step.title, step.state, step.status, step.action?.label])).toEqual([
      ['Request sent', 'done', 'Sent on November 20, 2026', undefined],
      ['Scheduled', 'waiting', 'Not yet: we will email you the date', undefined],
      ['Questionnaire', 'your-turn', 'Not filled in yet', 'Fill in'],
      ['Invoice', 'waiting', 'Not sent yet', undefined],
    ]);
  });

  it('scheduled and answered: the date in words, the answers still editable before the day', () => {
    const steps = sessionTimeline(
      { dateBooked: '2026-11-20', dateScheduled: '2026-12-05', answered: true, invoice: null },
      '2026-12-04',
    );
    expect(steps.map((step) => [step.title, step.state, step.status, step.action?.label])).toEqual([
      ['Request sent', 'done', 'Sent on November 20, 2026', undefined],
      ['Scheduled for December 5, 2026', 'done', 'Done', undefined],
      ['Questionnaire', 'done', 'Done', 'Edit answers'],
      ['Invoice', 'waiting', 'Not sent yet', undefined],
    ]);
  });

  it('on the session day the questionnaire closes, answered or not', () => {
    const facts = { dateBooked: '2026-11-20', dateScheduled: '2026-12-05', invoice: null };
    const answered = sessionTimeline({ ...facts, answered: true }, '2026-12-05')[2];
    const unanswered = sessionTimeline({ ...facts, answered: false }, '2026-12-05')[2];
    expect([answered?.state, answered?.status, answered?.action]).toEqual(['done', 'Done', undefined]);
    expect([unanswered?.state, unanswered?.status, unanswered?.action]).toEqual([
      'closed',
      'Not filled in',
      undefined,
    ]);
  });

  it('is open with no date, and until the day before the session', () => {
    expect(questionnaireOpen(null, '2030-01-01')).toBe(true);
    expect(questionnaireOpen('2026-12-05', '2026-12-04')).toBe(true);
    expect(questionnaireOpen('2026-12-05', '2026-12-05')).toBe(false);
    expect(questionnaireOpen('2026-12-05', '2026-12-06')).toBe(false);
  });
});
