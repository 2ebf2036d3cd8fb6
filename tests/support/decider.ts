import { expect } from 'vitest'
import type { z } from 'zod'
import type { Command, CommandMeta } from '../../src/shared/core/commands'
import type { DecideContext } from '../../src/shared/core/context'
import { CommandEnvelope } from '../../src/shared/core/commands'
import { decide } from '../../src/shared/core/decide'
import { streamOf, type DomainEvent } from '../../src/shared/core/events'
import { evolve, fold } from '../../src/shared/core/evolve'
import type { EventRecord } from '../../src/shared/core/record'
import { RejectedError, type Rejection } from '../../src/shared/core/rejection'
import { initialState, type FloorState } from '../../src/shared/core/state'
import { canonicalJson } from './canonical'

/** 2026-11-28 19:00:00 UTC: a Saturday night. */
export const T0 = Date.UTC(2026, 10, 28, 19, 0, 0)

export function testContext(overrides: Partial<DecideContext> = {}): DecideContext {
  let id = 0
  let seed = 42
  return {
    now: T0,
    actor: 'Anna (TD)',
    newId: () => `id-${++id}`,
    // A small deterministic LCG: tests must not depend on Math.random().
    randomInt: (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed % n
    },
    ...overrides
  }
}

export function recordsOf(events: readonly DomainEvent[], at = T0, actor = 'Anna (TD)'): EventRecord[] {
  return events.map((event, i) => ({
    seq: i + 1,
    stream: streamOf(event),
    event,
    actor,
    recordedAt: at,
    occurredAt: at,
    reason: null
  }))
}

/** given(events) / when(command) / then(events or rejection). */
export function given(...events: DomainEvent[]) {
  const state: FloorState = fold(recordsOf(events), initialState())
  return {
    state,
    when(command: Command, meta?: CommandMeta, ctx: DecideContext = testContext()) {
      let outcome: { events: DomainEvent[] } | { rejection: Rejection }
      try {
        outcome = { events: decide({ command, ...(meta ? { meta } : {}) }, state, ctx) }
      } catch (error) {
        if (!(error instanceof RejectedError)) throw error
        outcome = { rejection: error.rejection }
      }
      return {
        then(expected: DomainEvent[]): void {
          expect(outcome).toEqual({ events: expected })
        },
        thenRejected(code: string, field?: string): Rejection {
          expect(outcome).toHaveProperty('rejection')
          const rejection = (outcome as { rejection: Rejection }).rejection
          expect(rejection.code).toBe(code)
          if (field) expect(rejection.field).toBe(field)
          return rejection
        },
        events(): DomainEvent[] {
          if ('rejection' in outcome) throw new Error(`rejected: ${outcome.rejection.message}`)
          return outcome.events
        }
      }
    }
  }
}

export interface FloorOptions {
  /** Who records every command and event (`ctx.actor` and each record's actor). */
  actor?: string
  /** The time the floor starts at; `advance`/`at` move it. */
  now?: number
  /**
   * 'fixed' (the default): every decision and record is at `now` until the test moves it. 'ticking': each record is
   * one millisecond after the one before and each decision one after that (`liveFloor`'s clock).
   */
  clock?: 'fixed' | 'ticking'
  /** Parse each command as a transport does (zod defaults filled in, unknown shapes refused); the default. */
  parse?: boolean
  /**
   * A dump of what decide reads, taken before and after each decision: when they differ, decide changed the state it
   * read (the core is pure, STYLE.md) and the command fails. Off by default (a full dump of a big floor is slow).
   */
  purity?: (state: FloorState) => string
  /** Anything else the core may be told (`newId`, `randomInt`, `levelOf`, …); one context for the whole floor. */
  context?: Partial<DecideContext>
}

/** A command as a transport receives it (zod defaults not yet filled in). */
export type CommandInput = z.input<typeof CommandEnvelope>['command']

export type Outcome = { events: DomainEvent[] } | { rejection: Rejection }

const describeRejection = (r: Rejection): string =>
  `${r.code}${r.field ? ` at ${r.field}` : ''}${r.params ? ` ${JSON.stringify(r.params)}` : ''}: ${r.message}`

/**
 * given / when / then on the real pure core, for unit tests: a floor in memory that decides each command on the state
 * now (`decide`) and folds its events in (`evolve`), as the service does, with a clock the test moves and
 * deterministic ids (`id-1`, `id-2`, … across the whole floor) and randomness. No mocks.
 *
 *     const floor = givenFloor([created, playerCreated('p1', 'Anna')])
 *     const events = floor.when(command)           // the events it produced; throws, naming the refusal, if refused
 *     const rejection = floor.refused(command)     // the refusal; fails, listing the events, if it was accepted
 *     floor.state, floor.advance(60_000)
 *
 * A refused command must leave the state exactly as it was (§27.8: a refused command writes nothing): `refused` checks
 * that.
 */
