import type { FloorState } from '../state'
import type { Tournament } from '../tournament'
import type { AccountsState } from '../accounts'
import { clockAt, positionAt, type ClockAnchor, itemStarts, levelNumbers } from '../clock'
import { clockNotStarted, type LevelSource, lateRegistrationStatus } from '../registration'
import { spreadOf, exceedsTolerance } from '../seating'
import type { MoveCause } from '../seating'
import { placesOf } from '../results'

/**
 * The director's floor dashboard (admin only, internal data): every tournament in play or started today on one page,
 * with what needs the director's attention. The view holds facts and the moments things began (a proposal made, a
 * clock paused); the alerts that depend on how long something has lasted are computed from those by `floorAlerts`
 * with the clock's `now` passed in, so the page recomputes them every second without a push.
 */
export interface FloorDashboard {
  rows: FloorRow[]
}

/**
 * The clock of a row as the page counts it down: the anchor rebased to the start of the current item, so the
 * position runs from 0 to `seconds` × 1000 within it (negative before a scheduled start). A level boundary pushes the
 * next item (the main process's timer), so nothing past the current item is sent.
 */
export interface FloorClock extends ClockAnchor {
  kind: 'level' | 'break'
  /** The level being played, or during a break the level that comes next; null when no level lies ahead. */
  level: number | null
  seconds: number
  smallBlind: number | null
  bigBlind: number | null
  ante: number | null
  /** The structure's last item has run out (the last level goes on until the director adds levels). */
  ended: boolean
}

/** A balancing proposal or a table break waiting for the floor's confirmation (§8.3, §9.1), and since when. */
export interface FloorPending {
  kind: MoveCause
  since: number
  moves: number
  /** Tables that close when it is confirmed (a table break). */
  closes: number[]
}

export interface FloorRow {
  id: string
  name: string
  status: Tournament['status']
  finished: boolean
  /** null: no structure yet. */
  clock: FloorClock | null
  /** When the clock was paused (epoch ms), while it is. */
  pausedSince: number | null
  playersLeft: number
  entries: number
  /** Open tables with players seated (0 before the draw). */
  tables: number
  pending: FloorPending | null
  /** §8.3, BFSP §3.1: the fullest and the shortest open table, and the announced tolerance. */
  spread: { max: number; min: number; tolerance: number } | null
  /** The spread exceeds the tolerance (never in an Olympic shootout, BFSP §3.2). */
  unbalanced: boolean
  /** §24.4–§24.6. */
  handForHand: boolean
  waiting: number
  /** Places free under the player cap (§7.7); null: no cap. */
  freePlaces: number | null
  lateRegistration: 'open' | 'closed'
}

/** Where an alert is dealt with: the tournament's page and its tab. */
export interface FloorLink {
  tournamentId: string
  tab: 'overview' | 'seating' | 'entries'
}

export type FloorAlert =
  | {
      kind: 'proposalWaiting'
      tournamentId: string
      name: string
      proposal: MoveCause
      waitingMs: number
      link: FloorLink
    }
  | { kind: 'clockPaused'; tournamentId: string; name: string; pausedMs: number; link: FloorLink }
  | { kind: 'handForHand'; tournamentId: string; name: string; link: FloorLink }
  | {
      kind: 'unbalanced'
      tournamentId: string
      name: string
      max: number
      min: number
      tolerance: number
      link: FloorLink
    }
  | {
      kind: 'waitingWithFreePlaces'
      tournamentId: string
      name: string
      waiting: number
      free: number
      link: FloorLink
    }

/** A proposal waits too long when it waits more than this: the floor has not acted on it within a minute. */
export const PROPOSAL_WAIT_MS = 60_000

/** The caller's kept places (the main process), equal to the default. */
export interface FloorDashboardParts {
  finished?(t: Tournament): boolean
  /**
   * The tournaments to look at (by default all of them). The main process gives those in memory: a finished tournament
   * left in its snapshot part needs nothing from the floor, and reading it out would undo the parking.
   */
  tournaments?(): Iterable<Tournament>
}

