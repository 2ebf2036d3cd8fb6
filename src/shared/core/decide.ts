import type { Command, CommandEnvelope } from './commands'
import type { DecideContext } from './context'
import type { DomainEvent } from './events'
import { reject } from './rejection'
import type { FloorState } from './state'
import type { Tournament } from './tournament'
import { resolvePlayer, decideCreatePlayer, decideEditPlayer, decideImportPlayers, decideMergePlayers } from './players'
import { decideClock, decideRecordStart } from './clock'
import { decideCreateTournament, decideDisplayTournament, decideEditTournament } from './tournament'
import { decideSetAwards, decideSetEntryTerms, liveSeatsElsewhere } from './registration'
import * as entry from './registration'
import * as seating from './seating'
import { seatingFollowUps, requireTablesFree } from './seating'
import * as results from './results'
import { stopClockAtWinner, eliminationRecord, requirePlacesHold } from './results'
import * as series from './series'
import * as display from './display'
import { requireTicketFor, decideIssueTickets, decideVoidTicket } from './tickets'
import * as accounts from './accounts'
import { requireInScope } from './accounts'
import { decideSetCategories, decideSetMemberships, decideSetTeams } from './standings'
import * as chipRace from './chiprace'
import * as flights from './flights'
import { decideSeatByStack } from './flights'
import { tournamentStats } from './views'

/** How far in the future a record's "happened at" may lie: a little clock skew between PCs, no more. */
const FUTURE_SLACK_MS = 60_000

/**
 * decide(command, state) → events, or a thrown RejectedError. Pure: reads the state, never changes it.
 * The envelope has already been parsed by zod at the boundary.
 */
export function decide(envelope: CommandEnvelope, state: FloorState, ctx: DecideContext): DomainEvent[] {
  const occurredAt = envelope.meta?.occurredAt
  if (occurredAt !== undefined && occurredAt > ctx.now + FUTURE_SLACK_MS) {
    reject('error.occurredInFuture', 'A record cannot have happened in the future', { field: 'meta.occurredAt' })
  }
  // §3: an account limited to named tournaments records only there, with its role in each (accounts/scope.ts).
  if (ctx.accountId)
    requireInScope(
      state.accounts,
      ctx.accountId,
      envelope.command,
      (id) => state.tournaments.get(id)?.fields.name ?? id
    )
  const events = decideCommand(envelope.command, state, ctx, envelope.meta?.reason ?? null, occurredAt)
  // Seating follows entries: late seats, freed seats, the balancing that is then due.
  return events.length === 0 || envelope.command.type.startsWith('seating.')
    ? events
    : [...events, ...seatingFollowUps(state, events, ctx)]
}

/** The tournaments that may be in play: those the main process holds in memory (finished ones stay parked). */
function tournamentsInPlay(state: FloorState, ctx: DecideContext): Iterable<Tournament> {
  return ctx.residentTournaments?.() ?? state.tournaments.values()
}

