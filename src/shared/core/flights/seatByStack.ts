import type { DecideContext } from '../context'
import { entriesToSeat } from '../registration'
import { reject } from '../rejection'
import {
  spreadCounts,
  spreadSeats,
  startingButtons,
  tablesToOpen,
  type Placement,
  sealDraw,
  shuffled,
  isUsableSeat,
  type Room,
  type Table
} from '../seating'
import type { SeatingEvent } from '../seating'
import type { FloorState } from '../state'
import { requireTournament } from '../guards'
import { eventRulesOf } from './state'

const usableSeatsOf = (t: Table): number[] => {
  const seats: number[] = []
  for (let s = 1; s <= t.maxSeat; s += 1) if (t.occupant[s - 1] === null && isUsableSeat(t, s)) seats.push(s)
  return seats
}

/**
 * §5.5 д: Day 2 seated by stack. The fewest tables that fit open (as for the draw, §9.1), sizes differing by at most
 * one; the stacks, biggest first, go round the tables in snake order (1, 2, … n, n, … 2, 1, …), so every table gets
 * its share of the big bags; the seat at the table is drawn. Pure: `stacks` maps an entry to its chips.
 */
export function seatByStack(
  room: Room,
  stacks: readonly { entryId: string; chips: number }[],
  randomInt: (n: number) => number
): Placement[] | null {
  const tables = tablesToOpen(room, stacks.length, (t) => usableSeatsOf(t).length)
  if (tables.length === 0 && stacks.length > 0) return null
  const usable = tables.map(usableSeatsOf)
  const counts = spreadCounts(
    usable.map((u) => u.length),
    stacks.length,
    randomInt
  )
  const atTable: string[][] = tables.map(() => [])
  const order = [...stacks].sort((a, b) => b.chips - a.chips)
  let i = 0
  let step = 1
  for (const s of order) {
    // Snake order over the tables, skipping those already at their count.
    while (atTable[i]!.length >= counts[i]!) [i, step] = next(i, step, tables.length)
    atTable[i]!.push(s.entryId)
    ;[i, step] = next(i, step, tables.length)
  }
  const placements: Placement[] = []
  tables.forEach((t, k) => {
    const seats = spreadSeats(usable[k]!, atTable[k]!.length, randomInt)
    shuffled(atTable[k]!, randomInt).forEach((entryId, j) =>
      placements.push({ entryId, table: t.number, seat: seats[j]! })
    )
  })
  return placements
}

function next(i: number, step: number, n: number): [number, number] {
  if (n === 1) return [0, 1]
  const j = i + step
  if (j >= n) return [n - 1, -1]
  if (j < 0) return [0, 1]
  return [j, step]
}

/**
 * `day2.seatByStack`: the Day 2's initial seating by stack, recorded as the draw's own `seating.drawn` (kind
 * 'initial', sealed into the draw chain). It carries no seed proof: the order is the stacks', not a seed's.
 */
export function decideSeatByStack(
  command: { tournamentId: string },
  state: FloorState,
  ctx: DecideContext
): SeatingEvent[] {
  const t = requireTournament(state, command.tournamentId)
  const rules = eventRulesOf(t)
  if (!rules) reject('error.day2.notAnEvent', 'This tournament is not the Day 2 of a multi-day event', {})
  if (rules.day2Seating !== 'byStack')
    reject('error.day2.notByStack', 'This Day 2 was announced with a fresh draw: use the seat draw', {
      field: 'tournamentId'
    })
  const s = t.seating
  if (!s)
    reject('error.seating.notConfigured', 'Tables are not set up for this tournament yet', { field: 'tournamentId' })
  if (s.drawn) reject('error.seating.alreadyDrawn', 'Seats are already drawn', { field: 'tournamentId' })
  const stacks = entriesToSeat(t)
    .filter((e) => !s.room.seatOf.has(e.id))
    .sort((a, b) => (a.number ?? 0) - (b.number ?? 0))
    .map((e) => ({ entryId: e.id, chips: e.chips }))
  if (stacks.length === 0)
    reject('error.seating.nobodyToSeat', 'No registered entries to seat', { field: 'tournamentId' })
  const placements = seatByStack(s.room, stacks, ctx.randomInt)
  if (!placements)
    reject('error.seating.notEnoughSeats', 'Not enough seats for every entry', {
      field: 'tournamentId',
      params: { entries: stacks.length }
    })
  return [
    {
      type: 'seating.drawn',
      tournamentId: t.id,
      draw: {
        kind: 'initial',
        placements,
        seal: sealDraw(s.lastHash, 'initial', placements),
        buttons: s.room.trackButtons ? startingButtons(placements) : []
      }
    }
  ]
}
