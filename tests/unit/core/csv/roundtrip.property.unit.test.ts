import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Structure, type StructureInput } from '../../../../src/shared/core/clock/structure'
import { structureFromCsv, structureToCsv } from '../../../../src/shared/core/clock/transfer'
import { detectSeparator, readCsv, readCsvRows, SEPARATORS, writeCsv } from '../../../../src/shared/core/csv/codec'
import { isFormulaLike, neutralizeFormula } from '../../../../src/shared/core/csv/formula'
import { translate } from '../../../../src/shared/i18n'
import { previewImport } from '../../../../src/shared/core/players/importPreview'
import { PlayerFields } from '../../../../src/shared/core/players/schemas'
import { exportPlayers } from '../../../../src/shared/core/players/views'
import { normalizeName } from '../../../../src/shared/core/players/normalize'
import { buildProtocol } from '../../../../src/shared/core/protocol/document'
import { placeLabel } from '../../../../src/shared/core/results/places/placeLabel'
import { placeBasisKey } from '../../../../src/shared/core/results/places/placeBasis'
import { stageLabel } from '../../../../src/shared/core/protocol/layout'
import { localIso } from '../../../../src/shared/core/protocol/time'
import { renderResultsCsv } from '../../../../src/shared/core/protocol/resultsCsv'
import { given } from '../../../support/decider'
import { playerCreated } from '../../../support/registration'
import { protocolInput, T0 } from '../../../support/resultsFixtures'

/** one CSV codec (Papa Parse) for players, results and structures; what it writes reads back the same. */

/** Text that stresses CSV: separators, quotes, line breaks, formula starters, apostrophes, BOMs, Cyrillic. */
const tricky = fc.string({
  unit: fc.constantFrom(
    'a',
    'Б',
    'ё',
    ' ',
    ',',
    ';',
    '\t',
    '"',
    '\n',
    '\r',
    '\r\n',
    '=',
    '+',
    '-',
    '@',
    "'",
    '1',
    '\ufeff'
  ),
  maxLength: 12
})
const text = fc.oneof(tricky, fc.string({ unit: 'grapheme', maxLength: 12 }))
const separator = fc.constantFrom(...SEPARATORS)

describe('the CSV codec', () => {
  it('reads back every row it writes, with any separator, BOM or not (property)', () => {
    const cell = fc.oneof(text, fc.integer({ min: -1000, max: 1000 }))
    // A record with nothing visible is a blank line, which the reader skips: every row has one visible cell.
    const row = fc
      .array(cell, { minLength: 1, maxLength: 5 })
      .filter((r) => r.some((c) => typeof c === 'number' || c.trim() !== ''))
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 8 }), separator, fc.boolean(), (rows, sep, bom) => {
        const csv = writeCsv(rows, { separator: sep, bom })
        expect(readCsvRows(csv, { restore: true })).toEqual(rows.map((r) => r.map(String)))
        // Read as written: the neutralised text, numbers untouched.
        expect(readCsvRows(csv)).toEqual(
          rows.map((r) => r.map((c) => (typeof c === 'number' ? String(c) : neutralizeFormula(c))))
        )
      }),
      { numRuns: 400 }
    )
  })

  it('detects ; and tab as the separator when the file has more than one column', () => {
    for (const sep of SEPARATORS) {
      expect(
        detectSeparator(
          writeCsv(
            [
              ['name', 'club'],
              ['Анна; "Ш"', 'C1']
            ],
            { separator: sep }
          )
        )
      ).toBe(sep)
    }
  })

  it('neutralises formulas in text only: the number -5 and the text -5 stay as they are', () => {
    expect(writeCsv([[-5, '-5', '=1+1', '@cmd', '+7 999 123-45-67', '-2+3']], { bom: false })).toBe(
      "-5,-5,'=1+1,'@cmd,+7 999 123-45-67,'-2+3\r\n"
    )
  })

  it('names the line a record starts on, line breaks inside quotes and blank lines counted', () => {
    const { records } = readCsv('a;b\r\n\r\n"two\r\nlines";x\r\nc;d\r\n')
    expect(records.map((r) => r.line)).toEqual([1, 3, 5])
  })
})

const lateReg = fc.option(fc.constant(true), { nil: undefined })
const chips = fc.integer({ min: 0, max: 1_000_000 })
const level = fc.record(
  {
    kind: fc.constant('level' as const),
    seconds: fc.integer({ min: 1, max: 86_400 }),
    smallBlind: chips,
    bigBlind: chips,
    ante: chips,
    anteKind: fc.constantFrom('none' as const, 'every-player' as const, 'big-blind' as const),
    smallBet: chips,
    bigBet: chips,
    bringIn: chips,
    complete: chips,
    pointValue: chips,
    // An empty game name and no game name mean the same; the CSV writes both as an empty cell.
    game: text.filter((g) => g.trim() !== ''),
    lateRegistrationEnds: lateReg
  },
  { requiredKeys: ['kind', 'seconds', 'smallBlind', 'bigBlind'] }
)
const pause = fc.record(
  {
    kind: fc.constant('break' as const),
    seconds: fc.integer({ min: 1, max: 86_400 }),
    label: text,
    colorUp: text.filter((c) => c.trim() !== ''),
    addOn: lateReg
  },
  { requiredKeys: ['kind', 'seconds'] }
)

