import type { EntryResult, PlacesTable } from './placesTable'
import { olympicStageName, type OlympicStageName } from '../../seating'

export { olympicStageName, type OlympicStageName }

/** The stage an entry reached, for the places table, the protocol and the display. */
export interface EntryStage {
  readonly number: number
  readonly name: OlympicStageName
}

/** What the Olympic places need from the seating (seating/state.ts `OlympicTrack`, the room now). */
export interface OlympicFacts {
  /** Tables open at the start of each stage, stage 1 first. */
  readonly stageTables: readonly number[]
  /** Where an entry left play: its stage and table. */
  readonly outAt: (entryId: string) => { stage: number; table: number } | undefined
  /** The table an entry is seated at now (an elimination not yet folded into the seating still has its seat). */
  readonly seatedAt: (entryId: string) => number | undefined
}

/**
 * Places in an Olympic shootout (BFSP §3.2). Each table plays down to one winner, and the winners play the next
 * stage, so:
 * 1. a player out at stage k is placed below everyone who reached stage k + 1;
 * 2. within a stage, by finishing position at their table (the table's winner 1st, the last one out before them
 *    2nd, …; two out in one hand at one table are ordered by the usual rule, §9.5, §9.6, §24.7 — start-of-hand
 *    stack, equal places or lot — which the global table already applied);
 * 3. players of one stage with the same finishing position at different tables share the places (equal places,
 *    §24.9 а), since they did not play each other.
 * The global order of recording across tables does not matter. `table` is the usual recomputation (§27.7), its
 * places replaced; everything else (status, hands, knockouts) is kept. Pure.
 */
export function olympicPlaces(table: PlacesTable, facts: OlympicFacts): PlacesTable {
  const stages = Math.max(1, facts.stageTables.length)
  const stageOf = (n: number): EntryStage => ({
    number: n,
    name: olympicStageName(facts.stageTables[n - 1] ?? 1)
  })
  const placed = table.results.filter((r) => r.place !== null && r.status !== 'winner' && r.status !== 'in')
  if (placed.length === 0) return withStages(table, new Map(), stageOf(stages))

  // Where each one went out: seated now → this stage, this table; else where the seating released them.
  const where = new Map<string, { stage: number; table: number }>()
  for (const r of placed) {
    const seat = facts.seatedAt(r.entryId)
    where.set(
      r.entryId,
      seat !== undefined ? { stage: stages, table: seat } : (facts.outAt(r.entryId) ?? { stage: 1, table: 0 })
    )
  }
  // Players who went on from a table: its winner for a finished stage, those still in play at it now.
  const stillIn = new Set(table.results.filter((r) => r.status === 'in' || r.status === 'winner').map((r) => r.entryId))
  const goingOn = new Map<string, number>()
  for (const id of stillIn) {
    const seat = facts.seatedAt(id)
    if (seat !== undefined) goingOn.set(`${stages}|${seat}`, (goingOn.get(`${stages}|${seat}`) ?? 0) + 1)
  }
  const wentOn = (stage: number, tableNumber: number): number =>
    stage < stages ? 1 : (goingOn.get(`${stage}|${tableNumber}`) ?? 0)

  // Finishing position at the table: those who went on, then everyone out there later (a better usual place).
  const byTable = new Map<string, EntryResult[]>()
  for (const r of placed) {
    const w = where.get(r.entryId)!
    const key = `${w.stage}|${w.table}`
    byTable.set(key, [...(byTable.get(key) ?? []), r])
  }
  const position = new Map<string, number>()
  for (const [key, group] of byTable) {
    const [stage, tableNumber] = key.split('|').map(Number) as [number, number]
    for (const r of group)
      position.set(r.entryId, wentOn(stage, tableNumber) + 1 + group.filter((y) => y.place! < r.place!).length)
  }

  // Worst first: the earliest stage, the worst position. Equal (stage, position) share the places.
  const order = [...placed].sort((a, b) => {
    const wa = where.get(a.entryId)!
    const wb = where.get(b.entryId)!
    return wa.stage - wb.stage || position.get(b.entryId)! - position.get(a.entryId)!
  })
  let bottom = Math.max(...placed.map((r) => r.placeTo ?? r.place!))
  const places = new Map<string, Pick<EntryResult, 'place' | 'placeTo' | 'basis'>>()
  for (let i = 0; i < order.length;) {
    const w = where.get(order[i]!.entryId)!
    const p = position.get(order[i]!.entryId)!
    let j = i
    while (j < order.length && where.get(order[j]!.entryId)!.stage === w.stage && position.get(order[j]!.entryId) === p)
      j += 1
    const size = j - i
    for (const r of order.slice(i, j)) {
      const basis: EntryResult['basis'] =
        r.basis === 'disqualification'
          ? r.basis
          : size > 1
            ? 'equal-places'
            : r.basis === 'sole-elimination' || r.basis === 'equal-places'
              ? 'olympic-stage'
              : r.basis
      places.set(r.entryId, { place: bottom - size + 1, placeTo: bottom, basis })
    }
    bottom -= size
    i = j
  }
  const stageById = new Map([...where].map(([id, w]) => [id, stageOf(w.stage)]))
  return withStages(
    { ...table, results: table.results.map((r) => (places.has(r.entryId) ? { ...r, ...places.get(r.entryId)! } : r)) },
    stageById,
    stageOf(stages)
  )
}

/** Every entry's stage: where they went out, or the stage now for those still in. */
function withStages(table: PlacesTable, out: Map<string, EntryStage>, now: EntryStage): PlacesTable {
  return {
    ...table,
    results: table.results.map((r) => ({
      ...r,
      stage: r.status === 'in' || r.status === 'winner' ? now : (out.get(r.entryId) ?? null)
    }))
  }
}
