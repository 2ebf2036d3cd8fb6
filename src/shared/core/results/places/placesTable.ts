import { z } from 'zod'
import { reject } from '../../rejection'
import { HandOutcome, placeHand, type ExplicitOrder, type Placement } from '../eliminations/handOutcome'
import type { LotDraw, RandomInt } from './lot'
import type { EntryStage } from './olympicPlaces'
import type { PlaceBasis } from './placeBasis'

const Id = z.string().min(1).max(64)
const Reason = z.string().trim().min(1).max(1000)
const Actor = z.string().trim().min(1).max(120)

/** §25.10, §25.11, §28.8: what a disqualification does to the place, as the event announced it. */
export const DisqualificationPlaces = z.enum([
  'annul', // the entry has no place; everyone ranked below moves up (removed from the field)
  'keep' // the entry keeps the place it had, or takes the place of the moment it was removed
])
export type DisqualificationPlaces = z.infer<typeof DisqualificationPlaces>

/**
 * The journal of results, in the order it was recorded. Corrections and undos name the hand they change; the hand
 * keeps its position in the order of eliminations, and everything after it is recomputed (§27.8, §28.14).
 */
export const ResultRecord = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('hand'),
    handId: Id,
    outcome: HandOutcome,
    /** §26.14, §24.7: a hand entered after the fact goes before this hand in the order of eliminations. */
    before: Id.optional()
  }),
  z.strictObject({
    type: z.literal('hand-corrected'),
    handId: Id,
    outcome: HandOutcome,
    reason: Reason,
    by: Actor,
    /** §27.8: a corrected happened-at or level moves the hand: before this hand, or (null) after every other. */
    before: Id.nullable().optional()
  }),
  z.strictObject({
    type: z.literal('hand-undone'),
    handId: Id,
    /** Only these entries are put back in; all of the hand when absent. */
    entryIds: z.array(Id).min(1).optional(),
    reason: Reason,
    by: Actor
  }),
  z.strictObject({
    type: z.literal('disqualified'),
    entryId: Id,
    places: DisqualificationPlaces,
    reason: Reason,
    by: Actor
  }),
  z.strictObject({ type: z.literal('disqualification-lifted'), entryId: Id, reason: Reason, by: Actor })
])
export type ResultRecord = z.infer<typeof ResultRecord>

export type EntryStatus = 'in' | 'eliminated' | 'winner' | 'disqualified'

export interface EntryResult {
  readonly entryId: string
  readonly status: EntryStatus
  readonly place: number | null
  readonly placeTo: number | null
  readonly basis: PlaceBasis | null
  readonly handId: string | null
  readonly level: number | null
  readonly tableId: string | null
  readonly eliminatedBy: readonly string[]
  /** How many entries this one eliminated (from `eliminatedBy` of others; a split knockout as a share, §5.10). */
  readonly knockouts: number
  readonly note?: string
  readonly decidedBy?: string
  readonly disqualification?: { readonly places: DisqualificationPlaces; readonly reason: string; readonly by: string }
  /** Olympic format (BFSP §3.2): the stage the entry went out in, or plays now (results/places/olympicPlaces.ts). */
  readonly stage?: EntryStage | null
}

export interface PlacesTable {
  /** In the order of `entries` given. */
  readonly results: readonly EntryResult[]
  /** Entries still in play (the winner counts as one). */
  readonly remaining: number
  /** Lots drawn during this recomputation that were not recorded yet: record them with their hands. */
  readonly newLots: ReadonlyArray<{ readonly handId: string; readonly lots: readonly LotDraw[] }>
}

export interface RecomputeOptions {
  /** Every entry of the tournament, re-entries as entries of their own (§5.6). */
  readonly entries: readonly string[]
  readonly records: readonly ResultRecord[]
  readonly randomInt?: RandomInt
  /** Give place 1 to the last entry left (default true). */
  readonly declareWinner?: boolean
}

interface HandState {
  handId: string
  outcome: HandOutcome
  removed: Set<string>
}

type Step = { kind: 'hand'; hand: HandState } | { kind: 'dq'; entryId: string }

/**
 * Recompute every place of a tournament from its journal (§9.5, §9.6, §24.7–§24.10, §27.7, §27.8, §25.10, §25.11).
 * Pure and deterministic: recorded lots are replayed; a new lot is drawn only where a correction changed a tie.
 */
