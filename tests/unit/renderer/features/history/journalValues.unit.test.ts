import { describe, expect, it } from 'vitest'
import type { DomainEvent } from '../../../../../src/shared/core/events'
import { changesOf } from '../../../../../src/shared/core/journal/changes'
import { translate, type MessageKey, type Params } from '../../../../../src/shared/i18n'
import { formatDateTime, formatNumber } from '../../../../../src/shared/i18n/format'
import {
  journalFieldLabel,
  journalValue,
  type ValueFormat
} from '../../../../../src/renderer/src/features/history/journalValues'

const ru: ValueFormat = {
  t: (key: MessageKey, params?: Params) => translate('ru', key, params),
  num: (n) => formatNumber(n, 'ru'),
  dateTime: (ms) => formatDateTime(ms, 'ru', 'UTC')
}
const lines = (event: DomainEvent): string[] =>
  (changesOf(event) ?? []).map(
    (c) =>
      `${journalFieldLabel(event, c.field, ru)}: ${journalValue(event, c.field, c.from, ru)} → ${journalValue(event, c.field, c.to, ru)}`
  )

describe('§27.8: the journal’s structured old → new values in Russian', () => {
  it('rules: field names and enum values by their labels', () => {
    const event = {
      type: 'results.rulesSet',
      tournamentId: 't1',
      previous: { tieRule: 'split', disqualificationPlaces: 'keep' },
      rules: { tieRule: 'lot', disqualificationPlaces: 'annul' }
    } as unknown as DomainEvent
    expect(lines(event)).toEqual([
      'равные стеки: Равные стеки делят места → Равные стеки: жребий',
      'место при дисквалификации: Сохраняет место на момент удаления → Место аннулируется; нижестоящие поднимаются'
    ])
  })

  it('awards: a list of records item by item, numbers through the Russian formatter, yes/no in words', () => {
    const event = {
      type: 'registration.awardsSet',
      tournamentId: 't1',
      previous: { noCashPrizes: false, places: [{ place: 1, description: 'Кубок и 30000 очков' }] },
      awards: {
        noCashPrizes: true,
        places: [
          { place: 1, description: 'Кубок' },
          { place: 2, description: 'Билет' }
        ]
      }
    } as unknown as DomainEvent
    const [cash, places] = lines(event)
    expect(cash).toMatch(/: нет → да$/)
    expect(places).toBe(
      'Наградные места: Место: 1, Описание (очки, кубок, билет, приглашение): Кубок и 30000 очков → Место: 1, Описание (очки, кубок, билет, приглашение): Кубок; Место: 2, Описание (очки, кубок, билет, приглашение): Билет'
    )
    expect(journalValue(event, 'startingStack', 30000, ru)).toBe('30\u00a0000')
  })

  it('§27.13: a structure item is named by its level as players count it (breaks not counted)', () => {
    const level = (bb: number) => ({ kind: 'level', seconds: 600, smallBlind: bb / 2, bigBlind: bb })
    const items = [level(200), level(400), { kind: 'break', seconds: 600 }, level(800)]
    const event = {
      type: 'clock.structureSet',
      tournamentId: 't1',
      previous: { items },
      structure: { items: [...items.slice(0, 3), level(1000)] }
    } as unknown as DomainEvent
    expect(journalFieldLabel(event, 'items.3.bigBlind', ru)).toMatch(/^уровень 3 · /)
    expect(journalFieldLabel(event, 'items.2', ru)).toBe('перерыв')
  })
})
