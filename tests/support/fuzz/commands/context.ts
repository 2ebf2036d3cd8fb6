import type { EntryRow } from '../../../../src/shared/core/views/registration'
import type { SeatingView } from '../../../../src/shared/core/seating/views'
import type { SeriesSummary } from '../../../../src/shared/core/league/series/views'
import type { Rng } from '../rng'
import type { TournamentViews, World } from '../world'

/** A command envelope as the generator writes it (valid-shaped, or deliberately not). */
export interface Envelope {
  command: Record<string, unknown>
  meta?: { reason?: string; occurredAt?: number }
}

/** How one tournament of a seed is meant to be played: chosen when it is created, followed loosely afterwards. */
export interface TournamentPlan {
  readonly seats: number
  readonly entries: number
  readonly extraTables: number
  readonly tolerance: 1 | 2
  readonly closing: 'published' | 'random' | 'director'
  readonly trackButtons: boolean
  readonly shortHandedFinal: boolean
  readonly finalTableSize: number
  readonly format: 'standard' | 'olympic'
  readonly ofc: boolean
}

/** What the generator reads before choosing: the focus tournament's views, all through the contract. */
export interface Situation {
  readonly tournamentIds: readonly string[]
  /** Every series, with the tournaments attached to each. */
  readonly series: readonly SeriesSummary[]
  readonly t: string | null
  readonly views: TournamentViews | null
  readonly plan: TournamentPlan | null
  /** how many floor-staff accounts the generator saw created (their commands are weighted by it). */
  readonly accounts: number
}

export interface Gen {
  readonly rng: Rng
  readonly world: World
  readonly s: Situation
  /** The server's time now. */
  readonly now: number
  plan(tournamentId: string): TournamentPlan
}

export type CommandGenerator = (g: Gen) => Envelope | Promise<Envelope>

export interface CommandSpec {
  /** How often, given the situation; every command keeps a small weight so none goes untried. */
  readonly weight: (s: Situation) => number
  readonly generate: CommandGenerator
}

export const REASONS = ['Floor decision', 'Director: recorded in error', 'From the paper record', 'Dealer confirmed']
export const FLOOR = ['Floor Ivan', 'Dealer Olga', 'TD Anna']

/** A reason most of the time; rules that need one refuse the rest (a rule refusal, not a zod one). */
export function withReason(g: Gen, command: Record<string, unknown>, p = 0.9): Envelope {
  const meta: Envelope['meta'] = {}
  if (g.rng.chance(p)) meta.reason = g.rng.pick(REASONS)
  // Now and then a record entered after the fact (§26.14), rarely one that claims to lie in the future.
  if (g.rng.chance(0.06)) meta.occurredAt = g.now - g.rng.range(1, 90) * 60_000
  else if (g.rng.chance(0.01)) meta.occurredAt = g.now + 3_600_000
  return Object.keys(meta).length > 0 ? { command, meta } : { command }
}

export function plain(g: Gen, command: Record<string, unknown>): Envelope {
  return withReason(g, command, 0.05)
}

/** The focus tournament mostly; sometimes another one, rarely an id that does not exist. */
export function tournamentId(g: Gen): string {
  const r = g.rng.next()
  if (g.s.t && r < 0.93) return g.s.t
  if (r < 0.98 && g.s.tournamentIds.length > 0) return g.rng.pick(g.s.tournamentIds)
  return g.s.t ? `${g.s.t.slice(0, 8)}-gone` : 'no-such-tournament'
}

export function entries(g: Gen): EntryRow[] {
  return g.s.views?.entries ?? []
}

export const isIn = (e: EntryRow): boolean => e.status === 'registered' || e.status === 'pre-registered'

/** An entry id with the wanted status most of the time, any entry or an unknown id otherwise. */
export function entryId(g: Gen, wanted: (e: EntryRow) => boolean = isIn): string {
  const all = entries(g)
  const good = all.filter(wanted)
  const r = g.rng.next()
  if (good.length > 0 && r < 0.9) return g.rng.pick(good).id
  if (all.length > 0 && r < 0.98) return g.rng.pick(all).id
  return 'no-such-entry'
}

export function seating(g: Gen): SeatingView | null {
  return g.s.views?.seating ?? null
}

/** The level play is in (registration's reading of the clock), for hands and penalties. */
export function currentLevel(g: Gen): number {
  return g.s.views?.registration?.position?.level ?? 1
}

export function seatOf(e: EntryRow): { table: number; seat: number } | null {
  if (!e.seat) return null
  const [table, seat] = e.seat.split('/').map(Number)
  return { table: table!, seat: seat! }
}

/** Free, usable seats of the open tables (or of every table), from the seating view. */
export function freeSeats(view: SeatingView, openOnly = true): Array<{ table: number; seat: number }> {
  const out: Array<{ table: number; seat: number }> = []
  for (const t of view.tables) {
    if (openOnly && !t.open) continue
    for (const s of t.seats)
      if (s.entryId === null && !s.unavailable && s.reserved === null && !s.outOfPlay)
        out.push({ table: t.number, seat: s.seat })
  }
  return out
}
