import { describe, expect, it } from 'vitest'
import { MeasureKind, ViolationCode } from '../../../../src/shared/core/results/penalties/penaltyRecord'
import { PlaceBasis, TieRule } from '../../../../src/shared/core/results/places/placeBasis'
import type { FormulaErrorCode } from '../../../../src/shared/core/league/rating/formulaError'
import { TieBreak } from '../../../../src/shared/core/league/rating/seriesStandings'
import { results as en } from '../../../../src/shared/i18n/en/results'
import { en as allEn } from '../../../../src/shared/i18n/en'
import { results as ru } from '../../../../src/shared/i18n/ru/results'

const placeholders = (s: string): string[] => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort()

describe('results strings in English and Russian', () => {
  it('Russian has every key, non-empty, with the same placeholders', () => {
    expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort())
    for (const [key, text] of Object.entries(en)) {
      const russian = ru[key as keyof typeof en]
      expect(russian, key).toBeTruthy()
      expect(placeholders(russian), key).toEqual(placeholders(text))
    }
  })

  it('is registered in the dictionaries', () => {
    for (const key of Object.keys(en)) expect(key in allEn, key).toBe(true)
  })

  it('labels every basis, tie rule, measure, violation and tie-break', () => {
    const keys = new Set(Object.keys(en))
    for (const b of PlaceBasis.options) expect(keys.has(`results.basis.${b}`), b).toBe(true)
    for (const r of TieRule.options) expect(keys.has(`results.tieRule.${r}`), r).toBe(true)
    for (const m of MeasureKind.options) expect(keys.has(`results.measure.${m}`), m).toBe(true)
    for (const v of ViolationCode.options) expect(keys.has(`results.violation.${v}`), v).toBe(true)
    for (const t of TieBreak.options) expect(keys.has(`rating.tieBreak.${t}`), t).toBe(true)
  })

  it('has a message for every formula error code', () => {
    const codes: Record<FormulaErrorCode, true> = {
      empty: true,
      tooLong: true,
      tooDeep: true,
      tooComplex: true,
      tooManySteps: true,
      unexpectedCharacter: true,
      unexpectedToken: true,
      unexpectedEnd: true,
      expected: true,
      propertyAccess: true,
      unknownVariable: true,
      unknownFunction: true,
      notAFunction: true,
      arity: true,
      numberTooLarge: true,
      badNumber: true,
      divisionByZero: true,
      domain: true,
      notFinite: true,
      missingVariable: true
    }
    for (const code of Object.keys(codes)) expect(`rating.formula.error.${code}` in en, code).toBe(true)
  })
})