export function givenFloor(events: readonly DomainEvent[] = [], options: FloorOptions = {}) {
  const actor = options.actor ?? 'Anna (TD)'
  const ticking = options.clock === 'ticking'
  const ctx = testContext({ actor, ...options.context })
  const state: FloorState = initialState()
  const records: EventRecord[] = []
  const journal: DomainEvent[] = []
  let now = options.now ?? ctx.now
  const start = now

  /** Folds events into the state as records at the floor's time (or `meta.occurredAt`), as the journal holds them. */
  const given = (events: readonly DomainEvent[], meta?: CommandMeta, by = actor): DomainEvent[] => {
    for (const event of events) {
      const seq = records.length + 1
      const at = ticking ? start + seq : now
      const record: EventRecord = {
        seq,
        stream: streamOf(event),
        event,
        actor: by,
        recordedAt: at,
        occurredAt: meta?.occurredAt ?? at,
        reason: meta?.reason ?? null
      }
      records.push(record)
      journal.push(event)
      evolve(state, record)
    }
    return [...events]
  }
  given(events)

  /** The core's answer on the state now, folded in when accepted; a refusal is checked to have changed nothing. */
  const decideOn = (
    command: CommandInput,
    meta: CommandMeta | undefined,
    mustRefuse: boolean,
    record = true,
    once: Partial<DecideContext> = {}
  ): Outcome => {
    const envelope =
      options.parse === false
        ? { command: command as Command, ...(meta ? { meta } : {}) }
        : CommandEnvelope.parse({ command, ...(meta ? { meta } : {}) })
    const before = mustRefuse ? canonicalJson(state) : ''
    const read = options.purity?.(state)
    const checkPure = (): void => {
      if (options.purity && options.purity(state) !== read)
        throw new Error(`decide(${command.type}) changed the state it read`)
    }
    let produced: DomainEvent[]
    try {
      produced = decide(envelope, state, { ...ctx, now: ticking ? start + records.length + 1 : now, ...once })
    } catch (error) {
      checkPure()
      if (!(error instanceof RejectedError)) throw error
      if (mustRefuse) expect(canonicalJson(state), `refused ${command.type} changed the state (§27.8)`).toBe(before)
      return { rejection: error.rejection }
    }
    checkPure()
    return { events: record ? given(produced, meta, once.actor ?? actor) : produced }
  }

  return {
    /** The live state (folded from every record so far). */
    state,
    /** Every record so far, as the journal would hold them. */
    records,
    /** Every event so far, given or produced, in order. */
    journal,
    get now(): number {
      return now
    },
    /** Moves the clock on (fixed clock). */
    advance(ms: number): number {
      return (now += ms)
    },
    /** Sets the clock (fixed clock). */
    at(time: number): void {
      now = time
    },
    /** Facts already recorded: folded in as they are, without deciding anything. */
    given(...events: DomainEvent[]): DomainEvent[] {
      return given(events)
    },
    /** The core's answer, folded in when accepted: the events, or the refusal (for tests that take either). */
    outcome: (command: CommandInput, meta?: CommandMeta): Outcome => decideOn(command, meta, false),
    /** What the core would answer now, recording nothing either way (to try several commands on one state). */
    peek: (command: CommandInput, meta?: CommandMeta): Outcome => decideOn(command, meta, false, false),
    /**
     * The events the command produced (now folded in); throws with the refusal when it was refused. `once` adds to the
     * context for this command only; its `actor` also signs the command's records (a desk clerk among directors).
     */
    when(command: CommandInput, meta?: CommandMeta, once?: Partial<DecideContext>): DomainEvent[] {
      const result = decideOn(command, meta, false, true, once)
      if ('rejection' in result) throw new Error(`${command.type} was refused: ${describeRejection(result.rejection)}`)
      return result.events
    },
    /**
     * The refusal of a command that must be refused; fails the test, listing the events, when it was accepted. `once`
     * adds to the context for this command only (e.g. the `levelOf` the main process would pass at that moment).
     */
    refused(command: CommandInput, meta?: CommandMeta, once?: Partial<DecideContext>): Rejection {
      const result = decideOn(command, meta, true, true, once)
      if ('events' in result)
        throw new Error(
          `${command.type} was accepted, expected a refusal; it produced ${JSON.stringify(result.events)}`
        )
      return result.rejection
    }
  }
}

export type GivenFloor = ReturnType<typeof givenFloor>

/**
 * The same floor with `liveFloor`'s older names and its ticking clock (each record one step later): `run` is `when`,
 * `apply` is `given`, `refusal` is `refused`, and `refused` gives the refusal's code.
 */
export function liveFloor(actor = 'Anna (TD)') {
  const floor = givenFloor([], { actor, clock: 'ticking' })
  return {
    state: floor.state,
    apply: (events: DomainEvent[]): DomainEvent[] => floor.given(...events),
    run: floor.when,
    refusal: floor.refused,
    refused: (command: CommandInput, meta?: CommandMeta): string => floor.refused(command, meta).code
  }
}
