import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { z } from 'zod';

/** A stored password: scrypt's output with the salt and the cost it was made with. */
export const PasswordHashSchema = z.strictObject({
  scheme: z.literal('scrypt'),
  N: z.int().min(2),
  r: z.int().min(1),
  p: z.int().min(1),
  salt: z.base64(),
  hash: z.base64(),
});
export type PasswordHash = z.infer<typeof PasswordHashSchema>;

export const MIN_PASSWORD_LENGTH = 12;

/**
 * 2^15 × r=8 costs 32 MiB and roughly 0.1 s a try: slow for someone guessing, unnoticed at
 * sign-in (OWASP's minimum for scrypt is 2^17 × 8 × 1 at 128 MiB; the smaller memory keeps a
 * shared editor server from running out while several people sign in at once).
 */
export const DEFAULT_COST = { N: 2 ** 15, r: 8, p: 1 } as const;
export type Cost = { N: number; r: number; p: number };

const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, cost: Cost): Promise<Buffer> {
  // Node's default ceiling (32 MiB) is exactly what N=2^15, r=8 needs, and scrypt wants a little more.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r + 1024 * 1024 };
  return new Promise((done, fail) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? fail(error) : done(key),
    ),
  );
}

export async function hashPassword(
  password: string,
  cost: Cost = DEFAULT_COST,
): Promise<PasswordHash> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, cost);
  return {
    scheme: 'scrypt',
    ...cost,
    salt: salt.toString('base64'),
    hash: hash.toString('base64'),
  };
}

/** Whether `password` is the one `stored` was made from, compared in constant time. */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const expected = Buffer.from(stored.hash, 'base64');
  const key = await derive(password, Buffer.from(stored.salt, 'base64'), stored);
  return key.length === expected.length && timingSafeEqual(key, expected);
}
