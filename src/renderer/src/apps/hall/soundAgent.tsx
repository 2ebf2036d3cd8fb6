import { useEffect, useMemo, useRef, type ReactNode } from 'react'
import { Howler } from 'howler'
import type { PublicClock, SoundName } from '../../../../shared/core/clock'
import { levelNumbers, itemLine, nextGame } from '../../../../shared/core/clock'
import { playSound, preloadSounds, speak } from '../../features/clock/sounds'
import { chips, displayedSeconds, itemTitle } from './format'
import { useHallI18n } from './i18n'
import { useTick, type ClockTicker, type Tick } from './ticker'
import { audioRested, keepAudio } from '../../features/clock/audioRest'
import { nextSoundInMs } from './soundOutlook'
import { insideWarning, soundsWarning } from './warningSound'

interface Seen {
  status: string
  index: number
  warned: boolean
  remainingMs: number
  cueNumber: number | null
  shotSecond: number | null
  shotPhase: string | null
}

/**
 * (Its own chunk, loaded after the first clock: see sound.tsx.) Sounds follow the derived clock on the screen that shows it (§29.70: a level change is announced by sound and on
 * screen). Only transitions seen while this screen is open sound: opening the display mid-level plays nothing.
 * Renders nothing; re-renders once a second while the clock runs.
 */
export function SoundAgent(props: {
  ticker: ClockTicker
  clock: PublicClock
  custom: Partial<Record<SoundName, string>>
  /** The tournament's format: a level's limit is said where it differs. */
  bettingFormat?: string
}): ReactNode {
  const { ticker, clock, custom, bettingFormat } = props
  const context = useMemo(() => ({ bettingFormat }), [bettingFormat])
  const { t, language } = useHallI18n()
  const second = useTick(ticker, (tick) => `${tick.now - (tick.now % 1000)}`)
  const seen = useRef<Seen | null>(null)
  useEffect(() => preloadSounds(custom), [custom])
  useEffect(() => {
    const tick: Tick = ticker.get()
    const { reading, shot } = tick
    const settings = { volume: clock.display.volume, muted: clock.display.muted, custom }
    const warningMs = clock.display.warningSeconds * 1000
    const inWarning = insideWarning(reading, warningMs)
    const shotSecond = shot && shot.phase === 'countdown' ? displayedSeconds(shot.remainingMs) : null
    const prev = seen.current
    // A running clock is never scheduled again: a frame that reads so right after a jump (the screen's estimate of
    // the server's time a hair behind the new anchor) is skipped, so it sounds no stray start.
    if (prev && (prev.status === 'running' || prev.status === 'paused') && reading.status === 'scheduled') return
    if (prev) {
      const moved = reading.index !== prev.index && (reading.status === 'running' || reading.status === 'paused')
      // The start sounds when the tournament starts, not when a screen that just opened catches up with a clock that
      // has been running for a while (its first reading may be a hair early: "scheduled").
      if ((prev.status === 'scheduled' || prev.status === 'idle') && reading.status === 'running') {
        if (reading.position < 5000) playSound('start', settings)
      } else if (moved && reading.status === 'running') {
        const item = clock.structure?.items[reading.index]
        const before = clock.structure?.items[prev.index]
        if (item?.kind === 'break') playSound('breakStart', settings)
        else if (before?.kind === 'break') playSound('breakEnd', settings)
        else playSound('level', settings)
        if (clock.display.speak && item && clock.structure) {
          // The level is read out by the one formatter (game, limit, every stake); a break says what
          // comes next, and in a mixed event which game.
          const numbers = levelNumbers(clock.structure)
          const line = (index: number): string =>
            itemLine(
              clock.structure!.items[index]!,
              numbers[index] ?? null,
              t,
              (n) => chips(n, language),
              context,
              '. '
            )
          if (item.kind === 'level') speak(line(reading.index), language)
          else {
            const next = clock.structure.items.findIndex((it, i) => i > reading.index && it.kind === 'level')
            const game = nextGame(clock.structure, reading.index)
            speak(
              [
                itemTitle(item, null, t),
                ...(next >= 0 ? [t('stakes.nextLevel', { number: numbers[next] ?? '' })] : []),
                ...(game ? [t('stakes.nextGame', { game })] : [])
              ].join('. '),
              language
            )
          }
        }
      } else if (soundsWarning(prev, reading, warningMs)) playSound('warning', settings)
      // An announcement asked for a chime and/or speech, in this display's language.
      const cue = clock.announcementCue
      if (cue && cue.number !== prev.cueNumber && clock.announcement) {
        if (cue.chime) playSound('breakEnd', settings)
        if (cue.speak) speak(clock.announcement, language)
      }
      if (shotSecond !== null && shotSecond !== prev.shotSecond) playSound('shotTick', settings)
      if (shot?.phase === 'expired' && prev.shotPhase !== 'expired' && prev.shotPhase !== null)
        playSound('shotEnd', settings)
    }
    // The audio rests while nothing is due and wakes ahead of what the clock will sound (audioRest.ts); a muted
    // display has nothing due at all.
    keepAudio(settings.muted || settings.volume <= 0 ? null : nextSoundInMs(tick, clock))
    seen.current = {
      status: reading.status,
      index: reading.index,
      warned: inWarning,
      remainingMs: reading.remainingMs,
      cueNumber: clock.announcementCue?.number ?? null,
      shotSecond,
      shotPhase: shot?.phase ?? null
    }
  }, [second, clock, custom, ticker, t, language, context])
  return null
}

/** What the page's own small part (sound.tsx) reads of the audio once this chunk has loaded. */
export { Howler, audioRested }
