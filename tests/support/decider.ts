import { expect } from 'vitest'
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

/**
 * A floor in memory that records as it goes: `run` parses the command as a transport does, decides it on the state
 * now and folds its events in (each record one step later); `refusal` runs a command that must be refused and checks
 * that it changed nothing (§27.8: a refused command writes nothing).
 */
export function liveFloor(actor = 'Anna (TD)') {
  const state: FloorState = initialState()
  let seq = 0
  const ctx = testContext()
  const apply = (events: DomainEvent[], reason: string | null = null): DomainEvent[] => {
    for (const event of events)
      evolve(state, {
        seq: ++seq,
        stream: streamOf(event),
        event,
        actor,
        recordedAt: T0 + seq,
        occurredAt: T0 + seq,
        reason
      })
    return events
  }
  const run = (command: Command, meta?: CommandMeta): DomainEvent[] => {
    const envelope = CommandEnvelope.parse({ command, ...(meta ? { meta } : {}) })
    return apply(decide(envelope, state, { ...ctx, now: T0 + seq + 1 }), meta?.reason ?? null)
  }
  const refusal = (command: Command, meta?: CommandMeta): Rejection => {
    const before = canonicalJson(state)
    try {
      run(command, meta)
    } catch (error) {
      if (!(error instanceof RejectedError)) throw error
      expect(canonicalJson(state)).toBe(before)
      return error.rejection
    }
    throw new Error(`${command.type} was accepted`)
  }
  const refused = (command: Command, meta?: CommandMeta): string => refusal(command, meta).code
  return { state, apply, run, refusal, refused }
}
