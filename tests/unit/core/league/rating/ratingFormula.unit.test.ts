import { describe, expect, it } from 'vitest'
import { FormulaError } from '../../../../../src/shared/core/league/rating/formulaError'
import {
  attachFormula,
  changeEventFormula,
  freezeFormula,
  type FormulaVersion
} from '../../../../../src/shared/core/league/rating/formulaVersion'
import { explainPoints } from '../../../../../src/shared/core/league/rating/pointsExplanationText'
import {
  checkFormulaOverFields,
  compileRatingFormula,
  presetExpression
} from '../../../../../src/shared/core/league/rating/ratingFormula'
import { rejectionCode } from '../../../../support/rejection'

describe('a points table by place (§28.2а)', () => {
  const table = compileRatingFormula({ kind: 'table', points: [100, 70, 50, 30], beyond: 5 })

  it('gives the points of the place, and the "beyond" points after the table', () => {
    expect(table.points({ place: 2, entrants: 20, finalTableSize: 9 }).points).toBe(70)
    expect(table.points({ place: 12, entrants: 20, finalTableSize: 9 }).points).toBe(5)
  })

  it('§24.9а: shared places split the points of the places they cover', () => {
    const r = table.points({ place: 3, placeTo: 4, entrants: 20, finalTableSize: 9 })
    expect(r.points).toBe(40)
    expect(r.explanation.perPlace).toEqual([
      { place: 3, points: 50 },
      { place: 4, points: 30 }
    ])
    expect(explainPoints(r.explanation, 'en')).toBe(
      'Place 3–4 in the points table: 50 + 30. Places 3–4 shared: (50 + 30) / 2 = 40'
    )
  })

  it('§28.2г: may be multiplied by the category coefficient, and says so', () => {
    const t = compileRatingFormula({ kind: 'table', points: [100, 70], applyCoefficient: true })
    const r = t.points({ place: 1, entrants: 10, finalTableSize: 9, coefficient: 1.5 })
    expect(r.points).toBe(150)
    expect(explainPoints(r.explanation, 'en')).toBe(
      'Place 1 in the points table: 150 (multiplied by the coefficient 1.5)'
    )
  })
})

describe('presets using place, entrants and a category coefficient (§28.2)', () => {
  it('sqrt: coefficient × base × √entrants / √place, explained as the expression it stands for', () => {
    const f = compileRatingFormula({ kind: 'preset', preset: 'sqrt', base: 10 })
    const r = f.points({ place: 4, entrants: 100, finalTableSize: 9, coefficient: 2 })
    expect(r.points).toBe(100)
    expect(explainPoints(r.explanation, 'en')).toBe(
      '100 = coefficient * 10 * sqrt(entrants) / sqrt(place), with coefficient = 2, entrants = 100, place = 4'
    )
  })

  it('linear and log presets, with a final-table bonus and knockout points', () => {
    const linear = compileRatingFormula({
      kind: 'preset',
      preset: 'linear',
      base: 100,
      finalTableBonus: 10,
      knockoutPoints: 2
    })
    expect(linear.points({ place: 1, entrants: 50, finalTableSize: 9, knockouts: 3 }).points).toBe(116)
    expect(linear.points({ place: 50, entrants: 50, finalTableSize: 9 }).points).toBe(2)
    const log = compileRatingFormula({ kind: 'preset', preset: 'log', base: 10 })
    expect(log.points({ place: 1, entrants: 99, finalTableSize: 9 }).points).toBe(46.05)
    expect(
      presetExpression({ kind: 'preset', preset: 'log', base: 10, finalTableBonus: 0, knockoutPoints: 0, decimals: 2 })
    ).toBe('coefficient * 10 * log((entrants + 1) / place)')
  })
})

