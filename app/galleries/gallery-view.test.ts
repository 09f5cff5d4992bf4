import { describe, expect, it } from 'vitest';
import { isExpired, selectionInstruction, showsChoices } from './gallery-view';

describe('a gallery’s expiry (after the end of its Expires on day)', () => {
  it('is open on its last day and closed from the next one', () => {
    expect(isExpired('2026-12-31', '2026-12-30')).toBe(false);
    expect(isExpired('2026-12-31', '2026-12-31')).toBe(false);
    expect(isExpired('2026-12-31', '2027-01-01')).toBe(true);
  });

  it('never closes without a date', () => {
    expect(isExpired(null, '2999-01-01')).toBe(false);
  });
});

describe('what a proofing gallery asks of its client (PRODUCT §14)', () => {
  it('names the limit, or asks for favourites without one', () => {
    expect(selectionInstruction(3)).toBe('Choose up to 3 favourites, then Send my selection.');
    expect(selectionInstruction(null)).toBe('Choose your favourites, then Send my selection.');
  });
});

describe('the choosing controls on the gallery page', () => {
  it('are shown while proofing, sent or not, and in a released gallery until its selection is sent', () => {
    expect(showsChoices({ state: 'proofing', selectionSentOn: null })).toBe(true);
    expect(showsChoices({ state: 'proofing', selectionSentOn: 'December 1, 2026' })).toBe(true);
    expect(showsChoices({ state: 'released', selectionSentOn: null })).toBe(true);
    expect(showsChoices({ state: 'released', selectionSentOn: 'December 1, 2026' })).toBe(false);
  });
});
