import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { adminHash, parseAdminPath, type AdminPath } from '../route'

const subscribe = (onChange: () => void): (() => void) => {
  window.addEventListener('hashchange', onChange)
  return () => window.removeEventListener('hashchange', onChange)
}
const snapshot = (): string => location.hash

/**
 * Where the admin is, read from and written to the address: a reload, the browser's back button or a
 * copied link opens the same tournament, tab and results page.
 */
export function useAdminPath(): [AdminPath, (next: AdminPath) => void] {
  const hash = useSyncExternalStore(subscribe, snapshot)
  const path = useMemo(() => parseAdminPath(hash), [hash])
  const go = useCallback((next: AdminPath) => {
    const target = adminHash(next, location.hash)
    if (target !== location.hash) location.hash = target
  }, [])
  return [path, go]
}
