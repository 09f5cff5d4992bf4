import path from 'node:path';
import { getEnv, type S3Settings } from '../config/env.server';
import { localDiskStorage } from './local-storage.server';
import type { PictureStorage } from './picture-storage.server';

/** DATA_DIR/uploads (PRODUCT §13: DATA_DIR holds the database, uploads and outbox). */
export function uploadsDir(): string {
  return path.join(getEnv().dataDir, 'uploads');
}

/**
 * The configured store: S3 when the S3_* settings are given, else the data folder. Read per call,
 * so a test that changes the environment gets its own store; the S3 client itself is reused.
 */
export function getPictureStorage(): PictureStorage {
  const { s3 } = getEnv();
  return s3 ? lazyS3Storage(s3) : localDiskStorage(uploadsDir());
}

/**
 * The AWS SDK is slow and heavy to load (docs/PERFORMANCE.md, "Measurements behind the code"), so a
 * server on the data folder never loads it, and one on S3 loads it at the first picture request
 * rather than at start.
 */
function lazyS3Storage(settings: S3Settings): PictureStorage {
  const load = async () => (await import('./s3-storage.server')).s3Storage(settings);
  return {
    kind: 's3',
    put: async (key, body, options) => (await load()).put(key, body, options),
    get: async (key) => (await load()).get(key),
    stat: async (key) => (await load()).stat(key),
    delete: async (key) => (await load()).delete(key),
    list: async (prefix) => (await load()).list(prefix),
  };
}
