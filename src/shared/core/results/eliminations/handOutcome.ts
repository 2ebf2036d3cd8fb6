import { z } from 'zod'
import { reject } from '../../rejection'
import { drawLot, findRecordedLot, type LotDraw, type RandomInt } from '../places/lot'
import { TieRule, type PlaceBasis } from '../places/placeBasis'

const Id = z.string().min(1).max(64)
const Text = z.string().trim().min(1).max(1000)

/** One entry out in a hand, with the stack it had when the hand began (§24.7–§24.10). */
export const Bust = z.strictObject({
  entryId: Id,
  /** Chips at the start of the hand, as the operator entered them; the table's physical chips rule (§27.5). */
  startStack: z.int().min(0).max(Number.MAX_SAFE_INTEGER),
  tableId: Id.optional(),
  seat: z.int().min(1).max(99).optional(),
  /** Index of the level in which the hand was played (Appendix C.11). */
  level: z.int().min(0).optional(),
  /** Who eliminated them, for knockouts in bounty events (§5.10). */
  eliminatedBy: z.array(Id).max(20).optional()
})
export type Bust = z.infer<typeof Bust>

/** An explicit order given by the director (or by another announced method), best first, with the reason (§27.7). */
export const ExplicitOrder = z.strictObject({
  order: z.array(Id).min(1),
  reason: Text,
  decidedBy: Text
})
export type ExplicitOrder = z.infer<typeof ExplicitOrder>

/** Everything that decides the order of one hand's eliminations. */
export const HandOutcome = z.strictObject({
  busts: z.array(Bust).min(1),
  tieRule: TieRule,
  /** TDA RP-8A: everyone out in the hand during which hand-for-hand was announced shares the places. */
  handForHandAnnouncement: z.boolean().optional(),
  /** For tieRule 'director' or 'other': the order of the tied entries (other entries may be listed too). */
  tieOrder: ExplicitOrder.optional(),
  /** The director orders the whole hand explicitly, overriding the stacks (§24.7: "unless the rules say otherwise"). */
  override: ExplicitOrder.optional(),
  /** Lots already drawn for this hand: a recomputation replays them (§24.9в). */
  lots: z.array(z.strictObject({ order: z.array(Id).min(2) })).optional()
})
export type HandOutcome = z.infer<typeof HandOutcome>

/** The place one entry got; `placeTo` > `place` when places are shared (e.g. 5–6). */
export interface Placement {
  readonly entryId: string
  readonly place: number
  readonly placeTo: number
  readonly basis: PlaceBasis
  /** Why, for 'director' and 'other' (§27.7), or 'hand-for-hand announcement' for RP-8A. */
  readonly note?: string
  readonly decidedBy?: string
}

export interface HandPlacesResult {
  /** Best place first. */
  readonly placements: readonly Placement[]
  /** Every lot the order used, the ones drawn now and the ones replayed; store them with the hand. */
  readonly lots: readonly LotDraw[]
  /** True when a lot was drawn now (not replayed): the draw must be recorded. */
  readonly drewNewLot: boolean
}

export interface HandPlacesOptions {
  /** Entries still in the tournament when the hand began, the busted ones included. */
  readonly playersIn: number
  readonly outcome: HandOutcome
  /** Needed only when a new lot must be drawn. */
  readonly randomInt?: RandomInt
}

export const RP8A_NOTE = 'hand-for-hand announcement (TDA RP-8A)'

/**
 * §9.5, §9.6, §24.7–§24.10, §27.7: the places of everyone out in one hand (at one table, or at several tables in one
 * hand-for-hand hand). More chips at the start of the hand → higher place; equal stacks by the announced tie rule.
 * With `playersIn` = N and k busts, the places are N−k+1 … N.
 */
