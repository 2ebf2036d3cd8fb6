import { z } from 'zod'
import type { SeatingEvent } from '../seating'
import { SeatingRulesSchema, SeatRefSchema, TableSpecSchema } from '../seating'
import { Id, spec, Time, TournamentRef, type EventOf, type EventSpecs } from './spec'

const TableNumber = z.int().min(1).max(9999)
const SeatNumber = z.int().min(1).max(12)
const MoveCause = z.enum(['balance', 'break', 'final', 'short-handed', 'olympic'])
const Seal = z.strictObject({ previousHash: z.string().max(128), hash: z.string().max(128) })
const Placement = z.strictObject({ entryId: Id, table: TableNumber, seat: SeatNumber })
const MaxSeat = z.strictObject({ table: TableNumber, maxSeat: z.int().min(0).max(12) })

const SeatDraw = z.strictObject({
  kind: z.enum(['initial', 'late', 'return', 'break', 'final', 'olympic']),
  placements: z.array(Placement).max(100_000),
  seal: Seal,
  buttons: z.array(z.strictObject({ table: TableNumber, seat: SeatNumber })).max(10_000),
  waitsForButton: z.array(Id).max(100_000).optional()
})

const Hex64 = z.string().regex(/^[0-9a-f]{64}$/)

/** What makes the initial draw verifiable. */
const DrawProof = z.strictObject({
  commitment: Hex64,
  committedAt: Time,
  seed: Hex64,
  hallNumber: z.string().max(40)
})

const InitialDraw = SeatDraw.extend({ proof: DrawProof.optional() })

const ProposedMove = z.strictObject({
  entryId: Id,
  from: SeatRefSchema,
  to: SeatRefSchema,
  cause: MoveCause,
  playerChoice: z.enum(['big-blind-next', 'worst-position', 'random', 'by-seat', 'operator', 'draw']),
  seatChoice: z.enum(['big-blind', 'worst-position', 'random']),
  previousMoves: z.int().min(0),
  waitsForButton: z.boolean(),
  fallback: z.enum(['buttons-not-tracked', 'button-unknown']).optional()
})

/** Versions that only added a value or an optional field: the old record reads as it is. */
const SAME = { 1: (event: Record<string, unknown>) => event }

const SeatingProposal = z.strictObject({
  kind: MoveCause,
  moves: z.array(ProposedMove).max(100_000),
  closes: z.array(TableNumber).max(10_000),
  maxSeats: z.array(MaxSeat).max(10_000),
  shortTables: z.array(TableNumber).max(10_000),
  askFirst: z.boolean(),
  operatorPick: z.boolean(),
  deferred: z.boolean(),
  stage: z.string().max(40).optional(),
  finalTable: TableNumber.optional(),
  buttonsAsked: z.array(TableNumber).max(10_000).optional(),
  legs: z
    .array(z.strictObject({ from: TableNumber, to: TableNumber }))
    .max(10_000)
    .optional(),
  // Optional, so older records read as they are: the level whose recorded buttons the proposal read (BFSP §5.3).
  level: z.int().min(1).max(10_000).optional()
})

export const seatingEvents = {
  'seating.configured': spec<EventOf<'seating.configured'>>()(
    1,
    z.strictObject({
      type: z.literal('seating.configured'),
      ...TournamentRef,
      tables: z.array(TableSpecSchema).min(1).max(10_000),
      closingKind: z.enum(['published', 'random', 'director']),
      closingOrder: z.array(TableNumber).max(10_000),
      rules: SeatingRulesSchema,
      trackButtons: z.boolean()
    })
  ),
  // v1: the secret seed of the next draw and its commitment.
  'seating.drawCommitted': spec<EventOf<'seating.drawCommitted'>>()(
    1,
    z.strictObject({ type: z.literal('seating.drawCommitted'), ...TournamentRef, commitment: Hex64, seed: Hex64 })
  ),
  // v2: draw kind 'return' — a player back in play on their previous seat.
  // v3: the draw's proof (commitment, revealed seed, hall number).
  'seating.drawn': spec<EventOf<'seating.drawn'>>()(
    3,
    z.strictObject({ type: z.literal('seating.drawn'), ...TournamentRef, draw: InitialDraw }),
    { ...SAME, 2: (event: Record<string, unknown>) => event }
  ),
  'seating.seated': spec<EventOf<'seating.seated'>>()(
    2,
    z.strictObject({ type: z.literal('seating.seated'), ...TournamentRef, draw: SeatDraw }),
    SAME
  ),
  'seating.released': spec<EventOf<'seating.released'>>()(
    1,
    z.strictObject({ type: z.literal('seating.released'), ...TournamentRef, entryId: Id, from: SeatRefSchema })
  ),
  // v2: a balancing move says when a button rule fell back to random (`fallback`).
  // v3: a balancing proposal may wait for the current buttons (`buttonsAsked`, `legs`).
  'seating.proposed': spec<EventOf<'seating.proposed'>>()(
    3,
    z.strictObject({
      type: z.literal('seating.proposed'),
      ...TournamentRef,
      proposalId: Id,
      proposal: SeatingProposal
    }),
    { ...SAME, 2: (event: Record<string, unknown>) => event }
  ),
  'seating.moved': spec<EventOf<'seating.moved'>>()(
    1,
    z.strictObject({
      type: z.literal('seating.moved'),
      ...TournamentRef,
      proposalId: Id.nullable(),
      kind: z.union([MoveCause, z.literal('manual')]),
      moves: z.array(z.strictObject({ entryId: Id, from: SeatRefSchema, to: SeatRefSchema })).max(100_000),
      closes: z.array(TableNumber).max(10_000),
      maxSeats: z.array(MaxSeat).max(10_000),
      overridden: z.boolean(),
      seal: Seal.optional()
    })
  ),
  'seating.proposalDismissed': spec<EventOf<'seating.proposalDismissed'>>()(
    1,
    z.strictObject({ type: z.literal('seating.proposalDismissed'), ...TournamentRef, proposalId: Id })
  ),
  'seating.buttonSet': spec<EventOf<'seating.buttonSet'>>()(
    1,
    z.strictObject({
      type: z.literal('seating.buttonSet'),
      ...TournamentRef,
      table: TableNumber,
      seat: SeatNumber,
      previous: SeatNumber.nullable(),
      // Optional, so older records read as they are: the level it was recorded in (BFSP §5.3).
      level: z.int().min(1).max(10_000).optional()
    })
  ),
  'seating.handForHandSet': spec<EventOf<'seating.handForHandSet'>>()(
    1,
    z.strictObject({ type: z.literal('seating.handForHandSet'), ...TournamentRef, on: z.boolean() })
  ),
  'seating.listShown': spec<EventOf<'seating.listShown'>>()(
    1,
    z.strictObject({ type: z.literal('seating.listShown'), ...TournamentRef, on: z.boolean() })
  ),
  'seating.tablesAdded': spec<EventOf<'seating.tablesAdded'>>()(
    1,
    z.strictObject({
      type: z.literal('seating.tablesAdded'),
      ...TournamentRef,
      tables: z.array(TableSpecSchema).min(1).max(10_000)
    })
  ),
  'seating.rulesSet': spec<EventOf<'seating.rulesSet'>>()(
    1,
    z.strictObject({
      type: z.literal('seating.rulesSet'),
      ...TournamentRef,
      rules: SeatingRulesSchema,
      previous: SeatingRulesSchema
    })
  )
} satisfies EventSpecs<SeatingEvent>