function decideCommand(
  command: Command,
  state: FloorState,
  ctx: DecideContext,
  reason: string | null,
  occurredAt?: number
): DomainEvent[] {
  flights.refuseInClosedFlight(command, state) // §5.5: a closed flight's play has ended
  flights.refuseReentryAfterAdvance(command, state) // §5.5 б
  switch (command.type) {
    case 'tournament.create':
      flights.checkMultiDay(state, null, command.fields.multiDay) // §5.5
      return decideCreateTournament(command, ctx, state)
    case 'tournament.edit':
      if (command.changes.multiDay !== undefined)
        flights.checkMultiDay(state, command.tournamentId, command.changes.multiDay ?? undefined)
      return decideEditTournament(command, state, reason)
    case 'tournament.display':
      return decideDisplayTournament(command, state)
    case 'tournament.recordStart':
      return decideRecordStart(command, state, ctx)
    case 'clock.structure.set':
    case 'clock.start':
    case 'clock.pause':
    case 'clock.resume':
    case 'clock.adjust':
    case 'clock.setRemaining':
    case 'clock.jump':
    case 'clock.handForHand':
    case 'clock.handComplete':
    case 'clock.shotClock.start':
    case 'clock.shotClock.clear':
    case 'clock.announce':
    case 'clock.display':
    case 'clock.cancelStart':
      return decideClock(command, state, ctx, reason)
    case 'account.create':
      return accounts.decideCreateAccount(command, state, ctx)
    case 'account.edit':
      return accounts.decideEditAccount(command, state)
    case 'account.setPin':
      return accounts.decideSetAccountPin(command, state, ctx)
    case 'account.setEnabled':
      return accounts.decideSetAccountEnabled(command, state)
    case 'roles.setPermissions':
      return accounts.decideSetRolePermissions(command, state)
    case 'account.setScope':
      return accounts.decideSetAccountScope(command, state)
    case 'player.create':
      return decideCreatePlayer(command, state, ctx)
    case 'player.edit':
      return decideEditPlayer(command, state)
    case 'player.merge':
      return decideMergePlayers(command, state, reason)
    case 'player.import':
      return decideImportPlayers(command, ctx)
    case 'registration.setTerms':
      return decideSetEntryTerms(command, state, ctx, reason)
    case 'registration.setAwards':
      return decideSetAwards(command, state, ctx, reason)
    case 'tickets.issue':
      return decideIssueTickets(command, state, ctx)
    case 'tickets.void':
      return decideVoidTicket(command, state, reason)
    case 'entry.register': {
      // §6.9: the seats the player holds now in the hall's other tournaments in play (registration names them).
      const target = state.tournaments.get(command.tournamentId)
      const player = target ? resolvePlayer(state.players, command.playerId) : undefined
      const elsewhere = target && player ? liveSeatsElsewhere(tournamentsInPlay(state, ctx), target, player.id) : []
      return entry.decideRegister(
        command,
        state,
        ctx,
        reason,
        (ticketId, t, playerId) => requireTicketFor(state, ticketId, t, playerId),
        elsewhere
      )
    }
    case 'entry.confirm':
      return entry.decideConfirm(command, state)
    case 'entry.admit':
      return entry.decideAdmit(command, state, ctx, reason)
    case 'entry.withdraw': {
      const events = entry.decideWithdraw(command, state, ctx, reason)
      requirePlacesHold(state.tournaments.get(command.tournamentId), { leaving: command.entryId }) // §27.8
      return events
    }
    case 'entry.eliminate': {
      results.requireUnsealed(state, command.tournamentId, reason)
      const at = state.tournaments.get(command.tournamentId)
      if (at) results.requireLevelReached(at, command.level, ctx)
      const events = entry.decideEliminate(command, state, ctx.newId())
      const t = state.tournaments.get(command.tournamentId)
      // §9.3: refused where the same hand in results.recordHand is (the last entry in play cannot go out).
      if (t && !t.results.handOf.has(command.entryId))
        requirePlacesHold(t, { record: eliminationRecord(t, command) }, 'results.error.tooManyBusts')
      return events
    }
    case 'entry.disqualify': {
      const events = entry.decideDisqualify(command, state, reason)
      // §25.10, §25.11: the disqualification enters the places journal; the places must still hold with it.
      const t = state.tournaments.get(command.tournamentId)!
      requirePlacesHold(t, {
        record: {
          type: 'disqualified',
          entryId: command.entryId,
          places: t.results.rules.disqualificationPlaces,
          reason: reason!,
          by: 'check'
        }
      })
      return events
    }
    case 'entry.liftDisqualification':
      return entry.decideLiftDisqualification(command, state, reason)
    case 'entry.rebuy':
      return entry.decideRebuy(command, state, ctx)
    case 'entry.addon':
      return entry.decideAddon(command, state, ctx)
    case 'seating.configure': {
      // The hall's tables are one room: no table in play in another tournament (seating/hallTables.ts).
      const t = state.tournaments.get(command.tournamentId)
      if (t)
        requireTablesFree(
          tournamentsInPlay(state, ctx),
          t,
          command.tables.map((x) => x.number)
        )
      return seating.decideConfigure(command, state, ctx)
    }
    case 'seating.draw': {
      // Checked again before the draw: another tournament may have drawn the same tables since this one was set up.
      const t = state.tournaments.get(command.tournamentId)
      const room = t?.seating?.room
      if (t && room) requireTablesFree(tournamentsInPlay(state, ctx), t, [...room.tables.keys()], 'tournamentId')
      return seating.decideDraw(command, state, ctx)
    }
    case 'seating.seat':
      return seating.decideSeat(command, state, ctx)
    case 'seating.propose':
      return seating.decidePropose(command, state, ctx)
    case 'seating.confirm':
      return seating.decideConfirm(command, state, ctx, reason)
    case 'seating.dismiss':
      return seating.decideDismiss(command, state, reason)
    case 'seating.move':
      return seating.decideMove(command, state, ctx, reason)
    case 'seating.button':
      return seating.decideButton(command, state, ctx)
    case 'seating.buttons':
      return seating.decideButtons(command, state, ctx)
    case 'seating.handForHand': {
      // §24.4–§24.6, §8.14: one hand-for-hand for the floor. With a clock, the seating switch is the clock's: it stops
      // the level clock and makes seating ask before moving, and turning it off resumes what it stopped.
      const t = state.tournaments.get(command.tournamentId)
      if (t?.clock.structure) {
        const { mode, deductSeconds } = t.clock.handForHand
        const events = decideClock(
          { type: 'clock.handForHand', tournamentId: t.id, on: command.on, mode, deductSeconds },
          state,
          ctx,
          reason
        )
        if (events.length > 0) return events
      }
      return seating.decideHandForHand(command, state)
    }
    case 'seating.showList':
      return seating.decideShowList(command, state)
    case 'seating.addTables': {
      const t = state.tournaments.get(command.tournamentId)
      if (t)
        requireTablesFree(
          tournamentsInPlay(state, ctx),
          t,
          command.tables.map((x) => x.number)
        )
      return seating.decideAddTables(command, state, ctx)
    }
    case 'seating.setRules':
      return seating.decideSetRules(command, state, ctx, reason)
    case 'results.setRules':
      return results.decideSetRules(command, state, reason)
    case 'results.recordHand':
      return stopClockAtWinner(results.decideRecordHand(command, state, ctx, reason, occurredAt), state, ctx)
    case 'results.correctHand':
      return results.decideCorrectHand(command, state, ctx, reason)
    case 'results.undoHand':
      return results.decideUndoHand(command, state, ctx, reason)
    case 'results.approve':
      return results.decideApprove(command, state)
    case 'results.reopen':
      return results.decideReopen(command, state, reason)
    case 'penalty.record':
      return results.decideRecordPenalty(command, state, ctx, reason, occurredAt)
    case 'penalty.publish':
      return results.decidePublishPenalty(command, state, reason)
    case 'penalty.startTimeAway':
      return results.decideStartTimeAway(command, state, ctx)
    case 'dispute.record':
      return results.decideRecordDispute(command, state, ctx, reason, occurredAt)
    case 'penalty.correct':
      return results.decideCorrectPenalty(command, state, reason)
    case 'penalty.withdraw':
      return results.decideWithdrawPenalty(command, state, reason)
    case 'dispute.publish':
      return results.decidePublishDispute(command, state, reason)
    case 'dispute.correct':
      return results.decideCorrectDispute(command, state, reason)
    case 'series.create':
      return series.decideCreateSeries(command, ctx)
    case 'series.announceFormula':
      return series.decideAnnounceFormula(command, state, ctx)
    case 'series.attach':
      return series.decideAttach(command, state)
    case 'series.drawLots':
      return series.decideDrawLots(command, state, ctx, reason)
    case 'series.excludeEvent':
      return series.decideExcludeEvent(command, state, reason)
    case 'series.includeEvent':
      return series.decideIncludeEvent(command, state, reason)
    case 'series.annulPoints':
      return series.decideAnnulPoints(command, state, reason)
    case 'series.restorePoints':
      return series.decideRestorePoints(command, state, reason)
    case 'series.resolveMergeConflict':
      return series.decideResolveMergeConflict(command, state, reason)
    case 'display.screen.configure':
      return display.decideConfigureScreen(command, state)
    case 'display.screen.identify':
      return display.decideIdentifyScreen(command, ctx)
    case 'display.screen.forget':
      return display.decideForgetScreen(command, state)
    case 'display.layout.save':
      return display.decideSaveLayout(command, state, ctx)
    case 'display.layout.delete':
      return display.decideDeleteLayout(command, state)
    case 'standings.setCategories':
      return decideSetCategories(command, state, reason)
    case 'player.setMemberships':
      return decideSetMemberships(command, state)
    case 'standings.setTeams':
      return decideSetTeams(command, state, reason)
    case 'chipRace.setChips':
      return chipRace.decideSetChips(command, state)
    case 'chipRace.announce':
      return chipRace.decideAnnounce(command, state, reason)
    case 'chipRace.recordTable':
      return chipRace.decideRecordTable(command, state)
    case 'chipRace.correctTable':
      return chipRace.decideCorrectTable(command, state, reason)
    case 'chipRace.undoTable':
      return chipRace.decideUndoTable(command, state, reason)
    case 'flight.bag':
      return flights.decideBag(command, state, reason)
    case 'flight.close':
      // §27.5: the bags are checked against the chips in play as the clock and the admin total them.
      return flights.decideClose(command, state, ctx, reason, (t) => tournamentStats(t).totalChips)
    case 'flight.reopen':
      return flights.decideReopen(command, state, reason)
    case 'day2.advance':
      return flights.decideAdvance(command, state, ctx)
    case 'day2.seatByStack':
      return decideSeatByStack(command, state, ctx)
  }
}
