import { commitmentOf, drawKey, seededRandom } from './commitment'
import { drawInitialSeats } from './draw'
import { GENESIS } from './hash'
import { createRoom, DEFAULT_RULES } from './room'
import type { InitialDrawRecord } from './state'

/**
 * The initial draw as a self-contained record anyone can check — in the public protocol, in a tournament
 * export, or on its own as JSON. Entries are named by a label (the entry number, "#12"), never by an internal id; the
 * draw only needs the order it took them in, and which entry holds a reserved seat (§8.2).
 */
export interface DrawRecord {
  readonly format: 'floorclock-draw/1'
  readonly kind: 'initial'
  /** SHA-256 of the seed, shown on the hall display before the draw. */
  readonly commitment: string
  readonly committedAt: number
  /** The seed, revealed with the draw. */
  readonly seed: string
  /** The number called out in the hall after the commitment was shown ('' when none). */
  readonly hallNumber: string
  readonly drawnAt: number
  readonly tables: readonly {
    readonly number: number
    readonly seats: number
    readonly unavailable: readonly number[]
    /** Held seats (§8.2): for an entry of this draw (its label), or for nobody of it (null). */
    readonly reserved: readonly { readonly seat: number; readonly entry: string | null }[]
  }[]
  /** The order tables close in (the draw opens the tables that close last, §9.1). */
  readonly closingOrder: readonly number[]
  /** The entries in the order the draw took them (by entry number), with the name shown publicly. */
  readonly entries: readonly { readonly entry: string; readonly name: string }[]
  readonly seating: readonly { readonly entry: string; readonly table: number; readonly seat: number }[]
  /** Steps to check by hand, in the reader's language where the record was made. */
  readonly howToCheck?: readonly string[]
}

/** The record of a tournament's initial draw, labelled for publication; null when no verifiable draw was made. */
export function drawRecordOf(
  draw: InitialDrawRecord,
  label: (entryId: string) => { entry: string; name: string }
): DrawRecord | null {
  if (!draw.proof) return null
  const labelOf = new Map(draw.entries.map((id) => [id, label(id)]))
  return {
    format: 'floorclock-draw/1',
    kind: 'initial',
    commitment: draw.proof.commitment,
    committedAt: draw.proof.committedAt,
    seed: draw.proof.seed,
    hallNumber: draw.proof.hallNumber,
    drawnAt: draw.at,
    tables: draw.tables.map((t) => ({
      number: t.number,
      seats: t.seats,
      unavailable: [...(t.unavailable ?? [])],
      reserved: (t.reserved ?? []).map((r) => ({
        seat: r.seat,
        entry: r.entryId !== null && r.entryId !== undefined ? (labelOf.get(r.entryId)?.entry ?? null) : null
      }))
    })),
    closingOrder: [...draw.closingOrder],
    entries: draw.entries.map((id) => labelOf.get(id)!),
    seating: draw.placements.map((p) => ({ entry: labelOf.get(p.entryId)!.entry, table: p.table, seat: p.seat }))
  }
}

/** The seating the draw's algorithm gives from the record's seed, hall number, tables and entries. */
export function recomputeDraw(record: DrawRecord): { entry: string; table: number; seat: number }[] | null {
  const room = createRoom(
    record.tables.map((t) => ({
      number: t.number,
      seats: t.seats,
      unavailable: [...t.unavailable],
      reserved: t.reserved.map((r) => ({ seat: r.seat, reason: 'held', entryId: r.entry }))
    })),
    record.closingOrder,
    DEFAULT_RULES,
    false
  )
  const random = seededRandom(drawKey(record.seed, record.hallNumber))
  const draw = drawInitialSeats(
    room,
    record.entries.map((e) => e.entry),
    random,
    GENESIS
  )
  if (!draw) return null
  return draw.placements.map((p) => ({ entry: p.entryId, table: p.table, seat: p.seat }))
}

/** `warnings`: what does not change the seating but weakens the proof (a commitment not shown before the draw). */
export type DrawCheck =
  { ok: true; recomputed: number; warnings: string[] } | { ok: false; problems: string[]; warnings: string[] }

/** Check a draw record: the seed matches the commitment, and the seating is the one the seed gives. */
export function verifyDrawRecord(record: DrawRecord): DrawCheck {
  const problems: string[] = []
  const warnings: string[] = []
  if (commitmentOf(record.seed) !== record.commitment)
    problems.push(`SHA-256 of the seed is ${commitmentOf(record.seed)}, not the commitment ${record.commitment}`)
  if (record.committedAt >= record.drawnAt)
    warnings.push('the commitment was recorded with the draw itself, so it was not shown before the draw')
  const computed = recomputeDraw(record)
  if (!computed) return { ok: false, problems: [...problems, 'the tables do not seat every entry'], warnings }
  const recorded = new Map(record.seating.map((s) => [s.entry, s]))
  const seen = new Set<string>()
  for (const c of computed) {
    seen.add(c.entry)
    const r = recorded.get(c.entry)
    if (!r) problems.push(`${c.entry}: no seat recorded; the seed gives table ${c.table}, seat ${c.seat}`)
    else if (r.table !== c.table || r.seat !== c.seat)
      problems.push(
        `${c.entry}: recorded at table ${r.table}, seat ${r.seat}; the seed gives table ${c.table}, seat ${c.seat}`
      )
  }
  for (const r of record.seating)
    if (!seen.has(r.entry))
      problems.push(`${r.entry}: recorded at table ${r.table}, seat ${r.seat}, but not in the draw`)
  return problems.length === 0 ? { ok: true, recomputed: computed.length, warnings } : { ok: false, problems, warnings }
}
