import { useEffect, useMemo, useState } from 'react'
import type { SoundName, PublicDisplaySettings } from '../../../../shared/core/clock'
import { useClient } from '../../common/ClientContext'

/** Files by reference: each screen fetches the director's logo and sounds once, whatever the number of pushes. */
const cache = new Map<string, string>()
const pending = new Map<string, Promise<unknown>>()

export interface ResolvedMedia {
  logo: string | null
  /** Only the sounds already fetched: a sound not here yet plays the shipped one. */
  sounds: Partial<Record<SoundName, string>>
}

export function useResolvedMedia(display: PublicDisplaySettings | null | undefined): ResolvedMedia {
  const client = useClient()
  const [fetched, setFetched] = useState(0)
  const refs = useMemo(
    () => (display ? [display.logo, ...Object.values(display.sounds)].filter((r): r is string => !!r) : []),
    [display]
  )
  const key = refs.join('|')
  useEffect(() => {
    let current = true
    for (const ref of refs) {
      if (cache.has(ref)) continue
      let p = pending.get(ref)
      if (!p) {
        p = client.query({ type: 'display.media', ref }).then((r) => {
          pending.delete(ref)
          if (r.ok && r.value) cache.set(ref, r.value)
        })
        pending.set(ref, p)
      }
      void p.then(() => current && setFetched((n) => n + 1))
    }
    return () => {
      current = false
    }
  }, [client, key]) // eslint-disable-line react-hooks/exhaustive-deps
  return useMemo(() => {
    const sounds: Partial<Record<SoundName, string>> = {}
    for (const [name, ref] of Object.entries(display?.sounds ?? {}) as [SoundName, string][]) {
      const url = cache.get(ref)
      if (url) sounds[name] = url
    }
    return { logo: display?.logo ? (cache.get(display.logo) ?? null) : null, sounds }
  }, [display, fetched]) // eslint-disable-line react-hooks/exhaustive-deps -- `fetched` marks the cache filling
}

/** One file by reference (a layout's sponsor image), fetched once and kept; null until it has arrived. */
export function useMediaRef(ref: string | null): string | null {
  const client = useClient()
  const [, setFetched] = useState(0)
  useEffect(() => {
    if (!ref || cache.has(ref)) return
    let current = true
    let p = pending.get(ref)
    if (!p) {
      p = client.query({ type: 'display.media', ref }).then((r) => {
        pending.delete(ref)
        if (r.ok && r.value) cache.set(ref, r.value)
      })
      pending.set(ref, p)
    }
    void p.then(() => current && setFetched((n) => n + 1))
    return () => {
      current = false
    }
  }, [client, ref])
  return ref ? (cache.get(ref) ?? null) : null
}
