import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { Readable } from 'node:stream';

export interface StoredObject {
  /** The bytes as a Node stream: read it to the end or destroy it, so its file or socket is freed. */
  body: Readable;
  size: number;
}

export interface PutOptions {
  /** The exact number of bytes `body` yields; a stream that ends short or long stores nothing. */
  size: number;
  contentType: string;
}

/**
 * Where picture files live (decision 017): the data folder or an S3-compatible bucket. Routes and
 * services only see this interface. Bytes are streamed both ways, never held whole in memory.
 */
export interface PictureStorage {
  readonly kind: 'local' | 's3';
  /** Stores the stream under `key`, whole or not at all: a reader never sees half an object. */
  put(key: string, body: Readable, options: PutOptions): Promise<void>;
  /** The object as a stream, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** The object's size without its bytes (a HEAD request), or null when there is none. */
  stat(key: string): Promise<{ size: number } | null>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every key that starts with `prefix`, sorted (for checks and tidying, not for requests). */
  list(prefix: string): Promise<string[]>;
}

/** Keys are made by our code (ids and fixed names); anything else is a bug, never a path to follow. */
const keyPattern = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9.-]*)*$/;

export function checkKey(key: string): string {
  if (!keyPattern.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
  return key;
}

/** A prefix is a key's beginning: empty, or key segments ending in '/'. */
export function checkPrefix(prefix: string): string {
  if (prefix !== '') checkKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
  return prefix;
}

/** Stores a local file (a rendered picture) under `key`, streamed from disk. */
export async function putFile(
  storage: PictureStorage,
  key: string,
  file: string,
  contentType: string,
): Promise<void> {
  const { size } = await fsp.stat(file);
  await storage.put(key, fs.createReadStream(file), { size, contentType });
}
