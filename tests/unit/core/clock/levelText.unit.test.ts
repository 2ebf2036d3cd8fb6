import { describe, expect, it } from 'vitest'
import {
  gameWords,
  isMixed,
  itemLine,
  levelText,
  nextGame,
  stakesCell,
  stakeWords
} from '../../../../src/shared/core/clock/levelText'
import { Level, Structure, type StructureInput } from '../../../../src/shared/core/clock/structure'
import { TEMPLATES } from '../../../../src/shared/core/clock/templates'
import { structureFromCsv, structureToCsv } from '../../../../src/shared/core/clock/transfer'
import { translate, type Language } from '../../../../src/shared/i18n'
import { formatNumber } from '../../../../src/shared/i18n/format'

/**
 * one formatter for every structure item, every surface (hall display, admin line and jump list, speech,
 * structure CSV, protocol). Each game states what the rules make it play with: BFSP §4.7 (no-limit, pot-limit, fixed
 * limit: small bet on the first betting rounds, big bet after; in stud the small bet on the first two of five rounds),
 * §5.4 (stud: ante and bring-in, complete), §13.6 (big blind ante); OFC counts points.
 */
const t = (language: Language) => (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
  translate(language, key, params)
/** Amounts as the surfaces write them: plain numbers here, so the words are what is checked. */
const plain = (n: number): string => String(n)
const words = (level: Level, language: Language, context = {}): string[] =>
  stakeWords(levelText(level, context).stakes, t(language), plain)
const level = (input: Partial<Level>): Level => Level.parse({ kind: 'level', seconds: 1200, ...input })

const holdem = level({ smallBlind: 100, bigBlind: 200 })
const bbAnte = level({ smallBlind: 1000, bigBlind: 2000, ante: 2000, anteKind: 'big-blind' })
const everyAnte = level({ smallBlind: 100, bigBlind: 200, ante: 25, anteKind: 'every-player' })
const fixedHoldem = level({ smallBlind: 100, bigBlind: 200, smallBet: 200, bigBet: 400, game: "Hold'em" })
const stud = level({
  smallBlind: 0,
  bigBlind: 0,
  ante: 25,
  anteKind: 'every-player',
  bringIn: 25,
  complete: 100,
  smallBet: 100,
  bigBet: 200,
  game: 'Stud'
})
const ofc = level({ smallBlind: 0, bigBlind: 0, pointValue: 100, game: 'OFC Pineapple' })

describe('levelText: what a level holds, by its game (BFSP §3.3 levels)', () => {
  it('no-limit hold’em: the blinds; §13.6 a big blind ante is named as such, an ante every player posts is "Ante"', () => {
    expect(words(holdem, 'en')).toEqual(['100 / 200'])
    expect(words(bbAnte, 'en')).toEqual(['1000 / 2000', 'BB ante 2000'])
    expect(words(everyAnte, 'en')).toEqual(['100 / 200', 'Ante 25'])
    expect(words(bbAnte, 'ru')).toEqual(['1000 / 2000', 'Анте ББ 2000'])
    expect(words(bbAnte, 'sv')).toEqual(['1000 / 2000', 'BB-ante 2000'])
  })

  it('BFSP §4.7 fixed limit: the blinds, then the small bet and the big bet, in EN, RU and SV', () => {
    expect(words(fixedHoldem, 'en')).toEqual(['100 / 200', 'Small bet 200 / Big bet 400'])
    expect(words(fixedHoldem, 'ru')).toEqual(['100 / 200', 'Малая ставка 200 / Большая ставка 400'])
    expect(words(fixedHoldem, 'sv')).toEqual(['100 / 200', 'Liten insats 200 / Stor insats 400'])
    expect(levelText(fixedHoldem).betting).toBe('fixed-limit')
  })

  it('BFSP §5.4 stud: ante, bring-in, complete — and §4.7 its small and big bet are never dropped', () => {
    expect(words(stud, 'en')).toEqual(['Ante 25', 'Bring-in 25', 'Complete 100', 'Small bet 100 / Big bet 200'])
    expect(words(stud, 'ru')).toEqual([
      'Анте 25',
      'Бринг-ин 25',
      'Комплит 100',
      'Малая ставка 100 / Большая ставка 200'
    ])
    expect(words(stud, 'sv')).toEqual(['Ante 25', 'Bring-in 25', 'Complete 100', 'Liten insats 100 / Stor insats 200'])
    // A stud level never shows blinds of 0/0 (the protocol used to print "Blinds 0/0 Stud").
    expect(levelText(stud).stakes.map((p) => p.kind)).not.toContain('blinds')
  })

  it('§5.4 a stud level with an ante but no ante kind still states its ante', () => {
    const plainAnte = level({ smallBlind: 0, bigBlind: 0, ante: 10, bringIn: 10, complete: 50 })
    expect(words(plainAnte, 'en')).toEqual(['Ante 10', 'Bring-in 10', 'Complete 50'])
  })

  it('OFC: the value of a point, no limit named', () => {
    expect(words(ofc, 'en')).toEqual(['Point value 100'])
    expect(words(ofc, 'ru')).toEqual(['Стоимость очка 100'])
    expect(words(ofc, 'sv')).toEqual(['Poängvärde 100'])
    expect(levelText(ofc, { bettingFormat: 'no-limit' }).betting).toBeNull()
  })

  it('BFSP §4.7 the limit: a level’s own bets make it fixed limit, else the tournament’s format names it', () => {
    expect(levelText(holdem, { bettingFormat: 'pot-limit' }).betting).toBe('pot-limit')
    expect(levelText(holdem, { bettingFormat: 'no-limit' }).betting).toBe('no-limit')
    expect(levelText(holdem, { bettingFormat: 'mixed' }).betting).toBeNull()
    expect(levelText(holdem).betting).toBeNull()
    expect(levelText(fixedHoldem, { bettingFormat: 'no-limit' }).betting).toBe('fixed-limit')
  })

  it('BFSP §4.7 a mixed event’s level names its own limit: no-limit hold’em beside pot-limit Omaha', () => {
    const mixed = { bettingFormat: 'mixed' }
    const nlhe = level({ smallBlind: 100, bigBlind: 200, game: "Hold'em", betting: 'no-limit' })
    const plo = level({ smallBlind: 100, bigBlind: 200, game: 'Omaha', betting: 'pot-limit' })
    expect(itemLine(nlhe, 1, t('en'), plain, mixed)).toBe("Level 1 · Hold'em · No-limit · 100 / 200")
    expect(itemLine(plo, 2, t('ru'), plain, mixed)).toBe('Уровень 2 · Omaha · Пот-лимит · 100 / 200')
    expect(itemLine(plo, 2, t('sv'), plain, mixed)).toBe('Nivå 2 · Omaha · Pot-limit · 100 / 200')
    // The level's own word wins over the tournament's format.
    expect(levelText(plo, { bettingFormat: 'no-limit' }).betting).toBe('pot-limit')
    // It travels through the structure CSV and back.
    const structure = Structure.parse({ items: [nlhe, plo] })
    expect(structureFromCsv(structureToCsv(structure))).toEqual({ ok: true, structure })
  })

  it('the game and the limit head a level where the tournament’s format does not already say it', () => {
    const horse = { bettingFormat: 'mixed' }
    expect(gameWords(levelText(stud, horse), t('en'), horse)).toEqual(['Stud', 'Fixed limit'])
    expect(gameWords(levelText(stud, horse), t('ru'), horse)).toEqual(['Stud', 'Фиксированный лимит'])
    expect(gameWords(levelText(stud, horse), t('sv'), horse)).toEqual(['Stud', 'Fast gräns'])
    // A fixed-limit stud event: its head says "Fixed limit" already, the level names only its game.
    const fl = { bettingFormat: 'fixed-limit' }
    expect(gameWords(levelText(stud, fl), t('en'), fl)).toEqual(['Stud'])
    // Pot-limit Omaha in a mixed event says so.
    const plo = level({ smallBlind: 100, bigBlind: 200, game: 'Omaha' })
    expect(gameWords(levelText(plo, { bettingFormat: 'pot-limit' }), t('en'), {})).toEqual(['Omaha', 'Pot-limit'])
    expect(gameWords(levelText(holdem, { bettingFormat: 'no-limit' }), t('ru'), {})).toEqual(['Безлимитный'])
  })
})

describe('itemLine: one line per item for the admin clock line, the "Jump to…" list, the speech and the CSV', () => {
  it('says the level, its game, its limit and every stake; a break its label', () => {
    expect(itemLine(stud, 4, t('en'), plain, { bettingFormat: 'mixed' })).toBe(
      'Level 4 · Stud · Fixed limit · Ante 25 · Bring-in 25 · Complete 100 · Small bet 100 / Big bet 200'
    )
    expect(itemLine(stud, 4, t('ru'), plain, { bettingFormat: 'fixed-limit' })).toBe(
      'Уровень 4 · Stud · Анте 25 · Бринг-ин 25 · Комплит 100 · Малая ставка 100 / Большая ставка 200'
    )
    expect(itemLine(bbAnte, 7, t('sv'), plain, { bettingFormat: 'no-limit' })).toBe(
      'Nivå 7 · 1000 / 2000 · BB-ante 2000'
    )
    expect(itemLine({ kind: 'break', seconds: 900, label: '' }, null, t('en'), plain)).toBe('Break')
    expect(itemLine({ kind: 'break', seconds: 900, label: 'Dinner' }, null, t('ru'), plain)).toBe('Dinner')
    // Speech reads it in sentences.
    expect(itemLine(fixedHoldem, 2, t('en'), plain, { bettingFormat: 'mixed' }, '. ')).toBe(
      "Level 2. Hold'em. Fixed limit. 100 / 200. Small bet 200 / Big bet 400"
    )
  })

  it('amounts are written by the surface: grouped in Russian with a space', () => {
    const ru = (n: number): string => formatNumber(n, 'ru')
    expect(stakeWords(levelText(bbAnte).stakes, t('ru'), ru)).toEqual(['1\u00a0000 / 2\u00a0000', 'Анте ББ 2\u00a0000'])
  })
})

describe('mixed events (HORSE): the game of each level and the next game', () => {
  const horse = Structure.parse(TEMPLATES.horse())
  it('a HORSE structure is mixed; a stud or hold’em one is not', () => {
    expect(isMixed(horse)).toBe(true)
    expect(isMixed(Structure.parse(TEMPLATES.stud()))).toBe(false)
    expect(isMixed({ items: [holdem, holdem] })).toBe(false)
  })

  it('the next game after a level and after a break (the NEXT tile, the break screen)', () => {
    expect(nextGame(horse, 0)).toBe('Omaha Hi-Lo')
    expect(nextGame(horse, 1)).toBe('Razz')
    // Item 5 is the first break: after it the rotation starts again with Hold'em.
    expect(horse.items[5]!.kind).toBe('break')
    expect(nextGame(horse, 4)).toBe("Hold'em")
    expect(nextGame(horse, 5)).toBe("Hold'em")
    expect(nextGame(horse, horse.items.length - 1)).toBeNull()
    expect(nextGame(Structure.parse(TEMPLATES.stud()), 0)).toBeNull()
  })

  it('every HORSE level states its limits: the flop games their blinds and bets, the stud games bring-in and bets', () => {
    for (const item of horse.items) {
      if (item.kind !== 'level') continue
      const kinds = levelText(item).stakes.map((p) => p.kind)
      expect(kinds, item.game).toContain('bets')
      expect(kinds, item.game).toContain(item.bigBlind > 0 ? 'blinds' : 'bringIn')
    }
  })
})

describe('the tables beside an Ante column (the hall’s structure table, the protocol C.5)', () => {
  it('every stake but the ante, the game where asked', () => {
    expect(stakesCell(levelText(stud), t('en'), plain, true)).toBe(
      'Stud · Bring-in 25 · Complete 100 · Small bet 100 / Big bet 200'
    )
    expect(stakesCell(levelText(bbAnte), t('en'), plain, true)).toBe('1000 / 2000')
    expect(stakesCell(levelText(ofc), t('sv'), plain, false)).toBe('Poängvärde 100')
  })
})

describe('the structure CSV says each row in the director’s language', () => {
  const structure: StructureInput = { items: [stud, { kind: 'break', seconds: 600, label: '' }, fixedHoldem] }
  it('a last "stakes" column in words; reading the file back ignores it', () => {
    const csv = structureToCsv(Structure.parse(structure), 'ru', { bettingFormat: 'mixed' })
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]!.endsWith(',stakes')).toBe(true)
    expect(lines[1]).toContain(
      'Уровень 1 · Stud · Фиксированный лимит · Анте 25 · Бринг-ин 25 · Комплит 100 · Малая ставка 100 / Большая ставка 200'
    )
    expect(lines[2]!.endsWith(',Перерыв')).toBe(true)
    expect(lines[3]).toContain("Уровень 2 · Hold'em")
  })
})