export function recomputePlaces({ entries, records, randomInt, declareWinner = true }: RecomputeOptions): PlacesTable {
  const entrySet = new Set(entries)
  if (entrySet.size !== entries.length) reject('results.error.duplicateEntry', 'An entry is listed twice.')

  // 1. Fold the journal: hands in their first-recorded position, corrections in place, undos, disqualifications.
  const steps: Step[] = []
  const hands = new Map<string, HandState>()
  const dq = new Map<string, { places: DisqualificationPlaces; reason: string; by: string; step: Step }>()
  for (const record of records) {
    switch (record.type) {
      case 'hand': {
        if (hands.has(record.handId))
          reject('results.error.handExists', `Hand ${record.handId} is already recorded.`, {
            params: { handId: record.handId }
          })
        const hand: HandState = { handId: record.handId, outcome: record.outcome, removed: new Set() }
        hands.set(record.handId, hand)
        // §26.14, §24.7: a hand entered later takes its place in the order of eliminations; everything after moves.
        if (record.before !== undefined) steps.splice(stepIndex(steps, hands, record.before), 0, { kind: 'hand', hand })
        else steps.push({ kind: 'hand', hand })
        break
      }
      case 'hand-corrected': {
        const hand = knownHand(hands, record.handId)
        hand.outcome = record.outcome
        hand.removed = new Set()
        if (record.before !== undefined && record.before !== record.handId) {
          const step = steps.splice(stepIndex(steps, hands, record.handId), 1)[0]!
          if (record.before === null) steps.push(step)
          else steps.splice(stepIndex(steps, hands, record.before), 0, step)
        }
        break
      }
      case 'hand-undone': {
        const hand = knownHand(hands, record.handId)
        const ids = record.entryIds ?? hand.outcome.busts.map((b) => b.entryId)
        for (const id of ids) hand.removed.add(id)
        break
      }
      case 'disqualified': {
        if (!entrySet.has(record.entryId)) unknownEntry(record.entryId)
        const step: Step = { kind: 'dq', entryId: record.entryId }
        dq.set(record.entryId, { places: record.places, reason: record.reason, by: record.by, step })
        steps.push(step)
        break
      }
      case 'disqualification-lifted': {
        if (!dq.delete(record.entryId))
          reject('results.error.notDisqualified', `${record.entryId} is not disqualified.`, {
            params: { entryId: record.entryId }
          })
        break
      }
    }
  }

  // 2. Replay in order. An annulled disqualification removes the entry from the field altogether.
  const annulled = new Set([...dq].filter(([, d]) => d.places === 'annul').map(([id]) => id))
  const field = entries.filter((id) => !annulled.has(id))
  const out = new Map<
    string,
    {
      placement: Placement
      handId: string | null
      level: number | null
      tableId: string | null
      eliminatedBy: readonly string[]
    }
  >()
  const knockouts = new Map<string, number>()
  const newLots: Array<{ handId: string; lots: LotDraw[] }> = []
  let playersIn = field.length

  for (const step of steps) {
    if (step.kind === 'dq') {
      const d = dq.get(step.entryId)
      // Lifted, annulled, or already out (then the place is kept as it was): nothing to place now.
      if (!d || d.step !== step || d.places === 'annul' || out.has(step.entryId)) continue
      if (playersIn < 2) continue
      out.set(step.entryId, {
        placement: {
          entryId: step.entryId,
          place: playersIn,
          placeTo: playersIn,
          basis: 'disqualification',
          note: d.reason,
          decidedBy: d.by
        },
        handId: null,
        level: null,
        tableId: null,
        eliminatedBy: []
      })
      playersIn -= 1
      continue
    }
    const { hand } = step
    const untouched =
      hand.removed.size === 0 && (annulled.size === 0 || hand.outcome.busts.every((b) => !annulled.has(b.entryId)))
    const busts = untouched
      ? hand.outcome.busts
      : hand.outcome.busts.filter((b) => !hand.removed.has(b.entryId) && !annulled.has(b.entryId))
    if (busts.length === 0) continue
    for (const b of busts) {
      if (!entrySet.has(b.entryId)) unknownEntry(b.entryId)
      if (out.has(b.entryId))
        reject('results.error.alreadyOut', `${b.entryId} is already out.`, { params: { entryId: b.entryId } })
    }
    let outcome: HandOutcome = hand.outcome
    if (!untouched) {
      // Explicit orders keep only the entries still out in this hand.
      const keep = new Set(busts.map((b) => b.entryId))
      const only = (o: ExplicitOrder | undefined) =>
        o ? { ...o, order: o.order.filter((id) => keep.has(id)) } : undefined
      outcome = { ...hand.outcome, busts, tieOrder: only(hand.outcome.tieOrder), override: only(hand.outcome.override) }
    }
    const result = placeHand({ playersIn, outcome, ...(randomInt ? { randomInt } : {}) })
    if (result.drewNewLot) newLots.push({ handId: hand.handId, lots: [...result.lots] })
    for (const placement of result.placements) {
      const bust = busts.length === 1 ? busts[0]! : busts.find((b) => b.entryId === placement.entryId)!
      out.set(placement.entryId, {
        placement,
        handId: hand.handId,
        level: bust.level ?? null,
        tableId: bust.tableId ?? null,
        eliminatedBy: bust.eliminatedBy ?? []
      })
      // §5.10: a split knockout counts a share for each eliminator (½, ⅓), as the bounty fold does (Bounties.ts).
      const share = 1 / Math.max(1, bust.eliminatedBy?.length ?? 1)
      for (const hitman of bust.eliminatedBy ?? []) knockouts.set(hitman, (knockouts.get(hitman) ?? 0) + share)
    }
    playersIn -= busts.length
  }

  // 3. One entry left: the winner (§9.3 ends there). A kept disqualification never wins.
  const stillIn = field.filter((id) => !out.has(id))
  // Plain literals, no object spread: this runs for every entry of every event when a series is recomputed.
  const winnerId = declareWinner && stillIn.length === 1 ? stillIn[0]! : null
  const results = entries.map((entryId): EntryResult => {
    const d = dq.get(entryId)
    const o = annulled.has(entryId) ? undefined : out.get(entryId)
    const placement = o?.placement
    const isWinner = entryId === winnerId
    const result: { -readonly [K in keyof EntryResult]: EntryResult[K] } = {
      entryId,
      status: d ? 'disqualified' : placement ? 'eliminated' : isWinner ? 'winner' : 'in',
      place: placement ? placement.place : isWinner ? 1 : null,
      placeTo: placement ? placement.placeTo : isWinner ? 1 : null,
      basis: placement ? placement.basis : isWinner ? 'last-remaining' : null,
      handId: o ? o.handId : null,
      level: o ? o.level : null,
      tableId: o ? o.tableId : null,
      eliminatedBy: o ? o.eliminatedBy : [],
      knockouts: knockouts.get(entryId) ?? 0
    }
    if (placement?.note !== undefined) result.note = placement.note
    if (placement?.decidedBy !== undefined) result.decidedBy = placement.decidedBy
    if (d) result.disqualification = { places: d.places, reason: d.reason, by: d.by }
    return result
  })
  return { results, remaining: stillIn.length, newLots }
}

