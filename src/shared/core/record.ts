import type { DomainEvent } from './events'

/**
 * One line of the journal: the event plus who recorded it, when it was recorded, when it happened and why.
 * `recordedAt` and `occurredAt` differ when a record is entered after the fact (paper fallback, RULES §26.14).
 */
export interface EventRecord<E extends DomainEvent = DomainEvent> {
  readonly seq: number
  /** The stream the event belongs to: a tournament id, or "players" for the shared player database. */
  readonly stream: string
  readonly event: E
  readonly actor: string
  /**
   * The named account that recorded it, when its author signed in with an account's own PIN; absent
   * for the installation PIN, the desktop window and the clock itself. `actor` is then that account's name.
   */
  readonly actorAccountId?: string
  /**
   * The tournaments that account was limited to when it recorded, with its role in each ("t1:floor,t2:desk",
   * accounts/scope.ts); absent for an account of the whole hall and for records made before scopes existed.
   */
  readonly actorScope?: string
  readonly recordedAt: number
  readonly occurredAt: number
  readonly reason: string | null
}

/** A record before the store gives it a sequence number. */
export type NewEventRecord = Omit<EventRecord, 'seq'>

/**
 * §26.14, §29.79: a record is "entered after the fact" when it says it happened before it was recorded. A record made
 * at the moment carries no time of its own (`occurredAt` is the moment it is recorded), so an earlier one is always the
 * operator's choice ("Entered after the fact", the time from the paper): it is marked however short the delay — a
 * paper elimination 3½ minutes late is marked as a penalty is.
 */
export function isEnteredAfterTheFact(record: Pick<EventRecord, 'recordedAt' | 'occurredAt'>): boolean {
  return record.occurredAt < record.recordedAt
}
