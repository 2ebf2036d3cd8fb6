import { describe, expect, it } from 'vitest'
import { detectSeparator, isFormulaLike, parseCsv, toCsv } from '../../../../src/shared/core/players/csv'
import { previewImport, suggestMapping } from '../../../../src/shared/core/players/importPreview'
import { exportPlayers } from '../../../../src/shared/core/players/views'
import { given } from '../../../support/decider'
import { playerCreated } from '../../../support/registration'

describe('the CSV reader', () => {
  it('reads quotes, doubled quotes, separators and line breaks inside quotes', () => {
    expect(parseCsv('a,b\n"x, y","say ""hi"""\n"two\nlines",z\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['two\nlines', 'z']
    ])
  })

  it('drops a BOM, reads CRLF and skips blank lines', () => {
    expect(parseCsv('\ufeffname;club\r\nАнна;C1\r\n\r\n')).toEqual([
      ['name', 'club'],
      ['Анна', 'C1']
    ])
  })

  it('detects ; , and tab separators from the header line', () => {
    expect(detectSeparator('name;club;phone\n')).toBe(';')
    expect(detectSeparator('name,club\n')).toBe(',')
    expect(detectSeparator('name\tclub\n')).toBe('\t')
    expect(detectSeparator('"a;b",c\n')).toBe(',')
  })

  it('round-trips what it writes, neutralising formulas but not phone numbers', () => {
    const csv = toCsv([['=cmd|calc', '+375 29 111-22-33', 'a "q"; b']])
    expect(csv.startsWith('\ufeff')).toBe(true)
    // Written neutralised (a spreadsheet shows text), read back as the text it stands for.
    expect(csv).toContain("'=cmd|calc,+375 29 111-22-33,")
    expect(parseCsv(csv)).toEqual([['=cmd|calc', '+375 29 111-22-33', 'a "q"; b']])
    expect(isFormulaLike('@SUM(A1)')).toBe(true)
    expect(isFormulaLike('-12')).toBe(false)
  })
})

describe('import preview (nothing recorded until confirmed)', () => {
  const db = given(playerCreated('p1', 'Ivan Petrov', { clubId: 'BY-1' })).state.players

  it('guesses the column mapping from English or Russian headers', () => {
    expect(suggestMapping(['Имя', 'ФИО', 'Клуб', 'Телефон', '18+'])).toEqual({
      displayName: 0,
      fullName: 1,
      clubId: 2,
      contact: 3,
      ageConfirmed: 4
    })
  })

  it('reports per-row errors, duplicates and formula cells', () => {
    const csv =
      'Name;Club;Phone;18+\nAnna;C-7;+375291112233;да\n;C-8;;\nIvan P.;BY-1;;\nBoris;;=HYPERLINK("x");yes\nAnna;C-7;;\n'
    const preview = previewImport(db, csv)
    expect(preview.separator).toBe(';')
    expect(preview.rows).toHaveLength(5)
    expect(preview.rows[0]).toMatchObject({
      line: 2,
      errors: [],
      fields: { displayName: 'Anna', clubId: 'C-7', ageConfirmed: true }
    })
    expect(preview.rows[1]!.errors[0]).toMatchObject({
      code: 'playerImport.error.required',
      params: { field: 'displayName' }
    })
    expect(preview.rows[2]!.warnings[0]).toMatchObject({
      code: 'playerImport.warning.duplicate',
      params: { name: 'Ivan Petrov', basis: 'clubId' }
    })
    expect(preview.rows[3]!.warnings[0]).toMatchObject({ code: 'playerImport.warning.formula' })
    expect(preview.rows[3]!.fields!.contact).toBe('\'=HYPERLINK("x")')
    expect(preview.rows[4]!.errors[0]).toMatchObject({ code: 'playerImport.error.repeated', params: { line: 2 } })
    expect(preview.importable).toBe(2)
  })

  it('refuses cells of a file in another encoding, per row, naming the field', () => {
    // "Иванов" written in Windows-1251 and read as UTF-8 arrives as replacement characters.
    const csv = 'Name;Club\n\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD;C-1\nPetrov;C-2\nSidorov;C-3\u0007\n'
    const preview = previewImport(db, csv)
    expect(preview.rows[0]!.errors).toContainEqual({
      code: 'playerImport.error.encoding',
      params: { field: 'displayName' }
    })
    expect(preview.rows[1]!.errors).toEqual([])
    expect(preview.rows[2]!.errors).toContainEqual({ code: 'playerImport.error.encoding', params: { field: 'clubId' } })
    expect(preview.importable).toBe(1)
  })

  it('applies the operator’s mapping', () => {
    const preview = previewImport(db, 'a,b\nX,Shark\n', { displayName: 1, fullName: 0 })
    expect(preview.rows[0]!.fields).toMatchObject({ displayName: 'Shark', fullName: 'X' })
  })
})

describe('export (§27.11: public data only in a public export)', () => {
  const state = given(playerCreated('p1', 'Shark', { fullName: 'Ivan Petrov', contact: '+375291112233' })).state

  it('a public export carries only names or aliases', () => {
    const csv = exportPlayers(state, 'public')
    expect(csv).toContain('Shark')
    expect(csv).not.toContain('Petrov')
    expect(csv).not.toContain('375')
  })

  it('an internal export carries every field', () => {
    expect(parseCsv(exportPlayers(state, 'internal'))[1]).toEqual([
      'Shark',
      'Ivan Petrov',
      '',
      '',
      '+375291112233',
      'yes',
      'yes',
      'yes',
      ''
    ])
  })
})
