import { useEffect, useState } from 'react'

interface WakeLockSentinelLike {
  release(): Promise<void>
}

/**
 * Keep the hall monitor from sleeping while the clock runs. The Screen Wake Lock API exists only on a
 * secure page: on the hall server's plain HTTP it is missing (returns false then), so the screen says how to start the
 * browser so that it works. A browser drops the lock when the tab is hidden, so it is taken again when visible.
 */
export function useWakeLock(active: boolean): boolean {
  const api = (navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<WakeLockSentinelLike> } })
    .wakeLock
  useEffect(() => {
    if (!active || !api) return
    let sentinel: WakeLockSentinelLike | null = null
    let stopped = false
    const acquire = (): void => {
      if (document.visibilityState !== 'visible') return
      api.request('screen').then(
        (s) => (stopped ? void s.release() : (sentinel = s)),
        () => undefined
      )
    }
    acquire()
    document.addEventListener('visibilitychange', acquire)
    return () => {
      stopped = true
      document.removeEventListener('visibilitychange', acquire)
      void sentinel?.release()
    }
  }, [active, api])
  // Inside the Electron shell the main process keeps the display awake (powerSaveBlocker).
  return !!window.floorclock || !!api
}

/** The kiosk command that makes this very page secure enough for the Wake Lock API (and lets it play sound). */
export function kioskFlags(): string {
  return `--kiosk --autoplay-policy=no-user-gesture-required --unsafely-treat-insecure-origin-as-secure=${location.origin}`
}

/** Show a notice for its first minute on screen, then never again on this page load. */
export function useFirstMinute(show: boolean): boolean {
  const [expired, setExpired] = useState(false)
  useEffect(() => {
    if (!show) return
    const id = setTimeout(() => setExpired(true), 60_000)
    return () => clearTimeout(id)
  }, [show])
  return show && !expired
}