describe('a custom formula (§28.2, §28.4)', () => {
  it('evaluates with the named variables and explains with the values substituted', () => {
    const f = compileRatingFormula({
      kind: 'custom',
      expression: 'if(isWinner, 50, 0) + round(coefficient * (entrants - place + 1) * 10 / entrants, 1) + knockouts'
    })
    const r = f.points({ place: 1, entrants: 40, finalTableSize: 9, coefficient: 1, knockouts: 4 })
    expect(r.points).toBe(64)
    expect(r.explanation.used).toEqual(['isWinner', 'coefficient', 'entrants', 'place', 'knockouts'])
    expect(explainPoints(r.explanation, 'ru')).toContain(
      'где isWinner = 1, coefficient = 1, entrants = 40, place = 1, knockouts = 4'
    )
  })

  it('inFinalTable and isWinner follow the place', () => {
    const f = compileRatingFormula({ kind: 'custom', expression: 'inFinalTable * 10 + isWinner' })
    expect(f.points({ place: 9, entrants: 30, finalTableSize: 9 }).points).toBe(10)
    expect(f.points({ place: 10, entrants: 30, finalTableSize: 9 }).points).toBe(0)
    expect(f.points({ place: 1, entrants: 30, finalTableSize: 9 }).points).toBe(11)
  })

  it('refuses a bad formula when compiled, with the position', () => {
    expect(() => compileRatingFormula({ kind: 'custom', expression: 'place.constructor' })).toThrow(FormulaError)
  })

  it('§28.1: a formula that fails for some field is found at announcement, with the place and field that fail', () => {
    const check = checkFormulaOverFields(
      { kind: 'custom', expression: '100 / (entrants - place - 5)' },
      { maxEntrants: 30 }
    )
    expect(check.ok).toBe(false)
    if (!check.ok) expect([check.error.code, check.place, check.entrants]).toEqual(['divisionByZero', 1, 6])
    expect(checkFormulaOverFields({ kind: 'preset', preset: 'sqrt', base: 10 }, { maxEntrants: 50 }).ok).toBe(true)
  })

  it('refuses a place outside the field', () => {
    const f = compileRatingFormula({ kind: 'table', points: [1] })
    expect(rejectionCode(() => f.points({ place: 11, entrants: 10, finalTableSize: 9 }))).toBe('rating.error.badInput')
    expect(rejectionCode(() => f.points({ place: 3, placeTo: 2, entrants: 10, finalTableSize: 9 }))).toBe(
      'rating.error.badInput'
    )
  })
})

describe('the formula is frozen for an event once it starts (§28.5, §28.6)', () => {
  const v1: FormulaVersion = {
    id: 'v1',
    seriesId: 's',
    version: 1,
    formula: { kind: 'table', points: [10, 5], beyond: 0, applyCoefficient: false, decimals: 2 },
    announcedAt: 1000,
    announcedBy: 'TD'
  }
  const v2: FormulaVersion = { ...v1, id: 'v2', version: 2, announcedAt: 5000 }

  it('before the start the formula may change; at the start it is frozen', () => {
    const changed = changeEventFormula(attachFormula('e1', v1), v2, { at: 4000, by: 'TD', reason: '' })
    expect(changed.versionId).toBe('v2')
    const frozen = freezeFormula(changed, v2, 6000)
    expect(frozen.frozenAt).toBe(6000)
  })

  it('§28.1: refuses to start with a formula announced after the start', () => {
    expect(rejectionCode(() => freezeFormula(attachFormula('e1', v2), v2, 3000))).toBe(
      'rating.error.formulaNotAnnounced'
    )
  })

  it('§28.6: after the start, refuses a change unless it fixes an obvious technical error, with a reason kept in the history', () => {
    const frozen = freezeFormula(attachFormula('e1', v1), v1, 2000)
    expect(rejectionCode(() => changeEventFormula(frozen, v2, { at: 7000, by: 'TD', reason: 'better formula' }))).toBe(
      'rating.error.formulaFrozen'
    )
    expect(
      rejectionCode(() =>
        changeEventFormula(frozen, v2, { at: 7000, by: 'TD', reason: ' ', obviousTechnicalError: true })
      )
    ).toBe('rating.error.reasonRequired')
    const fixed = changeEventFormula(frozen, v2, {
      at: 7000,
      by: 'TD',
      reason: 'table had 5 and 10 swapped',
      obviousTechnicalError: true
    })
    expect(fixed.history).toEqual([
      { from: 'v1', to: 'v2', at: 7000, by: 'TD', reason: 'table had 5 and 10 swapped', technicalError: true }
    ])
    expect(fixed.frozenAt).toBe(2000)
  })
})

describe('explaining shared places computed by a formula (§24.9а, §28.4)', () => {
  it('shows the value of each place of the range, the range of place and the split', () => {
    const f = compileRatingFormula({ kind: 'custom', expression: '100 / place' })
    const r = f.points({ place: 2, placeTo: 4, entrants: 10, finalTableSize: 9 })
    expect(r.points).toBe(36.11)
    expect(explainPoints(r.explanation, 'en')).toBe(
      '100 / place: place = 2: 50; place = 3: 33.3333; place = 4: 25. Places 2–4 shared: (50 + 33.3333 + 25) / 3 = 36.11'
    )
  })

  it('names the other variables once, then each place with its value (a preset over entrants)', () => {
    const f = compileRatingFormula({ kind: 'preset', preset: 'sqrt', base: 100 })
    const r = f.points({ place: 3, placeTo: 4, entrants: 4, finalTableSize: 9 })
    expect(r.points).toBe(107.74)
    expect(explainPoints(r.explanation, 'en')).toBe(
      'coefficient * 100 * sqrt(entrants) / sqrt(place), with coefficient = 1, entrants = 4; place = 3: 115.4701; place = 4: 100. Places 3–4 shared: (115.4701 + 100) / 2 = 107.74'
    )
    expect(explainPoints(r.explanation, 'ru')).toContain('где coefficient = 1, entrants = 4; place = 3: 115.4701')
  })
})
