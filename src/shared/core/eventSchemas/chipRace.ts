import { z } from 'zod'
import type { ChipRaceEvent } from '../chiprace'
import { Id, spec, Text, TournamentRef, type EventOf, type EventSpecs } from './spec'

const Chips = z.int().min(1)
const Count = z.int().min(0)
const Decider = z.strictObject({ name: Text(120), role: z.enum(['dealer', 'floor', 'director']) })

/** §10.10–§10.13: the race at one table as recorded — what each player had, exchanged, won, kept and received. */
const TableRace = z.strictObject({
  breakIndex: Count,
  table: z.int().min(1),
  decidedBy: Decider,
  newChip: Chips,
  players: z.array(
    z.strictObject({
      entryId: Id,
      oddChips: z.array(z.strictObject({ denomination: Chips, count: Count })),
      onlyOddChips: z.boolean(),
      oddValue: Count,
      exchanged: Count,
      leftover: Count,
      won: z.boolean(),
      keptChip: z.boolean(),
      received: Count
    })
  ),
  winners: z.array(Id),
  leftoverTotal: Count,
  chipsRaced: Count,
  racing: z.array(Id),
  chipsInPlayChange: z.int()
})

/** The chip set, colour-ups and chip races (§10.9–§10.13). */
export const chipRaceEvents = {
  'chipRace.chipsSet': spec<EventOf<'chipRace.chipsSet'>>()(
    1,
    z.strictObject({ type: z.literal('chipRace.chipsSet'), ...TournamentRef, chips: z.array(Chips) })
  ),
  'chipRace.announced': spec<EventOf<'chipRace.announced'>>()(
    1,
    z.strictObject({
      type: z.literal('chipRace.announced'),
      ...TournamentRef,
      breakIndex: Count,
      leaving: z.array(Chips),
      newChip: Chips,
      decidedBy: Decider
    })
  ),
  'chipRace.tableRecorded': spec<EventOf<'chipRace.tableRecorded'>>()(
    1,
    z.strictObject({ type: z.literal('chipRace.tableRecorded'), ...TournamentRef, race: TableRace })
  ),
  'chipRace.tableCorrected': spec<EventOf<'chipRace.tableCorrected'>>()(
    1,
    z.strictObject({
      type: z.literal('chipRace.tableCorrected'),
      ...TournamentRef,
      previous: TableRace,
      next: TableRace
    })
  ),
  'chipRace.tableUndone': spec<EventOf<'chipRace.tableUndone'>>()(
    1,
    z.strictObject({ type: z.literal('chipRace.tableUndone'), ...TournamentRef, previous: TableRace })
  )
} satisfies EventSpecs<ChipRaceEvent>
