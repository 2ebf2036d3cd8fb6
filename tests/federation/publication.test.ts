import { describe, expect, it } from 'vitest'
import {
  canonicalJson,
  checkEnvelope,
  generateHallKeys,
  makeEnvelope,
  sha256Hex,
  signHash,
  verifySignature,
  type PublicationBody
} from '../../src/federation/publication'

/**
 * The publication format (docs/federation.md) on its own: the canonical text a hall signs, Ed25519 over its SHA-256,
 * and the envelope check anybody can make (Appendix C: an approved protocol is the one the director approved).
 */
const keys = generateHallKeys()

function body(overrides: Partial<PublicationBody> = {}): PublicationBody {
  return {
    format: 'floorclock.publication/1',
    hallKey: keys.publicKey,
    tournamentId: 't1',
    version: 1,
    reason: null,
    publishedAt: '2025-03-01T20:00:00.000Z',
    records: [
      {
        seq: 3,
        stream: 't1',
        type: 'tournament.created',
        v: 1,
        data: { type: 'tournament.created', tournamentId: 't1', name: 'Пятница' },
        actor: 'Director',
        recordedAt: 1,
        occurredAt: 1,
        reason: null
      }
    ],
    protocol: { audience: 'public', participants: [{ entryId: 'e1', place: 1 }] },
    draw: null,
    ...overrides
  }
}

describe('canonicalJson', () => {
  it('is the same text whatever order the keys were written in, with no whitespace and no undefined', () => {
    const a = canonicalJson({ b: 1, a: { d: [1, 'x', null], c: true }, u: undefined })
    const b = canonicalJson({ a: { c: true, d: [1, 'x', null] }, b: 1 })
    expect(a).toBe(b)
    expect(a).toBe('{"a":{"c":true,"d":[1,"x",null]},"b":1}')
    expect(canonicalJson({ z: -0, y: 0.1, x: 1e21, w: 'é"\n' })).toBe('{"w":"é\\"\\n","x":1e+21,"y":0.1,"z":0}')
  })

  it('refuses what JSON cannot carry rather than changing it', () => {
    expect(() => canonicalJson({ a: NaN })).toThrow()
    expect(() => canonicalJson([undefined])).toThrow()
    expect(() => canonicalJson({ a: 1n })).toThrow()
  })

  it('hashes UTF-8 as sha256sum does', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })
})

describe('hall keys', () => {
  it('signs a hash that its own public key verifies and another key does not', () => {
    const hash = sha256Hex('x')
    const signature = signHash(hash, keys.privateKeyPem)
    expect(keys.publicKey).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(verifySignature(hash, signature, keys.publicKey)).toBe(true)
    expect(verifySignature(hash, signature, generateHallKeys().publicKey)).toBe(false)
    expect(verifySignature(sha256Hex('y'), signature, keys.publicKey)).toBe(false)
    expect(verifySignature(hash, 'not a signature', keys.publicKey)).toBe(false)
  })
})

describe('envelope', () => {
  it('a sealed body checks, and survives a JSON round trip with its keys in another order', () => {
    const envelope = makeEnvelope(body(), keys.privateKeyPem)
    expect(checkEnvelope(envelope)).toMatchObject({ ok: true, hash: envelope.hash })
    const reordered = JSON.parse(
      JSON.stringify({ signature: envelope.signature, hash: envelope.hash, body: envelope.body })
    )
    expect(checkEnvelope(reordered).ok).toBe(true)
  })

  it('refuses a body changed in any byte after signing', () => {
    const envelope = makeEnvelope(body(), keys.privateKeyPem)
    const text = JSON.stringify(envelope.body)
    // Every position of the body's text that still parses as a publication body: each change is refused.
    let tried = 0
    for (let i = 0; i < text.length; i += 1) {
      const changed = text.slice(0, i) + (text[i] === '1' ? '2' : text[i] === 'a' ? 'b' : text[i]) + text.slice(i + 1)
      if (changed === text) continue
      let parsed: unknown
      try {
        parsed = JSON.parse(changed)
      } catch {
        continue
      }
      tried += 1
      const check = checkEnvelope({ ...envelope, body: parsed })
      expect(check.ok, `byte ${i} changed`).toBe(false)
    }
    expect(tried).toBeGreaterThan(20)
    const check = checkEnvelope({ ...envelope, body: { ...envelope.body, tournamentId: 't2' } })
    expect(check).toEqual({ ok: false, reason: 'federation.refused.hash', params: {} })
  })

  it('refuses a body signed by another key than the one it names', () => {
    const other = generateHallKeys()
    const forged = makeEnvelope(body(), other.privateKeyPem)
    expect(checkEnvelope(forged)).toEqual({ ok: false, reason: 'federation.refused.signature', params: {} })
  })

  it('refuses a correction without its reason, and an unknown field, as not in the format', () => {
    expect(() => makeEnvelope(body({ version: 2 }), keys.privateKeyPem)).toThrow()
    const envelope = makeEnvelope(body(), keys.privateKeyPem)
    const check = checkEnvelope({ ...envelope, body: { ...envelope.body, extra: 1 } })
    expect(check).toMatchObject({ ok: false, reason: 'federation.refused.malformed', params: { path: 'body.extra' } })
    expect(checkEnvelope({ ...envelope, body: { ...envelope.body, version: 2 } })).toMatchObject({
      ok: false,
      params: { path: 'body.reason' }
    })
  })
})
