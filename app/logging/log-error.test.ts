import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessage, logError } from './log-error';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('logError', () => {
  it('writes one line: what failed, then the error’s message', () => {
    const lines: unknown[][] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      lines.push(args);
    });
    logError('mail: the worker’s pass failed', new Error('connect ECONNREFUSED 127.0.0.1:2525'));
    logError('page views: not written yet', 'disk full');
    expect(lines).toEqual([
      ['mail: the worker’s pass failed: connect ECONNREFUSED 127.0.0.1:2525'],
      ['page views: not written yet: disk full'],
    ]);
  });
});

describe('errorMessage', () => {
  it('is an Error’s message, or the text of anything else thrown', () => {
    expect(errorMessage(new TypeError('bad input'))).toBe('bad input');
    expect(errorMessage(42)).toBe('42');
    expect(errorMessage(undefined)).toBe('undefined');
  });
});
