import type { z } from 'zod'
import type { DecideContext } from './context'
import type { DomainEvent } from './events'
import type { EventRecord } from './record'
import type { FloorState } from './state'
import type { Tournament } from './tournament'

/**
 * The shape every area gives its rules, so that the root composes the areas through one table instead of a switch
 * that names every command: an area says how it decides each of its commands and how it folds each of its events.
 * (Types only: the state and event unions meet at the root, and no area imports them at run time.)
 */

/** What a decision reads. The state is read, never changed (§4.7: a refused command changes nothing). */
export interface DecideInput {
  readonly state: FloorState
  readonly ctx: DecideContext
  /** The reason given with the command: required for corrections and overrides (§4.7, §27.8). */
  readonly reason: string | null
  /** When the fact happened, if entered after it (§26.14). */
  readonly occurredAt?: number
}

/** One decision per command type of `C`: the events it records, or a thrown RejectedError. */
export type Deciders<C extends { type: string }> = {
  readonly [K in C['type']]: (command: Extract<C, { type: K }>, input: DecideInput) => DomainEvent[]
}

/** The commands an area declares with zod (its `…Commands` list), as one union. */
export type CommandsOf<L extends readonly z.ZodType[]> = z.infer<L[number]>

/** One fold per event type of `E`: changes the fold's own state in place (see FloorState). */
export type Evolvers<E extends DomainEvent> = {
  readonly [K in E['type']]: (state: FloorState, record: EventRecord<Extract<E, { type: K }>>) => void
}

/** The tournaments that may be in play: those the main process holds in memory (finished ones stay parked). */
export function tournamentsInPlay(input: DecideInput): Iterable<Tournament> {
  return input.ctx.residentTournaments?.() ?? input.state.tournaments.values()
}
