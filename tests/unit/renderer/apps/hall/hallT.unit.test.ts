import { describe, expect, it } from 'vitest'
import { hall as enHall } from '../../../../../src/shared/i18n/en/hall'
import { hall as ruHall } from '../../../../../src/shared/i18n/ru/hall'
import { hall as svHall } from '../../../../../src/shared/i18n/sv/hall'
import { phone as enPhone } from '../../../../../src/shared/i18n/en/phone'
import { phone as ruPhone } from '../../../../../src/shared/i18n/ru/phone'
import { phone as svPhone } from '../../../../../src/shared/i18n/sv/phone'
import { stakes as enStakes } from '../../../../../src/shared/i18n/en/stakes'
import { stakes as ruStakes } from '../../../../../src/shared/i18n/ru/stakes'
import { stakes as svStakes } from '../../../../../src/shared/i18n/sv/stakes'
import { isWellFormed, messageArguments, translate } from '../../../../../src/shared/i18n'
import { hallT, HALL_LANGUAGES } from '../../../../../src/renderer/src/apps/hall/hallT'
// The phone page's own texts, added as the phone page adds them (the hall display ships none of them).
import '../../../../../src/renderer/src/apps/phone/texts'

/**
 * The hall display and the phone page translate with the admin's translator (ICU MessageFormat), from their own
 * small dictionaries: a count on the screen takes the plural form its language needs, in all three languages.
 */
const en: Record<string, string> = { ...enHall, ...enStakes, ...enPhone }
const others: Record<'ru' | 'sv', Record<string, string>> = {
  ru: { ...ruHall, ...ruStakes, ...ruPhone },
  sv: { ...svHall, ...svStakes, ...svPhone }
}

describe('the hall and phone dictionaries', () => {
  it('Russian and Swedish have every hall and phone text, with the arguments of the English one', () => {
    for (const [key, text] of Object.entries(en))
      for (const language of ['ru', 'sv'] as const) {
        const own = others[language][key]
        expect(own, `${language} ${key}`).toBeTruthy()
        expect(messageArguments(own!), `${language} ${key}`).toEqual(messageArguments(text))
      }
  })

  it('every hall and phone text is well-formed ICU in its own language', () => {
    for (const [key, text] of Object.entries(en)) expect(isWellFormed(text, 'en'), `en ${key}`).toBe(true)
    for (const language of ['ru', 'sv'] as const)
      for (const [key, text] of Object.entries(others[language]))
        expect(isWellFormed(text, language), `${language} ${key}`).toBe(true)
  })
})

describe('plural forms on the hall screen and the phone', () => {
  const ru = hallT('ru')
  const sv = hallT('sv')
  const en = hallT('en')

  it('hands played under hand-for-hand: 1 раздача, 2–4 раздачи, 5+ раздач, 21 раздача (ru); hand/händer (sv, en)', () => {
    expect(ru('hall.handsPlayed', { count: 1 })).toBe('сыграна 1 раздача')
    expect(ru('hall.handsPlayed', { count: 2 })).toBe('сыграно 2 раздачи')
    expect(ru('hall.handsPlayed', { count: 5 })).toBe('сыграно 5 раздач')
    expect(ru('hall.handsPlayed', { count: 11 })).toBe('сыграно 11 раздач')
    expect(ru('hall.handsPlayed', { count: 21 })).toBe('сыграна 21 раздача')
    expect(sv('hall.handsPlayed', { count: 1 })).toBe('1 spelad hand')
    expect(sv('hall.handsPlayed', { count: 3 })).toBe('3 spelade händer')
    expect(en('hall.handsPlayed', { count: 1 })).toBe('1 hand played')
    expect(en('hall.handsPlayed', { count: 0 })).toBe('0 hands played')
  })

  it('§5.10: knockouts, a split one a share, in the language’s digits and plural (1 нокаут, 1,5 нокаута, 5 нокаутов)', () => {
    expect(ru('hall.bounty.knockouts', { count: 1 })).toBe('1 нокаут')
    expect(ru('hall.bounty.knockouts', { count: 1.5 })).toBe('1,5 нокаута')
    expect(ru('hall.bounty.knockouts', { count: 3 })).toBe('3 нокаута')
    expect(ru('hall.bounty.knockouts', { count: 5 })).toBe('5 нокаутов')
    expect(sv('hall.bounty.knockouts', { count: 1.5 })).toBe('1,5 KO')
    expect(en('hall.bounty.knockouts', { count: 1.5 })).toBe('1.5 KO')
  })

  it('the phone: series points, events and the team rule count in words', () => {
    expect(ru('phone.series.myRank', { name: 'Вера', rank: '2', points: 1 })).toBe('Вера: 2 место, 1 очко')
    expect(ru('phone.series.myRank', { name: 'Вера', rank: '2', points: 4 })).toBe('Вера: 2 место, 4 очка')
    expect(ru('phone.series.myRank', { name: 'Вера', rank: '2', points: 25 })).toBe('Вера: 2 место, 25 очков')
    expect(ru('phone.series.myRank', { name: 'Вера', rank: '2', points: 12.5 })).toBe('Вера: 2 место, 12,5 очка')
    expect(en('phone.series.myRank', { name: 'Vera', rank: '2', points: 1 })).toBe('Vera: place 2, 1 point')
    expect(sv('phone.series.myRank', { name: 'Vera', rank: '2', points: 12.5 })).toBe('Vera: plats 2, 12,5 poäng')
    expect(ru('phone.series.events', { count: 5, counted: 1 })).toBe('5 турниров · в рейтинг идёт 1')
    expect(ru('phone.series.events', { count: 2, counted: 2 })).toBe('2 турнира · в рейтинг идут 2')
    expect(sv('phone.series.events', { count: 1, counted: 1 })).toBe('1 turnering · 1 räknas till rankingen')
    expect(ru('phone.teams.rule.points', { count: 1 })).toBe('Очки лучшего участника команды')
    expect(ru('phone.teams.rule.points', { count: 3 })).toBe('Сумма очков 3 лучших участников команды')
    expect(ru('phone.teams.rule.points', { count: 21 })).toBe('Сумма очков 21 лучшего участника команды')
    expect(en('phone.teams.rule.places', { count: 2 })).toBe('Sum of the best 2 members’ places (lower is better)')
  })

  it('the admin reads the same hall texts the same way: one translator for both', () => {
    for (const language of HALL_LANGUAGES)
      for (const count of [0, 1, 2, 5, 21, 1.5])
        expect(hallT(language)('hall.handsPlayed', { count })).toBe(translate(language, 'hall.handsPlayed', { count }))
  })

  it('the admin: a seat moved before, counted in words (1 раз, 2 раза, 5 раз)', () => {
    expect(translate('ru', 'seating.movedBefore', { count: 1 })).toBe('уже пересаживался 1 раз')
    expect(translate('ru', 'seating.movedBefore', { count: 2 })).toBe('уже пересаживался 2 раза')
    expect(translate('ru', 'seating.movedBefore', { count: 5 })).toBe('уже пересаживался 5 раз')
    expect(translate('en', 'seating.movedBefore', { count: 1 })).toBe('moved once before')
    expect(translate('en', 'seating.movedBefore', { count: 3 })).toBe('moved 3 times before')
  })
})
