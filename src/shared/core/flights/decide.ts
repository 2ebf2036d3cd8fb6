import type { z } from 'zod'
import type { Command } from '../commands'
import type { DecideContext } from '../context'
import { clockAt } from '../clock'
import type { DomainEvent } from '../events'
import { resolvePlayer } from '../players'
import type { RegistrationEvent } from '../registration'
import { reject } from '../rejection'
import type { FloorState } from '../state'
import { requireTournament } from '../guards'
import type { Tournament } from '../tournament'
import { headsAtBag, sameBountyFormat } from './bounty'
import { bagsOf, carryPlan, flightsOfEvent, isCarried } from './carry'
import type { FlightEvent } from './events'
import type { AdvanceDay2, BagEntry, CloseFlight, MultiDay, ReopenFlight } from './schemas'
import { eventRulesOf, flightOf, isClosedFlight } from './state'

type Cmd<T extends z.ZodType> = z.infer<T>

function requireFlight(state: FloorState, tournamentId: string): Tournament {
  const t = requireTournament(state, tournamentId)
  if (!flightOf(t))
    reject('error.flight.notAFlight', 'This tournament is not a flight of a multi-day event', { field: 'tournamentId' })
  return t
}

function requireEvent(state: FloorState, tournamentId: string): Tournament {
  const t = requireTournament(state, tournamentId)
  if (!eventRulesOf(t))
    reject('error.day2.notAnEvent', 'This tournament is not the Day 2 of a multi-day event', { field: 'tournamentId' })
  return t
}

function needReason(reason: string | null, what: string): void {
  if (!reason)
    reject('error.flight.reasonRequired', `${what} needs a recorded reason (§27.8)`, { field: 'meta.reason' })
}

function refuseClosed(t: Tournament): void {
  if (t.flights?.closed)
    reject('error.flight.closed', 'The flight is closed: its play has ended', { field: 'tournamentId' })
}

/**
 * §5.5: the multi-day part of a tournament's fields as created or edited. A flight names an existing Day 2 (not
 * itself, not another flight) under a label no other flight of that event has; a tournament flights point at stays
 * an event; a flight whose bags went to Day 2 keeps its event.
 */
export function checkMultiDay(state: FloorState, tournamentId: string | null, next: MultiDay | undefined): void {
  const t = tournamentId ? state.tournaments.get(tournamentId) : undefined
  const current = t?.fields.multiDay
  if (t && current?.role === 'event' && next?.role !== 'event' && flightsOfEvent(state, t.id).length > 0)
    reject('error.flight.eventHasFlights', 'Flights point at this event: it stays a multi-day event', {
      field: 'changes.multiDay',
      params: { flights: flightsOfEvent(state, t.id).length }
    })
  if (t && current?.role === 'flight' && isCarried(state, t)) {
    if (next?.role !== 'flight' || next.eventId !== current.eventId)
      reject('error.flight.carried', 'Bags of this flight were carried to Day 2: it stays a flight of its event', {
        field: 'changes.multiDay'
      })
  }
  if (next?.role !== 'flight') return
  const event = state.tournaments.get(next.eventId)
  if (!event || event.id === tournamentId || !eventRulesOf(event))
    reject('error.flight.noEvent', 'A flight names the Day 2 tournament of a multi-day event', {
      field: 'multiDay.eventId',
      params: { eventId: next.eventId }
    })
  const label = next.label.trim().toLowerCase()
  for (const other of flightsOfEvent(state, event.id))
    if (other.id !== tournamentId && flightOf(other)!.label.trim().toLowerCase() === label)
      reject('error.flight.labelTaken', `Another flight of this event is labelled ${next.label}`, {
        field: 'multiDay.label',
        params: { label: next.label }
      })
}

/**
 * §5.5: a closed flight takes no registration, eliminations or seat changes. `null` for a command this does not
 * concern; the refusal otherwise (thrown).
 */
const CLOSED_FLIGHT_REFUSES: ReadonlySet<string> = new Set([
  'entry.register',
  'entry.confirm',
  'entry.admit',
  'entry.withdraw',
  'entry.eliminate',
  'entry.disqualify',
  'entry.liftDisqualification',
  'entry.rebuy',
  'entry.addon',
  'results.recordHand',
  'results.correctHand',
  'results.undoHand',
  'seating.configure',
  'seating.draw',
  'seating.seat',
  'seating.propose',
  'seating.confirm',
  'seating.move',
  'seating.addTables',
  // A button moved or rules changed would offer a balancing proposal nobody may confirm in a closed flight (found by
  // the stateful fuzzer: seating.button recorded seating.proposed after flight.close).
  'seating.button',
  'seating.buttons',
  'seating.setRules'
])

