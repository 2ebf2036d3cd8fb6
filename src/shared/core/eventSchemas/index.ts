import type { DomainEvent, DomainEventType } from '../events'
import { clockEvents } from './clock'
import { journalEvents } from './journal'
import { penaltyEvents } from './penalties'
import { playerEvents } from './players'
import { registrationEvents } from './registration'
import { resultsEvents } from './results'
import { seatingEvents } from './seating'
import { seriesEvents } from './series'
import type { EventSpec, EventSpecs, UpcastAt } from './spec'
import { tournamentEvents } from './tournament'
import { accountEvents } from './accounts'
import { displayEvents } from './display'
import { standingsEvents } from './standings'
import { ticketEvents } from './tickets'
import { chipRaceEvents } from './chipRace'
import { flightEvents } from './flights'

export type { EventSpec, UpcastAt } from './spec'

/**
 * Every event type this build knows, with its version, its schema and the upcasts from older versions (records
 * written by an older build are read at this build's version). The type demands exactly one spec per DomainEvent
 * type: adding an event without its schema does not compile.
 */
export const EVENT_SPECS: EventSpecs<DomainEvent> = {
  ...tournamentEvents,
  ...clockEvents,
  ...journalEvents,
  ...playerEvents,
  ...registrationEvents,
  ...seatingEvents,
  ...resultsEvents,
  ...penaltyEvents,
  ...seriesEvents,
  ...accountEvents,
  ...displayEvents,
  ...standingsEvents,
  ...chipRaceEvents,
  ...ticketEvents,
  ...flightEvents
}

export function specOf(type: string): EventSpec | undefined {
  return Object.hasOwn(EVENT_SPECS, type) ? (EVENT_SPECS[type as DomainEventType] as EventSpec) : undefined
}

/** The version this build writes for an event type. */
export function versionOf(type: DomainEventType): number {
  return EVENT_SPECS[type].version
}

/** Why a stored event cannot be read by this build. */
export type UnknownEventReason = 'unknown-type' | 'newer-version' | 'bad-version'

/** A record this build does not know: written by a newer Floorclock, or not by Floorclock at all. */
export class UnknownEventError extends Error {
  constructor(
    readonly seq: number,
    readonly type: string,
    readonly version: number,
    readonly why: UnknownEventReason
  ) {
    super(
      why === 'unknown-type'
        ? `record ${seq} (${type}) is of a kind this Floorclock does not know: it was written by a newer version`
        : why === 'newer-version'
          ? `record ${seq} (${type}, version ${version}) was written by a newer Floorclock (this one reads up to version ${specOf(type)?.version ?? 0})`
          : `record ${seq} (${type}) carries version ${version}, which no Floorclock writes`
    )
    this.name = 'UnknownEventError'
  }
}

/** Whether this build can read `type` at `version`; the reason when not. */
export function knows(type: string, version: number): UnknownEventReason | null {
  const spec = specOf(type)
  if (!spec) return 'unknown-type'
  if (!Number.isInteger(version) || version < 1) return 'bad-version'
  if (version > spec.version) return 'newer-version'
  return null
}

const NO_NEW_IDS = (): string => {
  throw new Error('a stored record has a position: its upcast needs no new id')
}

/**
 * The event of a stored record (at position `seq`) at the version this build writes: older versions pass through
 * their upcasts in order. Throws UnknownEventError for a type or version this build does not know.
 */
export function upcast(type: string, version: number, event: Record<string, unknown>, seq: number): DomainEvent {
  return upcastAt(type, version, event, { seq, newId: NO_NEW_IDS }, seq)
}

/** The same for a record without a position in this journal (an imported one; `at.seq` null). */
export function upcastAt(
  type: string,
  version: number,
  event: Record<string, unknown>,
  at: UpcastAt,
  seqForMessages = 0
): DomainEvent {
  const why = knows(type, version)
  if (why) throw new UnknownEventError(seqForMessages, type, version, why)
  const spec = specOf(type)!
  let out = event
  for (let v = version; v < spec.version; v += 1) {
    const step = spec.upcast?.[v]
    if (step) out = step(out, at)
  }
  return out as unknown as DomainEvent
}
