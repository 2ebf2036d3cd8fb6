import type { z } from 'zod'
import { resolvePlayer } from '../players'
import { isIn } from '../registration'
import { reject } from '../rejection'
import type { FloorState } from '../state'
import { requireTournament } from '../guards'
import type { Tournament } from '../tournament'
import type { ChipRaceEvent } from './events'
import { problemsOf, raceTable, type OddChips, type RacePlayerInput } from './race'
import type { AnnounceColourUp, CorrectTableRace, RecordTableRace, SetChips, UndoTableRace } from './schemas'
import { chipsInPlay, emptyChipRace, type ColourUp, type TableRace } from './state'

type Cmd<T extends z.ZodType> = z.infer<T>

const needReason = (reason: string | null, what: string): void => {
  if (!reason)
    reject('chipRace.error.reasonRequired', `${what} needs a recorded reason (§27.8)`, { field: 'meta.reason' })
}

const nameOf = (state: FloorState, t: Tournament, entryId: string): string => {
  const entry = t.registration.entries.get(entryId)
  return (entry && resolvePlayer(state.players, entry.playerId)?.fields.displayName) || entryId
}

/** §10.1: the tournament's chip set. Fixed once a colour-up names its denominations. */
export function decideSetChips(command: Cmd<typeof SetChips>, state: FloorState): ChipRaceEvent[] {
  const t = requireTournament(state, command.tournamentId)
  if ((t.chipRace?.colourUps.size ?? 0) > 0)
    reject('chipRace.error.chipsInUse', 'The chip set cannot change after a colour-up is announced', {
      field: 'chips'
    })
  const chips = [...new Set(command.chips)].sort((a, b) => a - b)
  return [{ type: 'chipRace.chipsSet', tournamentId: t.id, chips }]
}

/**
 * §10.9: a colour-up at a break — the smallest denominations still in play leave; at least one stays. Announced
 * again (while no table has raced) it is a correction and needs a reason.
 */
export function decideAnnounce(
  command: Cmd<typeof AnnounceColourUp>,
  state: FloorState,
  reason: string | null
): ChipRaceEvent[] {
  const t = requireTournament(state, command.tournamentId)
  const s = t.chipRace ?? emptyChipRace()
  if (s.chips.length === 0)
    reject('chipRace.error.noChipSet', 'Set the tournament’s chip denominations first', { field: 'chips' })
  const item = t.clock.structure?.items[command.breakIndex]
  if (item?.kind !== 'break')
    reject('chipRace.error.notABreak', 'A colour-up is made at a break of the structure', {
      field: 'breakIndex',
      params: { index: command.breakIndex + 1 }
    })
  const existing = s.colourUps.get(command.breakIndex)
  if (existing) {
    if (existing.tables.size > 0)
      reject('chipRace.error.tablesRecorded', 'Tables have raced at this colour-up: undo their races first', {
        field: 'breakIndex',
        params: { tables: existing.tables.size }
      })
    needReason(reason, 'Changing an announced colour-up')
  }
  if ([...s.colourUps.values()].some((c) => c.breakIndex > command.breakIndex))
    reject('chipRace.error.laterColourUp', 'A later break already has a colour-up', { field: 'breakIndex' })
  const before = chipsInPlay(s, command.breakIndex)
  const leaving = [...new Set(command.leaving)].sort((a, b) => a - b)
  for (const d of leaving)
    if (!before.includes(d))
      reject('chipRace.error.notInPlay', `The ${d} chip is not in play`, {
        field: 'leaving',
        params: { denomination: d }
      })
  const remaining = before.filter((d) => !leaving.includes(d))
  if (remaining.length === 0)
    reject('chipRace.error.nothingLeft', 'At least one denomination must stay in play', { field: 'leaving' })
  const newChip = remaining[0]!
  // §10.9: the small denominations leave, those the structure no longer needs.
  const bigger = leaving.find((d) => d > newChip)
  if (bigger !== undefined)
    reject('chipRace.error.notSmallest', `Only chips smaller than every one staying may leave (${bigger})`, {
      field: 'leaving',
      params: { denomination: bigger, newChip }
    })
  return [
    {
      type: 'chipRace.announced',
      tournamentId: t.id,
      breakIndex: command.breakIndex,
      leaving,
      newChip,
      decidedBy: command.decidedBy
    }
  ]
}

function requireColourUp(t: Tournament, breakIndex: number): ColourUp {
  const c = t.chipRace?.colourUps.get(breakIndex)
  if (!c)
    reject('chipRace.error.noColourUp', 'No colour-up is announced at this break', {
      field: 'breakIndex',
      params: { index: breakIndex + 1 }
    })
  return c
}

