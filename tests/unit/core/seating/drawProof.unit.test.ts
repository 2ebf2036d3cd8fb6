import { createHash } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hallContent } from '../../../support/hallContent'
import { buildProtocol } from '../../../../src/shared/core/protocol/document'
import { layoutProtocol } from '../../../../src/shared/core/protocol/layout'
import { protocolInput } from '../../../../src/shared/core/protocol/fromState'
import { commitmentOf, drawKey, seededRandom } from '../../../../src/shared/core/seating/commitment'
import { GENESIS, sealDraw, sha256Hex, verifyDrawChain } from '../../../../src/shared/core/seating/hash'
import { seatingView } from '../../../../src/shared/core/seating/views'
import { verifyDrawRecord, type DrawRecord } from '../../../../src/shared/core/seating/verify'
import { publicDisplay } from '../../../../src/shared/core/views/tournament'
import { SeatingFlow, tenMax } from '../../../support/seatingFlow'

const nodeSha = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex')

describe('SHA-256 from @noble/hashes', () => {
  it('gives the FIPS 180-2 test vectors', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1'
    )
    expect(sha256Hex('a'.repeat(1_000_000))).toBe('cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0')
  })

  it('agrees with the platform (node:crypto) on any text (property)', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => sha256Hex(text) === nodeSha(text)))
  })

  it('old seals, made by the hand-written SHA-256 it replaces, verify the same (old journals fold and verify)', () => {
    // Captured from the previous implementation (non-ASCII ids included).
    const p1 = [
      { entryId: 'e1', table: 3, seat: 5 },
      { entryId: 'Ёжик-😀', table: 1, seat: 10 }
    ]
    const p2 = [{ entryId: 'late-1', table: 2, seat: 1 }]
    const s1 = { previousHash: GENESIS, hash: '35164359270c4ab276aac2e83d6717dc9fa228147ed2eb6a45ee7ec7fca7bbbe' }
    const s2 = { previousHash: s1.hash, hash: '382d6bece042b23b21ddf8f114378b49c7672716c41a851266e5d7a593dfeb53' }
    expect(sealDraw(GENESIS, 'initial', p1)).toEqual(s1)
    expect(sealDraw(s1.hash, 'late', p2)).toEqual(s2)
    expect(
      verifyDrawChain([
        { kind: 'initial', placements: p1, seal: s1 },
        { kind: 'late', placements: p2, seal: s2 }
      ])
    ).toEqual({ ok: true })
    expect(sha256Hex('x'.repeat(1000))).toBe('44f8354494a5ba03ba1792a8d3e9c534c47a9181980fde7a3f44b06ef2ae7c7f')
  })
})

/** The documented random stream, written again from its description with node:crypto (anyone can do this). */
function independentStream(key: string): (n: number) => number {
  let block = 0
  const words: number[] = []
  return (n) => {
    for (;;) {
      if (words.length === 0) {
        const bytes = createHash('sha256').update(`${key}|${block++}`).digest()
        for (let i = 0; i < 8; i += 1) words.push(bytes.readUInt32BE(i * 4))
      }
      const x = words.shift()!
      if (x < 2 ** 32 - (2 ** 32 % n)) return x % n
    }
  }
}

describe('the seeded random stream of a draw', () => {
  it('is exactly the documented one: SHA-256 of "KEY|i", 32-bit words, rejection, x mod n', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.integer({ min: 1, max: 2 ** 32 }), { maxLength: 60 }), (key, ns) => {
        const ours = seededRandom(key)
        const theirs = independentStream(key)
        for (const n of ns) expect(ours(n)).toBe(theirs(n))
      })
    )
  })

  it('is fair: every value of a die turns up about as often (χ² well under the 0.1% bound)', () => {
    const random = seededRandom(drawKey('00'.repeat(32), ''))
    const counts = new Array<number>(6).fill(0)
    for (let i = 0; i < 60_000; i += 1) counts[random(6)]! += 1
    const chi = counts.reduce((sum, c) => sum + (c - 10_000) ** 2 / 10_000, 0)
    expect(chi).toBeLessThan(20.5) // 5 degrees of freedom, p = 0.001
  })

  it('the commitment is SHA-256 of the seed as text, the key mixes in the hall number', () => {
    const seed = 'ab'.repeat(32)
    expect(commitmentOf(seed)).toBe(nodeSha(seed))
    expect(drawKey(seed, '4729')).toBe(nodeSha(`floorclock-draw|${seed}|4729`))
    expect(drawKey(seed, '4729')).not.toBe(drawKey(seed, '4728'))
  })
})

