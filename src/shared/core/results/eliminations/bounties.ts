import type { BountyFormat, BountyKind, BountyUnit, Tournament } from '../../tournament'
import { isIn } from '../../registration'
import { placedEntryIds } from '../state'

/**
 * §5.10 bounty and progressive bounty — records only: the app never holds or pays money (§4.3, §27.3).
 * Bounties are counted in the points or chips the event announced, and derived from the eliminations recorded: who
 * eliminated whom (`Bust.eliminatedBy`), in the order of eliminations, as the hands stand now — a correction of an
 * eliminator or an undo changes the fold, never a stored total.
 *
 * - Each entry starts with the announced starting bounty on its head; a re-entry is an entry of its own and starts
 *   afresh (§5.6). A Day 2 entry carried from a flight's bag (§5.5) starts with the head it had at the end of the
 *   flight, recorded with the carry (`day2.carried.bounty`): the bounty travels with the bag.
 * - Plain bounty: the eliminator collects the whole head; heads never grow.
 * - Progressive bounty: the eliminator collects `collectedPercent` of the head (rounded down) and the rest goes onto
 *   the eliminator's own head.
 * - Split knockout (several eliminators, e.g. a split pot): each part is shared equally; the remainder of a division
 *   goes to the first named eliminator. Each eliminator counts a share of the knockout (1/2, 1/3 …), the common
 *   practice, so the knockouts of a tournament add up to the entries knocked out.
 * - An elimination without an eliminator (not recorded) leaves its head unclaimed; a disqualification is no knockout:
 *   the disqualified entry is out of play (never on the hall's bounty tile) and its head is unclaimed too.
 * - The winner collects their own head at the end (§5.10, the progressive-knockout practice: the last head is won by
 *   the one who wins the tournament): it is added to what they collected and named apart (`ownHead`). No knockout is
 *   counted for it. A flight that ends by bagging has no winner: the heads travel with the bags (§5.5).
 */
export interface EntryBounty {
  readonly entryId: string
  /** Knockouts, a split one counted as a share (0.5 for two eliminators). */
  readonly knockouts: number
  /** Bounty collected from the heads knocked out, in the announced unit. */
  readonly collected: number
  /** The bounty on this entry's head now — or, once out, the one it had when knocked out. */
  readonly head: number
  /** Still in play (not eliminated in a hand that stands). */
  readonly inPlay: boolean
  /** §5.5: the head brought from a flight's bag that this Day 2 entry started with; null: the starting bounty. */
  readonly carried: number | null
  /** §5.10: the winner's own head, collected by the winner at the end (included in `collected`); 0 for everyone else. */
  readonly ownHead: number
  /**
   * §5.10: who collected this entry's head when it went out, and how much each (a split knockout names several);
   * empty while in play, and when out with no eliminator recorded (the head unclaimed).
   */
  readonly collectedBy: readonly { readonly entryId: string; readonly amount: number }[]
}

export interface BountyTable {
  readonly kind: Exclude<BountyKind, 'none'>
  readonly unit: BountyUnit
  readonly startingBounty: number
  readonly collectedPercent: number
  /** In the order of the tournament's entries (registration order). */
  readonly entries: readonly EntryBounty[]
  /** Heads of entries out with no eliminator recorded, and of entries disqualified while in play. */
  readonly unclaimed: number
}

/** The announced format when the tournament is a bounty event, else null. */
export function bountyFormatOf(t: Tournament): (BountyFormat & { kind: Exclude<BountyKind, 'none'> }) | null {
  const format = t.fields.bounty
  if (!format || format.kind === 'none') return null
  return format as BountyFormat & { kind: Exclude<BountyKind, 'none'> }
}

/** `value` shared equally among `n`; the remainder goes to the first named (§5.10, see above). */
export function splitEqually(value: number, n: number): number[] {
  const base = Math.floor(value / n)
  const shares = Array.from({ length: n }, () => base)
  shares[0]! += value - base * n
  return shares
}

