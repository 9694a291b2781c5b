import { hash, verify } from '@node-rs/argon2';
import { createRequire } from 'node:module';

// argon2id is @node-rs/argon2's default (its Algorithm enum is const and vanishes under tsx).
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this keeps an unknown e-mail as slow as a wrong password. */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-Aa1');
  await verifyPassword(await dummyHash, password);
}

const require = createRequire(import.meta.url);
const dumbPasswords = require('dumb-passwords') as { check(password: string): boolean };

/** DESIGN §3: the 10,000 most common passwords are refused (case-insensitively). */
export function isCommonPassword(password: string): boolean {
  return dumbPasswords.check(password);
}
