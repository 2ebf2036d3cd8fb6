import { Howl, Howler } from 'howler'
import type { SoundName } from '../../../../shared/core/clock'
import { wakeAudio } from './audioRest'

declare global {
  interface Window {
    /** Test hook: the names of sounds played, in order (harmless: names only, no control). */
    __floorclockSounds?: string[]
  }
}

const cache = new Map<string, Howl>()

function howl(src: string): Howl {
  let h = cache.get(src)
  if (!h) {
    const format = src.startsWith('data:audio/') ? [src.slice(11, src.indexOf(';'))] : ['ogg']
    h = new Howl({ src: [src], format, preload: true })
    cache.set(src, h)
  }
  return h
}

export interface SoundSettings {
  volume: number
  muted: boolean
  /** The director's own files, as data URLs, replacing the shipped ones. */
  custom: Partial<Record<SoundName, string | null>>
}

/** Play one of the clock's sounds (shipped, or the director's replacement) at the set volume. */
export function playSound(name: SoundName, settings: SoundSettings): void {
  ;(window.__floorclockSounds ??= []).push(name)
  if (settings.muted || settings.volume <= 0) return
  // A display rests its audio between sounds (audioRest.ts): woken before this one plays.
  wakeAudio()
  Howler.volume(settings.volume)
  howl(settings.custom[name] ?? `./sounds/${name}.ogg`).play()
}

/** Warm the cache so the first level change does not wait for a download. */
export function preloadSounds(custom: Partial<Record<SoundName, string | null>>): void {
  for (const name of ['start', 'level', 'warning', 'breakStart', 'breakEnd', 'shotTick', 'shotEnd'] as SoundName[]) {
    howl(custom[name] ?? `./sounds/${name}.ogg`)
  }
}

/** Speak a text in the event's language where the platform has speech synthesis (optional, best effort). */
export function speak(text: string, language: string): void {
  const synth = typeof window !== 'undefined' ? window.speechSynthesis : undefined
  if (!synth || typeof SpeechSynthesisUtterance === 'undefined') return
  const utterance = new SpeechSynthesisUtterance(text)
  utterance.lang = language === 'ru' ? 'ru-RU' : language === 'sv' ? 'sv-SE' : 'en-GB'
  synth.speak(utterance)
}
