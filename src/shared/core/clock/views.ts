import type { Tournament } from '../tournament/state'
import { clockAt, type ClockReading } from './reading'
import type { ClockState } from './state'

/**
 * The clock as pushed to the hall display and the admin: the anchor and the structure, from which the renderer
 * derives every second itself (shared `readClock`), plus the reading at publication so that the pushed JSON changes
 * exactly at each level boundary. All public (RULES §1).
 */
export interface PublicClock extends Omit<ClockState, 'structureCorrections'> {
  reading: Pick<ClockReading, 'status' | 'index' | 'ended'>
  structureCorrections: number
}

export function publicClock(t: Tournament, now: number): PublicClock {
  const reading = clockAt(t, now)
  return {
    ...t.clock,
    reading: { status: reading.status, index: reading.index, ended: reading.ended }
  }
}