export interface FloorDashboardInput {
  /** The hall's date (YYYY-MM-DD in the hall's zone): a tournament of today stays on the page after its winner. */
  today: string
  now: number
  levelOf?: LevelSource
  /**
   * The signed-in account, when the connection has one: an account limited to named tournaments sees those alone
   * (§3, accounts/scope.ts); an account not (or no longer) in the records sees none. Absent: the whole hall.
   */
  accountId?: string
}

/** The tournaments the account may see: all, or those of its scope; none for an unknown account. */
export function visibleTo(accounts: AccountsState, accountId: string | undefined): ((id: string) => boolean) | null {
  if (accountId === undefined) return null
  const account = accounts.byId.get(accountId)
  if (!account || !account.enabled) return () => false
  const scope = account.scope
  if (!scope) return null
  const ids = new Set(scope.map((s) => s.tournamentId))
  return (id) => ids.has(id)
}

/**
 * In play: started and no winner yet. Started today: started, dated `today`, even with its winner. In play first
 * (the earliest start first), then the finished ones, each by name.
 */
export function floorDashboard(
  state: FloorState,
  input: FloorDashboardInput,
  parts: FloorDashboardParts = {}
): FloorDashboard {
  const visible = visibleTo(state.accounts, input.accountId)
  const levelOf = input.levelOf ?? clockNotStarted
  const rows: FloorRow[] = []
  for (const t of parts.tournaments ? parts.tournaments() : state.tournaments.values()) {
    if (t.status !== 'started') continue
    if (visible && !visible(t.id)) continue
    const finished = parts.finished ? parts.finished(t) : placesOf(t).results.some((r) => r.status === 'winner')
    if (finished && t.fields.date !== input.today) continue
    rows.push(floorRow(t, finished, input.now, levelOf))
  }
  const startOf = new Map(
    [...rows].map((r) => [r.id, state.tournaments.get(r.id)!.startedAt ?? Number.MAX_SAFE_INTEGER])
  )
  rows.sort(
    (a, b) =>
      Number(a.finished) - Number(b.finished) ||
      startOf.get(a.id)! - startOf.get(b.id)! ||
      a.name.localeCompare(b.name) ||
      a.id.localeCompare(b.id)
  )
  return { rows }
}

export function floorRow(t: Tournament, finished: boolean, now: number, levelOf: LevelSource): FloorRow {
  const reg = t.registration
  const seating = t.seating
  const room = seating?.drawn ? seating.room : null
  const spread = room ? spreadOf(room) : null
  const cap = reg.terms.playerCap
  return {
    id: t.id,
    name: t.fields.name,
    status: t.status,
    finished,
    clock: floorClock(t, now),
    pausedSince: t.clock.status === 'paused' ? t.clock.anchorAt : null,
    playersLeft: reg.inCount,
    entries: reg.enteredCount,
    tables: room ? room.openTableCount : 0,
    pending: seating?.pending
      ? {
          kind: seating.pending.proposal.kind,
          since: seating.pending.at,
          moves: seating.pending.proposal.moves.length,
          closes: [...seating.pending.proposal.closes]
        }
      : null,
    spread: spread && room ? { ...spread, tolerance: room.rules.tolerance } : null,
    unbalanced: room ? exceedsTolerance(spread, room.rules) : false,
    handForHand: t.clock.handForHand.on,
    waiting: reg.waiting.length,
    freePlaces: cap === null ? null : Math.max(0, cap - reg.inCount),
    lateRegistration: lateRegistrationStatus(t, levelOf(t.id)).status
  }
}

