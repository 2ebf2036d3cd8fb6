import type { MultiDay, MultiDayEvent } from '../../../../shared/core/flights'

export type CarryOver = MultiDayEvent['carryOver']
export type Day2Seating = MultiDayEvent['day2Seating']
export type FlightBusts = MultiDayEvent['flightBusts']

/** What the form holds of the multi-day choice (§5.5): one day, the event (Day 2) with its rules, or a flight. */
export interface MultiDayDraft {
  role: 'none' | 'event' | 'flight'
  carryOver: CarryOver
  reentryAfterAdvance: boolean
  day2Seating: Day2Seating
  flightBusts: FlightBusts
  eventId: string
  label: string
}

/** The contract's limit of a flight's label ("1A", "Day 1B"). */
export const LABEL_MAX = 20

export function multiDayDraftOf(multiDay: MultiDay | null): MultiDayDraft {
  return {
    role: multiDay?.role ?? 'none',
    carryOver: multiDay?.role === 'event' ? multiDay.carryOver : 'best',
    reentryAfterAdvance: multiDay?.role === 'event' ? multiDay.reentryAfterAdvance : false,
    day2Seating: multiDay?.role === 'event' ? multiDay.day2Seating : 'draw',
    flightBusts: multiDay?.role === 'event' ? multiDay.flightBusts : 'shared',
    eventId: multiDay?.role === 'flight' ? multiDay.eventId : '',
    label: multiDay?.role === 'flight' ? multiDay.label : ''
  }
}

/** The announced multi-day fields of the draft; null for a one-day tournament. */
export function multiDayOfDraft(d: MultiDayDraft): MultiDay | null {
  if (d.role === 'event')
    return {
      role: 'event',
      carryOver: d.carryOver,
      reentryAfterAdvance: d.reentryAfterAdvance,
      day2Seating: d.day2Seating,
      flightBusts: d.flightBusts
    }
  if (d.role === 'flight') return { role: 'flight', eventId: d.eventId, label: d.label.trim() }
  return null
}
