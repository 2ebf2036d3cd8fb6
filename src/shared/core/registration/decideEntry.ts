import type { z } from 'zod'
import type { DecideContext } from '../context'
import { requirePlayer, resolvePlayer } from '../players'
import { reject } from '../rejection'
import type { FloorState } from '../state'
import { requireTournament } from '../guards'
import type { Tournament } from '../tournament'
import { entriesOfPlayer } from './entries'
import type { RegistrationEvent } from './events'
import { describeClose, lateRegistrationOpen } from './lateRegistration'
import { openThroughLevel, type LevelPosition } from './levels'
import type {
  AddonEntry,
  AdmitFromWaitingList,
  ConfirmEntry,
  DisqualifyEntry,
  LiftDisqualification,
  EliminateEntry,
  RebuyEntry,
  RegisterEntry,
  WithdrawEntry
} from './schemas'
import { isIn, type Entry } from './state'
import type { TicketUse } from '../tickets'
import { describeLiveSeat, type LiveSeat } from './liveElsewhere'

type Cmd<T extends z.ZodType> = z.infer<T>

function positionOf(tournament: Tournament, ctx: DecideContext): LevelPosition {
  return ctx.levelOf?.(tournament.id) ?? null
}

export function requireReason(reason: string | null, what: string): void {
  if (!reason)
    reject('error.registration.reasonRequired', `${what} needs the director's recorded reason`, {
      field: 'meta.reason'
    })
}

export function requireEntry(tournament: Tournament, entryId: string, field = 'entryId'): Entry {
  const entry = tournament.registration.entries.get(entryId)
  if (!entry)
    reject('error.entry.notFound', `No entry with id ${entryId} in this tournament`, { field, params: { entryId } })
  return entry
}

function requireIn(entry: Entry): void {
  if (!isIn(entry)) {
    reject('error.entry.notIn', `Entry #${entry.number ?? '—'} is not in the tournament (${entry.status})`, {
      field: 'entryId',
      params: { number: entry.number ?? '—', status: entry.status }
    })
  }
}

/**
 * Register a player (a first entry or a re-entry). Each term that can block it is checked in turn and named in
 * the refusal: the player still in (§5.6), disqualification (§6.10), re-entry terms (§5.6, §5.9), late
 * registration (§7.7–§7.9), the player cap and its waiting list.
 */
/**
 * The ticket check registration asks of the satellites' tickets (§5.12, §6.9): the ticket a registration names must be
 * a seat in this event, in force, unused and the player's own. The tickets area answers it; registration, below it,
 * only asks.
 */
export type TicketCheck = (ticketId: string, tournament: Tournament, playerId: string) => TicketUse

