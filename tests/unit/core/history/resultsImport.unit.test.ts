import { describe, expect, it } from 'vitest'
import { previewResultsImport } from '../../../../src/shared/core/history/resultsImport'
import { readPlaceCell } from '../../../../src/shared/core/history/resultsPlaces'
import { emptyPlayerDatabase } from '../../../../src/shared/core/players/state'
import { isMessageKey, translate } from '../../../../src/shared/i18n'

/** A results sheet: the header, then one line per `place,name` (line 2 onwards). */
const sheet = (...places: string[]) =>
  ['Place,Name', ...places.map((p, i) => `${p},Player ${String.fromCharCode(65 + i)}`)].join('\n')
const preview = (...places: string[]) => previewResultsImport(emptyPlayerDatabase(), sheet(...places))
const codes = (p: ReturnType<typeof preview>) => p.problems.map((x) => x.code)

describe('shared places in an imported result list (§27.7)', () => {
  it('§27.7: equal numbers followed by the skipped one ("5, 5, 7") share places 5–6, with a warning naming them', () => {
    const p = preview('1', '2', '3', '4', '5', '5', '7')
    expect(p.problems).toEqual([])
    expect(p.importable).toBe(true)
    expect(p.rows.map((r) => [r.place, r.placeTo])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
      [5, 6],
      [5, 6],
      [7, 7]
    ])
    expect(p.warnings).toEqual([
      { code: 'resultsImport.warning.sharedPlace', params: { place: 5, placeTo: 6, count: 2, lines: '6, 7' } }
    ])
    expect(translate('en', 'resultsImport.warning.sharedPlace', p.warnings[0]!.params)).toContain(
      'Places 5–6 shared by 2 players (lines 6, 7)'
    )
    expect(translate('ru', 'resultsImport.warning.sharedPlace', p.warnings[0]!.params)).toContain(
      'Места 5–6 разделили 2 игрока (строки 6, 7)'
    )
  })

  it.each([
    ['hyphen', '5-6'],
    ['en dash', '5–6'],
    ['em dash', '5—6'],
    ['spaced', '5 – 6']
  ])('§27.7: a range cell with a %s ("%s") on each sharing row', (_name, range) => {
    const p = preview('1', '2', '3', '4', range, range, '7')
    expect(p.problems).toEqual([])
    expect(p.importable).toBe(true)
    expect(p.rows.slice(4).map((r) => [r.place, r.placeTo])).toEqual([
      [5, 6],
      [5, 6],
      [7, 7]
    ])
    expect(p.warnings.map((w) => w.params)).toEqual([{ place: 5, placeTo: 6, count: 2, lines: '6, 7' }])
  })

  it('reads a place cell: a number, "5." and "5)", or a range whose end is greater', () => {
    expect(readPlaceCell(' 5. ')).toEqual({ place: 5, rangeTo: null })
    expect(readPlaceCell('5)')).toEqual({ place: 5, rangeTo: null })
    expect(readPlaceCell('5–7')).toEqual({ place: 5, rangeTo: 7 })
    for (const bad of ['0', '6-5', '5-5', '5-', 'five', '5/6', '-5']) expect(readPlaceCell(bad), bad).toBeNull()
  })

  it('§27.7: a tie at the last places (three players share 4–6) and two ties in one list', () => {
    const last = preview('1', '2', '3', '4', '4', '4')
    expect(last.importable).toBe(true)
    expect(last.warnings.map((w) => w.params)).toEqual([{ place: 4, placeTo: 6, count: 3, lines: '5, 6, 7' }])
    const two = preview('1', '2', '2', '4', '5-7', '5-7', '5-7', '8')
    expect(two.importable).toBe(true)
    expect(two.warnings.map((w) => [w.params.place, w.params.placeTo])).toEqual([
      [2, 3],
      [5, 7]
    ])
  })

  it('§27.7: "5, 5, 6" is refused naming place 6, its line, the shared 5–6 and the place that follows (7)', () => {
    const p = preview('1', '2', '3', '4', '5', '5', '6')
    expect(p.importable).toBe(false)
    expect(p.problems).toContainEqual({
      code: 'resultsImport.error.insideShared',
      params: { place: 6, count: 1, lines: '8', shared: 5, sharedTo: 6, sharedLines: '6, 7', next: 7 }
    })
    // Place 7 is then nobody's: named as missing too.
    expect(p.problems).toContainEqual({ code: 'resultsImport.error.missingPlaces', params: { places: '7' } })
    expect(translate('en', 'resultsImport.error.insideShared', p.problems[0]!.params)).toBe(
      'Place 6 (line 8) falls inside places 5–6 shared on lines 6, 7: the place after them is 7.'
    )
  })

  it('§27.7: a range shared by more (or fewer) rows than it has places is refused naming the place and lines', () => {
    const more = preview('1', '2', '3', '4', '5-6', '5-6', '5-6')
    expect(more.importable).toBe(false)
    expect(more.problems).toEqual([
      {
        code: 'resultsImport.error.sharedRange',
        params: { place: 5, placeTo: 6, size: 2, count: 3, lines: '6, 7, 8' }
      }
    ])
    expect(translate('en', 'resultsImport.error.sharedRange', more.problems[0]!.params)).toBe(
      'Places 5–6 are 2 places, but 3 lines give them (lines 6, 7, 8): one line per shared place.'
    )
    const fewer = preview('1', '2', '3', '4–5')
    expect(codes(fewer)).toContain('resultsImport.error.sharedRange')
    expect(fewer.problems[0]!.params).toMatchObject({ place: 4, placeTo: 5, count: 1, lines: '5' })
    expect(fewer.warnings).toEqual([])
  })

  it('§27.7, §9.5: the winner cannot be shared — "1, 1" and a "1-2" cell are refused naming the lines', () => {
    const equal = preview('1', '1', '3', '4')
    expect(equal.importable).toBe(false)
    expect(equal.problems).toEqual([{ code: 'resultsImport.error.sharedWinner', params: { count: 2, lines: '2, 3' } }])
    expect(equal.warnings).toEqual([])
    const range = preview('1-2', '1-2', '3')
    expect(codes(range)).toEqual(['resultsImport.error.sharedWinner'])
    expect(translate('en', 'resultsImport.error.sharedWinner', range.problems[0]!.params)).toContain(
      'Place 1 is shared on lines 2, 3'
    )
  })

  it('§9.5: a real gap is still refused with the missing places named, shared places or not', () => {
    expect(preview('1', '2', '4', '5').problems).toEqual([
      { code: 'resultsImport.error.missingPlaces', params: { places: '3' } }
    ])
    // 2, 2 take 2–3; then 5 leaves 4 empty.
    const gap = preview('1', '2', '2', '5', '6')
    expect(gap.problems).toEqual([{ code: 'resultsImport.error.missingPlaces', params: { places: '4' } }])
    expect(gap.importable).toBe(false)
  })

  it('keeps the other errors: an unreadable place on its row, too few rows; every code is a message', () => {
    const p = preview('1', 'x', '2')
    expect(p.rows[1]!.errors).toEqual([{ code: 'resultsImport.error.place', params: { value: 'x' } }])
    expect(p.rows[1]!.placeTo).toBeNull()
    expect(codes(preview('1'))).toContain('resultsImport.error.tooFew')
    const all = [
      ...preview('1', '1', '3-4', '5', '5', '6', '9').problems,
      ...preview('1', '2', '2').warnings,
      ...p.rows.flatMap((r) => r.errors)
    ]
    for (const { code } of all) expect(isMessageKey(code), code).toBe(true)
  })
})