/**
 * Knockout shares are counted exactly, in units of 1/LCM(1…20) of a knockout (a split names at most 20 eliminators),
 * so 1/3 + 1/3 + 1/3 is exactly one and the shares of a tournament add up to the entries knocked out.
 */
const SHARE_UNITS = 232_792_560

/** §5.10: knockouts, bounty collected and the head of every entry, or null when the event has no bounty format. */
export function bountiesOf(t: Tournament): BountyTable | null {
  const format = bountyFormatOf(t)
  if (!format) return null
  const ids = placedEntryIds(t)
  const carriedHead = (id: string): number | null => t.flights?.carried.get(id)?.bounty ?? null
  const rows = new Map<
    string,
    {
      units: number
      collected: number
      head: number
      inPlay: boolean
      ownHead: number
      collectedBy: { entryId: string; amount: number }[]
    }
  >(
    ids.map((id) => [
      id,
      {
        units: 0,
        collected: 0,
        head: carriedHead(id) ?? format.startingBounty,
        inPlay: true,
        ownHead: 0,
        collectedBy: []
      }
    ])
  )
  let unclaimed = 0
  const progressive = format.kind === 'progressive'
  for (const handId of t.results.handOrder) {
    const hand = t.results.hands.get(handId)
    if (!hand || hand.entryIds.length === 0) continue
    for (const bust of hand.outcome.busts) {
      // An undone entry is back in: its elimination no longer stands.
      if (!hand.entryIds.includes(bust.entryId)) continue
      const out = rows.get(bust.entryId)
      if (!out) continue
      out.inPlay = false
      const hitmen = [...new Set(bust.eliminatedBy ?? [])].filter((id) => rows.has(id))
      if (hitmen.length === 0) {
        unclaimed += out.head
        continue
      }
      const collectedPart = progressive ? Math.floor((out.head * format.collectedPercent) / 100) : out.head
      const headPart = progressive ? out.head - collectedPart : 0
      const collected = splitEqually(collectedPart, hitmen.length)
      const added = splitEqually(headPart, hitmen.length)
      hitmen.forEach((id, i) => {
        const row = rows.get(id)!
        row.units += SHARE_UNITS / hitmen.length
        row.collected += collected[i]!
        row.head += added[i]!
        out.collectedBy.push({ entryId: id, amount: collected[i]! })
      })
    }
  }
  // Out of play without a knockout (§25.1: disqualified): the head stays where it was, collected by nobody.
  for (const [id, row] of rows) {
    const entry = t.registration.entries.get(id)
    if (row.inPlay && entry && !isIn(entry)) {
      row.inPlay = false
      unclaimed += row.head
    }
  }
  // §5.10: the winner wins their own head — the one entry left in play once a result is recorded, as the places
  // declare the winner (§9.3); never in a flight bagged for Day 2, where many are left.
  const left = [...rows.values()].filter((row) => row.inPlay)
  if (t.results.records.length > 0 && left.length === 1) {
    const row = left[0]!
    row.ownHead = row.head
    row.collected += row.head
  }
  return {
    kind: format.kind,
    unit: format.unit,
    startingBounty: format.startingBounty,
    collectedPercent: progressive ? format.collectedPercent : 100,
    entries: ids.map((entryId) => {
      const { units, collected, head, inPlay, ownHead, collectedBy } = rows.get(entryId)!
      return {
        entryId,
        knockouts: units / SHARE_UNITS,
        collected,
        head,
        inPlay,
        carried: carriedHead(entryId),
        ownHead,
        collectedBy
      }
    }),
    unclaimed
  }
}

/** The heads still in play, biggest first (then most knockouts, then registration order): the hall's bounty tile. */
export function topBounties(table: BountyTable, count: number): EntryBounty[] {
  const order = new Map(table.entries.map((e, i) => [e.entryId, i]))
  const rank = (e: EntryBounty): number => (table.kind === 'progressive' ? e.head : e.collected)
  return table.entries
    .filter((e) => e.inPlay)
    .sort((a, b) => rank(b) - rank(a) || b.knockouts - a.knockouts || order.get(a.entryId)! - order.get(b.entryId)!)
    .slice(0, count)
}
