import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  HeadObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config/env.server';
import { checkKey, checkPrefix, type PictureStorage } from './picture-storage.server';

let cached: { settings: string; client: S3Client } | undefined;

/** One client (and so one pool of kept-alive connections) per configuration, made on first use. */
function clientFor(settings: S3Settings): S3Client {
  const id = JSON.stringify(settings);
  if (cached?.settings === id) return cached.client;
  cached?.client.destroy();
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // MinIO, Garage, Ceph and s3rver serve buckets in the path; AWS accepts both styles.
    forcePathStyle: settings.forcePathStyle,
    // The SDK's default since 2025 sends streamed bodies aws-chunked with a CRC trailer, which many
    // S3-compatible servers store verbatim or refuse; a plain body with Content-Length works on all.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable store fails a request in seconds instead of hanging it.
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 60_000 },
  });
  cached = { settings: id, client };
  return client;
}

function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
}

/**
 * Objects in an S3-compatible bucket (decision 017), under the same keys as the local folder.
 * A PutObject is atomic: the object appears whole once the upload completes, or not at all. A
 * streamed body is never retried by the SDK (it cannot be read twice), so a failed put fails the
 * upload, which then deletes what it had stored.
 */
export function s3Storage(settings: S3Settings): PictureStorage {
  const client = clientFor(settings);
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async put(key, body, { size, contentType }) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: checkKey(key),
            Body: body,
            ContentLength: size,
            ContentType: contentType,
          }),
        );
      } finally {
        body.destroy();
      }
    },
    async get(key) {
      let response: GetObjectCommandOutput;
      try {
        response = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      // On Node the body is the HTTP response itself: piping it on keeps the bytes streaming.
      if (!(response.Body instanceof Readable)) {
        throw new Error(`storage: ${key} came back without a readable body`);
      }
      return { body: response.Body, size: response.ContentLength ?? 0 };
    },
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: checkKey(key) }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers 204 for a key that is not there, so a missing object is not an error here either.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
    async list(prefix) {
      const keys: string[] = [];
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: checkPrefix(prefix) })) {
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      }
      return keys.sort();
    },
  };
}
