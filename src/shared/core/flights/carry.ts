import { isIn } from '../registration'
import type { FloorState } from '../state'
import type { Tournament } from '../tournament'
import { eventRulesOf, flightOf, type Bag } from './state'

/** The flights of an event, in the order they are played: date, start time, then when they were created, label. */
export function flightsOfEvent(state: FloorState, eventId: string): Tournament[] {
  const flights: Tournament[] = []
  for (const [flightId, of] of state.flightEvent) {
    const t = of === eventId ? state.tournaments.get(flightId) : undefined
    if (t && flightOf(t)?.eventId === eventId) flights.push(t)
  }
  const key = (t: Tournament): string => `${t.fields.date} ${t.fields.time ?? '99:99'}`
  return flights.sort(
    (a, b) =>
      key(a).localeCompare(key(b)) || a.createdAt - b.createdAt || flightOf(a)!.label.localeCompare(flightOf(b)!.label)
  )
}

/** The bags of a flight that count: those of entries still in play (a bagged entry cannot go out once closed). */
export function bagsOf(t: Tournament): Bag[] {
  const bags: Bag[] = []
  for (const id of t.registration.order) {
    const bag = t.flights?.bags.get(id)
    const entry = t.registration.entries.get(id)
    if (bag && entry && isIn(entry)) bags.push(bag)
  }
  return bags
}

export interface CarryItem {
  readonly playerId: string
  readonly chips: number
  readonly fromFlightId: string
  readonly fromEntryId: string
  /** With carry-over 'best': the Day 2 entry of the player's smaller bag this one replaces (before the start). */
  readonly replaces?: string
}

export interface SkippedBag {
  readonly playerId: string
  readonly chips: number
  readonly fromFlightId: string
  readonly fromEntryId: string
  /** 'smallerBag': the player carries a bigger (or equal, earlier) one; 'alreadyStarted': Day 2 has started (§5.5 в). */
  readonly why: 'smallerBag' | 'alreadyStarted'
}

export interface CarryPlan {
  readonly toCarry: CarryItem[]
  readonly skipped: SkippedBag[]
}

/**
 * §5.5 а, в: what `day2.advance` would carry now — the bags of every closed flight not carried yet. 'all': each bag
 * is a Day 2 entry of its own. 'best': a player carries one bag, the biggest (the earlier flight on a tie); a bigger
 * later bag replaces the one carried only while Day 2 has not started, after that the first one stays.
 */
export function carryPlan(state: FloorState, event: Tournament): CarryPlan {
  const rules = eventRulesOf(event)
  const toCarry: CarryItem[] = []
  const skipped: SkippedBag[] = []
  if (!rules) return { toCarry, skipped }
  const carried = [...(event.flights?.carried.values() ?? [])]
  const sources = new Set(carried.map((c) => `${c.fromFlightId}\u0000${c.fromEntryId}`))
  const pending: CarryItem[] = []
  for (const flight of flightsOfEvent(state, event.id)) {
    if (!flight.flights?.closed) continue
    for (const bag of bagsOf(flight))
      if (!sources.has(`${flight.id}\u0000${bag.entryId}`))
        pending.push({ playerId: bag.playerId, chips: bag.chips, fromFlightId: flight.id, fromEntryId: bag.entryId })
  }
  if (rules.carryOver === 'all') return { toCarry: pending, skipped }
  const byPlayer = new Map<string, CarryItem[]>()
  for (const item of pending) {
    const list = byPlayer.get(item.playerId)
    if (list) list.push(item)
    else byPlayer.set(item.playerId, [item])
  }
  for (const [playerId, items] of byPlayer) {
    // The biggest bag; on a tie the earlier flight's (items are in flight order, and the sort is stable).
    const [best, ...rest] = [...items].sort((a, b) => b.chips - a.chips)
    for (const r of rest) skipped.push({ ...r, why: 'smallerBag' })
    const current = currentEntryOf(event, playerId)
    if (!current) toCarry.push(best!)
    else if (best!.chips <= current.chips) skipped.push({ ...best!, why: 'smallerBag' })
    // Play has begun for that entry once it is out (a hand recorded before the recorded start): it stays, as after
    // the start — withdrawing it would drop an entry the results journal names (found by the stateful fuzzer).
    else if (event.status !== 'announced' || !current.inPlay) skipped.push({ ...best!, why: 'alreadyStarted' })
    else toCarry.push({ ...best!, replaces: current.entryId })
  }
  return { toCarry, skipped }
}

/** The Day 2 entry a player carries now (not replaced), if any. */
function currentEntryOf(
  event: Tournament,
  playerId: string
): { entryId: string; chips: number; inPlay: boolean } | null {
  for (const c of event.flights?.carried.values() ?? []) {
    if (c.playerId !== playerId) continue
    const entry = event.registration.entries.get(c.entryId)
    if (entry && entry.status !== 'withdrawn') return { entryId: c.entryId, chips: c.chips, inPlay: isIn(entry) }
  }
  return null
}

/** Whether any Day 2 entry was carried from this flight. */
export function isCarried(state: FloorState, flight: Tournament): boolean {
  const eventId = flightOf(flight)?.eventId
  const event = eventId ? state.tournaments.get(eventId) : undefined
  for (const c of event?.flights?.carried.values() ?? []) if (c.fromFlightId === flight.id) return true
  return false
}
