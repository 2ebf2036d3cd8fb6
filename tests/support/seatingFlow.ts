import { CommandEnvelope, type CommandMeta } from '../../src/shared/core/commands'
import type { z } from 'zod'
import { decide } from '../../src/shared/core/decide'
import type { DomainEvent } from '../../src/shared/core/events'
import { evolve } from '../../src/shared/core/evolve'
import { streamOf } from '../../src/shared/core/events'
import { initialState, type FloorState } from '../../src/shared/core/state'
import { T0, testContext } from './decider'
import { created, playerCreated } from './registration'

/** Runs commands through decide and folds the events, like the service does, for multi-step seating scenarios. */
export class SeatingFlow {
  state: FloorState = initialState()
  journal: DomainEvent[] = []
  private readonly ctx = testContext()
  private seq = 0
  now = T0

  constructor(players = 0) {
    this.fold([created])
    for (let i = 1; i <= players; i += 1) {
      this.fold([playerCreated(`p${i}`, `Player ${String(i).padStart(3, '0')}`)])
      this.run({ type: 'entry.register', tournamentId: 't1', playerId: `p${i}`, preRegistered: false, waitingList: false, override: false })
    }
  }

  fold(events: DomainEvent[]): DomainEvent[] {
    for (const event of events) {
      this.journal.push(event)
      evolve(this.state, { seq: ++this.seq, stream: streamOf(event), event, actor: 'Anna (TD)', recordedAt: this.now, occurredAt: this.now, reason: null })
    }
    return events
  }

  /** Parsed with zod first, as at the boundary (defaults filled in). */
  run(command: z.input<typeof CommandEnvelope>['command'], meta?: CommandMeta): DomainEvent[] {
    const envelope = CommandEnvelope.parse({ command, ...(meta ? { meta } : {}) })
    return this.fold(decide(envelope, this.state, { ...this.ctx, now: this.now }))
  }

  get seating() {
    return this.state.tournaments.get('t1')!.seating!
  }

  entryOf(playerIndex: number): string {
    const t = this.state.tournaments.get('t1')!
    return [...t.registration.entries.values()].find((e) => e.playerId === `p${playerIndex}`)!.id
  }
}

export const tenMax = (count: number, seats = 10) => Array.from({ length: count }, (_, i) => ({ number: i + 1, seats }))
