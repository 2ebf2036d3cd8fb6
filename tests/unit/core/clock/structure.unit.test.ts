import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { generateStructure, roundNice } from '../../../../src/shared/core/clock/generator'
import { Structure } from '../../../../src/shared/core/clock/structure'
import { TEMPLATE_NAMES, TEMPLATES } from '../../../../src/shared/core/clock/templates'
import {
  structureFromCsv,
  structureFromJson,
  structureToCsv,
  structureToJson
} from '../../../../src/shared/core/clock/transfer'
import { structureIssues } from '../../../../src/shared/core/clock/validation'

const lvl = (sb: number, bb: number, extra: object = {}) => ({
  kind: 'level',
  seconds: 1200,
  smallBlind: sb,
  bigBlind: bb,
  ...extra
})

describe('structure validation (§5.1, §2.20) with clear messages naming the level and field', () => {
  it('accepts a rising structure', () => {
    expect(
      structureIssues(Structure.parse({ items: [lvl(100, 200), { kind: 'break', seconds: 600 }, lvl(200, 400)] }))
    ).toEqual([])
  })
  it.each([
    ['blinds that fall', [lvl(200, 400), lvl(100, 200)], 'error.structure.blindsFall', 1, 'bigBlind'],
    ['a small blind above the big blind', [lvl(300, 200)], 'error.structure.smallAboveBig', 0, 'smallBlind'],
    [
      'an ante above the big blind',
      [lvl(100, 200, { ante: 400, anteKind: 'big-blind' })],
      'error.structure.anteAboveBig',
      0,
      'ante'
    ],
    ['an ante with ante kind none', [lvl(100, 200, { ante: 50 })], 'error.structure.anteWithoutKind', 0, 'anteKind'],
    [
      'a big bet below the small bet',
      [lvl(100, 200, { smallBet: 200, bigBet: 100 })],
      'error.structure.bigBetBelowSmall',
      0,
      'bigBet'
    ],
    ['only breaks', [{ kind: 'break', seconds: 600 }], 'error.structure.noLevel', 0, 'items']
  ])('refuses %s', (_what, items, code, index, field) => {
    const issues = structureIssues(Structure.parse({ items }))
    expect(issues[0]).toMatchObject({ code, index, field })
  })
  it('a zero or negative duration is refused by the schema', () => {
    expect(Structure.safeParse({ items: [{ ...lvl(100, 200), seconds: 0 }] }).success).toBe(false)
  })
  it('a mixed rotation compares blinds within the same game only (HORSE)', () => {
    const items = [
      lvl(100, 200, { game: 'Hold’em' }),
      lvl(0, 0, {
        smallBet: 200,
        bigBet: 400,
        game: 'Razz',
        bringIn: 25,
        complete: 200,
        ante: 25,
        anteKind: 'every-player'
      }),
      lvl(200, 400, { game: 'Hold’em' })
    ]
    expect(structureIssues(Structure.parse({ items }))).toEqual([])
  })
})

describe('templates', () => {
  it.each(TEMPLATE_NAMES)('%s is a valid structure', (name) => {
    const structure = Structure.parse(TEMPLATES[name]())
    expect(structureIssues(structure)).toEqual([])
    expect(structure.items.filter((i) => i.kind === 'level').length).toBeGreaterThanOrEqual(8)
  })

  // no "100/300" at level 2. Blinds rise and never fall, the small blind is at least half the big blind,
  // and after a colour-up (§10.9) no later blind or ante needs the chips that left (25 → 100s, 100 → 500s remain).
  const NEXT_CHIP: Record<number, number> = { 25: 100, 100: 500 }
  it.each(['nlhe-turbo', 'nlhe-regular', 'nlhe-deep', 'plo'] as const)('%s: blinds a dealer can post', (name) => {
    const items = Structure.parse(TEMPLATES[name]()).items
    let smallest = 25
    let last = { sb: 0, bb: 0 }
    for (const item of items) {
      if (item.kind === 'break') {
        const gone = /Colour up the (\d+) chips/.exec(item.colorUp ?? '')
        if (gone) smallest = NEXT_CHIP[Number(gone[1])]!
        continue
      }
      if (item.kind !== 'level') continue
      const { smallBlind: sb, bigBlind: bb, ante } = item
      expect(sb * 2, `${sb}/${bb}`).toBeGreaterThanOrEqual(bb)
      expect(sb).toBeLessThan(bb)
      expect(sb >= last.sb && bb > last.bb, `${last.sb}/${last.bb} → ${sb}/${bb}`).toBe(true)
      for (const amount of [sb, bb, ante]) expect(amount % smallest, `${amount} after the colour-up`).toBe(0)
      last = { sb, bb }
    }
  })
})

