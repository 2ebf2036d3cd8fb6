import { Howler } from 'howler'

/** Silence after which the audio rests (nothing due soon). */
export const REST_AFTER_MS = 15_000
/** How long before a sound the clock can foresee the audio is woken, so that sound is never late. */
export const WAKE_AHEAD_MS = 6_000

/** The audio runs while a sound played a moment ago or one is due soon; otherwise it rests. */
export function audioShouldRun(nextInMs: number | null, sinceLastSoundMs: number): boolean {
  return sinceLastSoundMs < REST_AFTER_MS || (nextInMs !== null && nextInMs <= WAKE_AHEAD_MS)
}

/** What this module uses of the Web Audio context (the type is spelled out: the core's tests compile without the DOM). */
interface AudioCtx {
  readonly state: string
  suspend(): Promise<void>
  resume(): Promise<void>
}
const context = (): AudioCtx | undefined => (Howler as unknown as { ctx?: AudioCtx }).ctx

// Test hook: the audio context's state now (harmless: reads it, controls nothing).
;(globalThis as { __floorclockAudioState?: () => string }).__floorclockAudioState = () => context()?.state ?? 'none'

let restedByUs = false
let recheck: ReturnType<typeof setTimeout> | null = null
let lastSoundAt = Number.NEGATIVE_INFINITY

/**
 * A running audio context costs the hall display more CPU than everything else it does: Chromium renders silence
 * without a pause, about 1.5 % of a core, against 0.56 % for the whole page with the audio suspended (bench
 * display-page). Howler's own suspension is off (`Howler.autoSuspend = false`: its pause read as "sound refused" and
 * delayed the next level's sound), so the display rests the audio itself: suspended after REST_AFTER_MS without a
 * sound when nothing is due, resumed WAKE_AHEAD_MS before a sound the clock can foresee and at once before any other,
 * so a level change is still announced by sound on time (§29.70). Called once a second by the sound agent.
 */
export function keepAudio(nextInMs: number | null, now = performance.now()): void {
  if (recheck) clearTimeout(recheck)
  recheck = null
  const ctx = context()
  if (!ctx) return
  if (audioShouldRun(nextInMs, now - lastSoundAt)) {
    wake(ctx)
    // Running only because a sound played a moment ago, on a clock that will not ask again (paused, ended): look
    // again when that moment has passed. A running clock asks every second.
    if (nextInMs === null)
      recheck = setTimeout(() => keepAudio(null), Math.max(0, lastSoundAt + REST_AFTER_MS - now) + 50)
  } else if (ctx.state === 'running') {
    restedByUs = true
    void ctx.suspend().catch(() => undefined)
  }
}

/** A sound is about to play: the audio is woken first if it rests (playSound). */
export function wakeAudio(now = performance.now()): void {
  lastSoundAt = now
  const ctx = context()
  if (ctx) wake(ctx)
}

/** True when the audio is suspended because the display rested it (not because the browser refused it). */
export function audioRested(): boolean {
  return restedByUs
}

function wake(ctx: AudioCtx): void {
  if (!restedByUs) return
  restedByUs = false
  void ctx.resume().catch(() => undefined)
}
