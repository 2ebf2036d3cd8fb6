import { randomBytes, timingSafeEqual, createHash } from 'node:crypto'

/** A token that is easy to type from the printed line: 10 characters, no look-alikes. */
export function generateToken(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789'
  const bytes = randomBytes(10)
  return [...bytes].map((b) => alphabet[b % alphabet.length]).join('')
}

/** Compare in constant time (hashing first so different lengths take the same path). */
export function tokensEqual(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest()
  const b = createHash('sha256').update(expected).digest()
  return timingSafeEqual(a, b)
}

/** The lockout lives with the dispatcher (both transports); re-exported for the hall server's callers. */
export { Lockout } from '../app/dispatch/lockout'
