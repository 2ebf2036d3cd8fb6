import { useEffect, useMemo, useState } from 'react'
import type { PublicSeating } from '../../../../shared/core/seating'

/** How long a seat change stays on the hall display: long enough to read from across the room. */
export const MOVE_SHOWN_MS = 45_000
type Announcement = PublicSeating['announcements'][number]

/** The moves recorded less than 45 s before `now` (server time); one far in the future (a bad clock) is not shown. */
export function freshMoves(announcements: readonly Announcement[], now: number): Announcement[] {
  return announcements.filter((a) => now - a.at < MOVE_SHOWN_MS && a.at - now < MOVE_SHOWN_MS)
}

/**
 * The seat changes still on screen, timed by the server's clock: a move recorded at `at` shows until
 * at + 45 s of server time, on every screen alike, whatever this screen's own clock says. One timeout for the next
 * expiry; nothing ticks.
 */
export function useFreshMoves(
  announcements: readonly Announcement[] | undefined,
  serverNow: () => number
): Announcement[] {
  const [version, setVersion] = useState(0)
  const fresh = useMemo(() => {
    return freshMoves(announcements ?? [], serverNow())
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` marks the next expiry
  }, [announcements, serverNow, version])
  useEffect(() => {
    if (fresh.length === 0) return
    const next = Math.min(...fresh.map((a) => a.at + MOVE_SHOWN_MS)) - serverNow()
    const id = setTimeout(() => setVersion((v) => v + 1), Math.max(0, next) + 5)
    return () => clearTimeout(id)
  }, [fresh, serverNow])
  return fresh
}
