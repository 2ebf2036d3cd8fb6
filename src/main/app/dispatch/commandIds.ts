import { createHash } from 'node:crypto'
import type Database from 'better-sqlite3'
import type { CommandAck } from '../../../shared/contract/client'
import type { Result } from '../../../shared/contract/result'
import type { DomainEvent } from '../../../shared/core/events'
import type { EventStore } from '../../store/eventStore'
import type { FloorService } from '../service'

/** How many recent command ids an installation keeps (a retry comes within seconds; this is hours of play). */
export const RECENT_COMMAND_IDS = 1000

/** An answer as remembered: small answers whole; a large ack by its journal position (its events are re-read). */
type Remembered = { hash: string; result: Result<CommandAck> } | { hash: string; lastSeq: number; count: number }

/**
 * The recent command ids of one installation and their answers: a command retried with the same id,
 * after its answer was lost in a disconnect, gets the original answer and writes nothing new. Kept in the database's
 * settings table, written in the same transaction as the command's records, so ids survive a reconnect and a restart.
 */
export interface CommandMemory {
  recall(commandId: string): { hash: string; result: Result<CommandAck> } | undefined
  /** Run `fn` (the command) and remember its answer atomically with what it wrote. */
  record(commandId: string, hash: string, fn: () => Result<CommandAck>): Result<CommandAck>
}

export function envelopeHash(envelope: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(envelope) ?? 'undefined')
    .digest('base64url')
}

const SMALL_ANSWER_CHARS = 64 * 1024

/** In memory, bounded: for services without a database of their own (tests, benches). */
export class MemoryCommandIds implements CommandMemory {
  private readonly answers = new Map<string, { hash: string; result: Result<CommandAck> }>()

  recall(commandId: string): { hash: string; result: Result<CommandAck> } | undefined {
    return this.answers.get(commandId)
  }

  record(commandId: string, hash: string, fn: () => Result<CommandAck>): Result<CommandAck> {
    const result = fn()
    this.answers.set(commandId, { hash, result })
    if (this.answers.size > RECENT_COMMAND_IDS) this.answers.delete(this.answers.keys().next().value!)
    return result
  }
}

/** In the settings table (`command:<id>`), the newest RECENT_COMMAND_IDS kept. */
export class StoredCommandIds implements CommandMemory {
  private readonly get: Database.Statement
  private readonly put: Database.Statement
  private readonly prune: Database.Statement
  private writes = 0

  /**
   * `rolledBack` is told when this transaction rolled back a command that had already written and folded its records
   * (the answer's write or the commit failed: a full disk): the live state must follow the journal again.
   */
  constructor(
    private readonly db: Database.Database,
    private readonly store: () => EventStore,
    private readonly now: () => number,
    private readonly rolledBack: () => void = () => {}
  ) {
    this.get = db.prepare(`SELECT value FROM settings WHERE key = ?`)
    this.put = db.prepare(`INSERT OR REPLACE INTO settings (key, value, updated_at) VALUES (?, ?, ?)`)
    this.prune = db.prepare(
      `DELETE FROM settings WHERE key LIKE 'command:%' AND rowid NOT IN
         (SELECT rowid FROM settings WHERE key LIKE 'command:%' ORDER BY rowid DESC LIMIT ${RECENT_COMMAND_IDS})`
    )
  }

  recall(commandId: string): { hash: string; result: Result<CommandAck> } | undefined {
    const row = this.get.get(`command:${commandId}`) as { value: string } | undefined
    if (!row) return undefined
    const remembered = JSON.parse(row.value) as Remembered
    if ('result' in remembered) return remembered
    // A large ack: its events are the `count` records ending at `lastSeq`, read again from the journal.
    const events: DomainEvent[] = []
    for (const record of this.store().readAll(remembered.lastSeq - remembered.count)) {
      if (record.seq > remembered.lastSeq) break
      events.push(record.event)
    }
    return { hash: remembered.hash, result: { ok: true, value: { lastSeq: remembered.lastSeq, events } } }
  }

  record(commandId: string, hash: string, fn: () => Result<CommandAck>): Result<CommandAck> {
    let recorded = false
    try {
      return this.record1(commandId, hash, () => {
        const result = fn()
        recorded = result.ok && result.value.events.length > 0
        return result
      })
    } catch (error) {
      // The command's records were appended and folded inside this transaction, and its rollback took them out of
      // the journal again: nothing may be shown that is not recorded (§27.8), so the state is folded from the journal.
      if (recorded) this.rolledBack()
      throw error
    }
  }

  private record1(commandId: string, hash: string, fn: () => Result<CommandAck>): Result<CommandAck> {
    return this.db
      .transaction(() => {
        const result = fn()
        let remembered: Remembered = { hash, result }
        let json = JSON.stringify(remembered)
        if (result.ok && json.length > SMALL_ANSWER_CHARS) {
          remembered = { hash, lastSeq: result.value.lastSeq, count: result.value.events.length }
          json = JSON.stringify(remembered)
        }
        this.put.run(`command:${commandId}`, json, this.now())
        if (++this.writes % 100 === 0) this.prune.run()
        return result
      })
      .immediate()
  }
}

const memories = new WeakMap<FloorService, CommandMemory>()

/** The command memory of the installation this service serves; every dispatcher over it shares the one memory. */
export function commandMemoryOf(service: FloorService): CommandMemory {
  let memory = memories.get(service)
  if (!memory) {
    memory = new MemoryCommandIds()
    memories.set(service, memory)
  }
  return memory
}

/** The Floor keeps its command ids in its own database (and again after a restore replaced the database). */
export function keepCommandIdsIn(service: FloorService, memory: CommandMemory): void {
  memories.set(service, memory)
}
