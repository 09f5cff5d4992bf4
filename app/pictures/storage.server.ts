import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { getEnv } from '../config/env.server';

export interface StoredObject {
  body: ReadableStream<Uint8Array>;
  size: number;
}

/**
 * Where picture files live. Routes and services only see this interface, so an S3-compatible
 * store can replace the local disk later without touching them.
 */
export interface PictureStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The object as a stream, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are made by our code (ids and fixed names); anything else is a bug, never a path to follow. */
const keyPattern = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9.-]*)*$/;

function checkKey(key: string): string {
  if (!keyPattern.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
  return key;
}

/** Files under `root`, one file per key; writes go to a temp name first, so a reader never sees half a file. */
export function localDiskStorage(root: string): PictureStorage {
  const fileOf = (key: string) => path.join(root, ...checkKey(key).split('/'));
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${crypto.randomBytes(6).toString('hex')}.part`;
      try {
        await fsp.writeFile(temp, bytes);
        await fsp.rename(temp, file);
      } catch (error) {
        await fsp.rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      const file = fileOf(key);
      let size: number;
      try {
        size = (await fsp.stat(file)).size;
      } catch {
        return null;
      }
      const body = Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>;
      return { body, size };
    },
    async delete(key) {
      const file = fileOf(key);
      await fsp.rm(file, { force: true });
      // Tidy the now-empty folders up to the root; a folder still in use simply refuses.
      let dir = path.dirname(file);
      while (dir.startsWith(root) && dir !== root) {
        try {
          await fsp.rmdir(dir);
        } catch {
          break;
        }
        dir = path.dirname(dir);
      }
    },
  };
}

/** DATA_DIR/uploads (PRODUCT §13: DATA_DIR holds the database, uploads and outbox). */
export function uploadsDir(): string {
  return path.join(getEnv().dataDir, 'uploads');
}

/** The configured store. Read per call, so a test that changes DATA_DIR gets its own folder. */
export function getPictureStorage(): PictureStorage {
  return localDiskStorage(uploadsDir());
}
