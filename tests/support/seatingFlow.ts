import type { CommandMeta } from '../../src/shared/core/commands'
import type { DomainEvent } from '../../src/shared/core/events'
import { fold } from '../../src/shared/core/evolve'
import type { EventRecord } from '../../src/shared/core/record'
import { RejectedError, type Rejection } from '../../src/shared/core/rejection'
import { initialState, type FloorState } from '../../src/shared/core/state'
import { givenFloor, type CommandInput } from './decider'
import { created, playerCreated } from './registration'
import { canonicalState } from './canonicalState'

/**
 * The given/when/then floor (`givenFloor`) with seating helpers, for multi-step seating scenarios: one tournament
 * `t1` with `players` registered, every decision checked to leave the state it read as it was.
 */
export class SeatingFlow {
  private readonly floor = givenFloor([], { purity: () => this.dump() })
  readonly state: FloorState = this.floor.state
  /** Every event folded, in order. */
  readonly journal: DomainEvent[] = this.floor.journal
  /** Every record folded, as the journal would hold them. */
  readonly records: EventRecord[] = this.floor.records

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

  /** The floor's clock: every decision and record is at this time. */
  get now(): number {
    return this.floor.now
  }
  set now(time: number) {
    this.floor.at(time)
  }

  fold(events: DomainEvent[]): DomainEvent[] {
    return this.floor.given(...events)
  }

  /**
   * when the pending balancing proposal asks for the buttons, the floor records them (`seating.buttons`)
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

  /** Parsed with zod first, as at the boundary (defaults filled in); throws the refusal when refused. */
  run(command: CommandInput, meta?: CommandMeta): DomainEvent[] {
    const outcome = this.floor.outcome(command, meta)
    if ('rejection' in outcome) throw new RejectedError(outcome.rejection)
    return outcome.events
  }

  /** The refusal of a command that must be refused (it changed nothing); fails, with the events, when accepted. */
  refused(command: CommandInput, meta?: CommandMeta): Rejection {
    return this.floor.refused(command, meta)
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