describe('structure generator', () => {
  const base = {
    startingStack: 20000,
    expectedEntries: 100,
    targetMinutes: 360,
    levelMinutes: 20,
    chips: [25, 100, 500, 1000, 5000],
    breakEveryLevels: 4,
    breakMinutes: 15,
    anteFromLevel: 4
  }

  it('proposes rising levels filling the target time, valid, with colour-ups only at breaks', () => {
    const s = generateStructure(base)
    expect(structureIssues(s)).toEqual([])
    const levels = s.items.filter((i) => i.kind === 'level')
    expect(levels).toHaveLength(18)
    const breaks = s.items.filter((i) => i.kind === 'break')
    expect(breaks.length).toBe(4)
    expect(breaks.some((b) => b.kind === 'break' && b.colorUp?.includes('25'))).toBe(true)
    expect(levels[0]).toMatchObject({ bigBlind: 200, ante: 0 })
    expect(levels[3]!.ante).toBe(levels[3]!.bigBlind)
  })

  it('every blind is a multiple of the smallest chip in play at its level (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5000, max: 100000 }),
        fc.integer({ min: 10, max: 500 }),
        fc.integer({ min: 120, max: 720 }),
        fc.constantFrom(10, 15, 20, 30),
        (stack, entries, minutes, levelMinutes) => {
          const chips = [25, 100, 500, 1000, 5000, 25000]
          const s = generateStructure({
            ...base,
            startingStack: stack,
            expectedEntries: entries,
            targetMinutes: minutes,
            levelMinutes,
            chips
          })
          expect(structureIssues(s)).toEqual([])
          let smallest = 25
          for (const item of s.items) {
            if (item.kind === 'break' && item.colorUp)
              smallest = chips.find((c) => c > Math.max(...((item.colorUp ?? '').match(/\d+/g) ?? ['0']).map(Number)))!
            if (item.kind === 'level') {
              expect(item.bigBlind % smallest, `BB ${item.bigBlind} chip ${smallest}`).toBe(0)
              expect(item.smallBlind % smallest).toBe(0)
            }
          }
        }
      ),
      { numRuns: 60 }
    )
  })

  it('rounds to nice numbers in multiples of the unit', () => {
    expect(roundNice(1130, 50)).toBe(1200)
    expect(roundNice(137, 25)).toBe(150)
    expect(roundNice(10, 50)).toBe(50)
  })
})

describe('import and export (JSON, CSV)', () => {
  const structure = Structure.parse(TEMPLATES['stud']())
  it('JSON round-trips exactly', () => {
    expect(structureFromJson(structureToJson(structure))).toEqual({ ok: true, structure })
  })
  it('CSV round-trips exactly, including breaks with colour-up notes containing commas', () => {
    const withNote = Structure.parse({
      items: [
        lvl(100, 200),
        { kind: 'break', seconds: 900, label: 'Dinner', colorUp: 'Race off 25s, then "100s"' },
        lvl(200, 400, { lateRegistrationEnds: true })
      ]
    })
    expect(structureFromCsv(structureToCsv(withNote))).toEqual({ ok: true, structure: withNote })
    expect(structureFromCsv(structureToCsv(structure))).toEqual({ ok: true, structure })
  })
  it('a bad CSV row is refused with its line number', () => {
    const r = structureFromCsv('kind,minutes,small_blind,big_blind\nlevel,20,100,200\nlevel,0,200,400\n')
    expect(r).toMatchObject({ ok: false, line: 3 })
  })
  it('bad JSON is refused', () => {
    expect(structureFromJson('{"items": 5}').ok).toBe(false)
    expect(structureFromJson('nope').ok).toBe(false)
  })
})
