import { afterEach, describe, expect, it } from 'vitest';
import { resetEnvCache } from '../config/env.server';
import { isCurrentProofKey, proofKeys, proofSeed } from './proof-keys.server';

const one = '0b5e1f3c-8d0a-4a51-9c47-2f6f3c1d2e01';
const another = '7d2c4b6a-1e3f-4c5d-8a9b-0c1d2e3f4a5b';
const saved = process.env.SESSION_SECRET;

afterEach(() => {
  if (saved === undefined) delete process.env.SESSION_SECRET;
  else process.env.SESSION_SECRET = saved;
  resetEnvCache();
});

describe('a picture’s proofs (decision 052)', () => {
  it('has a seed of its own: the same every time, another for another picture or another secret', () => {
    process.env.SESSION_SECRET = 'first secret';
    resetEnvCache();
    const seed = proofSeed(one);
    expect(seed).toHaveLength(32);
    expect(proofSeed(one)).toEqual(seed);
    expect(proofSeed(another)).not.toEqual(seed);
    process.env.SESSION_SECRET = 'second secret';
    resetEnvCache();
    expect(proofSeed(one)).not.toEqual(seed);
  });

  it("names today's mark in its keys; a proof made before it is not current", () => {
    const keys = proofKeys(one);
    expect(isCurrentProofKey(keys.proofDisplayKey)).toBe(true);
    expect(isCurrentProofKey(keys.proofThumbKey)).toBe(true);
    expect(keys.proofDisplayKey).not.toBe(keys.proofThumbKey);
    // The keys of decision 042's proofs.
    expect(isCurrentProofKey(`pictures/${one}/display-proof.webp`)).toBe(false);
    expect(isCurrentProofKey(`pictures/${one}/thumb-proof.webp`)).toBe(false);
  });
});