export interface PlaceChange {
  readonly entryId: string
  readonly from: Pick<EntryResult, 'status' | 'place' | 'placeTo' | 'basis'>
  readonly to: Pick<EntryResult, 'status' | 'place' | 'placeTo' | 'basis'>
}

/** §27.8: the old and new values of every place a correction changed, for the journal. */
export function diffPlaces(before: PlacesTable, after: PlacesTable): PlaceChange[] {
  const old = new Map(before.results.map((r) => [r.entryId, r]))
  const changes: PlaceChange[] = []
  for (const r of after.results) {
    const o = old.get(r.entryId)
    const from = o ? pick(o) : { status: 'in' as const, place: null, placeTo: null, basis: null }
    const to = pick(r)
    if (
      from.status !== to.status ||
      from.place !== to.place ||
      from.placeTo !== to.placeTo ||
      from.basis !== to.basis
    ) {
      changes.push({ entryId: r.entryId, from, to })
    }
  }
  return changes
}

function pick(r: EntryResult): PlaceChange['to'] {
  return { status: r.status, place: r.place, placeTo: r.placeTo, basis: r.basis }
}

/** Where a recorded hand stands in the order of eliminations. */
function stepIndex(steps: readonly Step[], hands: Map<string, HandState>, handId: string): number {
  const hand = knownHand(hands, handId)
  return steps.findIndex((s) => s.kind === 'hand' && s.hand === hand)
}

function knownHand(hands: Map<string, HandState>, handId: string): HandState {
  const hand = hands.get(handId)
  if (!hand) reject('results.error.handNotFound', `Hand ${handId} is not recorded.`, { params: { handId } })
  return hand
}

function unknownEntry(entryId: string): never {
  reject('results.error.unknownEntry', `${entryId} is not an entry of this tournament.`, { params: { entryId } })
}