export function refuseInClosedFlight(command: Command, state: FloorState): void {
  if (!CLOSED_FLIGHT_REFUSES.has(command.type) || !('tournamentId' in command) || !command.tournamentId) return
  if (isClosedFlight(state.tournaments.get(command.tournamentId)))
    reject('error.flight.closed', 'The flight is closed: reopen it first (with a reason)', { field: 'tournamentId' })
}

/** §5.5 б: with re-entry across flights not allowed, a player who bagged in one flight registers in no other. */
export function refuseReentryAfterAdvance(command: Command, state: FloorState): void {
  if (command.type !== 'entry.register') return
  const flight = flightOf(state.tournaments.get(command.tournamentId))
  if (!flight) return
  const rules = eventRulesOf(state.tournaments.get(flight.eventId))
  if (!rules || rules.reentryAfterAdvance) return
  const playerId = resolvePlayer(state.players, command.playerId)?.id ?? command.playerId
  for (const other of flightsOfEvent(state, flight.eventId)) {
    if (other.id === command.tournamentId) continue
    if (bagsOf(other).some((b) => (resolvePlayer(state.players, b.playerId)?.id ?? b.playerId) === playerId))
      reject('error.flight.alreadyAdvanced', `The player bagged in flight ${flightOf(other)!.label} (§5.5)`, {
        field: 'playerId',
        params: { label: flightOf(other)!.label }
      })
  }
}

/** §27.5: bag-and-tag — the counted stack of an entry in play, who counted, who witnessed. Again: a correction. */
export function decideBag(command: Cmd<typeof BagEntry>, state: FloorState, reason: string | null): FlightEvent[] {
  const t = requireFlight(state, command.tournamentId)
  refuseClosed(t)
  if (t.status === 'announced')
    reject('error.flight.notStarted', 'The flight has not started: nothing to bag yet', { field: 'tournamentId' })
  const entry = t.registration.entries.get(command.entryId)
  if (!entry || entry.status !== 'registered')
    reject('error.flight.entryNotInPlay', 'Only an entry in play is bagged', {
      field: 'entryId',
      params: { number: entry?.number ?? '—' }
    })
  const before = t.flights?.bags.get(entry.id)
  if (before) {
    if (
      before.chips === command.chips &&
      before.countedBy === command.countedBy &&
      before.witnessedBy === command.witnessedBy
    )
      reject('error.flight.noChange', 'The bag is recorded with these very counts', { field: 'chips' })
    needReason(reason, 'A second count of a bag')
  }
  return [
    {
      type: 'flight.bagged',
      tournamentId: t.id,
      entryId: entry.id,
      playerId: entry.playerId,
      chips: command.chips,
      countedBy: command.countedBy,
      witnessedBy: command.witnessedBy
    }
  ]
}

/**
 * The entries in play a flight has not bagged, in entry-number order. A pre-registered entry never confirmed on site
 * (§6.5) has no stack on a table: it is not bagged and does not hold the closing up.
 */
export function unbagged(t: Tournament): { entryId: string; number: number | null }[] {
  const out: { entryId: string; number: number | null }[] = []
  for (const id of t.registration.order) {
    const e = t.registration.entries.get(id)
    if (e?.status === 'registered' && !t.flights?.bags.has(id)) out.push({ entryId: id, number: e.number })
  }
  return out.sort((a, b) => (a.number ?? Infinity) - (b.number ?? Infinity))
}

/** The chips bagged in a flight: the counted stacks of the entries in play (§27.5). */
export function baggedChips(t: Tournament): number {
  let n = 0
  for (const [id, bag] of t.flights?.bags ?? [])
    if (t.registration.entries.get(id)?.status === 'registered') n += bag.chips
  return n
}

/**
 * §5.5: the flight's play ends; refused while an entry in play has no bag (the count and the first numbers). §27.5:
 * the bags are checked against the chips in play (`chipsInPlay`, the root's totals: every stack bought, with the
 * colour-ups' change); a difference is refused with both figures until the director confirms that very difference
 * with a reason — the counted chips are the record, the difference is kept with the closing. A clock still running
 * stops there, recorded as a pause by the same record (as at a winner).
 */
