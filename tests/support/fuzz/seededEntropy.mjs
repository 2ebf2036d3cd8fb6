// Preloaded into the hall server the fuzzer starts (`node --import`): the server's ids and chance come from a seed
// (FLOORCLOCK_FUZZ_ENTROPY), so a fuzz seed replays the same draws and ids. Nothing else of the server changes: it
// reads `crypto.randomUUID` and `crypto.randomInt` from the module at each call, and both are replaced here.
import crypto from 'node:crypto'

const seed = Number(process.env.FLOORCLOCK_FUZZ_ENTROPY)
if (Number.isInteger(seed)) {
  let a = seed >>> 0
  // mulberry32
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const hex = (n) =>
    Array.from({ length: n }, () =>
      Math.floor(next() * 16)
        .toString(16)
        .toLowerCase()
    ).join('')
  crypto.randomUUID = () => `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`
  crypto.randomInt = (min, max, callback) => {
    if (typeof max !== 'number') {
      callback = max
      max = min
      min = 0
    }
    const value = min + Math.floor(next() * (max - min))
    if (typeof callback === 'function') {
      process.nextTick(callback, null, value)
      return undefined
    }
    return value
  }
}
