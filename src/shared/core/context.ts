import type { LevelSource } from './registration'
import type { Tournament } from './tournament'

/**
 * What the pure core may know about the world: the time and a source of randomness, both injected.
 * The core never calls Date.now() or Math.random(); the main process passes real ones, tests pass fixed ones.
 */
export interface DecideContext {
  /** Wall-clock time of the decision, epoch milliseconds (from the main process's monotonic-anchored clock). */
  readonly now: number
  /** Who is recording the command (operator name); every record names the person who made it (§4.7, §27.8). */
  readonly actor: string
  /** A fresh unique identifier. */
  readonly newId: () => string
  /** A uniform random integer in [0, n), from a cryptographic source in production. */
  readonly randomInt: (n: number) => number
  /**
   * Where each tournament's clock stands (the main process reads it from the clock); absent = no clock started
   * (registration, §7.7).
   */
  readonly levelOf?: LevelSource
  /** A salted one-way hash of a secret (an account's PIN); given by the main process only. */
  readonly hashSecret?: (secret: string) => string
  /**
   * The tournaments that may be in play, for the rules across the hall (a player's seat elsewhere, a table in use):
   * the main process passes those in memory, so finished ones stay in their snapshot parts; absent = every one.
   */
  readonly residentTournaments?: () => Iterable<Tournament>
  /**
   * The named account that records, when one signed in: a command outside the tournaments it is limited to is
   * refused (accounts/scope.ts).
   */
  readonly accountId?: string
}
