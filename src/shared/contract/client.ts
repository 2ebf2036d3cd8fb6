import type { DomainEvent } from '../core/events'
import type { CommandEnvelope } from '../core/commands'
import type { Operation, OperationResults } from './operations'
import type { QueryInput, QueryResults } from './queries'
import type { Role, SafeModeReport, SignedIn } from './protocol'
import type { Result } from './result'
import type { Rejection } from '../core/rejection'
import type { PushValue, Subscription } from './subscriptions'

/** What a recorded command answers: the events it wrote and the journal position after them. */
export interface CommandAck {
  lastSeq: number
  events: DomainEvent[]
}

/** Options of one request. */
export interface RequestOptions {
  /** A command's own id (one is made when absent): a retry with the same id is answered once. */
  commandId?: string
  /** How much of a large request has reached the main process (characters of its JSON). */
  onProgress?: (received: number, total: number) => void
}

/**
 * The one interface the renderer talks to. Implemented over Electron IPC (preload bridge) and over the hall
 * server's WebSocket; both serve the same contract from the same service in the main process.
 */
export interface FloorClient {
  readonly role: Role
  /** Set when the floor opened in safe mode: nothing is recorded; the admin shows this instead. */
  readonly safeMode: SafeModeReport | null
  /** Who this admin connection records as; null for a display. */
  readonly signedIn: SignedIn | null
  command(envelope: CommandEnvelope, options?: RequestOptions): Promise<Result<CommandAck>>
  query<Q extends QueryInput>(query: Q): Promise<Result<QueryResults[Q['type']]>>
  /** Backups, restore, export, import (admin only). */
  operate<O extends Operation>(operation: O, options?: RequestOptions): Promise<Result<OperationResults[O['type']]>>
  /**
   * Follow a view: `onValue` with each new value; `onRefused` if the server refuses it (a display may follow only
   * tournaments that exist: `error.tournament.notFound`).
   */
  subscribe<S extends Subscription>(
    subscription: S,
    onValue: (value: PushValue<S>) => void,
    onRefused?: (error: Rejection) => void
  ): () => void
  setOperator(name: string): Promise<Result<null>>
  /** Estimated server clock minus local clock, in ms: the clock view derives its display from server time. */
  serverOffsetMs(): number
  onConnectionChange(listener: (connected: boolean) => void): () => void
  /** The main process refused this client (a wrong PIN, a lockout): it stopped reconnecting; ask the person again. */
  onDenied(listener: (error: Rejection) => void): () => void
  /** Hang up for good (signing out, tests). */
  close(): void
}
