import { useEffect, useState } from 'react'
import { readClock, type ClockReading } from '../../../../shared/core/clock'
import type { PublicClock } from '../../../../shared/core/clock'
import { useClient } from '../../common/ClientContext'
import { msToNextSecond } from './format'
import { readShot, type ShotReading } from './shot'

export type { ShotReading }

/**
 * Server "now" as this screen best knows it, and the clock read from the pushed snapshot. Re-renders with ONE
 * setTimeout aimed at the next moment a displayed second changes — no animation loop — so a running level costs
 * one render per second and a paused clock none.
 */
export function useClockReading(clock: PublicClock | null | undefined): {
  reading: ClockReading | null
  shot: ShotReading | null
  now: number
} {
  const client = useClient()
  const serverNow = (): number => Date.now() + client.serverOffsetMs()
  const [now, setNow] = useState(serverNow)
  const reading = clock ? readClock(clock.structure, clock, now) : null
  const shot = clock ? readShot(clock, now) : null

  let wait = Infinity
  if (reading?.status === 'running') wait = Math.min(wait, msToNextSecond(reading.remainingMs))
  if (reading?.status === 'scheduled' && reading.startsInMs !== null)
    wait = Math.min(wait, msToNextSecond(reading.startsInMs))
  if (clock?.shotClock) {
    if (shot && shot.phase !== 'expired') wait = Math.min(wait, msToNextSecond(shot.remainingMs))
    else if (shot)
      wait = Math.min(
        wait,
        clock.shotClock.startedAt + (clock.shotClock.seconds + clock.shotClock.countdownSeconds + 10) * 1000 - now
      )
  }

  useEffect(() => {
    if (!Number.isFinite(wait)) return
    // Aim a hair past the boundary so the new second is certainly reached when we read it.
    const id = setTimeout(() => setNow(Date.now() + client.serverOffsetMs()), Math.max(0, wait) + 1)
    return () => clearTimeout(id)
  }, [now, wait, client, clock])

  // The server-offset estimate is refined by a burst of pings in the first ~600 ms after connecting; re-aim once it
  // has settled so that even the first seconds after opening the display change on time.
  useEffect(() => {
    const id = setTimeout(() => setNow(Date.now() + client.serverOffsetMs()), 900)
    return () => clearTimeout(id)
  }, [client])

  // A pushed snapshot re-reads the time at once.
  useEffect(() => {
    setNow(Date.now() + client.serverOffsetMs())
  }, [clock, client])

  return { reading, shot, now }
}
