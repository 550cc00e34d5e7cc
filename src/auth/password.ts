/**
 * Password hashing for the built-in provider's e-mail + password sign-in. scrypt from node:crypto
 * (memory-hard, no native add-on); the stored text carries its own parameters and salt so they can
 * be raised later without invalidating existing hashes.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;
const DEFAULT_COST = { N: 16384, r: 8, p: 1 } as const;

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Returns `scrypt$N$r$p$salt$hash` (salt and hash base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, DEFAULT_COST);
  const { N, r, p } = DEFAULT_COST;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * A hash of a random password nobody knows, made once: an unknown account (or one without a
 * password) is checked against it, so the answer takes as long as for a known account and the
 * time does not tell which e-mail addresses have accounts (issue 15).
 */
let standIn: Promise<string> | null = null;
function standInHash(): Promise<string> {
  standIn ??= hashPassword(randomBytes(32).toString('base64url'));
  return standIn;
}

/** Constant-time comparison at the same cost for every account; a malformed or missing hash never matches. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const usable = stored !== null && /^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/.test(stored);
  if (!usable) {
    await matches(password, await standInHash());
    return false;
  }
  return matches(password, stored);
}

async function matches(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
