import type { Tournament } from '../tournament'
import type { FloorState } from '../state'
import { clockAt, type ClockReading } from './reading'
import type { DisplaySettings, SoundName } from './schemas'
import type { ClockState } from './state'

/**
 * The director's logo and sounds travel as references, not data: a display asks for each file once
 * (`display.media`) and keeps it, so a push to every screen after every record stays small.
 */
export interface PublicDisplaySettings extends Omit<DisplaySettings, 'logo' | 'sounds'> {
  logo: string | null
  sounds: Partial<Record<SoundName, string>>
}

/**
 * The clock as pushed to the hall display and the admin: the anchor and the structure, from which the renderer
 * derives every second itself (shared `readClock`), plus the reading at publication so that the pushed JSON changes
 * exactly at each level boundary. All public (RULES §1).
 */
export interface PublicClock extends Omit<ClockState, 'structureCorrections' | 'display' | 'mediaId'> {
  reading: Pick<ClockReading, 'status' | 'index' | 'ended'>
  structureCorrections: number
  display: PublicDisplaySettings
}

/** `media:<tournament>:<media id>:<logo | sound name>` — a new record gives a new name, so a cached file never goes stale. */
export const mediaRef = (tournamentId: string, mediaId: string, key: string): string =>
  `media:${tournamentId}:${mediaId}:${key}`

export function publicClock(t: Tournament, now: number): PublicClock {
  const reading = clockAt(t, now)
  const { mediaId, display, ...clock } = t.clock
  const sounds: Partial<Record<SoundName, string>> = {}
  for (const [name, url] of Object.entries(display.sounds) as [SoundName, string | null | undefined][]) {
    if (url) sounds[name] = mediaRef(t.id, mediaId, name)
  }
  return {
    ...clock,
    display: { ...display, logo: display.logo ? mediaRef(t.id, mediaId, 'logo') : null, sounds },
    reading: { status: reading.status, index: reading.index, ended: reading.ended }
  }
}

/**
 * The file a clock media reference (`media:<tournament>:<record>:<name>`) names, if it is still the current one
 * (public: it is shown or played in the hall). The name comes from outside, so only the logo and the sounds the
 * director set are looked up, never a property every object has (`__proto__`, `constructor`).
 */
export function resolveClockMedia(state: FloorState, ref: string): string | null {
  const [kind, tournamentId, mediaId, key] = ref.split(':')
  const t = kind === 'media' && tournamentId ? state.tournaments.get(tournamentId) : undefined
  if (!t || t.clock.mediaId !== mediaId || !key) return null
  if (key === 'logo') return t.clock.display.logo
  const sounds = t.clock.display.sounds
  return Object.hasOwn(sounds, key) ? (sounds[key as SoundName] ?? null) : null
}
