import path from 'node:path';
import { z } from 'zod';
import { newPasswordField } from '../validation/fields';

/**
 * Configuration from the environment (PRODUCT §13), validated once at boot. A bad or missing
 * value stops the server with one line naming it, instead of failing later on a request.
 */
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

/** The settings S3 storage needs, all together (decision 017). */
export const s3Names = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ error: 'must be a port number' })
      .int()
      .min(1, 'must be a port number')
      .max(65535, 'must be a port number')
      .default(3000),
    HOST: optionalString,
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: z.string().trim().default('Equine Photography <no-reply@equine-photography.test>'),
    BUSINESS_EMAIL: z.email({ error: 'must be an email address' }).default('hello@equine-photography.test'),
    BUSINESS_PHONE: z.string().trim().default('555-010-0199'),
    SESSION_SECRET: optionalString,
    PUBLIC_URL: optionalString.pipe(z.url({ error: 'must be a URL like https://example.com' }).optional()),
    TZ_BUSINESS: z
      .string()
      .trim()
      .default('America/Los_Angeles')
      .refine(isTimeZone, 'is not a known time zone'),
    ADMIN_EMAIL: optionalString.pipe(z.email({ error: 'must be an email address' }).optional()),
    ADMIN_PASSWORD: optionalString,
    /**
     * An existing account with ADMIN_EMAIL whose address was never verified becomes the first admin
     * only when this is true: anyone can sign up with an address they do not own.
     */
    ADMIN_TRUST_UNVERIFIED_EMAIL: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('false'),
    /**
     * "How to pay" on every invoice and its PDF (PRODUCT §16): the site takes no card payments, so
     * the business says here how it is paid (cash, check, bank transfer). A blank line starts a new
     * paragraph; in the PDF, a character its fonts lack loses its accent or becomes "?".
     */
    HOW_TO_PAY: z
      .string()
      .trim()
      .default(
        'Pay by cash or check at your session, or by bank transfer: reply to the invoice email and we will send our bank details. Please write the invoice number on your check or transfer.',
      ),
    /**
     * What happens to what the client paid when their session is cancelled, in the owner's words
     * (PRODUCT §16): the cancellation email says it under each invoice with a payment.
     */
    CANCELLATION_PAYMENT_TEXT: z
      .string()
      .trim()
      .default('Your deposit is kept as a cancellation fee, as your contract says.'),
    CREDITS_TEXT: z
      .string()
      .trim()
      .default(
        'All text on this site was written with the help of an AI assistant. All images are original placeholder artwork made for this site.',
      ),
    /**
     * Which proxies in front of the server to believe about the client's address (decision 010):
     * unset trusts none; a hop count ("1") or a comma-separated list of addresses or subnets.
     */
    TRUST_PROXY: optionalString.pipe(
      z
        .string()
        .regex(
          /^(\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
          'must be a hop count or a list of addresses',
        )
        .optional(),
    ),
    /** Per-IP budget of public form posts (contact, booking) per 10 minutes. */
    FORM_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
    /** Per-IP budget of sign-in and sign-up posts per 10 minutes. */
    AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
    /** Sign-in attempts allowed on one account from one address per 15 minutes (decision 009). */
    LOGIN_FAILURE_LIMIT: z.coerce.number().int().min(1).default(5),
    /**
     * Days before a session from which the client can no longer ask online for another date (PRODUCT
     * §16): closer than that, they call.
     */
    RESCHEDULE_CUTOFF_DAYS: z.coerce.number().int().min(0).max(365).default(7),
    /** Seconds before a failed email is tried again the first time; each retry waits twice as long (decision 021). */
    MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
    /** Client picture uploads (docs/decisions, client pictures): largest file accepted, in MB. */
    PICTURE_MAX_FILE_MB: z.coerce.number().int().min(1).max(200).default(25),
    /** Smallest and largest picture accepted, WIDTHxHEIGHT, judged in either orientation. */
    PICTURE_MIN_RESOLUTION: z
      .string()
      .trim()
      .regex(/^\d{1,6}x\d{1,6}$/, 'must look like 640x480')
      .default('640x480'),
    PICTURE_MAX_RESOLUTION: z
      .string()
      .trim()
      .regex(/^\d{1,6}x\d{1,6}$/, 'must look like 640x480')
      .default('12000x12000'),
    /**
     * Pictures in S3-compatible object storage instead of DATA_DIR/uploads (decision 017): all five
     * of S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or none.
     */
    S3_ENDPOINT: optionalString.pipe(
      z.url({ protocol: /^https?$/, error: 'must be a URL like https://s3.example.com' }).optional(),
    ),
    S3_BUCKET: optionalString.pipe(
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 of a-z, 0-9, dot, dash)')
        .optional(),
    ),
    S3_REGION: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    /** Bucket in the path (https://host/bucket/key), as MinIO and most self-hosted stores need. */
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'),
  })
  .superRefine((env, ctx) => {
    const s3Given = s3Names.filter((name) => env[name] !== undefined);
    if (s3Given.length > 0 && s3Given.length < s3Names.length) {
      const missing = s3Names.filter((name) => env[name] === undefined);
      ctx.addIssue({
        code: 'custom',
        path: [missing[0] ?? 'S3_ENDPOINT'],
        message: `is missing: S3 storage needs all of ${s3Names.join(', ')} (missing ${missing.join(', ')}), or none of them for the local data folder`,
      });
    }
    // The first admin's password follows the same rules as every other account's.
    const adminPassword =
      env.ADMIN_PASSWORD === undefined ? null : newPasswordField.safeParse(env.ADMIN_PASSWORD);
    if (adminPassword && !adminPassword.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: `does not follow the signup password rules: ${adminPassword.error.issues[0]?.message ?? 'too weak'}`,
      });
    }
    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'is required in production (the address visitors open, e.g. https://photos.example.com)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production' });
    }
  });

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export type Env = z.infer<typeof envSchema> & {
  dataDir: string;
  /** Set when pictures live in S3-compatible storage; undefined for the local data folder. */
  s3: S3Settings | undefined;
};

function s3Settings(env: z.infer<typeof envSchema>): S3Settings | undefined {
  const { S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_REGION || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY)
    return undefined;
  return {
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    region: S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
  };
}

/** TRUST_PROXY as Express's `trust proxy` setting: false, a hop count, or a list of addresses. */
export function trustProxySetting(value: string | undefined): false | number | string[] {
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((address) => address.trim());
}

/** Parses an environment; throws an Error whose message is one line naming the bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = issue?.path.join('.') || 'environment';
    throw new Error(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  return { ...result.data, dataDir: path.resolve(result.data.DATA_DIR), s3: s3Settings(result.data) };
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Forgets the parsed environment, so a test can change process.env and parse again. */
export function resetEnvCache(): void {
  cached = undefined;
}
