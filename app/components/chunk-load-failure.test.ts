import { describe, expect, it } from 'vitest';
import { chunkLoadFailure } from './chunk-load-failure';

describe('chunkLoadFailure', () => {
  it("names the chunk from Chrome's message", () => {
    const error = new TypeError(
      'Failed to fetch dynamically imported module: http://x/assets/events-calendar-abc.js',
    );
    expect(chunkLoadFailure(error)).toEqual({ name: 'events-calendar-abc', reason: error.message });
  });

  it("names the chunk from Firefox's message", () => {
    const error = new TypeError(
      'error loading dynamically imported module: https://example.com/assets/events-calendar-abc.js',
    );
    expect(chunkLoadFailure(error)?.name).toBe('events-calendar-abc');
  });

  it("recognises Safari's message, which has no URL", () => {
    const error = new TypeError('Importing a module script failed.');
    expect(chunkLoadFailure(error)).toEqual({ name: 'unknown', reason: 'Importing a module script failed.' });
  });

  it('returns undefined for other errors and non-errors', () => {
    expect(chunkLoadFailure(new Error('Something else broke'))).toBeUndefined();
    expect(chunkLoadFailure(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(chunkLoadFailure('Failed to fetch dynamically imported module: http://x/a.js')).toBeUndefined();
    expect(chunkLoadFailure(undefined)).toBeUndefined();
  });
});
