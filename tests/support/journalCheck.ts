import path from 'node:path'
import Database from 'better-sqlite3'
import { CommandEnvelope } from '../../src/shared/core/commands'
import { decide } from '../../src/shared/core/decide'
import type { DomainEvent } from '../../src/shared/core/events'
import { evolve } from '../../src/shared/core/evolve'
import type { EventRecord } from '../../src/shared/core/record'
import { levelPositionOf } from '../../src/shared/core/registration/clockLevel'
import { initialState, type FloorState } from '../../src/shared/core/state'

/** The journal straight from a data folder's SQLite file (read-only), in sequence order. */
export function readJournalFile(dataDir: string): EventRecord[] {
  const db = new Database(path.join(dataDir, 'floorclock.sqlite'), { readonly: true })
  try {
    const rows = db.prepare(`SELECT * FROM events ORDER BY seq`).all() as Array<{
      seq: number
      stream: string
      data: string
      actor: string
      recorded_at: number
      occurred_at: number
      reason: string | null
    }>
    return rows.map((r) => ({
      seq: r.seq,
      stream: r.stream,
      event: JSON.parse(r.data) as DomainEvent,
      actor: r.actor,
      recordedAt: r.recorded_at,
      occurredAt: r.occurred_at,
      reason: r.reason
    }))
  } finally {
    db.close()
  }
}

export function foldAll(records: readonly EventRecord[]): FloorState {
  const state = initialState()
  for (const record of records) evolve(state, record)
  return state
}

/** What the same command decides on the journal before its first record: the event types it must have written. */
export function replayTypes(records: readonly EventRecord[], firstSeq: number, envelope: unknown): string[] | string {
  const state = foldAll(records.filter((r) => r.seq < firstSeq))
  const first = records.find((r) => r.seq === firstSeq)!
  let n = 0
  try {
    const events = decide(CommandEnvelope.parse(envelope), state, {
      now: first.recordedAt,
      actor: first.actor,
      newId: () => `replay-${++n}`,
      randomInt: () => 0,
      levelOf: (tournamentId) => levelPositionOf(state, tournamentId, first.recordedAt)
    })
    return events.map((e) => e.type)
  } catch (error) {
    return `replay refused: ${(error as Error).message}`
  }
}

/** A command sent with a marker in `meta.reason` (the service writes it on each of its records). */
export interface MarkedCommand {
  marker: string
  kind: string
  envelope: Record<string, unknown>
  ack?: { lastSeq: number; events: number }
  refused?: string
}

/**
 * One run of a crash harness: 3–10 commands of the kinds a busy floor sends at once (an elimination while more than 12
 * are seated, a late entry from the spare players, a side event's draw, an edit), each marked `r<run>c<i>` in its
 * reason. `state` is the journal as the killed process left it, folded; `spares` is used up as players enter.
 */
export function planCrashRun(
  random: () => number,
  run: number,
  state: FloorState,
  ids: { mainId: string; sides: readonly string[]; spares: string[] }
): MarkedCommand[] {
  const { mainId, sides, spares } = ids
  const seatOf = state.tournaments.get(mainId)!.seating!.room.seatOf
  const seated = [...seatOf.keys()]
  // Players left per table as the plan goes (late entries and moves aside): most eliminations come from the shortest
  // table, so the run reaches balancing (§8.3) whatever the seed, rather than only when chance spreads them unevenly
  // faster than the late entries, each seated at the shortest table, even them out.
  const left = new Map<number, number>()
  for (const ref of seatOf.values()) left.set(ref.table, (left.get(ref.table) ?? 0) + 1)
  const pickEliminated = (): string => {
    let pool = seated
    if (random() < 0.6) {
      const shortest = Math.min(...[...left.values()].filter((n) => n > 0))
      const there = seated.filter((id) => left.get(seatOf.get(id)!.table) === shortest)
      if (there.length > 0) pool = there
    }
    const entryId = pool[Math.floor(random() * pool.length)]!
    seated.splice(seated.indexOf(entryId), 1)
    const table = seatOf.get(entryId)!.table
    left.set(table, left.get(table)! - 1)
    return entryId
  }
  const undrawn = sides.filter((id) => !state.tournaments.get(id)!.seating!.drawn)
  const plan: MarkedCommand[] = []
  const n = 3 + Math.floor(random() * 8)
  for (let i = 0; i < n; i += 1) {
    const marker = `r${run}c${i}`
    const roll = random()
    let command: Record<string, unknown>
    let kind: string
    if (roll < 0.45 && seated.length > 12) {
      const entryId = pickEliminated()
      kind = 'eliminate'
      command = { type: 'entry.eliminate', tournamentId: mainId, entryId, level: 1, confirmedBy: 'Floor' }
    } else if (roll < 0.6 && spares.length > 0) {
      kind = 'late entry'
      command = { type: 'entry.register', tournamentId: mainId, playerId: spares.shift()! }
    } else if (roll < 0.75 && undrawn.length > 0) {
      kind = 'draw'
      command = { type: 'seating.draw', tournamentId: undrawn.shift()! }
    } else {
      kind = 'edit'
      command = { type: 'tournament.edit', tournamentId: mainId, changes: { notes: marker } }
    }
    plan.push({ marker, kind, envelope: { command, meta: { reason: marker } } })
  }
  return plan
}

/**
 * After a kill: every acknowledged command is in the journal with exactly the events it acknowledged, ending at its
 * acknowledged seq; each command's records are contiguous; a command that was not acknowledged is absent or there
 * whole (the events the same command decides on the journal before it); no sequence holes; no record of a command
 * never sent. Returns the problems (empty: all holds) and how many unacknowledged commands were recorded whole.
 */
export function checkAfterKill(
  records: readonly EventRecord[],
  sent: ReadonlyMap<string, MarkedCommand>,
  interrupted: readonly MarkedCommand[],
  where: string
): { problems: string[]; unackedPresent: number } {
  const problems: string[] = []
  let unackedPresent = 0
  if (records.some((r, i) => r.seq !== i + 1)) problems.push(`sequence hole, ${where}`)
  const byMarker = new Map<string, EventRecord[]>()
  for (const record of records) {
    if (!record.reason || !sent.has(record.reason)) {
      problems.push(`record ${record.seq} (${record.event.type}) belongs to no command sent, ${where}`)
      continue
    }
    byMarker.set(record.reason, [...(byMarker.get(record.reason) ?? []), record])
  }
  for (const [marker, own] of byMarker)
    if (own.some((r, i) => i > 0 && r.seq !== own[i - 1]!.seq + 1))
      problems.push(`${marker}: its records are not contiguous, ${where}`)
  for (const item of sent.values()) {
    const own = byMarker.get(item.marker) ?? []
    if (item.ack) {
      if (own.length !== item.ack.events || own.at(-1)?.seq !== item.ack.lastSeq)
        problems.push(
          `${item.marker}: acknowledged ${item.ack.events} events to seq ${item.ack.lastSeq}, journal has ${own.length}, ${where}`
        )
    } else if (own.length > 0 && interrupted.includes(item)) {
      unackedPresent += 1
      const expected = replayTypes(records, own[0]!.seq, item.envelope)
      const found = own.map((r) => r.event.type)
      if (JSON.stringify(expected) !== JSON.stringify(found))
        problems.push(
          `${item.marker} (not acknowledged) half-applied: ${found.join(',')} vs ${String(expected)}, ${where}`
        )
    }
  }
  return { problems, unackedPresent }
}
