import { createHmac, hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A URL-safe random token with 256 bits of entropy. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** One call, no Hash object: every signed-in request hashes its session id. */
export function sha256(value: string): string {
  return hash('sha256', value, 'base64url');
}

/** A keyed hash: without the server's secret a leaked PIN hash cannot be brute-forced offline. */
export function hmac(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** n random decimal digits, each uniformly drawn. */
export function randomDigits(n: number): string {
  let digits = '';
  for (let i = 0; i < n; i++) digits += String(randomInt(10));
  return digits;
}
