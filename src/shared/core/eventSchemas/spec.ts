import { z } from 'zod'
import type { DomainEvent, DomainEventType } from '../events'

/** One event type as this build reads and writes it. */
export interface EventSpec<E extends DomainEvent = DomainEvent> {
  /** The version this build writes. Older versions are upcast when read; newer ones are refused. */
  readonly version: number
  /** The event as written at `version`: every imported event is parsed by it. */
  readonly schema: z.ZodType<E>
  /** `upcast[n]` turns version n into version n + 1. */
  readonly upcast?: Readonly<Record<number, Upcaster>>
}

/**
 * Where an old record is read. `seq`: its position in the journal it is read from — only the old rules that derived
 * an id from it use it, and reproduce exactly that id. A record read from an export has no position: such an id is
 * then a new one (`newId`), and the importer binds it to the references that name it.
 */
export interface UpcastAt {
  readonly seq: number | null
  readonly newId: () => string
}

export type Upcaster = (event: Record<string, unknown>, at: UpcastAt) => Record<string, unknown>

/** The id an old rule derived from the record's position, or a new one where the record has no position. */
export const positionId = (prefix: string, at: UpcastAt): string =>
  at.seq !== null ? `${prefix}${at.seq}` : at.newId()

/** The event of one type. */
export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>

/** A spec for every type of a union, and no other: a missing or extra type does not compile. */
export type EventSpecs<E extends DomainEvent> = { readonly [T in E['type']]: EventSpec<Extract<E, { type: T }>> }

type Writable<T> = T extends readonly (infer U)[]
  ? Writable<U>[]
  : T extends object
    ? { -readonly [K in keyof T]: Writable<T[K]> }
    : T

type Covers<E, S extends z.ZodType> = [Exclude<keyof E, keyof z.output<S>>] extends [never]
  ? Writable<E> extends z.input<S>
    ? unknown
    : { readonly fieldsTheSchemaRefuses: true }
  : { readonly fieldsMissingFromTheSchema: Exclude<keyof E, keyof z.output<S>> }

/**
 * `spec<E>()(version, schema)`: the schema must produce the event type (output assignable to E) and accept every
 * field the event may carry (E assignable to its input), so a strict schema never refuses a field the core writes.
 */
export function spec<E extends DomainEvent>() {
  return <S extends z.ZodType<E>>(
    version: number,
    schema: S & Covers<E, S>,
    upcast?: Readonly<Record<number, Upcaster>>
  ): EventSpec<E> => ({ version, schema, ...(upcast ? { upcast } : {}) })
}

export const Id = z.string().min(1).max(64)
export const TournamentRef = { tournamentId: Id }
/** A time in epoch milliseconds. */
export const Time = z.int().min(0)
/** Free text as the core records it (names, reasons, descriptions). */
export const Text = (max: number) => z.string().max(max)
