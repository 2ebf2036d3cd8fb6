import type { Command, CommandEnvelope } from './commands'
import type { DecideContext } from './context'
import { tournamentsInPlay, type DecideInput, type Deciders } from './decider'
import type { DomainEvent } from './events'
import { reject } from './rejection'
import type { FloorState } from './state'
import { accountDeciders, requireInScope } from './accounts'
import { playerDeciders, resolvePlayer } from './players'
import { clockDeciders } from './clock'
import { tournamentDeciders } from './tournament'
import { decideRegister, liveSeatsElsewhere, registrationDeciders } from './registration'
import { seatingDeciders, seatingFollowUps } from './seating'
import {
  eliminationRecord,
  penaltyDeciders,
  requireLevelReached,
  requirePlacesHold,
  requireUnsealed,
  resultsDeciders
} from './results'
import { leagueDeciders } from './league'
import { displayDeciders } from './display'
import { requireTicketFor, ticketDeciders } from './tickets'
import { chipRaceDeciders } from './chiprace'
import { checkMultiDay, decideClose, flightDeciders, refuseInClosedFlight, refuseReentryAfterAdvance } from './flights'
import { tournamentStats } from './views'

/** How far in the future a record's "happened at" may lie: a little clock skew between PCs, no more. */
const FUTURE_SLACK_MS = 60_000

/**
 * Every command's decision, in one table: each area's own, and below them the few the root composes because they
 * join areas that may not import each other (an area reads only the areas below it). A new command is decided in its
 * own area's table; this table names it only when its rule reaches into an area above that one.
 */
export const DECIDERS: Deciders<Command> = {
  ...accountDeciders,
  ...playerDeciders,
  ...clockDeciders,
  ...tournamentDeciders,
  ...registrationDeciders,
  ...ticketDeciders,
  ...seatingDeciders,
  ...resultsDeciders,
  ...penaltyDeciders,
  ...leagueDeciders,
  ...displayDeciders,
  ...chipRaceDeciders,
  ...flightDeciders,

  // §5.5: a flight's multi-day role cannot change while the event has flights.
  'tournament.create': (c, input) => {
    checkMultiDay(input.state, null, c.fields.multiDay)
    return tournamentDeciders['tournament.create'](c, input)
  },
  'tournament.edit': (c, input) => {
    if (c.changes.multiDay !== undefined) checkMultiDay(input.state, c.tournamentId, c.changes.multiDay ?? undefined)
    return tournamentDeciders['tournament.edit'](c, input)
  },
  'entry.register': (c, input) => {
    const { state, ctx, reason } = input
    // §6.9: the seats the player holds now in the hall's other tournaments in play (registration names them).
    const target = state.tournaments.get(c.tournamentId)
    const player = target ? resolvePlayer(state.players, c.playerId) : undefined
    const elsewhere = target && player ? liveSeatsElsewhere(tournamentsInPlay(input), target, player.id) : []
    // §6.13: a satellite's ticket pays for the entry.
    return decideRegister(
      c,
      state,
      ctx,
      reason,
      (ticketId, t, playerId) => requireTicketFor(state, ticketId, t, playerId),
      elsewhere
    )
  },
  'entry.withdraw': (c, input) => {
    const events = registrationDeciders['entry.withdraw'](c, input)
    requirePlacesHold(input.state.tournaments.get(c.tournamentId), { leaving: c.entryId }) // §27.8
    return events
  },
  'entry.eliminate': (c, input) => {
    const { state, ctx, reason } = input
    requireUnsealed(state, c.tournamentId, reason)
    const at = state.tournaments.get(c.tournamentId)
    if (at) requireLevelReached(at, c.level, ctx)
    const events = registrationDeciders['entry.eliminate'](c, input)
    const t = state.tournaments.get(c.tournamentId)
    // §9.3: refused where the same hand in results.recordHand is (the last entry in play cannot go out).
    if (t && !t.results.handOf.has(c.entryId))
      requirePlacesHold(t, { record: eliminationRecord(t, c) }, 'results.error.tooManyBusts')
    return events
  },
  'entry.disqualify': (c, input) => {
    const events = registrationDeciders['entry.disqualify'](c, input)
    // §25.10, §25.11: the disqualification enters the places journal; the places must still hold with it.
    const t = input.state.tournaments.get(c.tournamentId)!
    requirePlacesHold(t, {
      record: {
        type: 'disqualified',
        entryId: c.entryId,
        places: t.results.rules.disqualificationPlaces,
        reason: input.reason!,
        by: 'check'
      }
    })
    return events
  },
  // §27.5: the bags are checked against the chips in play as the clock and the admin total them.
  'flight.close': (c, { state, ctx, reason }) =>
    decideClose(c, state, ctx, reason, (t) => tournamentStats(t).totalChips)
}

/**
 * decide(command, state) → events, or a thrown RejectedError. Pure: reads the state, never changes it.
 * The envelope has already been parsed by zod at the boundary.
 */
export function decide(envelope: CommandEnvelope, state: FloorState, ctx: DecideContext): DomainEvent[] {
  const occurredAt = envelope.meta?.occurredAt
  if (occurredAt !== undefined && occurredAt > ctx.now + FUTURE_SLACK_MS) {
    reject('error.occurredInFuture', 'A record cannot have happened in the future', { field: 'meta.occurredAt' })
  }
  const { command } = envelope
  // §3: an account limited to named tournaments records only there, with its role in each (accounts/scope.ts).
  if (ctx.accountId)
    requireInScope(state.accounts, ctx.accountId, command, (id) => state.tournaments.get(id)?.fields.name ?? id)
  refuseInClosedFlight(command, state) // §5.5: a closed flight's play has ended
  refuseReentryAfterAdvance(command, state) // §5.5 б
  const input: DecideInput = { state, ctx, reason: envelope.meta?.reason ?? null, occurredAt }
  const decideOne = DECIDERS[command.type] as (command: Command, input: DecideInput) => DomainEvent[]
  const events = decideOne(command, input)
  // Seating follows entries: late seats, freed seats, the balancing that is then due.
  return events.length === 0 || command.type.startsWith('seating.')
    ? events
    : [...events, ...seatingFollowUps(state, events, ctx)]
}
