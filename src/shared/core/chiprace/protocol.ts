import type { ChipRaceDecider } from './schemas'
import type { Tournament } from '../tournament'

/** §10.10–§10.13: one player's part of a table's race in the protocol. */
export interface ProtocolRacePlayer {
  readonly entryId: string
  /** Internal: what the dealer counted and what it became. */
  readonly oddChips?: readonly { readonly denomination: number; readonly count: number }[]
  readonly exchanged?: number
  readonly leftover?: number
  readonly won: boolean
  readonly keptChip: boolean
  readonly received?: number
}

export interface ProtocolTableRace {
  readonly table: number
  readonly leftoverTotal: number
  readonly chipsRaced: number
  /** The race's rounding and the chips §10.13 handed out (value; informational, §10.18). */
  readonly chipsInPlayChange: number
  readonly decidedBy: ChipRaceDecider
  readonly recordedAt: number
  readonly recordedBy: string
  readonly players: readonly ProtocolRacePlayer[]
}

/** §10.9: a colour-up and its races, table by table. */
export interface ProtocolColourUp {
  /** The break as players count them (1 for the first break). */
  readonly breakNumber: number
  readonly leaving: readonly number[]
  readonly newChip: number
  readonly decidedBy: ChipRaceDecider
  readonly announcedAt: number
  readonly tables: readonly ProtocolTableRace[]
  /** §27.8, internal: tables corrected or undone — who, when, why. */
  readonly history: readonly {
    readonly kind: 'corrected' | 'undone'
    readonly table: number
    readonly at: number
    readonly by: string
    readonly reason: string
  }[]
}

/** The tournament's colour-ups for the protocol, in the order of the breaks. */
export function colourUpsOf(t: Tournament): ProtocolColourUp[] {
  const s = t.chipRace
  if (!s) return []
  const items = t.clock.structure?.items ?? []
  const breakNumber = (index: number): number => items.slice(0, index + 1).filter((x) => x.kind === 'break').length
  return [...s.colourUps.values()]
    .sort((a, b) => a.breakIndex - b.breakIndex)
    .map((c) => ({
      breakNumber: breakNumber(c.breakIndex),
      leaving: [...c.leaving],
      newChip: c.newChip,
      decidedBy: c.decidedBy,
      announcedAt: c.announcedAt,
      tables: [...c.tables.values()]
        .sort((a, b) => a.table - b.table)
        .map((r) => ({
          table: r.table,
          leftoverTotal: r.leftoverTotal,
          chipsRaced: r.chipsRaced,
          chipsInPlayChange: r.chipsInPlayChange,
          decidedBy: r.decidedBy,
          recordedAt: r.recordedAt,
          recordedBy: r.recordedBy,
          players: r.players.map((p) => ({
            entryId: p.entryId,
            oddChips: p.oddChips.map((o) => ({ ...o })),
            exchanged: p.exchanged,
            leftover: p.leftover,
            won: p.won,
            keptChip: p.keptChip,
            received: p.received
          }))
        })),
      history: c.history.map(({ kind, table, at, by, reason }) => ({ kind, table, at, by, reason }))
    }))
}

/**
 * §27.11: the public protocol names who received a chip and who kept one (§10.13) per table; the odd chips counted,
 * and the corrections with their reasons, stay internal.
 */
export function publicProtocolColourUps(list: readonly ProtocolColourUp[]): ProtocolColourUp[] {
  return list.map((c) => ({
    ...c,
    tables: c.tables.map((r) => ({
      ...r,
      players: r.players
        .filter((p) => p.won || p.keptChip)
        .map((p) => ({ entryId: p.entryId, won: p.won, keptChip: p.keptChip }))
    })),
    history: []
  }))
}
