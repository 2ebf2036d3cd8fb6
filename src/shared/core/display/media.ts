import { resolveClockMedia } from '../clock'
import type { FloorState } from '../state'

/** `layout:<layout id>:<record>:sponsor` — a new record gives a new name, so a cached image never goes stale. */
export const layoutMediaRef = (layoutId: string, seq: number): string => `layout:${layoutId}:${seq}:sponsor`

/** The sponsor image a reference names, if it is still the current one (public: it is shown in the hall). */
export function resolveLayoutMedia(state: FloorState, ref: string): string | null {
  const [kind, layoutId, seq] = ref.split(':')
  const saved = kind === 'layout' && layoutId ? state.display.layouts.get(layoutId) : undefined
  return saved && String(saved.seq) === seq ? saved.layout.sponsor : null
}

/** The file any media reference names — a clock's logo or sound, or a layout's sponsor image — or null. */
export function resolveMedia(state: FloorState, ref: string): string | null {
  return ref.startsWith('layout:') ? resolveLayoutMedia(state, ref) : resolveClockMedia(state, ref)
}
