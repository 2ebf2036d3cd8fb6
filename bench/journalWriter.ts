import type Database from 'better-sqlite3'
import { CommandEnvelope } from '../src/shared/core/commands'
import { decide } from '../src/shared/core/decide'
import type { DomainEvent } from '../src/shared/core/events'
import { streamOf } from '../src/shared/core/events'
import { evolve } from '../src/shared/core/evolve'
import type { NewEventRecord } from '../src/shared/core/record'
import { levelPositionOf } from '../src/shared/core/registration/clockLevel'
import { initialState, type FloorState } from '../src/shared/core/state'
import type { EventStore } from '../src/main/store/eventStore'

/** A small, fast, seeded source of randomness (mulberry32), so a generated journal is the same on every machine. */
export function seeded(seed: number): (n: number) => number {
  let a = seed >>> 0
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    const r = ((t ^ (t >>> 14)) >>> 0) / 4294967296
    return n > 0 ? Math.floor(r * n) : 0
  }
}

/**
 * Writes a journal the way the floor does — every command parsed by its schema and decided by the real core
 * against the state so far, its events folded in — but without the service around it: records go to the store in
 * large transactions, with no views and no fsync per command. A million realistic records in a minute, instead of
 * the hours a million commands through the service would take. The records are exactly what the floor would write.
 */
export class JournalWriter {
  readonly state: FloorState = initialState()
  now: number
  private id = 0
  private readonly randomInt: (n: number) => number
  private inTransaction = 0

  constructor(
    private readonly db: Database.Database,
    private readonly store: EventStore,
    options: { seed: number; startAt: number; actor?: string }
  ) {
    this.now = options.startAt
    this.randomInt = seeded(options.seed)
    this.actor = options.actor ?? 'Bench (TD)'
  }

  readonly actor: string

  /** A uniform random integer in [0, n) from the writer's seeded source. */
  random(n: number): number {
    return this.randomInt(n)
  }

  /** Decide one command, append its records, fold them in. Throws if the floor would refuse it. */
  run(command: Record<string, unknown>, meta?: Record<string, unknown>): DomainEvent[] {
    const envelope = CommandEnvelope.parse(meta ? { command, meta } : { command })
    const now = this.now
    const events = decide(envelope, this.state, {
      now,
      actor: this.actor,
      newId: () => `g${(++this.id).toString(36)}`,
      randomInt: this.randomInt,
      levelOf: (tournamentId) => levelPositionOf(this.state, tournamentId, now)
    })
    if (events.length === 0) return events
    const records: NewEventRecord[] = events.map((event) => ({
      stream: streamOf(event),
      event,
      actor: this.actor,
      recordedAt: now,
      occurredAt: envelope.meta?.occurredAt ?? now,
      reason: envelope.meta?.reason ?? null
    }))
    if (this.inTransaction === 0) this.db.exec('BEGIN')
    for (const record of this.store.append(records)) evolve(this.state, record)
    this.inTransaction += records.length
    if (this.inTransaction >= 20_000) this.commit()
    return events
  }

  /** Like `run`, but a refusal is returned as null (the generator tries what a floor might try). */
  tryRun(command: Record<string, unknown>, meta?: Record<string, unknown>): DomainEvent[] | null {
    try {
      return this.run(command, meta)
    } catch (error) {
      if ((error as { rejection?: unknown }).rejection) return null
      throw error
    }
  }

  commit(): void {
    if (this.inTransaction === 0) return
    this.db.exec('COMMIT')
    this.inTransaction = 0
  }
}
