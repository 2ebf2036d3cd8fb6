import { describe, expect, it } from 'vitest'
import { structureFromCsv } from '../../../../src/shared/core/clock/transfer'
import { chipCount, durationSeconds } from '../../../../src/shared/core/clock/spreadsheet'

/**
 * a structure brought in from the spreadsheet a hall keeps today (fixtures written from how spreadsheet
 * programs save CSV: `;` in Russian and Swedish locales, a BOM, quoted cells), previewed with the columns it was read
 * by and the rows it skipped (§5.1, §5.2: the structure is announced as the director sees it before saving).
 */
describe('a structure from a hall spreadsheet (§5.1)', () => {
  it('reads Russian headers with blinds in one cell, a break with its colour-up note, and names a skipped row', () => {
    const csv =
      '\uFEFFУровень;Блайнды;Анте;Время;Примечание\r\n' +
      '1;100/200;0;20;\r\n' +
      '2;200/400;400;20 мин;\r\n' +
      'Перерыв;;;15:00;"Колор-ап: фишки 100 уходят"\r\n' +
      '3;1 000 / 2 000;2 000;0:20:00;\r\n' +
      ';;;;\r\n' +
      'Итого;;;75;\r\n'
    const r = structureFromCsv(csv)
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.structure.items).toEqual([
      { kind: 'level', seconds: 1200, smallBlind: 100, bigBlind: 200, ante: 0, anteKind: 'none' },
      { kind: 'level', seconds: 1200, smallBlind: 200, bigBlind: 400, ante: 400, anteKind: 'every-player' },
      { kind: 'break', seconds: 900, label: '', colorUp: 'Колор-ап: фишки 100 уходят' },
      { kind: 'level', seconds: 1200, smallBlind: 1000, bigBlind: 2000, ante: 2000, anteKind: 'every-player' }
    ])
    expect(r.reading?.columns).toEqual([
      { header: 'Уровень', as: 'level' },
      { header: 'Блайнды', as: 'blinds' },
      { header: 'Анте', as: 'ante' },
      { header: 'Время', as: 'minutes' },
      { header: 'Примечание', as: 'note' }
    ])
    expect(r.reading?.skipped).toEqual([{ line: 7, text: 'Итого · 75' }])
  })

  it('reads English headers with two blind columns and a big blind ante (BFSP §13.6)', () => {
    const csv =
      'Level,Small Blind,Big Blind,BB Ante,Duration (min)\n1,25,50,50,30\nBreak,,,,10\n2,"1,000","2,000","2,000",30\n'
    const r = structureFromCsv(csv)
    expect(r).toMatchObject({ ok: true })
    if (!r.ok) return
    expect(r.structure.items).toEqual([
      { kind: 'level', seconds: 1800, smallBlind: 25, bigBlind: 50, ante: 50, anteKind: 'big-blind' },
      { kind: 'break', seconds: 600, label: '' },
      { kind: 'level', seconds: 1800, smallBlind: 1000, bigBlind: 2000, ante: 2000, anteKind: 'big-blind' }
    ])
  })

  it('reads Swedish headers with tabs and a break column', () => {
    const csv = 'Nivå\tMörkar\tMinuter\tPaus\n1\t50-100\t15\t\n\t\t10\tja\n2\t100-200\t15\t\n'
    const r = structureFromCsv(csv)
    expect(r).toMatchObject({ ok: true })
    if (!r.ok) return
    expect(r.structure.items.map((i) => i.kind)).toEqual(['level', 'break', 'level'])
    expect(r.structure.items[2]).toMatchObject({ smallBlind: 100, bigBlind: 200, seconds: 900 })
  })

  it('refuses a file whose header names no blinds or no duration, and a bad cell by its line', () => {
    expect(structureFromCsv('Name;Phone\nAnna;123\n')).toMatchObject({ ok: false, line: 1 })
    expect(structureFromCsv('Level;Blinds;Minutes\n1;100/200;20\n2;200/400;twenty\n')).toMatchObject({
      ok: false,
      line: 3
    })
    // A zero-minute level is refused by the structure's own rule, at the row's line.
    expect(structureFromCsv('Level;Blinds;Minutes\n1;100/200;20\n2;200/400;0\n')).toMatchObject({ ok: false, line: 3 })
  })

  it('reads chip counts and durations as spreadsheets write them', () => {
    expect([chipCount('1 000'), chipCount('1,000'), chipCount('2k'), chipCount('2,5k'), chipCount('abc')]).toEqual([
      1000,
      1000,
      2000,
      2500,
      NaN
    ])
    expect([
      durationSeconds('20'),
      durationSeconds('20:00'),
      durationSeconds('1:00:00'),
      durationSeconds('12,5')
    ]).toEqual([1200, 1200, 3600, 750])
  })
})