describe('structure transfer through CSV', () => {
  it('round-trips any structure exactly, notes with quotes, separators and line breaks included (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(level, pause), { minLength: 1, maxLength: 12 }), (items) => {
        const structure = Structure.parse({ items } satisfies StructureInput)
        expect(structureFromCsv(structureToCsv(structure))).toEqual({ ok: true, structure })
      }),
      { numRuns: 300 }
    )
  })

  it('reads the same structure saved again by a spreadsheet with ; or tab (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(level, pause), { minLength: 1, maxLength: 6 }), separator, (items, sep) => {
        const structure = Structure.parse({ items })
        const resaved = writeCsv(readCsvRows(structureToCsv(structure), { restore: true }), { separator: sep })
        expect(structureFromCsv(resaved)).toEqual({ ok: true, structure })
      }),
      { numRuns: 150 }
    )
  })

  it('a refused row names the line of the file it starts on, after a note on two lines', () => {
    const csv = 'kind;minutes;label\r\nbreak;10;"Dinner\r\nand colour-up"\r\nlevel;0\r\n'
    expect(structureFromCsv(csv)).toMatchObject({ ok: false, line: 4 })
  })
})

// The import refuses what looks like a file in another encoding (replacement characters, control characters).
const readable = (s: string): boolean =>
  [...s].every((ch) => ch !== '\ufffd' && (ch >= ' ' || ch === '\t' || ch === '\n' || ch === '\r'))
const field = (max: number) => text.map((s) => s.slice(0, max)).filter(readable)
const player = fc.record({
  displayName: field(80).filter((s) => s.trim() !== ''),
  fullName: field(200),
  participantNumber: field(40),
  clubId: field(40),
  contact: fc.oneof(field(200), fc.constantFrom('+375 29 111-22-33', '-5', 'a@b.se')),
  ageConfirmed: fc.boolean(),
  rulesConsent: fc.boolean(),
  dataConsent: fc.boolean(),
  notes: field(2000)
})

describe('players export and import through CSV', () => {
  it('an internal export re-imports as the same players, formula cells neutralised as every import does (property)', () => {
    const unique = fc.uniqueArray(player, {
      minLength: 1,
      maxLength: 8,
      selector: (p) => normalizeName(p.displayName.trim()) + '|' + p.clubId.trim().toLowerCase()
    })
    fc.assert(
      fc.property(unique, (players) => {
        const fields = players.map((p) => PlayerFields.parse(p))
        const state = given(...fields.map((f, i) => playerCreated(`p${i}`, f.displayName, f))).state
        const preview = previewImport(given().state.players, exportPlayers(state, 'internal'))
        // The import's own rule: a formula-like cell is kept with an apostrophe (and a warning).
        const text = (v: string): string => (isFormulaLike(v) ? `'${v}` : v)
        expect(preview.rows.map((r) => r.errors)).toEqual(fields.map(() => []))
        expect(preview.rows.map((r) => r.fields)).toEqual(
          fields.map((f) => ({
            ...f,
            displayName: text(f.displayName),
            fullName: text(f.fullName),
            participantNumber: text(f.participantNumber),
            clubId: text(f.clubId),
            contact: text(f.contact),
            notes: text(f.notes)
          }))
        )
      }),
      { numRuns: 150 }
    )
  })
})

/** How the CSV names an eliminator: '#7 Anna', or the public name alone when the entry has no number. */
function named(participants: readonly { entryId: string; number?: number; publicName: string }[], id: string): string {
  const entry = participants.find((p) => p.entryId === id)
  return entry ? `${entry.number !== undefined ? `#${entry.number} ` : ''}${entry.publicName}` : id
}

describe('results CSV', () => {
  it('reads back every participant cell: names with formulas as text, negative points as numbers (property)', () => {
    const input = protocolInput(6)
    const overrides = fc.array(
      fc.record({
        publicName: text,
        table: text,
        points: fc.option(fc.integer({ min: -50, max: 500 }), { nil: null })
      }),
      { minLength: input.participants.length, maxLength: input.participants.length }
    )
    fc.assert(
      fc.property(overrides, fc.constantFrom('en' as const, 'ru' as const), (over, language) => {
        const participants = input.participants.map((p, i) => ({ ...p, ...over[i]! }))
        const doc = buildProtocol({ ...input, participants }, { audience: 'public', generatedAt: T0 })
        const csv = renderResultsCsv(doc, { language })
        const t = (key: Parameters<typeof translate>[1]): string => translate(language, key)
        const rows = readCsvRows(csv, { restore: true })
        expect(rows.slice(1)).toEqual(
          doc.participants.map((p) =>
            [
              placeLabel(p.place, p.placeTo),
              p.number ?? '',
              p.publicName,
              t(`protocol.status.${p.status}`),
              p.table ?? '',
              p.seat ?? '',
              p.eliminationLevel ?? '',
              p.basis ? t(placeBasisKey(p.basis)) : '',
              p.points ?? '',
              p.knockouts ?? '',
              p.eliminatedAt !== undefined ? localIso(p.eliminatedAt, doc.timeZone) : '',
              // stage, rebuys, rebuy chips, add-ons, add-on chips.
              p.stage ? stageLabel(p.stage, language) : '',
              p.rebuys ?? 0,
              p.rebuyChips ?? 0,
              p.addons ?? 0,
              p.addonChips ?? 0,
              // §5.10, §24.7: who eliminated the participant (number and public name), the bounty collected and on
              // the head, the stack at the start of the hand.
              (p.eliminatedBy ?? []).map((id) => named(doc.participants, id)).join('; '),
              p.bounty ? p.bounty.collected : '',
              p.bounty ? p.bounty.head : '',
              p.startStack ?? ''
            ].map(String)
          )
        )
        for (const p of doc.participants) if (p.points != null && p.points < 0) expect(csv).toContain(`,${p.points},`)
      }),
      { numRuns: 100 }
    )
  })
})
