import { sha256Bytes, sha256Hex } from './hash'
import type { RandomInt } from './random'

/**
 * A draw anyone can verify (§8.1, BFSP §5.2 "a fair and secret draw"): commit, draw, reveal.
 *
 * 1. Before the draw the app draws a secret seed (32 random bytes, as 64 hex digits) and records and shows only its
 *    commitment: SHA-256 of the seed's 64 characters. The commitment is on the hall display before the draw.
 * 2. The draw itself takes its randomness from the seed alone, mixed with an optional "hall number" called out in
 *    the hall after the commitment was shown (so nobody, not even whoever can read the database, knows the draw
 *    in advance). The entries go in by entry number; the algorithm is `drawInitialSeats` (draw.ts).
 * 3. After the draw the seed is revealed and recorded with it. Anyone can check that SHA-256(seed) is the commitment
 *    shown before, and recompute the seating from the seed, the hall number, the tables and the entries
 *    (`npm run verify-draw FILE`, scripts/verify-draw.ts).
 *
 * The random stream is simple enough to write again in any language (see `seededRandom`).
 */

/** A new secret seed: 32 bytes from the injected source (cryptographic in production), as 64 hex digits. */
export function newSeed(randomInt: RandomInt): string {
  let hex = ''
  for (let i = 0; i < 32; i += 1) hex += randomInt(256).toString(16).padStart(2, '0')
  return hex
}

/** What is shown and recorded before the draw: SHA-256 of the seed's text. (`printf %s SEED | sha256sum`.) */
export function commitmentOf(seed: string): string {
  return sha256Hex(seed)
}

/** The key of the draw's random stream: SHA-256 of "floorclock-draw|SEED|HALL NUMBER". */
export function drawKey(seed: string, hallNumber: string): string {
  return sha256Hex(`floorclock-draw|${seed}|${hallNumber}`)
}

const TWO_32 = 2 ** 32

/**
 * The seeded random source of a draw. Block i of the stream is SHA-256 of "KEY|i" (i = 0, 1, 2 …, KEY in hex), read
 * as eight 32-bit big-endian words. Each call randomInt(n) takes the next word x, skips it while
 * x ≥ 2³² − (2³² mod n) (so every answer is equally likely), and answers x mod n.
 */
export function seededRandom(key: string): RandomInt {
  let block = 0
  let words: number[] = []
  const word = (): number => {
    if (words.length === 0) {
      const bytes = sha256Bytes(`${key}|${block}`)
      block += 1
      const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
      words = Array.from({ length: 8 }, (_, i) => view.getUint32(i * 4))
    }
    return words.shift()!
  }
  return (n: number): number => {
    if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new Error(`randomInt(${n})`)
    const limit = TWO_32 - (TWO_32 % n)
    for (;;) {
      const x = word()
      if (x < limit) return x % n
    }
  }
}

/** The proof a verified draw carries: the commitment shown before, the seed revealed after, the hall number. */
export interface DrawProof {
  readonly commitment: string
  /** When the commitment was recorded (and shown on the hall display). */
  readonly committedAt: number
  readonly seed: string
  readonly hallNumber: string
}
