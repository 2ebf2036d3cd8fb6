import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils'

/**
 * SHA-256 of a text (its UTF-8 bytes), in hex, from @noble/hashes (audited, pure JS, no platform: usable in the pure
 * core). It chains seat draws so a draw cannot be edited afterwards without breaking the chain (§8.1, §27.8), and
 * makes the draw's commitment. The hand-written implementation it replaces gave the same digests, so
 * the seals of old journals verify as before (tests/unit/core/seating/drawProof.unit.test.ts).
 */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)))
}

/** The raw digest, for the seeded draw (seating/commitment.ts). */
export function sha256Bytes(text: string): Uint8Array {
  return sha256(utf8ToBytes(text))
}

/** The genesis link of a tournament's draw chain. */
export const GENESIS = '0'.repeat(64)

export interface DrawSeal {
  readonly previousHash: string
  readonly hash: string
}

/** Seal a draw: hash of the previous link and the canonical content (entries and seats in drawn order). */
export function sealDraw(
  previousHash: string,
  kind: string,
  placements: readonly { entryId: string; table: number; seat: number }[]
): DrawSeal {
  const body = placements.map((p) => `${p.entryId}@${p.table}/${p.seat}`).join(',')
  return { previousHash, hash: sha256Hex(`${previousHash}|${kind}|${body}`) }
}

/**
 * Verify a chain of sealed draws: each link must hash its content onto the previous link. `from` resumes after a
 * prefix already verified (the links before it are trusted), so a chain that only grows is checked once per link.
 */
export function verifyDrawChain(
  draws: readonly {
    kind: string
    placements: readonly { entryId: string; table: number; seat: number }[]
    seal: DrawSeal
  }[],
  from = 0
): { ok: true } | { ok: false; index: number } {
  let previous = from > 0 ? draws[from - 1]!.seal.hash : GENESIS
  for (let i = from; i < draws.length; i += 1) {
    const d = draws[i]!
    if (d.seal.previousHash !== previous || sealDraw(previous, d.kind, d.placements).hash !== d.seal.hash)
      return { ok: false, index: i }
    previous = d.seal.hash
  }
  return { ok: true }
}
