import type { InvariantName } from './invariants'

/** Something the fuzzer found: a crash, an internal error, a broken invariant, a journal that does not open again. */
export interface Failure {
  readonly kind: 'crash' | 'internal' | 'violation' | 'restart'
  readonly seed: number
  readonly op: number
  readonly detail: string
  readonly invariant?: InvariantName
  readonly tournamentId?: string
  readonly entryIds?: readonly string[]
  /** The entries' statuses when the failure was seen. */
  readonly statuses?: readonly string[]
  /** For a restart mismatch: 'order' (Map/Set order only) or 'content'. */
  readonly flavour?: string
  readonly command?: string
  readonly input?: unknown
  /** The server's last lines of output, for a crash. */
  readonly output?: string
  /** The last commands before the failure, with their outcomes. */
  readonly recent?: readonly string[]
  /** The known bug it was classified as. */
  readonly known?: string
}

/** What the runner knows when it classifies a failure. */
export interface FailureContext {
  /** Entries back in play by an undo or a lifted disqualification and not seated since. */
  readonly returned: ReadonlySet<string>
  /** `seating.addTables` recorded a seat beyond its table in this seed. */
  readonly riskyTables: boolean
}

/**
 * Known bugs being fixed while this fuzzer lands (the "seating" helper: items 11.4;
 * the "survival" helper: 11.1–11.3). A failure that matches one is counted under its name instead of failing the
 * run. Each entry has a reproduction (tests/support/fuzz/reproductions.ts) that the fuzz test runs first: once a
 * reproduction no longer fails, the test fails loudly and names the entry to remove from this list.
 */
export interface KnownBug {
  readonly id: string
  readonly owner: 'seating' | 'survival'
  readonly issue: string
  readonly description: string
  /** For a fixed bug: the change on main that fixed it. */
  readonly fixedIn?: string
  matches(failure: Failure, context: FailureContext): boolean
}

const crashLike = (f: Failure): boolean => f.kind === 'crash' || f.kind === 'internal' || f.kind === 'restart'

/** Known bugs tolerated by the fuzz run now (each with a reproduction that must still fail): none. */
export const KNOWN_BUGS: readonly KnownBug[] = []

/**
 * Bugs this fuzzer found or was told of, fixed since (on main): their reproductions must keep failing to reproduce.
 * When a new one is tolerated for a while, it moves from here to KNOWN_BUGS with its owner, and back once fixed.
 */
export const FIXED_BUGS: readonly KnownBug[] = [
  {
    id: 'short-handed-final-crash',
    fixedIn: '7fa25e0 Seating: decide reads on a fork, never the live room; the short-handed final cannot crash',
    owner: 'seating',
    issue: '11.4',
    description:
      '10-max tables with a 9-max final (shortHandedFinal, BFSP §3.1): building the short-handed proposal throws "No free seat for a broken table"; the hall server exits.',
    matches: (f) => crashLike(f) && /No free seat for a broken table/.test(`${f.detail}\n${f.output ?? ''}`)
  },
  {
    id: 'returning-player-unseated',
    fixedIn: '11a2fe9 Seating: players back in play get their seat back',
    owner: 'seating',
    issue: '11.4',
    description:
      'A player back in play after results.undoHand or entry.liftDisqualification has no seat: the display counts them, seating does not.',
    matches: (f, c) =>
      f.kind === 'violation' &&
      f.invariant === 'inPlaySeated' &&
      (f.entryIds ?? []).length > 0 &&
      (f.entryIds ?? []).every((id) => c.returned.has(id))
  },
  {
    id: 'stale-balancing-proposal',
    fixedIn: 'efc03fe Seating: a pending proposal follows the buttons; confirm re-checks it',
    owner: 'seating',
    issue: '11.4',
    description:
      'A pending balancing proposal is not recomputed when a button moves, and seating.confirm does not check it again: the confirmed move seats the player between the button and the small blind (§8.6, §8.7).',
    matches: (f) => f.kind === 'violation' && f.invariant === 'notBetweenButtonAndBlind'
  },
  {
    id: 'add-tables-seat-beyond-table',
    fixedIn: '3a30e65 Seating: tables are checked the same by configure and addTables',
    owner: 'survival',
    issue: '11.2',
    description:
      'seating.addTables accepts a reserved or unavailable seat beyond the table; the next seating record does not fold ("Seat n/12 is taken"), the server exits and the journal never opens again.',
    matches: (f, c) => crashLike(f) && c.riskyTables
  },
  {
    id: 'posted-no-show-unseated',
    fixedIn: 'de9c533 Seating: a no-show whose stack is posted gets a seat after the draw too',
    owner: 'seating',
    issue: 'new (found by this fuzzer)',
    description:
      'A pre-registered entry whose stack is posted (§6.6 noShowStack "posted") gets a seat in the initial draw, but not when it is registered after the draw, nor when the terms change to "posted" after it: chips in play with no seat.',
    matches: (f) =>
      f.kind === 'violation' &&
      f.invariant === 'inPlaySeated' &&
      (f.statuses ?? []).length > 0 &&
      (f.statuses ?? []).every((s) => s === 'pre-registered')
  },
  {
    id: 'reserved-seat-unavailable',
    fixedIn: '3a30e65 Seating: tables are checked the same by configure and addTables (seatListedTwice)',
    owner: 'seating',
    issue: 'new (found by this fuzzer)',
    description:
      'seating.configure accepts a seat that is both unavailable and reserved for an entry (§8.2); the draw then seats the holder on the unavailable seat.',
    matches: (f) =>
      f.kind === 'violation' && f.invariant === 'seatUsable' && (f.statuses ?? []).includes('reserved-unavailable')
  },
  {
    id: 'final-table-seats-out-of-play',
    fixedIn: 'c3e6646 Seating: a final table drawn over seats out of play brings them back',
    owner: 'seating',
    issue: '18.2 (found by this fuzzer on the records branch)',
    description:
      'Tables gone short-handed at a small final size (seats above it out of play), the final size raised: the final proposal draws onto seats 1..size of the last table without bringing the seats back, and seating.confirm refuses it ("Seat 3/5 cannot be given", seatUnusable) — for ever.',
    matches: (f) =>
      f.kind === 'violation' &&
      f.invariant === 'tolerance' &&
      /final proposal could not be confirmed: refused error\.seating\.seatUnusable/.test(f.detail)
  },
  {
    id: 'trial-moves-reorder-state',
    fixedIn: '7fa25e0 Seating: decide reads on a fork, never the live room',
    owner: 'seating',
    issue: '11.5 (withTrial)',
    description:
      "withTrial's trial moves put players and tables back in a different Map/Set order: decide changes the live state's order, so a restart rebuilds another order (and later draws iterate it).",
    matches: (f) =>
      f.kind === 'violation' &&
      (f.invariant === 'restartSame' || f.invariant === 'refusedUnchanged') &&
      f.flavour === 'order'
  }
]

/** The known bug a failure is, or null for a new one. */
export function classify(failure: Failure, context: FailureContext): string | null {
  return KNOWN_BUGS.find((bug) => bug.matches(failure, context))?.id ?? null
}