export function decideRegister(
  command: Cmd<typeof RegisterEntry>,
  state: FloorState,
  ctx: DecideContext,
  reason: string | null,
  ticketFor: TicketCheck,
  /** Where the player sits now in the hall's other tournaments in play (liveElsewhere.ts), given by the root. */
  elsewhere: readonly LiveSeat[] = []
): RegistrationEvent[] {
  const tournament = requireTournament(state, command.tournamentId)
  const player = requirePlayer(state, command.playerId)
  const current = resolvePlayer(state.players, player.id) ?? player
  if (command.override) requireReason(reason, 'An override')
  const reg = tournament.registration
  const terms = reg.terms
  const position = positionOf(tournament, ctx)
  const previous = entriesOfPlayer(tournament, current.id)

  const stillIn = previous.find((e) => isIn(e) || e.status === 'waiting')
  if (stillIn) {
    reject(
      'error.entry.playerStillIn',
      `${current.fields.displayName} already holds entry #${stillIn.number ?? '—'} (${stillIn.status}); a re-entry needs an elimination first (§5.6)`,
      {
        field: 'playerId',
        params: { name: current.fields.displayName, number: stillIn.number ?? '—', status: stillIn.status }
      }
    )
  }
  let override: 'late-registration' | 'disqualified' | 'waiting-list' | 'in-play-elsewhere' | null = null
  // §6.9, §29.58: one person holds one seat. A seat in another tournament in play is named, and a second seat needs
  // the director's confirmation with a reason; flights of one event (§5.5) and a satellite with its event (§5.12) may
  // overlap and pass, named in the record.
  const conflict = elsewhere.find((seat) => !seat.allowed)
  if (conflict && !command.override) {
    reject(
      'error.entry.inPlayElsewhere',
      `${current.fields.displayName} is in play in ${describeLiveSeat(conflict)}: a second seat needs the director's confirmation with a reason (§6.9)`,
      {
        field: 'playerId',
        params: {
          name: current.fields.displayName,
          tournament: conflict.tournamentName,
          seated: conflict.table === null ? 'no' : 'yes',
          table: conflict.table ?? 0,
          seat: conflict.seat ?? 0,
          number: conflict.number ?? '—'
        }
      }
    )
  }
  if (previous.some((e) => e.status === 'disqualified')) {
    if (!command.override) {
      reject(
        'error.entry.disqualified',
        `${current.fields.displayName} was disqualified from this tournament: no new entry without the director's decision (§6.10)`,
        {
          field: 'playerId',
          params: { name: current.fields.displayName }
        }
      )
    }
    override = 'disqualified'
  }
  const isReentry = previous.some((e) => e.status === 'eliminated' || e.status === 'disqualified')
  let chips = tournament.fields.startingStack
  const lateOpen = lateRegistrationOpen(tournament, position)
  if (isReentry) {
    const reentry = terms.reentry
    if (!reentry) {
      reject('error.entry.noReentry', 'This tournament has no re-entry (freezeout, §5.6, §5.9)', { field: 'playerId' })
    }
    const used = previous.filter((e) => e.kind === 'reentry' && e.status !== 'withdrawn').length
    if (used >= reentry.maxPerPlayer) {
      reject('error.entry.reentryLimit', `Re-entry limit reached: up to ${reentry.maxPerPlayer} per player (§5.6)`, {
        field: 'playerId',
        params: { max: reentry.maxPerPlayer }
      })
    }
    const periodOpen = reentry.untilLevel === null ? lateOpen : openThroughLevel(reentry.untilLevel, position)
    if (!periodOpen) {
      if (!command.override) {
        reject(
          'error.entry.reentryClosed',
          reentry.untilLevel === null
            ? 'The re-entry period ended with late registration (§5.6)'
            : `Re-entry was open until the end of level ${reentry.untilLevel} (§5.6)`,
          { field: 'playerId', params: { level: reentry.untilLevel ?? 0 } }
        )
      }
      override ??= 'late-registration'
    }
    if (reentry.chips !== null) chips = reentry.chips
  } else if (!lateOpen) {
    if (!command.override) {
      const close = describeClose(terms.lateRegistration, terms.rebuy?.untilLevel ?? null)
      reject(
        'error.entry.lateRegistrationClosed',
        `Late registration has closed (${close.key}); only the director can add a player, with a reason (§7.7, §7.8)`,
        {
          field: 'tournamentId',
          params: close.params
        }
      )
    }
    override ??= 'late-registration'
  }

  const cap = terms.playerCap
  const full = cap !== null && reg.inCount >= cap
  const queue = reg.waiting.length > 0
  let status: 'registered' | 'pre-registered' | 'waiting' = command.preRegistered ? 'pre-registered' : 'registered'
  if (command.waitingList) {
    if (!full && !queue) {
      reject('error.entry.placeFree', 'A place is free: register the player directly', { field: 'waitingList' })
    }
    status = 'waiting'
  } else if (full) {
    reject('error.entry.capReached', `The player cap of ${cap} is reached: the player can join the waiting list`, {
      field: 'playerId',
      params: { cap: cap ?? 0 }
    })
  } else if (queue) {
    if (!command.override) {
      reject(
        'error.entry.waitingListFirst',
        `${reg.waiting.length} alternate(s) wait for a place: they are offered places first`,
        {
          field: 'playerId',
          params: { count: reg.waiting.length }
        }
      )
    }
    override ??= 'waiting-list'
  }
  const ticket = command.ticketId ? ticketFor(command.ticketId, tournament, current.id) : null
  if (conflict) override ??= 'in-play-elsewhere'
  const alsoInPlay = elsewhere.map(({ tournamentId, entryId, table, seat, allowed }) => ({
    tournamentId,
    entryId,
    table,
    seat,
    allowed: allowed ?? null
  }))
  return [
    {
      type: 'entry.registered',
      tournamentId: tournament.id,
      entryId: ctx.newId(),
      playerId: current.id,
      kind: isReentry ? 'reentry' : 'entry',
      status,
      number: status === 'waiting' ? null : reg.lastNumber + 1,
      chips,
      late: position !== null,
      override,
      ...(ticket ? { ticket } : {}),
      ...(alsoInPlay.length > 0 ? { alsoInPlay } : {})
    }
  ]
}

/** §6.5: online registration is confirmed on site. */
export function decideConfirm(command: Cmd<typeof ConfirmEntry>, state: FloorState): RegistrationEvent[] {
  const tournament = requireTournament(state, command.tournamentId)
  const entry = requireEntry(tournament, command.entryId)
  if (entry.status !== 'pre-registered') {
    reject(
      'error.entry.notPreRegistered',
      `Entry #${entry.number ?? '—'} is ${entry.status}, not awaiting confirmation`,
      {
        field: 'entryId',
        params: { number: entry.number ?? '—', status: entry.status }
      }
    )
  }
  return [{ type: 'entry.confirmed', tournamentId: tournament.id, entryId: entry.id }]
}

