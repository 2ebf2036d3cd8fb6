import { z } from 'zod'

const TournamentId = z.string().min(1).max(64)
const EntryId = z.string().min(1).max(64)
const Denomination = z.int().min(1).max(1_000_000_000)

/** Who decided a colour-up or recorded a race (§3, §27.8: every record names the person who made it). */
export const ChipRaceDecider = z.strictObject({
  name: z.string().trim().min(1).max(120),
  role: z.enum(['dealer', 'floor', 'director'])
})
export type ChipRaceDecider = z.infer<typeof ChipRaceDecider>

/** §10.1: the tournament's chip set — the denominations in play at the start. */
export const SetChips = z.strictObject({
  type: z.literal('chipRace.setChips'),
  tournamentId: TournamentId,
  chips: z.array(Denomination).min(1).max(12)
})

/** §10.9: the administration announces a colour-up at a break: which denominations leave play. */
export const AnnounceColourUp = z.strictObject({
  type: z.literal('chipRace.announce'),
  tournamentId: TournamentId,
  /** The break's position in the structure (0-based item index). */
  breakIndex: z.int().min(0).max(299),
  leaving: z.array(Denomination).min(1).max(11),
  decidedBy: ChipRaceDecider
})

const PlayerOddChips = z.strictObject({
  entryId: EntryId,
  oddChips: z
    .array(z.strictObject({ denomination: Denomination, count: z.int().min(0).max(10_000) }))
    .max(11)
    .default([]),
  /** §10.13: the leaving chips are all the player has. */
  onlyOddChips: z.boolean().default(false)
})

const TableRaceFields = {
  tournamentId: TournamentId,
  breakIndex: z.int().min(0).max(299),
  table: z.int().min(1).max(1000),
  /** Every seated player with their leftover chips of the leaving denominations (§10.10). */
  players: z.array(PlayerOddChips).min(1).max(12),
  /** Who won a chip, from the cards dealt at the table (§10.11, §10.12): the app draws none. */
  winners: z.array(EntryId).max(12).default([]),
  decidedBy: ChipRaceDecider
}

/** §10.10–§10.13: the chip race at one table, recorded during the break. */
export const RecordTableRace = z.strictObject({ type: z.literal('chipRace.recordTable'), ...TableRaceFields })

/** §27.8: the race at a table corrected — the whole record again; `meta.reason` is required. */
export const CorrectTableRace = z.strictObject({ type: z.literal('chipRace.correctTable'), ...TableRaceFields })

/** §27.8: a table's race recorded in error, undone with a reason; the record stays in the history. */
export const UndoTableRace = z.strictObject({
  type: z.literal('chipRace.undoTable'),
  tournamentId: TournamentId,
  breakIndex: z.int().min(0).max(299),
  table: z.int().min(1).max(1000)
})

export const chipRaceCommands = [SetChips, AnnounceColourUp, RecordTableRace, CorrectTableRace, UndoTableRace] as const
