import { describe, expect, it } from 'vitest'
import { hallContent } from '../../../support/hallContent'
import { TEMPLATES } from '../../../../src/shared/core/clock/templates'
import { PRESETS } from '../../../../src/shared/core/display/presets'
import { buildProtocol } from '../../../../src/shared/core/protocol/document'
import { layoutProtocol } from '../../../../src/shared/core/protocol/layout'
import { protocolInput } from '../../../../src/shared/core/protocol/fromState'
import { publicDisplay } from '../../../../src/shared/core/views/tournament'
import type { HallLanguage } from '../../../../src/renderer/src/apps/hall/hallT'
import type { BettingFormat, Discipline } from '../../../../src/shared/core/tournament/schemas'
import { mainEvent } from '../../../support/fixtures'
import { SeatingFlow } from '../../../support/seatingFlow'

/**
 * on the real surfaces: the real fold, the real public view, the real hall content builder and the real
 * protocol layout, for a Seven Card Stud fixed-limit event and a HORSE event (BFSP §4.7, §5.4).
 */
function event(id: string, discipline: Discipline, bettingFormat: BettingFormat, template: 'stud' | 'horse') {
  const f = new SeatingFlow()
  f.fold([
    { type: 'tournament.created', tournamentId: id, fields: { ...mainEvent, name: id, discipline, bettingFormat } }
  ])
  f.run({ type: 'clock.structure.set', tournamentId: id, structure: TEMPLATES[template]() })
  f.run({ type: 'clock.start', tournamentId: id })
  return f
}

function hall(f: SeatingFlow, id: string, language: HallLanguage, atMs: number) {
  return hallContent(publicDisplay(f.state, id, f.now + atMs), f.now + atMs, { language, layout: PRESETS.structure })
}

const nextTile = (content: ReturnType<typeof hall>): string | undefined =>
  content.tiles.find((tile) => tile.id === 'next')?.value

describe('a Seven Card Stud fixed-limit event on the hall display (BFSP §5.4, §4.7)', () => {
  const f = event('stud', 'stud', 'fixed-limit', 'stud')
  it('the current level: ante, bring-in, complete and the small and big bet; no "0 / 0" blinds', () => {
    const content = hall(f, 'stud', 'en', 60_000)
    expect(content.blinds).toEqual(['Ante 25', 'Bring-in 25', 'Complete 100', 'Small bet 100 / Big bet 200'])
    expect(content.status).toBe('Level 1 · Stud')
    expect(nextTile(content)).toBe('Ante 25 · Bring-in 50 · Complete 200 · Small bet 200 / Big bet 400')
    expect(hall(f, 'stud', 'ru', 60_000).blinds).toContain('Малая ставка 100 / Большая ставка 200')
    expect(hall(f, 'stud', 'sv', 60_000).blinds).toContain('Liten insats 100 / Stor insats 200')
  })

  it('the structure table beside its Ante column', () => {
    const rows = hall(f, 'stud', 'en', 60_000).structure!.rows
    expect(rows[0]!.cells).toEqual(['1', 'Bring-in 25 · Complete 100 · Small bet 100 / Big bet 200', '25', '30'])
  })

  it('the protocol prints each stud level with its limits, never "0/0 Stud" (C.5)', () => {
    const doc = buildProtocol(protocolInput(f.state, 'stud')!, { audience: 'public', generatedAt: f.now })
    const structure = JSON.stringify(layoutProtocol(doc, { language: 'en' }).sections.find((s) => s.id === 'structure'))
    expect(structure).toContain('Stud · Bring-in 25 · Complete 100 · Small bet 100 / Big bet 200')
    expect(structure).not.toContain('0/0')
    const ru = JSON.stringify(layoutProtocol(doc, { language: 'ru' }).sections.find((s) => s.id === 'structure'))
    expect(ru).toContain('Stud · Бринг-ин 25 · Комплит 100 · Малая ставка 100 / Большая ставка 200')
  })
})

describe('a HORSE event on the hall display: the game of each level and the next game', () => {
  const f = event('horse', 'mixed', 'mixed', 'horse')
  const minutes = (n: number): number => n * 60_000
  it('level 1 (Hold’em, fixed limit): the game and limit in the status, the next game first on the NEXT tile', () => {
    const content = hall(f, 'horse', 'en', minutes(1))
    expect(content.status).toBe("Level 1 · Hold'em · Fixed limit")
    expect(content.blinds).toEqual(['100 / 200', 'Small bet 200 / Big bet 400'])
    expect(nextTile(content)).toBe('Omaha Hi-Lo · Fixed limit · 100 / 200 · Small bet 200 / Big bet 400')
    expect(nextTile(hall(f, 'horse', 'ru', minutes(1)))).toContain('Omaha Hi-Lo · Фиксированный лимит')
  })

  it('level 3 (Razz): a stud game with ante, bring-in, complete and bets; Stud comes next', () => {
    const content = hall(f, 'horse', 'en', minutes(41))
    expect(content.status).toBe('Level 3 · Razz · Fixed limit')
    expect(content.blinds).toEqual(['Ante 25', 'Bring-in 50', 'Complete 200', 'Small bet 200 / Big bet 400'])
    expect(nextTile(content)?.startsWith('Stud · Fixed limit · Ante 25')).toBe(true)
  })

  it('the break screen names the next level, its game and its stakes, in every hall language', () => {
    // Five 20-minute levels, then the break.
    const en = hall(f, 'horse', 'en', minutes(101))
    expect(en.isBreak).toBe(true)
    expect(en.blinds).toEqual(['Next: level 6', "Hold'em", 'Fixed limit', '150 / 300', 'Small bet 300 / Big bet 600'])
    expect(hall(f, 'horse', 'ru', minutes(101)).blinds.slice(0, 3)).toEqual([
      'Далее: уровень 6',
      "Hold'em",
      'Фиксированный лимит'
    ])
    expect(hall(f, 'horse', 'sv', minutes(101)).blinds.slice(0, 3)).toEqual(['Nästa: nivå 6', "Hold'em", 'Fast gräns'])
  })

  it('the structure table names each level’s game', () => {
    const rows = hall(f, 'horse', 'en', minutes(1)).structure!.rows
    expect(rows[2]!.cells[1]).toBe('Razz · Bring-in 50 · Complete 200 · Small bet 200 / Big bet 400')
  })
})
