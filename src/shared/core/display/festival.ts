import type { FloorState } from '../state'
import type { Tournament } from '../tournament'
import type { LateRegistrationStatus, TournamentStats } from '../stats'
import type { StructureItem } from '../clock'
import { clockAt, type ClockAnchor, itemStarts, levelNumbers } from '../clock'
import { clockNotStarted, type LevelSource, lateRegistrationStatus } from '../registration'
import { placesOf } from '../results'
import { tournamentStats } from '../views'

/**
 * The festival board (§12.13, §27.11): every tournament of the hall in play or scheduled today, one tile each, on one
 * hall screen or one phone page. Public data only — the announced name and start, the clock, the stakes, the counts
 * and the late-registration terms anyone in the room can read; no person, note or reason.
 */
export interface FestivalView {
  tiles: FestivalTile[]
}

/**
 * The clock of a tile, as the screen counts it down itself (like the clock's own page, never a pushed second): the
 * anchor and a window of the structure from the current item through the next break and the level after it. The
 * window's positions start at its first item, so `readClock(window, anchor, now)` reads the tile's time, break and
 * next break; `firstLevel` is the number players know the window's first level by.
 */
export interface FestivalClock extends ClockAnchor {
  items: StructureItem[]
  firstLevel: number
}

export interface FestivalTile {
  id: string
  name: string
  /** The announced date and start time (§5.1), for an event not yet started. */
  date: string
  time: string | null
  /** null: no structure yet. */
  clock: FestivalClock | null
  playersLeft: number
  entries: number
  lateRegistration: LateRegistrationStatus
}

/** Items of the window past the current one at most (the next break is usually within two or three levels). */
const WINDOW_AHEAD = 7

/** Kept totals of the caller (the main process), equal to the default. */
export interface FestivalParts {
  stats?(t: Tournament): Pick<TournamentStats, 'playersLeft' | 'entries'>
  finished?(t: Tournament): boolean
}

/**
 * `today`: the hall's date (YYYY-MM-DD, in the hall's zone: main decides it, the core reads no clock). In play: the
 * clock started or a start scheduled, and no winner yet. Scheduled today: not started, announced for `today`. A
 * finished tournament leaves the board. In play first (the earliest start first), then by announced time and name.
 */
export function festivalView(
  state: FloorState,
  today: string,
  now: number,
  levelOf: LevelSource = clockNotStarted,
  parts: FestivalParts = {}
): FestivalView {
  const playing: Tournament[] = []
  const later: Tournament[] = []
  for (const t of state.tournaments.values()) {
    const inPlay = t.status === 'started' || t.clock.status !== 'idle'
    if (!inPlay && t.fields.date !== today) continue
    const finished = parts.finished ? parts.finished(t) : placesOf(t).results.some((r) => r.status === 'winner')
    if (finished) continue
    ;(inPlay ? playing : later).push(t)
  }
  const started = (t: Tournament): number =>
    t.startedAt ?? (t.clock.status === 'idle' ? Infinity : t.clock.anchorAt - t.clock.anchorPosition)
  playing.sort((a, b) => started(a) - started(b) || a.fields.name.localeCompare(b.fields.name))
  later.sort(
    (a, b) =>
      (a.fields.time ?? '99:99').localeCompare(b.fields.time ?? '99:99') || a.fields.name.localeCompare(b.fields.name)
  )
  return { tiles: [...playing, ...later].map((t) => festivalTile(t, now, levelOf, parts)) }
}

export function festivalTile(
  t: Tournament,
  now: number,
  levelOf: LevelSource = clockNotStarted,
  parts: FestivalParts = {}
): FestivalTile {
  const stats = parts.stats ? parts.stats(t) : tournamentStats(t)
  return {
    id: t.id,
    name: t.fields.name,
    date: t.fields.date,
    time: t.fields.time ?? null,
    clock: festivalClock(t, now),
    playersLeft: stats.playersLeft,
    entries: stats.entries,
    lateRegistration: lateRegistrationStatus(t, levelOf(t.id))
  }
}

/** The anchor rebased to the window's first item; break notes (colour-up texts) stay on the tournament's own clock. */
export function festivalClock(t: Tournament, now: number): FestivalClock | null {
  const structure = t.clock.structure
  if (!structure || structure.items.length === 0) return null
  const index = clockAt(t, now).index
  const start = itemStarts(structure)[index]!
  let end = Math.min(structure.items.length, index + 1 + WINDOW_AHEAD)
  const nextBreak = structure.items.findIndex((item, i) => i > index && item.kind === 'break')
  // Through the next break and the level after it, when those lie within the window's reach.
  if (nextBreak >= 0) end = Math.min(end, nextBreak + 2)
  const items = structure.items.slice(index, end).map((item): StructureItem => {
    if (item.kind === 'level') return item
    const { colorUp: _colorUp, ...rest } = item
    return rest
  })
  const numbers = levelNumbers(structure)
  const firstLevel = numbers.slice(index).find((n) => n !== null) ?? numbers.filter((n) => n !== null).length + 1
  return {
    status: t.clock.status,
    anchorAt: t.clock.anchorAt,
    anchorPosition: t.clock.status === 'idle' ? 0 : t.clock.anchorPosition - start,
    items,
    firstLevel
  }
}
