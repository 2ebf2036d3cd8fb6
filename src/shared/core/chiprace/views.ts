import { resolvePlayer } from '../players'
import type { FloorState } from '../state'
import type { Tournament } from '../tournament'
import { forcedWinners, prepareRace } from './race'
import type { ChipRaceDecider } from './schemas'
import { chipsInPlay, emptyChipRace, type ColourUp, type TableRaceChange } from './state'

/**
 * What the hall display and the phone show of a colour-up (§10.9): the denominations leaving, the new minimum, and
 * per table who received a chip — public names only (§27.11).
 */
export interface PublicColourUp {
  breakIndex: number
  leaving: number[]
  newChip: number
  tables: { table: number; chipsRaced: number; winners: string[]; keptChip: string[] }[]
}

const publicNameOf =
  (state: FloorState, t: Tournament) =>
  (entryId: string): string => {
    const entry = t.registration.entries.get(entryId)
    return (entry && resolvePlayer(state.players, entry.playerId)?.fields.displayName) || '—'
  }

export function publicColourUps(state: FloorState, t: Tournament): PublicColourUp[] {
  const s = t.chipRace
  if (!s || s.colourUps.size === 0) return []
  const name = publicNameOf(state, t)
  return [...s.colourUps.values()]
    .sort((a, b) => a.breakIndex - b.breakIndex)
    .map((c) => ({
      breakIndex: c.breakIndex,
      leaving: [...c.leaving],
      newChip: c.newChip,
      tables: [...c.tables.values()]
        .sort((a, b) => a.table - b.table)
        .map((r) => ({
          table: r.table,
          chipsRaced: r.chipsRaced,
          winners: r.players.filter((p) => p.won).map((p) => name(p.entryId)),
          keptChip: r.players.filter((p) => p.keptChip).map((p) => name(p.entryId))
        }))
    }))
}

/** One player of a table's race in the admin panel (internal: entry ids). */
export interface ChipRacePlayerView {
  entryId: string
  name: string
  seat: number | null
  oddChips: { denomination: number; count: number }[]
  onlyOddChips: boolean
  oddValue: number
  exchanged: number
  leftover: number
  won: boolean
  keptChip: boolean
  received: number
}

export interface ChipRaceTableView {
  table: number
  /** The race recorded at this table, or null while it has not raced. */
  recorded: {
    players: ChipRacePlayerView[]
    leftoverTotal: number
    chipsRaced: number
    chipsInPlayChange: number
    decidedBy: ChipRaceDecider
    recordedAt: number
    recordedBy: string
  } | null
  /** The players seated there now, by seat (whom the dealer counts). */
  seated: { entryId: string; name: string; seat: number }[]
}

export interface ColourUpView {
  breakIndex: number
  leaving: number[]
  newChip: number
  decidedBy: ChipRaceDecider
  announcedAt: number
  announcedBy: string
  tables: ChipRaceTableView[]
  /** Tables with a race recorded / open tables in all: the panel's summary. */
  done: number
  total: number
  history: (Omit<TableRaceChange, 'previous'> & { previousWinners: string[] })[]
}

/** The admin's chip-race panel (internal view). */
export interface ChipRaceView {
  chips: number[]
  /** Breaks of the structure: index, label, the structure's colour-up note, the chips in play before it. */
  breaks: { breakIndex: number; label: string; note: string | null; chipsBefore: number[] }[]
  colourUps: ColourUpView[]
}

export function chipRaceView(state: FloorState, tournamentId: string): ChipRaceView | null {
  const t = state.tournaments.get(tournamentId)
  if (!t) return null
  const s = t.chipRace ?? emptyChipRace()
  const name = publicNameOf(state, t)
  const room = t.seating?.drawn ? t.seating.room : null
  const seatedAt = (table: number): ChipRaceTableView['seated'] => {
    const x = room?.tables.get(table)
    if (!x) return []
    return x.occupant.flatMap((id, i) => (id ? [{ entryId: id, name: name(id), seat: i + 1 }] : []))
  }
  const seatOf = (entryId: string): number | null => room?.seatOf.get(entryId)?.seat ?? null
  const openTables = room ? [...room.tables.values()].filter((x) => x.open).map((x) => x.number) : []
  const colourUp = (c: ColourUp): ColourUpView => {
    const numbers = [...new Set([...openTables, ...c.tables.keys()])].sort((a, b) => a - b)
    return {
      breakIndex: c.breakIndex,
      leaving: [...c.leaving],
      newChip: c.newChip,
      decidedBy: c.decidedBy,
      announcedAt: c.announcedAt,
      announcedBy: c.announcedBy,
      tables: numbers.map((table) => {
        const r = c.tables.get(table)
        return {
          table,
          seated: seatedAt(table),
          recorded: r
            ? {
                players: r.players.map((p) => ({
                  entryId: p.entryId,
                  name: name(p.entryId),
                  seat: seatOf(p.entryId),
                  oddChips: p.oddChips.map((o) => ({ ...o })),
                  onlyOddChips: p.onlyOddChips,
                  oddValue: p.oddValue,
                  exchanged: p.exchanged,
                  leftover: p.leftover,
                  won: p.won,
                  keptChip: p.keptChip,
                  received: p.received
                })),
                leftoverTotal: r.leftoverTotal,
                chipsRaced: r.chipsRaced,
                chipsInPlayChange: r.chipsInPlayChange,
                decidedBy: r.decidedBy,
                recordedAt: r.recordedAt,
                recordedBy: r.recordedBy
              }
            : null
        }
      }),
      done: c.tables.size,
      total: numbers.length,
      history: c.history.map(({ previous, ...h }) => ({
        ...h,
        previousWinners: previous.players.filter((p) => p.won).map((p) => name(p.entryId))
      }))
    }
  }
  const items = t.clock.structure?.items ?? []
  return {
    chips: [...s.chips],
    breaks: items.flatMap((item, i) =>
      item.kind === 'break'
        ? [{ breakIndex: i, label: item.label, note: item.colorUp ?? null, chipsBefore: chipsInPlay(s, i) }]
        : []
    ),
    colourUps: [...s.colourUps.values()].sort((a, b) => a.breakIndex - b.breakIndex).map(colourUp)
  }
}

/** Re-exported for the panel: the preview before the cards, and the winners the cards cannot change. */
export { forcedWinners, prepareRace }
