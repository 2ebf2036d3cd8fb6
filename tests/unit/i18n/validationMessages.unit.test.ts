import { describe, expect, it } from 'vitest'
import { CommandEnvelope } from '../../../src/shared/core/commands'
import { invalidRejection, issuesOf } from '../../../src/shared/core/issues'
import { parseDuration, parseNumber } from '../../../src/shared/i18n/numbers'
import { translate } from '../../../src/shared/i18n'
import { mainEvent } from '../../support/fixtures'

const refusalOf = (command: unknown) => {
  const parsed = CommandEnvelope.safeParse({ command })
  if (parsed.success) throw new Error('expected a refusal')
  return invalidRejection(parsed.error)
}

describe('what a person types into a number field', () => {
  it.each([
    ['30000', 30000],
    ['30 000', 30000],
    ['30\u00a0000', 30000],
    ['30,000', 30000],
    ['30.000', 30000],
    ['30k', 30000],
    ['30K', 30000],
    ['30к', 30000],
    ['1,5k', 1500],
    ['1.5k', 1500],
    ['2 500 000', 2500000],
    ['1,000,000.5', 1000000.5],
    ['2m', 2000000],
    ['0', 0]
  ])('%s → %d', (text, value) => {
    expect(parseNumber(text)).toBe(value)
  })

  it('empty is null (required), text is NaN (not a number)', () => {
    expect(parseNumber('  ')).toBeNull()
    expect(parseNumber('abc')).toBeNaN()
    expect(parseNumber('30 000 chips')).toBeNaN()
    expect(parseNumber('1,2,3')).toBeNaN()
  })

  it('durations: minutes, m:ss and h:mm:ss; "abc" is none', () => {
    expect(parseDuration('5:00')).toBe(300)
    expect(parseDuration('5')).toBe(300)
    expect(parseDuration('4:30')).toBe(270)
    expect(parseDuration('1:05:00')).toBe(3900)
    expect(parseDuration('abc')).toBeNaN()
    expect(parseDuration('5:75')).toBeNaN()
    expect(parseDuration('')).toBeNull()
  })
})

describe('refusals name the field and say what is wrong in words, all at once', () => {
  it('"30 000" read as NaN, an empty name and a 10,000-character venue: three issues, each on its field', () => {
    const rejection = refusalOf({
      type: 'tournament.create',
      fields: { ...mainEvent, name: '', venue: 'x'.repeat(10_000), startingStack: Number('30 000') }
    })
    expect(rejection.code).toBe('error.invalid')
    expect(rejection.issues!.map((i) => [i.field, i.code]).sort()).toEqual([
      ['command.fields.name', 'invalid.empty'],
      ['command.fields.startingStack', 'invalid.number'],
      ['command.fields.venue', 'invalid.tooLong']
    ])
    for (const issue of rejection.issues!) {
      for (const language of ['en', 'ru'] as const) {
        const text = translate(language, issue.code as never, issue.params)
        expect(text).not.toMatch(/command\.|expected|received|Invalid input/)
      }
    }
    expect(
      translate('ru', 'invalid.tooLong', rejection.issues!.find((i) => i.code === 'invalid.tooLong')!.params)
    ).toBe('Не длиннее 200 знаков')
  })

  it('no value at all is "fill this in"; zero where more is needed is "must be more than 0"', () => {
    const missing = refusalOf({ type: 'tournament.create', fields: { ...mainEvent, startingStack: null } })
    expect(missing.issues![0]).toMatchObject({ field: 'command.fields.startingStack', code: 'invalid.required' })
    const zero = refusalOf({ type: 'tournament.create', fields: { ...mainEvent, startingStack: 0 } })
    expect(zero.issues![0]).toMatchObject({ code: 'invalid.positive' })
    const half = refusalOf({ type: 'tournament.create', fields: { ...mainEvent, startingStack: 1.5 } })
    expect(half.issues![0]).toMatchObject({ code: 'invalid.wholeNumber' })
  })

  it('a schema message that is an i18n key is used as it stands (terms refined after the merge)', () => {
    const parsed = CommandEnvelope.safeParse({
      command: { type: 'player.create', fields: { displayName: 'x'.repeat(81) } }
    })
    expect(parsed.success).toBe(false)
    if (!parsed.success)
      expect(issuesOf(parsed.error)[0]).toMatchObject({ code: 'invalid.tooLong', params: { max: 80 } })
  })
})
