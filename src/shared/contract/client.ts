import type { DomainEvent } from '../core/events'
import type { CommandEnvelope } from '../core/commands'
import type { Operation, OperationResults } from './operations'
import type { QueryInput, QueryResults } from './queries'
import type { Role } from './protocol'
import type { Result } from './result'
import type { PushValue, Subscription } from './subscriptions'

/** What a recorded command answers: the events it wrote and the journal position after them. */
export interface CommandAck {
  lastSeq: number
  events: DomainEvent[]
}

/**
 * The one interface the renderer talks to. Implemented over Electron IPC (preload bridge) and over the hall
 * server's WebSocket; both serve the same contract from the same service in the main process.
 */
export interface FloorClient {
  readonly role: Role
  command(envelope: CommandEnvelope): Promise<Result<CommandAck>>
  query<Q extends QueryInput>(query: Q): Promise<Result<QueryResults[Q['type']]>>
  /** Backups, restore, export, import (admin only). */
  operate<O extends Operation>(operation: O): Promise<Result<OperationResults[O['type']]>>
  subscribe<S extends Subscription>(subscription: S, onValue: (value: PushValue<S>) => void): () => void
  setOperator(name: string): Promise<Result<null>>
  /** Estimated server clock minus local clock, in ms: the clock view derives its display from server time. */
  serverOffsetMs(): number
  onConnectionChange(listener: (connected: boolean) => void): () => void
}