function configured(players = 23): SeatingFlow {
  const f = new SeatingFlow(players)
  f.run({
    type: 'seating.configure',
    tournamentId: 't1',
    tables: tenMax(3),
    closingOrder: { kind: 'published', order: [1, 2, 3] },
    rules: {},
    trackButtons: true
  })
  return f
}

const pending = (f: SeatingFlow) => f.seating.commitment!

describe('commit, draw, reveal (§8.1, BFSP §5.2)', () => {
  it('the set-up records a commitment; before the draw the hall display and the admin show it, never the seed', () => {
    const f = configured()
    const [, committed] = f.journal.slice(-2)
    expect(committed).toMatchObject({ type: 'seating.drawCommitted', commitment: commitmentOf(pending(f).seed) })
    const t = f.state.tournaments.get('t1')!
    const hall = publicDisplay(f.state, t.id, f.now)
    expect(hall?.seating?.drawCheck).toEqual({
      commitment: pending(f).commitment,
      committedAt: f.now,
      seed: null,
      hallNumber: null,
      drawnAt: null
    })
    const admin = seatingView(f.state, 't1')!
    expect(admin.drawCheck?.commitment).toBe(pending(f).commitment)
    for (const view of [hall, admin]) expect(JSON.stringify(view)).not.toContain(pending(f).seed)
  })

  it('a new set-up before the draw keeps the commitment (the draw cannot be re-rolled by configuring again)', () => {
    const f = configured()
    const before = pending(f).commitment
    const events = f.run({
      type: 'seating.configure',
      tournamentId: 't1',
      tables: tenMax(4),
      closingOrder: { kind: 'published', order: [1, 2, 3, 4] },
      rules: {},
      trackButtons: true
    })
    expect(events.map((e) => e.type)).toEqual(['seating.configured'])
    expect(pending(f).commitment).toBe(before)
  })

  it('the draw comes from the committed seed and the hall number, reveals the seed, and recomputes exactly', () => {
    const f = configured()
    const { seed, commitment } = pending(f)
    f.now += 60_000 // the draw a minute after the commitment was shown
    const [drawn] = f.run({ type: 'seating.draw', tournamentId: 't1', hallNumber: '4729' })
    expect(drawn).toMatchObject({ type: 'seating.drawn', draw: { proof: { seed, commitment, hallNumber: '4729' } } })
    expect(f.seating.commitment).toBeNull()
    const protocol = buildProtocol(protocolInput(f.state, 't1')!, { audience: 'public', generatedAt: f.now })
    const record = protocol.draw!
    expect(record.entries.map((e) => e.entry)).toEqual(Array.from({ length: 23 }, (_, i) => `#${i + 1}`))
    expect(verifyDrawRecord(record)).toEqual({ ok: true, recomputed: 23, warnings: [] })
    // The public record names entries by number and public name only (§27.11).
    expect(JSON.stringify(record)).not.toMatch(/id-\d+/)
    // The same room, seed and entries with another hall number give another seating.
    const other = verifyDrawRecord({ ...record, hallNumber: '4728' })
    expect(other.ok).toBe(false)
  })

  it('any change to the record shows: a seat moved, a wrong seed, a seed that is not the committed one', () => {
    const f = configured()
    f.now += 60_000
    f.run({ type: 'seating.draw', tournamentId: 't1' })
    const record = buildProtocol(protocolInput(f.state, 't1')!, { audience: 'public', generatedAt: f.now }).draw!
    const [a, b] = record.seating
    const swapped: DrawRecord = {
      ...record,
      seating: [
        { ...a!, table: b!.table, seat: b!.seat },
        { ...b!, table: a!.table, seat: a!.seat },
        ...record.seating.slice(2)
      ]
    }
    const check = verifyDrawRecord(swapped)
    expect(check.ok).toBe(false)
    expect(!check.ok && check.problems.join('\n')).toContain(
      `${a!.entry}: recorded at table ${b!.table}, seat ${b!.seat}`
    )
    const badSeed = verifyDrawRecord({ ...record, seed: 'ff'.repeat(32) })
    expect(!badSeed.ok && badSeed.problems[0]).toMatch(/^SHA-256 of the seed is .*, not the commitment/)
  })

  it('a room set up before commitments existed commits at the draw, and the proof says it was not shown before', () => {
    const f = new SeatingFlow(12)
    f.fold([
      {
        type: 'seating.configured',
        tournamentId: 't1',
        tables: tenMax(2).map((t) => ({ ...t, unavailable: [], reserved: [] })),
        closingKind: 'published',
        closingOrder: [1, 2],
        rules: {
          tolerance: 1,
          playerMethod: 'big-blind-next',
          seatMethod: 'big-blind',
          finalTableSize: 9,
          finalRedraw: true,
          shortHandedFinal: false,
          format: 'standard'
        },
        trackButtons: false
      }
    ])
    const events = f.run({ type: 'seating.draw', tournamentId: 't1' })
    expect(events.map((e) => e.type)).toEqual(['seating.drawCommitted', 'seating.drawn'])
    const record = buildProtocol(protocolInput(f.state, 't1')!, { audience: 'public', generatedAt: f.now }).draw!
    const check = verifyDrawRecord(record)
    expect(check.ok).toBe(true)
    expect(check.warnings).toEqual([
      'the commitment was recorded with the draw itself, so it was not shown before the draw'
    ])
  })

  it('the printed protocol carries the commitment, the seed and how to check, in Russian and English', () => {
    const f = configured()
    f.run({ type: 'seating.draw', tournamentId: 't1', hallNumber: '17' })
    const doc = buildProtocol(protocolInput(f.state, 't1')!, { audience: 'public', generatedAt: f.now })
    for (const language of ['en', 'ru'] as const) {
      const layout = layoutProtocol(doc, { language })
      const section = layout.sections.find((s) => s.id === 'draw')!
      const text = JSON.stringify(section)
      expect(text).toContain(doc.draw!.commitment)
      expect(text).toContain(doc.draw!.seed)
      expect(text).toContain('17')
      expect(text).toContain('verify-draw')
    }
  })
})

describe('the hall display shows the commitment before the draw', () => {
  /** What the hall screen's content builder makes of the public display view (the real view, the real builder). */
  const hallText = (f: SeatingFlow, language: 'en' | 'ru' | 'sv'): string => {
    const view = publicDisplay(f.state, 't1', f.now)!
    const content = hallContent(view, f.now, { language })
    return JSON.stringify(content)
  }

  it('in every hall language, in groups of eight, never the seed; gone once the draw revealed the seed', () => {
    const f = configured()
    const { commitment, seed } = pending(f)
    const grouped = commitment.match(/.{8}/g)!.join(' ')
    for (const [language, words] of [
      ['en', 'Seat draw commitment'],
      ['ru', 'Обязательство жеребьёвки'],
      ['sv', 'Platslottningens åtagande']
    ] as const) {
      const text = hallText(f, language)
      expect(text).toContain(words)
      expect(text).toContain(grouped)
      expect(text).not.toContain(seed)
    }
    f.run({ type: 'seating.draw', tournamentId: 't1' })
    expect(hallText(f, 'en')).not.toContain(grouped)
  })
})
