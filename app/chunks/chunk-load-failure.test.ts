import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkLoadFailure, withLoadTimeout } from './chunk-load-failure';

describe('chunkLoadFailure', () => {
  it("names the chunk from Chrome's message", () => {
    const error = new TypeError(
      'Failed to fetch dynamically imported module: http://x/assets/visits-charts-abc.js',
    );
    expect(chunkLoadFailure(error)).toEqual({ name: 'visits-charts-abc', reason: error.message });
  });

  it("names the chunk from Firefox's message", () => {
    const error = new TypeError(
      'error loading dynamically imported module: https://example.com/assets/visits-charts-abc.js',
    );
    expect(chunkLoadFailure(error)?.name).toBe('visits-charts-abc');
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

describe('withLoadTimeout', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets a chunk that arrives within 120,000 ms through', async () => {
    vi.useFakeTimers();
    const module = { default: 'calendar' };
    const loaded = withLoadTimeout(
      'visits-charts',
      () => new Promise((resolve) => setTimeout(() => resolve(module), 119_999)),
    );
    await vi.advanceTimersByTimeAsync(119_999);
    await expect(loaded).resolves.toBe(module);
  });

  it('fails a chunk still missing after 120,000 ms, named for the chunk screen', async () => {
    vi.useFakeTimers();
    const loaded = withLoadTimeout('visits-charts', () => new Promise<never>(() => {}));
    const outcome = loaded.then(
      () => 'loaded',
      (error: unknown) => chunkLoadFailure(error),
    );
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toEqual({
      name: 'visits-charts',
      reason: 'The script did not arrive within 120000 ms',
    });
  });

  it("passes the browser's own failure on unchanged", async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: http://x/assets/a-1.js');
    await expect(withLoadTimeout('a', () => Promise.reject(failure))).rejects.toBe(failure);
  });
});
