import { describe, expect, it } from 'vitest'
import type { DomainEvent } from '../../../../../src/shared/core/events'
import type { JournalNames } from '../../../../../src/shared/core/journal/subjects'
import { translate, type Language, type MessageKey, type Params } from '../../../../../src/shared/i18n'
import { formatDateTime, formatNumber } from '../../../../../src/shared/i18n/format'
import {
  journalDetail,
  journalPlayerIds,
  journalSubject,
  journalTournamentIds
} from '../../../../../src/renderer/src/features/history/journalDetail'
import type { ValueFormat } from '../../../../../src/renderer/src/features/history/journalValues'

const TOURNAMENT = '18f45d09-6b7a-4c1e-9d2f-0a1b2c3d4e5f'
const NAMES: JournalNames = {
  tournaments: { [TOURNAMENT]: 'Saturday PKO' },
  entries: {},
  players: {},
  screens: { 'screen-7': 'Hall monitor' },
  layouts: { 'layout-3': 'Sponsors wall' }
}
const format = (language: Language, names: JournalNames = NAMES): ValueFormat => ({
  t: (key: MessageKey, params?: Params) => translate(language, key, params),
  num: (n) => formatNumber(n, language),
  dateTime: (ms) => formatDateTime(ms, language, 'UTC'),
  names
})
/** No placeholder left unfilled, no id, no internal key of a record. */
const RAW = /\{\w+\}|[0-9a-f]{8}-[0-9a-f]{4}-|tournamentId|layoutId|screenId|semi-final/

const move = (from: [number, number], to: [number, number]) => ({
  entryId: 'e1',
  from: { table: from[0], seat: from[1] },
  to: { table: to[0], seat: to[1] },
  cause: 'break' as const,
  playerChoice: 'draw' as const,
  seatChoice: 'random' as const,
  previousMoves: 0,
  waitsForButton: false
})
const proposed = (proposal: Record<string, unknown>): DomainEvent =>
  ({
    type: 'seating.proposed',
    tournamentId: TOURNAMENT,
    proposalId: 'p1',
    proposal: {
      moves: [],
      closes: [],
      maxSeats: [],
      shortTables: [],
      askFirst: false,
      operatorPick: false,
      deferred: false,
      ...proposal
    }
  }) as unknown as DomainEvent

describe('§4.7: the journal and History read as sentences with names, never placeholders or ids', () => {
  it('a table broken names the table, in every language', () => {
    const event = proposed({ kind: 'break', closes: [5], moves: [move([5, 1], [1, 7]), move([5, 2], [2, 3])] })
    expect(journalDetail(event, format('en'))).toBe('Breaking table 5: 5/1 → 1/7; 5/2 → 2/3')
    expect(journalDetail(event, format('ru'))).toBe('Закрытие стола 5: 5/1 → 1/7; 5/2 → 2/3')
    expect(journalDetail(event, format('sv'))).toBe('Bord 5 bryts: 5/1 → 1/7; 5/2 → 2/3')
  })

  it('the next Olympic stage by its name in the language; a balancing that asks for the buttons says so', () => {
    const stage = proposed({ kind: 'olympic', stage: 'semi-final', moves: [move([3, 1], [1, 2])] })
    expect(journalDetail(stage, format('en'))).toBe('Next stage: Semi-final: 3/1 → 1/2')
    expect(journalDetail(stage, format('ru'))).toMatch(/^Следующий этап: Полуфинал/)
    const asks = proposed({ kind: 'balance', buttonsAsked: [1, 2], legs: [{ from: 1, to: 2 }] })
    expect(journalDetail(asks, format('en'))).toBe('Balancing: asks for the button at table 1, 2')
  })

  it('a display’s settings: the tournament by its name, the layout and the language by theirs, the display named', () => {
    const event: DomainEvent = {
      type: 'display.screenConfigured',
      screenId: 'screen-7',
      changes: {
        tournamentId: { from: null, to: TOURNAMENT },
        layoutId: { from: 'classic', to: 'layout-3' },
        language: { from: null, to: 'ru' }
      }
    }
    expect(journalDetail(event, format('en'))).toBe(
      'Tournament: — → Saturday PKO; Layout: Classic → Sponsors wall; Language: The screen’s browser language → Русский'
    )
    for (const language of ['en', 'ru', 'sv'] as const) expect(journalDetail(event, format(language))).not.toMatch(RAW)
    expect(journalSubject(event, NAMES)).toBe('Hall monitor')
    // The journal asks for the name of the tournament put on the display.
    expect(journalTournamentIds(event)).toEqual([TOURNAMENT])
    // Before the names have come: an ellipsis, never the id.
    expect(journalDetail(event, format('en', { tournaments: {}, entries: {}, players: {} }))).toMatch(
      /^Tournament: — → …;/
    )
  })

  it('a team’s roster names its players, not their ids (§5.4д)', () => {
    const event = {
      type: 'standings.teamsSet',
      tournamentId: TOURNAMENT,
      from: null,
      to: {
        scoring: { rule: 'points', count: 2 },
        teams: [
          { name: 'Minsk', playerIds: ['p-1', 'p-2'] },
          { name: 'Brest', playerIds: ['p-3'] }
        ]
      }
    } as unknown as DomainEvent
    expect(journalPlayerIds(event)).toEqual(['p-1', 'p-2', 'p-3'])
    const names = { ...NAMES, players: { 'p-1': 'Vera', 'p-2': 'Gleb', 'p-3': 'Dina' } }
    expect(journalDetail(event, format('en', names))).toBe(
      'sum of the best 2 members’ points · Minsk: Vera, Gleb; Brest: Dina'
    )
    expect(journalDetail(event, format('ru', names))).not.toMatch(/p-\d|playerIds|scoring/)
  })
})