/** The race at a table as entered, checked against the colour-up, the seating and §10.10–§10.13. */
function tableRace(
  command: Cmd<typeof RecordTableRace> | Cmd<typeof CorrectTableRace>,
  state: FloorState,
  t: Tournament,
  c: ColourUp
): TableRace {
  const room = t.seating?.drawn ? t.seating.room : null
  if (room && !room.tables.has(command.table))
    reject('chipRace.error.noSuchTable', `There is no table ${command.table}`, {
      field: 'table',
      params: { table: command.table }
    })
  const players: RacePlayerInput[] = command.players.map((p, i) => {
    const entry = t.registration.entries.get(p.entryId)
    if (!entry || !isIn(entry))
      reject('chipRace.error.entryNotInPlay', `${nameOf(state, t, p.entryId)} is not in play`, {
        field: `players.${i}.entryId`,
        params: { name: nameOf(state, t, p.entryId) }
      })
    const seat = room?.seatOf.get(p.entryId)
    if (seat && seat.table !== command.table)
      reject('chipRace.error.otherTable', `${nameOf(state, t, p.entryId)} sits at table ${seat.table}`, {
        field: `players.${i}.entryId`,
        params: { name: nameOf(state, t, p.entryId), table: seat.table }
      })
    const counts = new Map<number, number>()
    for (const odd of p.oddChips) {
      if (!c.leaving.includes(odd.denomination))
        reject('chipRace.error.notLeaving', `The ${odd.denomination} chip does not leave play at this colour-up`, {
          field: `players.${i}.oddChips`,
          params: { denomination: odd.denomination }
        })
      counts.set(odd.denomination, (counts.get(odd.denomination) ?? 0) + odd.count)
    }
    const oddChips: OddChips[] = [...counts]
      .filter(([, count]) => count > 0)
      .sort(([a], [b]) => a - b)
      .map(([denomination, count]) => ({ denomination, count }))
    return { entryId: p.entryId, oddChips, onlyOddChips: p.onlyOddChips }
  })
  const input = { newChip: c.newChip, players, winners: command.winners }
  const problem = problemsOf(input)[0]
  if (problem) {
    if (problem.code === 'winnerCount')
      reject('chipRace.error.winnerCount', `${problem.expected} chip(s) are raced: enter that many winners`, {
        field: 'winners',
        params: { expected: problem.expected, given: problem.given, chip: c.newChip }
      })
    reject(`chipRace.error.${problem.code}`, `${problem.code}: ${nameOf(state, t, problem.entryId)}`, {
      field: problem.code === 'duplicatePlayer' ? 'players' : 'winners',
      params: { name: nameOf(state, t, problem.entryId) }
    })
  }
  return { ...raceTable(input), breakIndex: c.breakIndex, table: command.table, decidedBy: command.decidedBy }
}

/** §10.10–§10.13: the race at a table, once per table and colour-up. */
export function decideRecordTable(command: Cmd<typeof RecordTableRace>, state: FloorState): ChipRaceEvent[] {
  const t = requireTournament(state, command.tournamentId)
  const c = requireColourUp(t, command.breakIndex)
  if (c.tables.has(command.table))
    reject('chipRace.error.tableRecorded', `Table ${command.table} has raced: correct its record instead`, {
      field: 'table',
      params: { table: command.table }
    })
  return [{ type: 'chipRace.tableRecorded', tournamentId: t.id, race: tableRace(command, state, t, c) }]
}

function requireTableRace(t: Tournament, breakIndex: number, table: number): { c: ColourUp; race: TableRace } {
  const c = requireColourUp(t, breakIndex)
  const recorded = c.tables.get(table)
  if (!recorded)
    reject('chipRace.error.tableNotRecorded', `No chip race is recorded at table ${table}`, {
      field: 'table',
      params: { table }
    })
  const { recordedAt: _at, recordedBy: _by, ...race } = recorded
  return { c, race }
}

/** §27.8: a table's race corrected, with a reason; the previous record stays in the history. */
export function decideCorrectTable(
  command: Cmd<typeof CorrectTableRace>,
  state: FloorState,
  reason: string | null
): ChipRaceEvent[] {
  const t = requireTournament(state, command.tournamentId)
  const { c, race } = requireTableRace(t, command.breakIndex, command.table)
  needReason(reason, 'A correction of a chip race')
  return [
    { type: 'chipRace.tableCorrected', tournamentId: t.id, previous: race, next: tableRace(command, state, t, c) }
  ]
}

/** §27.8: a table's race undone, with a reason (recorded in error); the table may then race again. */
export function decideUndoTable(
  command: Cmd<typeof UndoTableRace>,
  state: FloorState,
  reason: string | null
): ChipRaceEvent[] {
  const t = requireTournament(state, command.tournamentId)
  const { race } = requireTableRace(t, command.breakIndex, command.table)
  needReason(reason, 'Undoing a chip race')
  return [{ type: 'chipRace.tableUndone', tournamentId: t.id, previous: race }]
}
