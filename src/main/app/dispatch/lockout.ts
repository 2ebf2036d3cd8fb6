/**
 * Refuses an address after repeated wrong PINs: `maxFailures` within `windowMs` lock it out for `lockMs`, doubling
 * with each further lockout. Failures older than the window are forgotten (four wrong, a pause, one wrong is not a
 * lockout), and an address quiet for `forgetMs` starts afresh.
 */
export class Lockout {
  private readonly entries = new Map<string, { failures: number[]; lockedUntil: number; lockouts: number }>()

  constructor(
    private readonly now: () => number,
    private readonly maxFailures = 5,
    private readonly lockMs = 60_000,
    private readonly windowMs = 10 * 60_000,
    private readonly forgetMs = 60 * 60_000,
    private readonly maxAddresses = 10_000
  ) {}

  lockedFor(address: string): number {
    const entry = this.entries.get(address)
    return entry ? Math.max(0, entry.lockedUntil - this.now()) : 0
  }

  fail(address: string): void {
    const now = this.now()
    const entry = this.entries.get(address) ?? { failures: [], lockedUntil: 0, lockouts: 0 }
    const last = Math.max(entry.lockedUntil, entry.failures.at(-1) ?? 0)
    if (now - last > this.forgetMs) entry.lockouts = 0
    entry.failures = entry.failures.filter((at) => now - at < this.windowMs)
    entry.failures.push(now)
    if (entry.failures.length >= this.maxFailures) {
      entry.lockedUntil = now + this.lockMs * 2 ** Math.min(entry.lockouts, 10)
      entry.lockouts += 1
      entry.failures = []
    }
    this.entries.delete(address)
    this.entries.set(address, entry)
    this.prune(now)
  }

  succeed(address: string): void {
    this.entries.delete(address)
  }

  /** Bounded memory: a flood of addresses drops the ones quiet longest (oldest first in insertion order). */
  private prune(now: number): void {
    if (this.entries.size <= this.maxAddresses) return
    for (const [address, entry] of this.entries) {
      if (this.entries.size <= this.maxAddresses) return
      if (entry.lockedUntil <= now || this.entries.size > this.maxAddresses * 2) this.entries.delete(address)
    }
  }
}
