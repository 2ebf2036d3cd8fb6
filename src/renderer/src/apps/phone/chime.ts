/**
 * The sound of a move on the phone page (a move is told by a vibration and a sound where the phone allows): two short
 * tones made with Web Audio, no file to download. A phone lets a page sound only after a touch, so the first touch
 * on the page prepares it; before that, the vibration and the notice alone tell the player.
 */
let context: AudioContext | null = null

export function prepareChime(): void {
  try {
    context ??= new AudioContext()
    if (context.state === 'suspended') void context.resume()
  } catch {
    context = null // no Web Audio here: the notice and the vibration remain
  }
}

export function chime(): void {
  const ctx = context
  if (!ctx || ctx.state !== 'running') return
  const start = ctx.currentTime
  for (const [i, frequency] of [880, 1320].entries()) {
    const tone = ctx.createOscillator()
    const gain = ctx.createGain()
    const at = start + i * 0.22
    tone.frequency.value = frequency
    gain.gain.setValueAtTime(0.0001, at)
    gain.gain.exponentialRampToValueAtTime(0.35, at + 0.02)
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.2)
    tone.connect(gain).connect(ctx.destination)
    tone.start(at)
    tone.stop(at + 0.21)
  }
}