/** Offer the free place to the next alternate, in waiting-list order; out of order only by override with a reason. */
export function decideAdmit(
  command: Cmd<typeof AdmitFromWaitingList>,
  state: FloorState,
  ctx: DecideContext,
  reason: string | null
): RegistrationEvent[] {
  const tournament = requireTournament(state, command.tournamentId)
  const entry = requireEntry(tournament, command.entryId)
  const reg = tournament.registration
  if (entry.status !== 'waiting') {
    reject('error.entry.notWaiting', 'This entry is not on the waiting list', { field: 'entryId' })
  }
  if (command.override) requireReason(reason, 'An override')
  if (reg.waiting[0] !== entry.id && !command.override) {
    reject('error.entry.notNextInLine', 'Alternates are offered places in order: another player is first in line', {
      field: 'entryId'
    })
  }
  const cap = reg.terms.playerCap
  if (cap !== null && reg.inCount >= cap) {
    reject('error.entry.capReached', `The player cap of ${cap} is reached: no place is free yet`, {
      field: 'entryId',
      params: { cap }
    })
  }
  const position = positionOf(tournament, ctx)
  // An alternate waiting to re-enter is governed by the re-entry period when one is announced (§5.6); everyone else
  // by late registration (§7.7).
  const reentryUntil = entry.kind === 'reentry' ? (reg.terms.reentry?.untilLevel ?? null) : null
  if (!command.override) {
    if (reentryUntil !== null) {
      if (!openThroughLevel(reentryUntil, position)) {
        reject('error.entry.reentryClosed', `Re-entry was open until the end of level ${reentryUntil} (§5.6)`, {
          field: 'entryId',
          params: { level: reentryUntil }
        })
      }
    } else if (!lateRegistrationOpen(tournament, position)) {
      const close = describeClose(reg.terms.lateRegistration, reg.terms.rebuy?.untilLevel ?? null)
      reject('error.entry.lateRegistrationClosed', 'Late registration has closed (§7.7)', {
        field: 'tournamentId',
        params: close.params
      })
    }
  }
  return [
    {
      type: 'entry.admitted',
      tournamentId: tournament.id,
      entryId: entry.id,
      number: reg.lastNumber + 1,
      late: position !== null
    }
  ]
}

/** Unregister before play begins, or leave the waiting list; afterwards only by override with a reason (§6.3 annulment). */
export function decideWithdraw(
  command: Cmd<typeof WithdrawEntry>,
  state: FloorState,
  ctx: DecideContext,
  reason: string | null
): RegistrationEvent[] {
  const tournament = requireTournament(state, command.tournamentId)
  const entry = requireEntry(tournament, command.entryId)
  if (!isIn(entry) && entry.status !== 'waiting') {
    reject('error.entry.notIn', `Entry #${entry.number ?? '—'} is not in the tournament (${entry.status})`, {
      field: 'entryId',
      params: { number: entry.number ?? '—', status: entry.status }
    })
  }
  const begun = positionOf(tournament, ctx) !== null || tournament.status !== 'announced'
  if (begun && entry.status !== 'waiting') {
    if (!command.override) {
      reject(
        'error.entry.withdrawAfterStart',
        'Play has begun: an entry is eliminated, not unregistered; annulling it needs an override with a reason',
        {
          field: 'entryId'
        }
      )
    }
    requireReason(reason, 'Annulling an entry')
  }
  return [{ type: 'entry.withdrawn', tournamentId: tournament.id, entryId: entry.id }]
}

/**
 * §27.6: an elimination is recorded once the dealer, floor or director confirms it. `handId` names the hand it enters
 * the results journal as (a new one for registration's own command, the recorded hand's for results.recordHand).
 */
export function decideEliminate(
  command: Cmd<typeof EliminateEntry>,
  state: FloorState,
  handId: string,
  /**
   * §26.14: a hand entered after the fact may name an eliminator who is out now but went out in a later hand (results
   * places the hand and checks that story, eliminatorTimeline.ts); registration's own elimination happens now.
   */
  outLater: (entryId: string) => boolean = () => false
): RegistrationEvent[] {
  const tournament = requireTournament(state, command.tournamentId)
  const entry = requireEntry(tournament, command.entryId)
  requireIn(entry)
  let eliminatedBy: string | null = null
  if (command.eliminatedBy !== undefined) {
    const by = requireEntry(tournament, command.eliminatedBy, 'eliminatedBy')
    if (by.id === entry.id || !(isIn(by) || outLater(by.id))) {
      reject('error.entry.eliminatorNotIn', 'The eliminating player must be another entry still in', {
        field: 'eliminatedBy'
      })
    }
    eliminatedBy = by.id
  }
  return [
    {
      type: 'entry.eliminated',
      tournamentId: tournament.id,
      entryId: entry.id,
      level: command.level,
      confirmedBy: command.confirmedBy,
      eliminatedBy,
      handId
    }
  ]
}

