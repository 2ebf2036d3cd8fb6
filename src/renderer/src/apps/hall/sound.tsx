import { lazy, Suspense, useEffect, useState, type ComponentProps, type ReactNode } from 'react'
import type * as Agent from './soundAgent'

/**
 * The display's sounds (§29.70) are not needed to draw the first clock: Howler, the sounds' code and the sound files
 * load after it, in their own chunk (soundAgent.tsx), so a smart TV on slow Wi-Fi shows the time first. A screen
 * that just opened sounds nothing anyway until the clock next changes.
 */
let loading: Promise<typeof Agent> | null = null
const load = (): Promise<typeof Agent> => (loading ??= import('./soundAgent'))

const Loaded = lazy(async () => ({ default: (await load()).SoundAgent }))

export function SoundAgent(props: ComponentProps<typeof Agent.SoundAgent>): ReactNode {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  )
}

/**
 * Can this page play sound without a tap? Browsers refuse audio until the first gesture unless started with an
 * autoplay policy flag (the README's kiosk command has it). If refused, the screen says "tap to enable sound"
 * once; the first tap or key press resumes the audio and the notice goes.
 */
export function useSoundBlocked(active: boolean): boolean {
  const [blocked, setBlocked] = useState(false)
  useEffect(() => {
    if (!active) return
    let live = true
    let stop = (): void => {}
    void load().then(({ Howler, audioRested }) => {
      if (!live) return
      // Howler's own suspension after 30 s of silence is off: it would read as "refused" here and delay the next
      // level's sound. The display rests the audio itself, ahead of time (../clock/audioRest.ts).
      Howler.autoSuspend = false
      // Howler makes its audio context with the first sound (preloaded at once) and may replace it (it closes and
      // remakes one whose sample rate is not 44.1 kHz): read the current one each second, never a first one kept.
      const update = (): void => setBlocked(Howler.ctx?.state === 'suspended' && !audioRested())
      update()
      const id = setInterval(update, 1000)
      const unlock = (): void => void Howler.ctx?.resume().then(update)
      window.addEventListener('pointerdown', unlock)
      window.addEventListener('keydown', unlock)
      stop = () => {
        clearInterval(id)
        window.removeEventListener('pointerdown', unlock)
        window.removeEventListener('keydown', unlock)
      }
    })
    return () => {
      live = false
      stop()
    }
  }, [active])
  return blocked
}
