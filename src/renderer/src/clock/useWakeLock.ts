import { useEffect } from 'react'

interface WakeLockSentinelLike {
  release(): Promise<void>
}

/**
 * Keep the hall monitor from sleeping while the clock runs (a browser drops the lock when the tab is hidden, so it is
 * taken again when the page becomes visible). Best effort: where the Screen Wake Lock API is missing, nothing happens.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    const api = (navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<WakeLockSentinelLike> } }).wakeLock
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
  }, [active])
}
