import type { RaceOutcome } from './race'
import type { ChipRaceDecider } from './schemas'

/** The race at one table as recorded (§10.10–§10.13): what was raced, who received a chip, who decided. */
export interface TableRace extends RaceOutcome {
  readonly breakIndex: number
  readonly table: number
  readonly decidedBy: ChipRaceDecider
}

/** §27.8: a table's race corrected or undone — who, when, why, and what it was before. */
export interface TableRaceChange {
  readonly kind: 'corrected' | 'undone'
  readonly table: number
  readonly at: number
  readonly by: string
  readonly reason: string
  readonly previous: TableRace
}

export interface RecordedTableRace extends TableRace {
  readonly recordedAt: number
  readonly recordedBy: string
}

/** §10.9: one colour-up, at one break. */
export interface ColourUp {
  readonly breakIndex: number
  readonly leaving: readonly number[]
  /** The smallest denomination left in play (§10.10, §10.13: the minimum playing chip). */
  readonly newChip: number
  readonly decidedBy: ChipRaceDecider
  readonly announcedAt: number
  readonly announcedBy: string
  /** Table number → its race. */
  readonly tables: Map<number, RecordedTableRace>
  readonly history: TableRaceChange[]
}

/** A tournament's chip set and colour-ups. Absent on a tournament until its first such record. */
export interface ChipRaceState {
  chips: readonly number[]
  /** Break index → its colour-up, in the order announced. */
  colourUps: Map<number, ColourUp>
}

export function emptyChipRace(): ChipRaceState {
  return { chips: [], colourUps: new Map() }
}

/** The denominations still in play after every colour-up announced before (or at) `breakIndex`. */
export function chipsInPlay(s: ChipRaceState, beforeBreak: number, inclusive = false): number[] {
  const gone = new Set<number>()
  for (const c of s.colourUps.values())
    if (c.breakIndex < beforeBreak || (inclusive && c.breakIndex === beforeBreak))
      for (const d of c.leaving) gone.add(d)
  return s.chips.filter((d) => !gone.has(d))
}

/** Value of chips in play the colour-ups added (+) or took (−) by rounding and §10.13; informational (§10.18). */
export function chipRaceChange(s: ChipRaceState | undefined): number {
  if (!s) return 0
  let n = 0
  for (const c of s.colourUps.values()) for (const r of c.tables.values()) n += r.chipsInPlayChange
  return n
}
