import { z } from 'zod'
import { PlayerId } from '../players'
import { TournamentId } from '../ids'
import { patchOf } from '../patch'
import { Awards, EntryTerms } from './terms'

export const EntryId = z.string().min(1).max(64)
const Level = z.int().min(1).max(500)

/** Announce (or correct, with a reason after the start — §5.2) the entry terms (§5.6–§5.9, §6.6, §7.7). */
export const SetEntryTerms = z.strictObject({
  type: z.literal('registration.setTerms'),
  tournamentId: TournamentId,
  /** The terms that change; a term left out keeps its value. The result is checked whole in decide. */
  terms: patchOf(EntryTerms)
})

/** Announce the award places and the no-cash-prizes flag (§5.11, §5.12, §24.12). */
export const SetAwards = z.strictObject({
  type: z.literal('registration.setAwards'),
  tournamentId: TournamentId,
  /** The parts that change; a part left out keeps its value. The result is checked whole in decide. */
  awards: patchOf(Awards)
})

/**
 * Register a player: a first entry, or a re-entry after elimination (§5.6). `preRegistered`: registered ahead, to be
 * confirmed on site (§6.5). `waitingList`: join the waiting list when the cap is reached. `override`: the director
 * admits the entry although late registration has closed (§7.8, §7.9) or the player was disqualified (§6.10);
 * needs a reason.
 */
export const RegisterEntry = z.strictObject({
  type: z.literal('entry.register'),
  tournamentId: TournamentId,
  playerId: PlayerId,
  preRegistered: z.boolean().default(false),
  waitingList: z.boolean().default(false),
  override: z.boolean().default(false),
  /** §5.12: the player takes the seat won in a satellite; the entry names the ticket. */
  ticketId: z.string().min(1).max(64).optional()
})

/** A pre-registered player arrived: confirmed on site (§6.5). */
export const ConfirmEntry = z.strictObject({
  type: z.literal('entry.confirm'),
  tournamentId: TournamentId,
  entryId: EntryId
})

/** Take the next alternate off the waiting list into a free place (in order; out of order only with override). */
export const AdmitFromWaitingList = z.strictObject({
  type: z.literal('entry.admit'),
  tournamentId: TournamentId,
  entryId: EntryId,
  override: z.boolean().default(false)
})

/** Unregister before the clock starts, or leave the waiting list. After the start only by override with a reason. */
export const WithdrawEntry = z.strictObject({
  type: z.literal('entry.withdraw'),
  tournamentId: TournamentId,
  entryId: EntryId,
  override: z.boolean().default(false)
})

/**
 * Record an elimination confirmed by the dealer, floor or director (§27.6). Minimal on purpose: places and
 * simultaneous eliminations are the results area's.
 */
export const EliminateEntry = z.strictObject({
  type: z.literal('entry.eliminate'),
  tournamentId: TournamentId,
  entryId: EntryId,
  level: Level,
  confirmedBy: z.string().trim().min(1).max(80),
  eliminatedBy: EntryId.optional()
})

/** Disqualify an entry (§25.1); needs a reason. The player cannot re-enter without the director's override (§6.10). */
export const DisqualifyEntry = z.strictObject({
  type: z.literal('entry.disqualify'),
  tournamentId: TournamentId,
  entryId: EntryId,
  level: Level.optional()
})

/**
 * §27.8: a disqualification recorded in error is lifted with a reason; the entry is back in play (on their previous
 * seat if it is free, else a late seat, §8.8) and the places are recomputed. The disqualification stays in the history.
 */
export const LiftDisqualification = z.strictObject({
  type: z.literal('entry.liftDisqualification'),
  tournamentId: TournamentId,
  entryId: EntryId
})

/** A rebuy (§5.7): `stack` is the player's stack as counted at the table (informational, §10.18). */
export const RebuyEntry = z.strictObject({
  type: z.literal('entry.rebuy'),
  tournamentId: TournamentId,
  entryId: EntryId,
  stack: z.int().nonnegative().max(1_000_000_000)
})

/** An add-on at the announced break (§5.8). */
export const AddonEntry = z.strictObject({
  type: z.literal('entry.addon'),
  tournamentId: TournamentId,
  entryId: EntryId
})

export const registrationCommands = [
  SetEntryTerms,
  SetAwards,
  RegisterEntry,
  ConfirmEntry,
  AdmitFromWaitingList,
  WithdrawEntry,
  EliminateEntry,
  DisqualifyEntry,
  LiftDisqualification,
  RebuyEntry,
  AddonEntry
] as const
