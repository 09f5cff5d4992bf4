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

  it('a sent contract is a step after Scheduled and before the questionnaire: Sign now, then Signed on', () => {
    const facts = { dateBooked: '2026-11-20', dateScheduled: '2026-12-05', answered: false };
    const waiting = sessionTimeline({ ...facts, contract: { id: 7, signedOn: null } }, '2026-11-26');
    expect(waiting.map((step) => step.key)).toEqual([
      'request',
      'scheduled',
      'contract',
      'questionnaire',
      'invoice',
    ]);
    expect(waiting[2]).toEqual({
      key: 'contract',
      title: 'Contract',
      state: 'your-turn',
      status: 'Not signed yet',
      action: { kind: 'contract', label: 'Sign now', contractId: 7 },
    });
    const signed = sessionTimeline(
      { ...facts, contract: { id: 7, signedOn: 'November 26, 2026' } },
      '2026-11-26',
    );
    expect([signed[2]?.state, signed[2]?.status, signed[2]?.action?.label]).toEqual([
      'done',
      'Signed on November 26, 2026',
      'Read it',
    ]);
  });

  it('a gallery of the session is the last step: favourites to choose, then sent, then ready', () => {
    const facts = { dateBooked: '2026-11-20', dateScheduled: '2026-12-05', answered: true };
    const step = (gallery: { state: 'proofing' | 'released'; selectionSent: boolean; expired: boolean }) =>
      sessionTimeline({ ...facts, gallery: { id: 'g1', ...gallery } }, '2026-12-10').at(-1);
    const open = { kind: 'gallery', label: 'Open gallery', galleryId: 'g1' };
    expect(step({ state: 'proofing', selectionSent: false, expired: false })).toEqual({
      key: 'gallery',
      title: 'Gallery',
      state: 'your-turn',
      status: 'Choose your favourites',
      action: open,
    });
    expect(step({ state: 'proofing', selectionSent: true, expired: false })).toMatchObject({
      state: 'waiting',
      status: 'Selection sent',
    });
    expect(step({ state: 'released', selectionSent: true, expired: false })).toMatchObject({
      state: 'done',
      status: 'Ready',
      action: open,
    });
    expect(step({ state: 'released', selectionSent: false, expired: true })).toEqual({
      key: 'gallery',
      title: 'Gallery',
      state: 'closed',
      status: 'Expired',
    });
    expect(sessionTimeline(facts, '2026-12-10').map((s) => s.key)).not.toContain('gallery');
  });
});