export function decideClose(
  command: Cmd<typeof CloseFlight>,
  state: FloorState,
  ctx: DecideContext,
  reason: string | null,
  chipsInPlay: (t: Tournament) => number
): DomainEvent[] {
  const t = requireFlight(state, command.tournamentId)
  refuseClosed(t)
  if (t.status === 'announced')
    reject('error.flight.notStarted', 'The flight has not started: nothing to close yet', { field: 'tournamentId' })
  const left = unbagged(t)
  if (left.length > 0)
    reject('error.flight.unbagged', `${left.length} entries in play have no bag`, {
      field: 'tournamentId',
      params: {
        count: left.length,
        numbers: left
          .slice(0, 5)
          .map((e) => e.number ?? '—')
          .join(', ')
      }
    })
  const bagged = baggedChips(t)
  const inPlay = chipsInPlay(t)
  const differs = bagged !== inPlay
  if (differs) {
    const seen = command.difference
    if (!seen || seen.bagged !== bagged || seen.inPlay !== inPlay)
      reject('error.flight.bagsDiffer', `The bags add up to ${bagged}, the chips in play are ${inPlay}`, {
        field: 'difference',
        params: { bagged, inPlay, difference: bagged - inPlay }
      })
    if (!reason)
      reject('error.flight.differenceReason', 'Closing with a difference needs a recorded reason (§27.5, §27.8)', {
        field: 'meta.reason'
      })
  }
  const events: DomainEvent[] = [
    { type: 'flight.closed', tournamentId: t.id, ...(differs ? { bags: { bagged, inPlay } } : {}) }
  ]
  // A seating proposal still offered is dismissed with the closing: nobody may confirm it in a closed flight (§5.5;
  // found by the stateful fuzzer, a balancing proposal left pending by the last elimination).
  const pending = t.seating?.pending
  if (pending) events.push({ type: 'seating.proposalDismissed', tournamentId: t.id, proposalId: pending.id })
  const reading = clockAt(t, ctx.now)
  if (reading.status === 'running')
    events.push({ type: 'clock.paused', tournamentId: t.id, at: ctx.now, position: reading.position })
  return events
}

/** A closed flight opened again, with a reason, while none of its bags went to Day 2. */
export function decideReopen(
  command: Cmd<typeof ReopenFlight>,
  state: FloorState,
  reason: string | null
): FlightEvent[] {
  const t = requireFlight(state, command.tournamentId)
  if (!t.flights?.closed) reject('error.flight.notClosed', 'The flight is not closed', { field: 'tournamentId' })
  if (isCarried(state, t))
    reject('error.flight.carried', 'Bags of this flight were carried to Day 2: it cannot reopen', {
      field: 'tournamentId'
    })
  needReason(reason, 'Reopening a closed flight')
  return [{ type: 'flight.reopened', tournamentId: t.id }]
}

/**
 * §5.5 а, в: Day 2 entries from the bags of every closed flight not carried yet — per stack an ordinary
 * `entry.registered` (starting chips = the bag) and the `day2.carried` that links it to its bag; a smaller bag's entry
 * a bigger one replaces (carry-over 'best', before the start) is withdrawn first.
 */
export function decideAdvance(command: Cmd<typeof AdvanceDay2>, state: FloorState, ctx: DecideContext): DomainEvent[] {
  const event = requireEvent(state, command.tournamentId)
  const plan = carryPlan(state, event)
  if (plan.toCarry.length === 0)
    reject('error.day2.nothingToCarry', 'No closed flight has bags left to carry', {
      field: 'tournamentId',
      params: { skipped: plan.skipped.length }
    })
  // §5.10 with §5.5: the head travels with the bag only where the flight and the Day 2 announced one bounty format;
  // otherwise the director fixes the announcement first (a head in other units or shares would mean something else).
  for (const flightId of new Set(plan.toCarry.map((item) => item.fromFlightId))) {
    const flight = state.tournaments.get(flightId)!
    if (!sameBountyFormat(flight, event))
      reject('error.day2.bountyFormat', `Flight ${flightOf(flight)!.label} is announced with another bounty format`, {
        field: 'tournamentId',
        params: { label: flightOf(flight)!.label }
      })
  }
  const events: DomainEvent[] = []
  let number = event.registration.lastNumber
  const headOf = headsAtBag(state)
  for (const item of plan.toCarry) {
    const entryId = ctx.newId()
    const playerId = resolvePlayer(state.players, item.playerId)?.id ?? item.playerId
    if (item.replaces) events.push({ type: 'entry.withdrawn', tournamentId: event.id, entryId: item.replaces })
    const bounty = headOf(item.fromFlightId, item.fromEntryId)
    const registered: RegistrationEvent = {
      type: 'entry.registered',
      tournamentId: event.id,
      entryId,
      playerId,
      kind: 'entry',
      status: 'registered',
      number: (number += 1),
      chips: item.chips,
      late: event.status !== 'announced',
      override: null
    }
    events.push(registered, {
      type: 'day2.carried',
      tournamentId: event.id,
      entryId,
      playerId,
      chips: item.chips,
      fromFlightId: item.fromFlightId,
      fromEntryId: item.fromEntryId,
      ...(item.replaces ? { replacesEntryId: item.replaces } : {}),
      ...(bounty !== null ? { bounty } : {})
    })
  }
  return events
}
