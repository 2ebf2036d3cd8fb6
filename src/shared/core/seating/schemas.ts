import { z } from 'zod'
import { patchOf } from '../patch'
import { MAX_SEATS } from './room'

const Id = z.string().min(1).max(64)
const TableNumber = z.int().min(1).max(9999)
const SeatNumber = z.int().min(1).max(MAX_SEATS)
export const SeatRefSchema = z.strictObject({ table: TableNumber, seat: SeatNumber })

/** One table of the room (§8.2: unavailable seats; seats reserved on objective grounds with the reason). */
export const TableSpecSchema = z.strictObject({
  number: TableNumber,
  /** 2–12 seats (OFC: 2–3, BFSP §4.2). */
  seats: z.int().min(2).max(MAX_SEATS),
  unavailable: z.array(SeatNumber).max(MAX_SEATS).default([]),
  reserved: z
    .array(
      z.strictObject({
        seat: SeatNumber,
        reason: z.string().trim().min(1).max(300),
        entryId: Id.nullable().default(null)
      })
    )
    .max(MAX_SEATS)
    .default([])
})

/** §9.2: the order in which tables close — a published list, random (drawn now and recorded), or the director's choice. */
export const ClosingOrderSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('published'), order: z.array(TableNumber).min(1).max(2000) }),
  z.strictObject({ kind: z.literal('random') }),
  z.strictObject({ kind: z.literal('director') })
])

/**
 * §8.4 a)–г): who moves. `by-seat` (for games with no big blind): the highest-numbered occupied seat of the
 * fullest table — RULES.md names no seat rule for stud, so this is the product's announced choice.
 */
export const PLAYER_METHODS = ['big-blind-next', 'worst-position', 'random', 'by-seat', 'operator'] as const

export const SeatingRulesSchema = z.strictObject({
  tolerance: z.union([z.literal(1), z.literal(2)]).default(1),
  playerMethod: z.enum(PLAYER_METHODS).default('big-blind-next'),
  seatMethod: z.enum(['big-blind', 'worst-position']).default('big-blind'),
  finalTableSize: z.int().min(2).max(MAX_SEATS).default(9),
  finalRedraw: z.boolean().default(true),
  shortHandedFinal: z.boolean().default(false),
  format: z.enum(['standard', 'olympic']).default('standard')
})

export const ConfigureSeating = z.strictObject({
  type: z.literal('seating.configure'),
  tournamentId: Id,
  tables: z.array(TableSpecSchema).min(1).max(2000),
  closingOrder: ClosingOrderSchema,
  /**
   * A rule left out gets the game's default — `random` who moves in a game with no big blind (stud),
   * the player due the big blind otherwise (BFSP §3.1).
   */
  rules: SeatingRulesSchema.extend({ playerMethod: z.enum(PLAYER_METHODS).optional() }),
  trackButtons: z.boolean().default(false)
})

/**
 * The initial draw (§8.1). `hallNumber`: a number called out in the hall after the commitment was shown (by a player,
 * say); it is mixed into the draw so nobody knows the draw in advance.
 */
export const DrawSeats = z.strictObject({
  type: z.literal('seating.draw'),
  tournamentId: Id,
  hallNumber: z.string().trim().max(40).optional()
})

/** A late entry or re-entry that was not seated automatically (§8.8). */
export const SeatEntry = z.strictObject({ type: z.literal('seating.seat'), tournamentId: Id, entryId: Id })

/** Ask for a proposal now (after a button moved, or to break the director's choice of table, §9.2 г). */
export const ProposeSeating = z.strictObject({
  type: z.literal('seating.propose'),
  tournamentId: Id,
  breakTable: TableNumber.optional()
})

/** Confirm the pending proposal; `moves` overrides it (operator's pick, another seat) and then needs a reason. */
export const ConfirmMoves = z.strictObject({
  type: z.literal('seating.confirm'),
  tournamentId: Id,
  proposalId: Id,
  moves: z
    .array(z.strictObject({ entryId: Id, to: SeatRefSchema }))
    .max(2000)
    .optional()
})

export const DismissProposal = z.strictObject({ type: z.literal('seating.dismiss'), tournamentId: Id, proposalId: Id })

/** A manual move by the floor, or the correction of a wrong move for the future (§8.10); reason required. */
export const MovePlayer = z.strictObject({
  type: z.literal('seating.move'),
  tournamentId: Id,
  entryId: Id,
  to: SeatRefSchema
})

/** The floor sets the button, or advances it after a hand (BFSP §5.3). */
export const SetButton = z.strictObject({
  type: z.literal('seating.button'),
  tournamentId: Id,
  table: TableNumber,
  seat: z.union([SeatNumber, z.literal('advance')])
})

/**
 * The buttons the floor sees now, at one table or several (one click on the seat with the button, on the
 * floor map or the proposal card). A balancing move that waits for them then names the player (§8.4, BFSP §3.1).
 */
export const RecordButtons = z.strictObject({
  type: z.literal('seating.buttons'),
  tournamentId: Id,
  buttons: z
    .array(z.strictObject({ table: TableNumber, seat: SeatNumber }))
    .min(1)
    .max(2000)
})

export const SetHandForHand = z.strictObject({
  type: z.literal('seating.handForHand'),
  tournamentId: Id,
  on: z.boolean()
})

/** Show the full seating list on the hall display (start of play), or hide it. */
export const ShowSeatingList = z.strictObject({
  type: z.literal('seating.showList'),
  tournamentId: Id,
  on: z.boolean()
})

/** More tables during play (late registration overflow); they close first (§9.1). */
export const AddTables = z.strictObject({
  type: z.literal('seating.addTables'),
  tournamentId: Id,
  tables: z.array(TableSpecSchema).min(1).max(500)
})

/** Change the balancing rules after the draw: e.g. a tolerance of two by the chief judge's decision (BFSP §3.1). */
export const SetSeatingRules = z.strictObject({
  type: z.literal('seating.setRules'),
  tournamentId: Id,
  /** The rules that change; a rule left out keeps its value. */
  rules: patchOf(SeatingRulesSchema)
})

export const seatingCommands = [
  ConfigureSeating,
  DrawSeats,
  SeatEntry,
  ProposeSeating,
  ConfirmMoves,
  DismissProposal,
  MovePlayer,
  SetButton,
  SetHandForHand,
  ShowSeatingList,
  AddTables,
  SetSeatingRules,
  RecordButtons
] as const
