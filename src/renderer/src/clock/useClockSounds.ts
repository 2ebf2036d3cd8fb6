import { useEffect, useRef } from 'react'
import type { ClockReading } from '../../../shared/core/clock/reading'
import type { PublicClock } from '../../../shared/core/clock/views'
import { displayedSeconds } from './format'
import { useResolvedMedia } from './media'
import { playSound, preloadSounds, speak } from './sounds'
import type { ShotReading } from './useClockReading'

interface Seen {
  status: ClockReading['status']
  index: number
  warned: boolean
  shotSecond: number | null
  shotPhase: ShotReading['phase'] | null
}

/**
 * Sounds follow the derived clock, on the screen that shows it (§29.70: a level change is announced by sound and
 * screen). Only transitions observed while this screen is open sound: opening the clock mid-level plays nothing.
 */
export function useClockSounds(clock: PublicClock | null | undefined, reading: ClockReading | null, shot: ShotReading | null, announceLevel: (r: ClockReading) => string, language: string): void {
  const seen = useRef<Seen | null>(null)
  const custom = useResolvedMedia(clock?.display).sounds
  useEffect(() => {
    preloadSounds(custom ?? {})
  }, [custom])

  useEffect(() => {
    if (!clock || !reading) return
    const settings = { volume: clock.display.volume, muted: clock.display.muted, custom }
    const prev = seen.current
    const warningMs = clock.display.warningSeconds * 1000
    const inWarning = reading.status === 'running' && !reading.inBreak && !reading.ended && warningMs > 0 && reading.remainingMs <= warningMs
    const shotSecond = shot && shot.phase === 'countdown' ? displayedSeconds(shot.remainingMs) : null
    if (prev) {
      const itemChanged = reading.index !== prev.index && (reading.status === 'running' || reading.status === 'paused')
      if (prev.status === 'scheduled' && reading.status === 'running') playSound('start', settings)
      else if (prev.status === 'idle' && reading.status === 'running') playSound('start', settings)
      else if (itemChanged && reading.status === 'running') {
        const item = clock.structure?.items[reading.index]
        const before = clock.structure?.items[prev.index]
        if (item?.kind === 'break') playSound('breakStart', settings)
        else if (before?.kind === 'break') playSound('breakEnd', settings)
        else playSound('level', settings)
        if (clock.display.speak && item?.kind === 'level') speak(announceLevel(reading), language)
      } else if (inWarning && !prev.warned && prev.index === reading.index) playSound('warning', settings)
      if (shotSecond !== null && shotSecond !== prev.shotSecond) playSound('shotTick', settings)
      if (shot?.phase === 'expired' && prev.shotPhase !== 'expired' && prev.shotPhase !== null) playSound('shotEnd', settings)
    }
    seen.current = { status: reading.status, index: reading.index, warned: inWarning, shotSecond, shotPhase: shot?.phase ?? null }
  }, [clock, reading, shot, announceLevel, language, custom])
}
