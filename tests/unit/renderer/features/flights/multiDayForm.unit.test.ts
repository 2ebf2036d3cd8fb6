import { describe, expect, it } from 'vitest'
import { MultiDay } from '../../../../../src/shared/core/flights/schemas'
import { TournamentFields } from '../../../../../src/shared/core/tournament/schemas'
import { multiDayDraftOf, multiDayOfDraft } from '../../../../../src/renderer/src/features/flights/draft'
import { flightsJournalDetail } from '../../../../../src/renderer/src/features/flights/journalDetail'
import { translate } from '../../../../../src/shared/i18n'

describe('the tournament form’s multi-day choice (§5.5, §5.1)', () => {
  it('§5.5: one day (the default) records no multiDay field', () => {
    expect(multiDayOfDraft(multiDayDraftOf(null))).toBeNull()
  })

  it('§5.5 а–д: the event’s announced rules go through the form unchanged and are what the schema takes', () => {
    const rules: MultiDay = {
      role: 'event',
      carryOver: 'all',
      reentryAfterAdvance: true,
      day2Seating: 'byStack',
      flightBusts: 'unplaced'
    }
    const back = multiDayOfDraft(multiDayDraftOf(rules))
    expect(back).toEqual(rules)
    expect(MultiDay.safeParse(back).success).toBe(true)
  })

  it('§5.5: a flight names its event and its label (trimmed); switching roles keeps the other role’s defaults', () => {
    const draft = { ...multiDayDraftOf({ role: 'flight', eventId: 'e1', label: '1A' }), label: '  1B ' }
    expect(multiDayOfDraft(draft)).toEqual({ role: 'flight', eventId: 'e1', label: '1B' })
    expect(multiDayOfDraft({ ...draft, role: 'event' })).toEqual({
      role: 'event',
      carryOver: 'best',
      reentryAfterAdvance: false,
      day2Seating: 'draw',
      flightBusts: 'shared'
    })
  })

  it('§5.5: a flight with no event chosen is refused by the schema before anything is sent', () => {
    const multiDay = multiDayOfDraft({ ...multiDayDraftOf(null), role: 'flight', label: '1A' })
    const fields = {
      name: 'Day 1A',
      date: '2026-12-03',
      venue: '',
      discipline: 'holdem',
      bettingFormat: 'no-limit',
      startingStack: 20000,
      multiDay
    }
    const parsed = TournamentFields.safeParse(fields)
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['multiDay.eventId'])
  })
})

describe('the journal line of a bag (§27.5, §27.8)', () => {
  it('names the count, who counted and who witnessed, in the reader’s language', () => {
    const event = {
      type: 'flight.bagged',
      tournamentId: 't',
      entryId: 'e',
      playerId: 'p',
      chips: 41500,
      countedBy: 'Olga',
      witnessedBy: 'Ivan'
    } as const
    const num = (n: number): string => n.toLocaleString('en-US')
    expect(flightsJournalDetail(event, (k, p) => translate('en', k, p), num)).toBe(
      '41,500 · counted by Olga, witnessed by Ivan'
    )
    expect(flightsJournalDetail(event, (k, p) => translate('ru', k, p), num)).toBe(
      '41,500 · считал Olga, свидетель Ivan'
    )
  })
})
