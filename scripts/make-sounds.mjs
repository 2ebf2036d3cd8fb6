// `npm run sounds`: generate the clock's own sounds with sox (no third-party recordings, no licences to track).
// Output: src/renderer/public/sounds/*.ogg, committed; Vite copies public/ into the build.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const out = path.resolve(import.meta.dirname, '../src/renderer/public/sounds')
fs.mkdirSync(out, { recursive: true })

/** Each sound is a sequence of [frequency Hz, seconds] notes with a soft envelope, mono 22 kHz Vorbis. */
const SOUNDS = {
  // A rising major triad, twice: unmistakable in a noisy room (§29.70: the level change must be announced).
  level: [
    [523, 0.18],
    [659, 0.18],
    [784, 0.32],
    [0, 0.12],
    [523, 0.18],
    [659, 0.18],
    [784, 0.45]
  ],
  // One minute left: two mid tones.
  warning: [
    [880, 0.2],
    [0, 0.1],
    [880, 0.2]
  ],
  // Break starts: a falling fifth, calm.
  breakStart: [
    [784, 0.3],
    [523, 0.5]
  ],
  // Break ends: three rising calls.
  breakEnd: [
    [523, 0.2],
    [0, 0.08],
    [659, 0.2],
    [0, 0.08],
    [1047, 0.5]
  ],
  // Tournament start: a fanfare.
  start: [
    [392, 0.16],
    [523, 0.16],
    [659, 0.16],
    [784, 0.5],
    [0, 0.1],
    [659, 0.16],
    [784, 0.7]
  ],
  // Shot-clock countdown tick and the end of the time.
  shotTick: [[1200, 0.08]],
  shotEnd: [[440, 0.7]]
}

for (const [name, notes] of Object.entries(SOUNDS)) {
  const parts = notes.map(([f, s], i) => {
    const file = path.join(out, `.${name}-${i}.wav`)
    const synth =
      f === 0
        ? ['synth', String(s), 'sine', '0', 'vol', '0']
        : ['synth', String(s), 'sine', String(f), 'fade', 'q', '0.01', String(s), '0.05']
    execFileSync('sox', ['-n', '-r', '22050', '-c', '1', file, ...synth])
    return file
  })
  const target = path.join(out, `${name}.ogg`)
  execFileSync('sox', [...parts, '-C', '3', target, 'gain', '-n', '-3'])
  for (const p of parts) fs.rmSync(p)
  process.stdout.write(`${path.relative(process.cwd(), target)} ${fs.statSync(target).size} bytes\n`)
}