/** §25.1 disqualification, with the recorded reason; blocks new entries of the player (§6.10). */
export function decideDisqualify(
  command: Cmd<typeof DisqualifyEntry>,
  state: FloorState,
  reason: string | null
): RegistrationEvent[] {
  const tournament = requireTournament(state, command.tournamentId)
  const entry = requireEntry(tournament, command.entryId)
  requireIn(entry)
  requireReason(reason, 'A disqualification')
  return [{ type: 'entry.disqualified', tournamentId: tournament.id, entryId: entry.id, level: command.level ?? null }]
}

/** §27.8: lift a disqualification recorded in error, with a reason; the results follow (§25.10). */
export function decideLiftDisqualification(
  command: Cmd<typeof LiftDisqualification>,
  state: FloorState,
  reason: string | null
): RegistrationEvent[] {
  const tournament = requireTournament(state, command.tournamentId)
  const entry = requireEntry(tournament, command.entryId)
  if (entry.status !== 'disqualified') {
    reject('error.entry.notDisqualified', `Entry #${entry.number ?? '—'} is not disqualified`, {
      field: 'entryId',
      params: { number: entry.number ?? '—' }
    })
  }
  requireReason(reason, 'Lifting a disqualification')
  return [{ type: 'entry.disqualificationLifted', tournamentId: tournament.id, entryId: entry.id }]
}

/** §5.7: a rebuy only on the announced terms: stack at or below the threshold, until the level, up to N per player. */
export function decideRebuy(
  command: Cmd<typeof RebuyEntry>,
  state: FloorState,
  ctx: DecideContext
): RegistrationEvent[] {
  const tournament = requireTournament(state, command.tournamentId)
  const entry = requireEntry(tournament, command.entryId)
  const rebuy = tournament.registration.terms.rebuy
  if (!rebuy) reject('error.entry.noRebuy', 'This tournament announced no rebuys (§5.7)', { field: 'entryId' })
  requireIn(entry)
  if (entry.status !== 'registered') {
    reject('error.entry.notConfirmed', 'The entry must be confirmed on site first (§6.5)', { field: 'entryId' })
  }
  if (command.stack > rebuy.stackThreshold) {
    reject('error.entry.rebuyAboveThreshold', `A rebuy needs a stack at or below ${rebuy.stackThreshold} (§5.7)`, {
      field: 'stack',
      params: { threshold: rebuy.stackThreshold, stack: command.stack }
    })
  }
  if (!openThroughLevel(rebuy.untilLevel, positionOf(tournament, ctx))) {
    reject('error.entry.rebuyClosed', `Rebuys were open until the end of level ${rebuy.untilLevel} (§5.7)`, {
      field: 'entryId',
      params: { level: rebuy.untilLevel }
    })
  }
  const used = entriesOfPlayer(tournament, entry.playerId).reduce((sum, e) => sum + e.rebuys, 0)
  if (used >= rebuy.maxPerPlayer) {
    reject('error.entry.rebuyLimit', `Rebuy limit reached: up to ${rebuy.maxPerPlayer} per player (§5.7)`, {
      field: 'entryId',
      params: { max: rebuy.maxPerPlayer }
    })
  }
  return [
    { type: 'entry.rebought', tournamentId: tournament.id, entryId: entry.id, stack: command.stack, chips: rebuy.chips }
  ]
}

/** §5.8: an add-on only at the announced break, once per entry. */
export function decideAddon(
  command: Cmd<typeof AddonEntry>,
  state: FloorState,
  ctx: DecideContext
): RegistrationEvent[] {
  const tournament = requireTournament(state, command.tournamentId)
  const entry = requireEntry(tournament, command.entryId)
  const addon = tournament.registration.terms.addon
  if (!addon) reject('error.entry.noAddon', 'This tournament announced no add-on (§5.8)', { field: 'entryId' })
  requireIn(entry)
  if (entry.addon) {
    reject('error.entry.addonTaken', `Entry #${entry.number ?? '—'} already took its add-on: one per entry (§5.8)`, {
      field: 'entryId',
      params: { number: entry.number ?? '—' }
    })
  }
  const position = positionOf(tournament, ctx)
  if (!position || !position.inBreak || position.breaksStarted !== addon.atBreak) {
    reject('error.entry.addonNotNow', `The add-on is taken only during break ${addon.atBreak} (§5.8)`, {
      field: 'entryId',
      params: { break: addon.atBreak }
    })
  }
  return [{ type: 'entry.addedOn', tournamentId: tournament.id, entryId: entry.id, chips: addon.chips }]
}
