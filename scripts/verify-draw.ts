/**
 * `npm run verify-draw FILE` (issue 15.7): recomputes a tournament's seat draw from its proof and says OK or what
 * differs. FILE is any of
 *   - the tournament protocol as JSON (its `draw`),
 *   - a tournament export (`floorclock.tournament`, from the admin's export): its records are folded here,
 *   - a draw record on its own (`floorclock-draw/1`).
 * The check: SHA-256 of the revealed seed is the commitment shown before the draw; the seed and the hall number,
 * with the tables and the entries by number, give exactly the recorded seating (src/shared/core/seating/verify.ts).
 * Exit code 0 when it holds, 1 when it does not, 2 when the file cannot be read.
 */
import fs from 'node:fs'
import { EXPORT_FORMAT } from '../src/shared/contract/operations'
import { upcastAt } from '../src/shared/core/eventSchemas'
import { streamOf } from '../src/shared/core/events'
import { evolve } from '../src/shared/core/evolve'
import type { EventRecord } from '../src/shared/core/record'
import { drawRecordOf, verifyDrawRecord, type DrawRecord } from '../src/shared/core/seating/verify'
import { resolvePlayer } from '../src/shared/core/players/state'
import { initialState } from '../src/shared/core/state'

interface PortableRecord {
  readonly event: Record<string, unknown> & { type: string }
  readonly v?: number
  readonly actor: string
  readonly recordedAt: number
  readonly occurredAt: number
  readonly reason: string | null
}

/** The draw records a file carries (none when it has no verifiable draw). */
export function drawRecordsIn(document: unknown): DrawRecord[] {
  const doc = document as Record<string, unknown> | null
  if (!doc || typeof doc !== 'object') throw new Error('not a JSON object')
  if (doc.format === 'floorclock-draw/1') return [doc as unknown as DrawRecord]
  if ('draw' in doc && 'participants' in doc) return doc.draw ? [doc.draw as DrawRecord] : []
  if (doc.format === EXPORT_FORMAT) return fromExport(doc)
  throw new Error('neither a protocol, a tournament export nor a draw record')
}

/** Fold an export's players and records, as an import would (without writing anything), and read its draw. */
function fromExport(doc: Record<string, unknown>): DrawRecord[] {
  const state = initialState()
  let seq = 0
  let ids = 0
  const fold = (r: PortableRecord): void => {
    const event = upcastAt(r.event.type, r.v ?? 1, { ...r.event }, { seq: null, newId: () => `verify-${++ids}` })
    const record: EventRecord = {
      seq: ++seq,
      stream: streamOf(event),
      event,
      actor: r.actor,
      recordedAt: r.recordedAt,
      occurredAt: r.occurredAt,
      reason: r.reason
    }
    evolve(state, record)
  }
  for (const r of (doc.players ?? []) as PortableRecord[]) fold(r)
  for (const r of (doc.records ?? []) as PortableRecord[]) fold(r)
  const t = state.tournaments.get(String(doc.tournamentId))
  const draw = t?.seating?.initialDraw
  if (!t || !draw) return []
  const record = drawRecordOf(draw, (entryId) => {
    const entry = t.registration.entries.get(entryId)
    const player = entry ? resolvePlayer(state.players, entry.playerId) : undefined
    return { entry: `#${entry?.number ?? '?'}`, name: player?.fields.displayName ?? '—' }
  })
  return record ? [record] : []
}

/** The report for one file: lines to print and whether every draw in it holds. */
export function verifyFile(path: string): { ok: boolean; lines: string[] } {
  const records = drawRecordsIn(JSON.parse(fs.readFileSync(path, 'utf8')))
  if (records.length === 0) return { ok: false, lines: [`${path}: no verifiable seat draw in this file`] }
  const lines: string[] = []
  let ok = true
  for (const record of records) {
    const check = verifyDrawRecord(record)
    const at = new Date(record.drawnAt).toISOString().slice(0, 16).replace('T', ' ')
    if (check.ok) {
      lines.push(
        `OK: the ${record.kind} draw of ${at} UTC seats ${check.recomputed} entries exactly as the seed gives them`,
        `    SHA-256(seed) = ${record.commitment}, the commitment recorded ${new Date(record.committedAt).toISOString()}`,
        `    hall number: ${record.hallNumber || '(none)'}`
      )
    } else {
      ok = false
      lines.push(`DIFFERS: the ${record.kind} draw of ${at} UTC is not the one its seed gives:`)
      for (const p of check.problems) lines.push(`  - ${p}`)
    }
    for (const w of check.warnings) lines.push(`  note: ${w}`)
  }
  return { ok, lines }
}

function main(): void {
  const path = process.argv[2]
  if (!path) {
    console.error('usage: npm run verify-draw FILE   (a protocol JSON, a tournament export, or a draw record)')
    process.exit(2)
  }
  try {
    const { ok, lines } = verifyFile(path)
    for (const line of lines) console.log(line)
    process.exit(ok ? 0 : 1)
  } catch (error) {
    console.error(`${path}: cannot be read: ${(error as Error).message}`)
    process.exit(2)
  }
}

if (process.argv[1] && /verify-draw\.ts$/.test(process.argv[1])) main()
