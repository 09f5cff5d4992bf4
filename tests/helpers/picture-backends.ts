import { afterAll, beforeAll } from 'vitest';
import { resetEnvCache, s3Names } from '../../app/config/env.server';
import { getPictureStorage } from '../../app/pictures/storage.server';
import { startS3Server, type TestS3Server } from './s3-server';

/** Both picture stores (decision 017); the picture suites run once on each. */
export const pictureBackends = ['local', 's3'] as const;
export type PictureBackend = (typeof pictureBackends)[number];

export interface StoredPictures {
  /** Every stored key, sorted, read through the store itself (a folder listing or ListObjectsV2). */
  keys(): Promise<string[]>;
  /** One stored object's bytes, or null when it is not there. */
  read(key: string): Promise<Buffer | null>;
  /** Removes one object behind the app's back, as a disk or bucket fault would. */
  remove(key: string): Promise<void>;
  /** Removes every object, so each test starts from an empty store. */
  clear(): Promise<void>;
}

/**
 * Call inside a describe block: before its tests the app's picture store is `backend` (for 's3', a
 * fresh s3rver with an empty bucket, through the same S3_* settings an operator would set); after
 * them the environment is as it was.
 */
export function usePictureBackend(backend: PictureBackend): StoredPictures {
  let s3: TestS3Server | undefined;
  // A developer's own S3_* settings must not leak into the tests, nor be lost after them.
  const saved = Object.fromEntries(s3Names.map((name) => [name, process.env[name]]));
  beforeAll(async () => {
    for (const name of s3Names) delete process.env[name];
    if (backend === 's3') {
      s3 = await startS3Server();
      Object.assign(process.env, s3.env);
    }
    resetEnvCache();
  });
  afterAll(async () => {
    for (const name of s3Names) {
      const value = saved[name];
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetEnvCache();
    await s3?.stop();
  });

  const storage = () => {
    const store = getPictureStorage();
    if (store.kind !== backend) throw new Error(`expected the ${backend} store, the app uses ${store.kind}`);
    return store;
  };
  return {
    keys: () => storage().list(''),
    async read(key) {
      const stored = await storage().get(key);
      if (!stored) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of stored.body) chunks.push(Buffer.from(chunk));
      return Buffer.concat(chunks);
    },
    remove: (key) => storage().delete(key),
    async clear() {
      const store = storage();
      for (const key of await store.list('')) await store.delete(key);
    },
  };
}