/** The current item of the clock, the anchor rebased to its start. */
export function floorClock(t: Tournament, now: number): FloorClock | null {
  const structure = t.clock.structure
  if (!structure || structure.items.length === 0) return null
  const reading = clockAt(t, now)
  const item = structure.items[reading.index]!
  const start = itemStarts(structure)[reading.index]!
  const numbers = levelNumbers(structure)
  const level = numbers.slice(reading.index).find((n) => n !== null) ?? null
  return {
    status: t.clock.status,
    anchorAt: t.clock.anchorAt,
    anchorPosition: t.clock.status === 'idle' ? 0 : t.clock.anchorPosition - start,
    kind: item.kind,
    level,
    seconds: item.seconds,
    smallBlind: item.kind === 'level' ? item.smallBlind : null,
    bigBlind: item.kind === 'level' ? item.bigBlind : null,
    ante: item.kind === 'level' ? item.ante : null,
    ended: reading.ended
  }
}

/**
 * Time left in the row's current item at `now` (ms, never below 0), or the time until a scheduled start (negative
 * position): what the page shows each second.
 */
export function timeLeftMs(clock: FloorClock, now: number): { startsInMs: number | null; leftMs: number } {
  const position = clock.status === 'idle' ? 0 : positionAt(clock, now)
  if (position < 0) return { startsInMs: -position, leftMs: clock.seconds * 1000 }
  return { startsInMs: null, leftMs: clock.ended ? 0 : Math.max(0, clock.seconds * 1000 - position) }
}

/**
 * The alerts at `now` (the clock's time, passed in), the most urgent first; each names its tournament and the page
 * where it is dealt with:
 * - a proposal (balancing or a table break) waiting more than a minute for the floor's confirmation (§8.3, §9.1) —
 *   exactly 60 s is not yet an alert;
 * - a clock paused, with how long (§24.1: play is timed; a forgotten pause shifts every level after it), unless
 *   hand-for-hand stands it;
 * - hand-for-hand on (§24.4–§24.6: all tables play one hand at a time);
 * - tables short or over the tolerance with nothing proposed (§8.3, BFSP §3.1);
 * - players on the waiting list while places are free under the cap (§7.7: alternates are offered places in order).
 * A finished tournament raises none.
 */
export function floorAlerts(view: FloorDashboard, now: number): FloorAlert[] {
  const alerts: FloorAlert[] = []
  for (const row of view.rows) {
    if (row.finished) continue
    const base = { tournamentId: row.id, name: row.name }
    if (row.pending && now - row.pending.since > PROPOSAL_WAIT_MS)
      alerts.push({
        kind: 'proposalWaiting',
        ...base,
        proposal: row.pending.kind,
        waitingMs: now - row.pending.since,
        link: { tournamentId: row.id, tab: 'seating' }
      })
    // Hand-for-hand stands the clock by itself (§24.4): that pause is the hand-for-hand's alert, not a forgotten one.
    if (row.pausedSince !== null && !row.handForHand)
      alerts.push({
        kind: 'clockPaused',
        ...base,
        pausedMs: Math.max(0, now - row.pausedSince),
        link: { tournamentId: row.id, tab: 'overview' }
      })
    if (row.handForHand) alerts.push({ kind: 'handForHand', ...base, link: { tournamentId: row.id, tab: 'overview' } })
    if (row.unbalanced && !row.pending && row.spread)
      alerts.push({
        kind: 'unbalanced',
        ...base,
        max: row.spread.max,
        min: row.spread.min,
        tolerance: row.spread.tolerance,
        link: { tournamentId: row.id, tab: 'seating' }
      })
    const free = row.freePlaces ?? Infinity
    if (row.waiting > 0 && free > 0)
      alerts.push({
        kind: 'waitingWithFreePlaces',
        ...base,
        waiting: row.waiting,
        free: Math.min(free, row.waiting),
        link: { tournamentId: row.id, tab: 'entries' }
      })
  }
  return alerts.sort((a, b) => ALERT_ORDER[a.kind] - ALERT_ORDER[b.kind])
}

const ALERT_ORDER: Record<FloorAlert['kind'], number> = {
  proposalWaiting: 0,
  unbalanced: 1,
  clockPaused: 2,
  waitingWithFreePlaces: 3,
  handForHand: 4
}
