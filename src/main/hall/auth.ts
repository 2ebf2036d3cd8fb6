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

/**
 * Refuses an address after repeated wrong PINs: `maxFailures` within the window locks it out for `lockMs`,
 * doubling with each further lockout.
 */
export class Lockout {
  private readonly entries = new Map<string, { failures: number; lockedUntil: number; lockouts: number }>()

  constructor(
    private readonly now: () => number,
    private readonly maxFailures = 5,
    private readonly lockMs = 60_000
  ) {}

  lockedFor(address: string): number {
    const entry = this.entries.get(address)
    return entry ? Math.max(0, entry.lockedUntil - this.now()) : 0
  }

  fail(address: string): void {
    const entry = this.entries.get(address) ?? { failures: 0, lockedUntil: 0, lockouts: 0 }
    entry.failures += 1
    if (entry.failures >= this.maxFailures) {
      entry.lockedUntil = this.now() + this.lockMs * 2 ** entry.lockouts
      entry.lockouts += 1
      entry.failures = 0
    }
    this.entries.set(address, entry)
  }

  succeed(address: string): void {
    this.entries.delete(address)
  }
}