export function placeHand({ playersIn, outcome, randomInt }: HandPlacesOptions): HandPlacesResult {
  const { busts } = outcome
  const k = busts.length
  const ids = busts.map((b) => b.entryId)
  if (new Set(ids).size !== k) reject('results.error.duplicateBust', 'The same entry is out twice in one hand.')
  if (!Number.isInteger(playersIn) || playersIn < k + 1) {
    reject('results.error.tooManyBusts', `${k} out of ${playersIn} players: at least one must remain.`, {
      params: { busts: k, playersIn }
    })
  }
  const best = playersIn - k + 1
  if (k === 1) {
    return {
      placements: [{ entryId: ids[0]!, place: best, placeTo: best, basis: 'sole-elimination' }],
      lots: [],
      drewNewLot: false
    }
  }

  if (outcome.handForHandAnnouncement) {
    // TDA RP-8A: they share the places whatever their stacks.
    const placeTo = best + k - 1
    const placements = [...ids]
      .sort()
      .map((entryId) => ({ entryId, place: best, placeTo, basis: 'equal-places' as const, note: RP8A_NOTE }))
    return { placements, lots: [], drewNewLot: false }
  }

  if (outcome.override) {
    const order = checkedOrder(outcome.override, ids, ids)
    const placements = order.map((entryId, i) => ({
      entryId,
      place: best + i,
      placeTo: best + i,
      basis: 'director' as const,
      note: outcome.override!.reason,
      decidedBy: outcome.override!.decidedBy
    }))
    return { placements, lots: [], drewNewLot: false }
  }

  // Group by start-of-hand stack, biggest first.
  const byStack = new Map<number, string[]>()
  for (const b of busts) byStack.set(b.startStack, [...(byStack.get(b.startStack) ?? []), b.entryId])
  const stacks = [...byStack.keys()].sort((a, b) => b - a)

  const placements: Placement[] = []
  const lots: LotDraw[] = []
  let drewNewLot = false
  let next = best
  for (const stack of stacks) {
    const group = byStack.get(stack)!
    if (group.length === 1) {
      placements.push({ entryId: group[0]!, place: next, placeTo: next, basis: 'start-stack' })
      next += 1
      continue
    }
    const sorted = [...group].sort()
    switch (outcome.tieRule) {
      case 'split': {
        for (const entryId of sorted)
          placements.push({ entryId, place: next, placeTo: next + group.length - 1, basis: 'equal-places' })
        break
      }
      case 'lot': {
        let lot = findRecordedLot(outcome.lots, group)
        if (!lot) {
          if (!randomInt)
            reject('results.error.lotNeeded', 'Equal stacks: a draw by lot is needed.', {
              params: { count: group.length }
            })
          lot = drawLot(sorted, randomInt)
          drewNewLot = true
        }
        lots.push(lot)
        lot.order.forEach((entryId, i) =>
          placements.push({ entryId, place: next + i, placeTo: next + i, basis: 'lot' })
        )
        break
      }
      case 'director':
      case 'other': {
        if (!outcome.tieOrder) {
          reject('results.error.tieOrderNeeded', 'Equal stacks: the order must be given with its reason (§27.7).', {
            field: 'tieOrder'
          })
        }
        const order = checkedOrder(outcome.tieOrder, group, ids)
        order.forEach((entryId, i) =>
          placements.push({
            entryId,
            place: next + i,
            placeTo: next + i,
            basis: outcome.tieRule === 'director' ? 'director' : 'other',
            note: outcome.tieOrder!.reason,
            decidedBy: outcome.tieOrder!.decidedBy
          })
        )
        break
      }
    }
    next += group.length
  }
  return { placements, lots, drewNewLot }
}

/** The explicit order restricted to `wanted`; every wanted id must be in it, and nothing outside `allowed`. */
function checkedOrder(explicit: ExplicitOrder, wanted: readonly string[], allowed: readonly string[]): string[] {
  const allowedSet = new Set(allowed)
  const seen = new Set<string>()
  for (const id of explicit.order) {
    if (!allowedSet.has(id) || seen.has(id)) {
      reject('results.error.orderInvalid', `The order names ${id}, who is not out in this hand or is named twice.`, {
        params: { entryId: id }
      })
    }
    seen.add(id)
  }
  const wantedSet = new Set(wanted)
  const order = explicit.order.filter((id) => wantedSet.has(id))
  if (order.length !== wantedSet.size) {
    reject('results.error.orderIncomplete', 'The order must name every tied entry.', {
      params: { count: wantedSet.size }
    })
  }
  return order
}
