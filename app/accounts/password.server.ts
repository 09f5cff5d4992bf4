import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id recommendation: 19 MiB, 2 iterations, 1 lane (the library's default algorithm is argon2id). */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Longer passwords are refused before hashing, so nobody can make the server hash megabytes. */
export const maxPasswordLength = 128;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (password.length > maxPasswordLength) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the email is unknown, so both cases take the same time. */
let decoyHash: Promise<string> | undefined;
export function getDecoyHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy-password-that-never-matches');
  return decoyHash;
}
