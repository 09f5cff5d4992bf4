import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** The access key pair s3rver checks signatures against (its README). */
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  /** S3_* settings that point the app at this server's bucket. */
  env: {
    S3_ENDPOINT: string;
    S3_BUCKET: string;
    S3_REGION: string;
    S3_ACCESS_KEY_ID: string;
    S3_SECRET_ACCESS_KEY: string;
  };
  /** Where s3rver keeps the bucket's objects on disk. */
  directory: string;
  stop(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver) on 127.0.0.1 and a free port, with one empty bucket, its
 * objects in a fresh temp folder. Used by the picture tests to run the S3 path for real.
 */
export async function startS3Server(bucket = 'client-pictures'): Promise<TestS3Server> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'equine-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    // Only path-style requests reach it; no wildcard DNS is needed.
    vhostBuckets: false,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    directory,
    async stop() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
