import { CommandEnvelope, type CommandMeta } from '../../src/shared/core/commands'
import type { z } from 'zod'
import { decide } from '../../src/shared/core/decide'
import type { DomainEvent } from '../../src/shared/core/events'
import { evolve, fold } from '../../src/shared/core/evolve'
import type { EventRecord } from '../../src/shared/core/record'
import { streamOf } from '../../src/shared/core/events'
import { initialState, type FloorState } from '../../src/shared/core/state'
import { T0, testContext } from './decider'
import { created, playerCreated } from './registration'
import { canonicalState } from './canonicalState'

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
      this.run({
        type: 'entry.register',
        tournamentId: 't1',
        playerId: `p${i}`,
        preRegistered: false,
        waitingList: false,
        override: false
      })
    }
  }

  /** Every record folded, as the journal would hold them. */
  readonly records: EventRecord[] = []

  fold(events: DomainEvent[]): DomainEvent[] {
    for (const event of events) {
      this.journal.push(event)
      const record: EventRecord = {
        seq: ++this.seq,
        stream: streamOf(event),
        event,
        actor: 'Anna (TD)',
        recordedAt: this.now,
        occurredAt: this.now,
        reason: null
      }
      this.records.push(record)
      evolve(this.state, record)
    }
    return events
  }

  /**
   * Issue 14.6: when the pending balancing proposal asks for the buttons, the floor records them (`seating.buttons`)
   * where they are now — here where each was last recorded, or the last occupied seat. Returns whether it asked.
   */
  answerButtons(): boolean {
    const t = this.state.tournaments.get('t1')
    const asked = t?.seating?.pending?.proposal.buttonsAsked ?? []
    if (asked.length === 0) return false
    const room = t!.seating!.room
    const buttons = asked.map((n) => {
      const table = room.tables.get(n)!
      const last = table.occupant.length - [...table.occupant].reverse().findIndex((x) => x !== null)
      return { table: n, seat: table.button ?? last }
    })
    this.run({ type: 'seating.buttons', tournamentId: 't1', buttons })
    return true
  }

  /** The state a restart would rebuild from the journal (to compare with the live one, Map order included). */
  rebuilt(): FloorState {
    return fold(this.records, initialState())
  }

  /**
   * Every decide is checked to leave the state it read exactly as it was, Map order included (STYLE.md). 'seating'
   * dumps the tournaments (the player directory, with its search index, is most of the state and costs ~25 ms a
   * dump); 'full' dumps everything.
   */
  purity: 'full' | 'seating' | 'off' = 'seating'

  private dump(): string {
    if (this.purity === 'off') return ''
    if (this.purity === 'full') return canonicalState(this.state)
    return canonicalState([this.state.lastSeq, this.state.displayedTournamentId, this.state.tournaments])
  }

  /** Parsed with zod first, as at the boundary (defaults filled in). */
  run(command: z.input<typeof CommandEnvelope>['command'], meta?: CommandMeta): DomainEvent[] {
    const envelope = CommandEnvelope.parse({ command, ...(meta ? { meta } : {}) })
    const before = this.dump()
    const check = (): void => {
      if (this.dump() !== before) throw new Error(`decide(${command.type}) changed the state it read`)
    }
    let events: DomainEvent[]
    try {
      events = decide(envelope, this.state, { ...this.ctx, now: this.now })
    } catch (error) {
      check()
      throw error
    }
    check()
    return this.fold(events)
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
