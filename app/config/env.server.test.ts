import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { errorMessage } from '../logging/log-error';
import { getEnv, parseEnv, resetEnvCache } from './env.server';

describe('parseEnv', () => {
  it('fills in the documented defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.dataDir).toBe(path.resolve('./data'));
    expect(env.TZ_BUSINESS).toBe('America/Los_Angeles');
    expect(env.NODE_ENV).toBe('development');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.FORM_RATE_LIMIT).toBe(5);
  });

  it('stops on an ADMIN_PASSWORD weaker than the signup rules, with one line', () => {
    for (const weak of ['admin', 'alllowercase1!', 'NoDigitsHere!', 'Short1!']) {
      expect(() => parseEnv({ ADMIN_PASSWORD: weak })).toThrow(
        /^Invalid configuration: ADMIN_PASSWORD does not follow the signup password rules: [^\n]+$/,
      );
    }
    expect(parseEnv({ ADMIN_PASSWORD: 'Paddock!Gate42' }).ADMIN_PASSWORD).toBe('Paddock!Gate42');
  });

  it('takes ADMIN_TRUST_UNVERIFIED_EMAIL as true or false, false when unset', () => {
    expect(parseEnv({}).ADMIN_TRUST_UNVERIFIED_EMAIL).toBe('false');
    expect(parseEnv({ ADMIN_TRUST_UNVERIFIED_EMAIL: 'true' }).ADMIN_TRUST_UNVERIFIED_EMAIL).toBe('true');
    expect(() => parseEnv({ ADMIN_TRUST_UNVERIFIED_EMAIL: 'yes' })).toThrow(
      /^Invalid configuration: ADMIN_TRUST_UNVERIFIED_EMAIL must be true or false$/,
    );
  });

  it('takes TRUST_PROXY as a hop count or a list of addresses, and nothing else', () => {
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe('1');
    expect(parseEnv({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12' }).TRUST_PROXY).toBe('10.0.0.1, 172.16.0.0/12');
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/^Invalid configuration: TRUST_PROXY/);
  });

  it('treats empty optional values as unset', () => {
    const env = parseEnv({ DATABASE_URL: '', SMTP_URL: '  ', SESSION_SECRET: '' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.SESSION_SECRET).toBeUndefined();
  });

  it('accepts good values', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      SESSION_SECRET: 's3cret',
      PUBLIC_URL: 'https://photos.example.com',
      PORT: '8080',
      DATABASE_URL: 'postgresql://u@localhost:5432/db',
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
      BUSINESS_EMAIL: 'owner@example.com',
      TZ_BUSINESS: 'America/Denver',
    });
    expect(env.PORT).toBe(8080);
    expect(env.DATABASE_URL).toBe('postgresql://u@localhost:5432/db');
    expect(env.TZ_BUSINESS).toBe('America/Denver');
  });

  // Each bad value must stop the boot with one line that names the variable.
  it.each([
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
    ['SMTP_URL', { SMTP_URL: 'http://x' }],
    ['BUSINESS_EMAIL', { BUSINESS_EMAIL: 'nope' }],
    ['TZ_BUSINESS', { TZ_BUSINESS: 'Mars/Base' }],
    ['SESSION_SECRET', { NODE_ENV: 'production', PUBLIC_URL: 'https://photos.example.com' }],
    ['PUBLIC_URL', { NODE_ENV: 'production', SESSION_SECRET: 's3cret' }],
  ])('rejects a bad %s with one line naming it', (name, source) => {
    let message = '';
    try {
      parseEnv(source);
    } catch (error) {
      message = errorMessage(error);
    }
    expect(message).toContain(name);
    expect(message).not.toContain('\n');
    expect(message.startsWith('Invalid configuration:')).toBe(true);
  });
});

describe('S3 picture storage settings', () => {
  const all = {
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_BUCKET: 'client-pictures',
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'key-id',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('uses the local data folder when none is set', () => {
    expect(parseEnv({}).s3).toBeUndefined();
    expect(parseEnv({ S3_BUCKET: ' ' }).s3).toBeUndefined();
  });

  it('uses S3 when all five are set, path-style unless told otherwise', () => {
    expect(parseEnv(all).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'client-pictures',
      region: 'us-east-1',
      accessKeyId: 'key-id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(parseEnv({ ...all, S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
  });

  it('refuses a partial set with one line naming what is missing', () => {
    const { S3_REGION: _region, S3_SECRET_ACCESS_KEY: _secret, ...partial } = all;
    expect(() => parseEnv(partial)).toThrow(
      /^Invalid configuration: S3_REGION is missing: S3 storage needs all of S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY \(missing S3_REGION, S3_SECRET_ACCESS_KEY\), or none of them for the local data folder$/,
    );
  });

  it.each([
    ['S3_ENDPOINT', { ...all, S3_ENDPOINT: 'ftp://files.example.com' }],
    ['S3_ENDPOINT', { ...all, S3_ENDPOINT: 'not a url' }],
    ['S3_BUCKET', { ...all, S3_BUCKET: 'Client_Pictures' }],
    ['S3_FORCE_PATH_STYLE', { ...all, S3_FORCE_PATH_STYLE: 'yes' }],
  ])('rejects a bad %s with one line naming it', (name, source) => {
    expect(() => parseEnv(source)).toThrow(new RegExp(`^Invalid configuration: ${name} [^\n]+$`));
  });
});

describe('getEnv', () => {
  const savedPort = process.env.PORT;
  afterEach(() => {
    if (savedPort === undefined) delete process.env.PORT;
    else process.env.PORT = savedPort;
    resetEnvCache();
  });

  it('caches the parsed environment until resetEnvCache()', () => {
    process.env.PORT = '4100';
    resetEnvCache();
    expect(getEnv().PORT).toBe(4100);
    process.env.PORT = '4200';
    expect(getEnv().PORT).toBe(4100);
    resetEnvCache();
    expect(getEnv().PORT).toBe(4200);
  });
});
