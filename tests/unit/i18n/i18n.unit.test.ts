import { describe, expect, it } from 'vitest'
import { IntlMessageFormat } from 'intl-messageformat'
import { en } from '../../../src/shared/i18n/en'
import { ru } from '../../../src/shared/i18n/ru'
import { sv } from '../../../src/shared/i18n/sv'
import { isWellFormed, messageArguments, translate, type MessageKey } from '../../../src/shared/i18n'
import { LOCALES } from '../../../src/shared/i18n/format'

type Language = 'en' | 'ru' | 'sv'
const keys = Object.keys(en) as MessageKey[]
const translations: Record<Exclude<Language, 'en'>, Record<string, string>> = { ru, sv }
const placeholders = (s: string): string[] => messageArguments(s)

/** The ICU elements of a message (intl-messageformat's AST: 1 argument, 2 number, 3 date, 4 time, 5 select, 6 plural). */
interface Element {
  type: number
  value?: string
  pluralType?: 'cardinal' | 'ordinal'
  options?: Record<string, { value: Element[] }>
}
const KIND: Record<number, string> = { 1: 'argument', 2: 'number', 3: 'date', 4: 'time', 5: 'select', 6: 'plural' }

/** Every argument of a message with its kind and, for a select or plural, its option keys. */
function shape(text: string, language: Language): Map<string, { kind: string; options: string[] }[]> {
  const found = new Map<string, { kind: string; options: string[] }[]>()
  const walk = (elements: Element[]): void => {
    for (const element of elements) {
      if (element.value !== undefined && KIND[element.type]) {
        const kind = element.type === 6 && element.pluralType === 'ordinal' ? 'selectordinal' : KIND[element.type]!
        const uses = found.get(element.value) ?? []
        uses.push({ kind, options: Object.keys(element.options ?? {}).sort() })
        found.set(element.value, uses)
      }
      for (const option of Object.values(element.options ?? {})) walk(option.value)
    }
  }
  walk(new IntlMessageFormat(text, LOCALES[language], undefined, { ignoreTag: true }).getAst() as Element[])
  return found
}

/** The plural categories a language's numbers fall into: one/other in English and Swedish, one/few/many/other in Russian. */
const categories = (language: Language): string[] =>
  new Intl.PluralRules(LOCALES[language]).resolvedOptions().pluralCategories.map(String)

/** Words Swedish and English halls share (names of games, poker loanwords the Swedish rules use, abbreviations). */
const SHARED_WORDS = new Set(
  (
    "Floorclock Texas Hold'em Omaha Seven Card Stud Open Face Chinese Pineapple No-limit Pot-limit NL PL turbo deep " +
    'stack BB SB D KO min Min TDA PIN ante Ante Bring-in Complete add-on add-ons Add-on Add-ons Rebuy Rebuys Bounty ' +
    'Flight Flights ' +
    'Chip dumping Final Floor floor dealer hand Hand Status status Format Version Problem Port Journal Installation ' +
    'Layout Sans Serif Text Accent m ss s'
  ).split(' ')
)

describe('i18n: three complete languages', () => {
  it('Russian and Swedish are complete: every English key has a non-empty text, and no key English lacks', () => {
    for (const [language, dictionary] of Object.entries(translations)) {
      for (const key of keys) expect(dictionary[key], `${language} ${key}`).toBeTruthy()
      expect(
        Object.keys(dictionary).filter((k) => !(k in en)),
        language
      ).toEqual([])
    }
  })

  it('every translation keeps the placeholders of the English text', () => {
    for (const [key, text] of Object.entries(en))
      for (const [language, dictionary] of Object.entries(translations))
        expect(placeholders(dictionary[key]!), `${language} ${key}`).toEqual(placeholders(text))
  })

  it('every message is well-formed ICU MessageFormat in its language', () => {
    for (const [key, text] of Object.entries(en)) expect(isWellFormed(text, 'en'), `en ${key}`).toBe(true)
    for (const [language, dictionary] of Object.entries(translations))
      for (const [key, text] of Object.entries(dictionary))
        expect(isWellFormed(text, language as Language), `${language} ${key}`).toBe(true)
  })

  it('every translation has the ICU structure of the English text: its plurals and selects, with their options', () => {
    const problems: string[] = []
    for (const key of keys) {
      const english = shape(en[key], 'en')
      for (const [language, dictionary] of Object.entries(translations) as [Language, Record<string, string>][]) {
        const own = shape(dictionary[key]!, language)
        for (const [name, uses] of english) {
          const where = `${language} ${key}: {${name}}`
          const ownUses = own.get(name) ?? []
          const has = (list: typeof uses, kind: string): boolean => list.some((u) => u.kind === kind)
          // A count English says in plural forms is said in plural forms (a language whose words do not change
          // writes the same text in each form); a select names the program's cases; a date stays a date.
          for (const kind of ['plural', 'selectordinal', 'select', 'date', 'time'])
            if (has(uses, kind) !== has(ownUses, kind) && !(kind === 'plural' && !has(uses, kind)))
              problems.push(`${where}: ${kind} in ${has(uses, kind) ? 'English only' : language + ' only'}`)
          const selects = (list: typeof uses): string[] =>
            list.filter((u) => u.kind === 'select').map((u) => u.options.join(' '))
          for (const options of selects(ownUses))
            if (!selects(uses).includes(options)) problems.push(`${where}: select cases ${options}`)
          const exact = uses
            .filter((u) => u.kind === 'plural')
            .flatMap((u) => u.options.filter((o) => o.startsWith('=')))
          for (const use of ownUses.filter((u) => u.kind === 'plural'))
            for (const option of exact) if (!use.options.includes(option)) problems.push(`${where}: no ${option}`)
        }
      }
    }
    expect(problems).toEqual([])
  })

  it('every plural names each form of its language: one/few/many/other in Russian, one/other in English and Swedish', () => {
    const problems: string[] = []
    const dictionaries = [['en', en], ...Object.entries(translations)] as [Language, Record<string, string>][]
    for (const [language, dictionary] of dictionaries) {
      const forms = categories(language).sort().join(' ')
      for (const [key, text] of Object.entries(dictionary))
        for (const [name, uses] of shape(text, language))
          for (const use of uses.filter((u) => u.kind === 'plural')) {
            const own = use.options
              .filter((o) => !o.startsWith('='))
              .sort()
              .join(' ')
            if (own !== forms) problems.push(`${language} ${key}: {${name}, plural} has ${own}, needs ${forms}`)
          }
    }
    expect(problems).toEqual([])
  })

  it('the Swedish admin is Swedish: a text equal to the English one uses only words both languages share', () => {
    const english: string[] = []
    // The hall display's own words (hall.*) are checked with its translator (tests/unit/renderer/apps/hall/hallT.unit.test.ts).
    for (const key of keys) {
      if (sv[key] !== en[key] || key.startsWith('displays.language.') || key.startsWith('hall.')) continue
      const words = en[key].replace(/\{[^}]*\}/g, ' ').match(/[A-Za-z][A-Za-z'-]*/g) ?? []
      if (words.some((w) => !SHARED_WORDS.has(w))) english.push(`${key}: ${en[key]}`)
    }
    expect(english).toEqual([])
  })

  it('Russian names hand-for-hand and the chip race in Russian (§10.9–§10.13, §24.15)', () => {
    expect(ru['clock.handForHand']).toBe('Рука за руку')
    expect(ru['seating.handForHand']).toBe('Рука за руку')
    expect(ru['chipRace.title']).toBe('Цветной обмен и чип-рейс')
    // The hall display's own words (hall.*) are another dictionary's work in progress.
    for (const key of keys.filter((k) => !k.startsWith('hall.')))
      expect(ru[key], `ru ${key}`).not.toMatch(/hand-for-hand|chip race/i)
  })
})

describe('i18n: counts take their plural forms', () => {
  it('plural forms follow the language (1 / 2–4 / 5+ in Russian)', () => {
    expect(translate('ru', 'backup.previewDiscards', { count: 1 })).toContain('1 запись')
    expect(translate('ru', 'backup.previewDiscards', { count: 3 })).toContain('3 записи')
    expect(translate('ru', 'backup.previewDiscards', { count: 5 })).toContain('5 записей')
    expect(translate('ru', 'backup.previewDiscards', { count: 21 })).toContain('21 запись')
    expect(translate('en', 'backup.previewDiscards', { count: 1 })).toContain('1 record ')
    expect(translate('en', 'backup.previewDiscards', { count: 2 })).toContain('2 records')
  })

  it('hands played under hand-for-hand, in the admin: 1 hand, 1 hand (sv), 1 раздача / 3 раздачи / 5 раздач', () => {
    expect(translate('en', 'clock.handsPlayed', { count: 1 })).toBe('1 hand played')
    expect(translate('en', 'clock.handsPlayed', { count: 4 })).toBe('4 hands played')
    expect(translate('sv', 'clock.handsPlayed', { count: 1 })).toBe('1 spelad hand')
    expect(translate('sv', 'clock.handsPlayed', { count: 4 })).toBe('4 spelade händer')
    expect(translate('ru', 'clock.handsPlayed', { count: 1 })).toBe('сыграна 1 раздача')
    expect(translate('ru', 'clock.handsPlayed', { count: 3 })).toBe('сыграно 3 раздачи')
    expect(translate('ru', 'clock.handsPlayed', { count: 5 })).toBe('сыграно 5 раздач')
  })

  it('a record count reads right with one: "Imported 1 record", "1 post importerad", "Импортирована 1 запись"', () => {
    expect(translate('en', 'import.done', { records: 1 })).toBe('Imported 1 record.')
    expect(translate('en', 'import.done', { records: 1200 })).toBe('Imported 1,200 records.')
    expect(translate('sv', 'import.done', { records: 1 })).toBe('1 post importerad.')
    expect(translate('sv', 'import.done', { records: 3 })).toBe('3 poster importerade.')
    expect(translate('ru', 'import.done', { records: 1 })).toBe('Импортирована 1 запись.')
    expect(translate('ru', 'import.done', { records: 22 })).toBe('Импортировано 22 записи.')
    expect(translate('ru', 'import.done', { records: 25 })).toBe('Импортировано 25 записей.')
  })

  it('§25.1: a penalty in rounds counts rounds, players and hands in words', () => {
    const params = { rounds: 1, players: 9, hands: 9 }
    expect(translate('en', 'results.penalties.roundsAsHands', params)).toBe('1 round × 9 players = 9 hands')
    expect(translate('sv', 'results.penalties.roundsAsHands', params)).toBe('1 varv × 9 spelare = 9 händer')
    expect(translate('ru', 'results.penalties.roundsAsHands', params)).toBe('1 круг × 9 игроков = 9 раздач')
    expect(translate('ru', 'protocol.roundsAsHands', { rounds: 2, players: 3, hands: 6 })).toBe(
      '2 круга × 3 игрока = 6 раздач'
    )
  })

  it('the chip race and the tables: "1 of 1 table done", "1 av 1 bord klara", "Готово 1 из 1 стола"', () => {
    expect(translate('en', 'chipRace.summary', { done: 1, total: 1 })).toBe('1 of 1 table done')
    expect(translate('en', 'chipRace.summary', { done: 0, total: 2 })).toBe('0 of 2 tables done')
    expect(translate('sv', 'chipRace.summary', { done: 1, total: 1 })).toBe('1 av 1 bord klara')
    expect(translate('ru', 'chipRace.summary', { done: 1, total: 1 })).toBe('Готово 1 из 1 стола')
    expect(translate('ru', 'chipRace.summary', { done: 2, total: 5 })).toBe('Готово 2 из 5 столов')
  })

  it('fills placeholders in Swedish as in the other languages', () => {
    expect(translate('ru', 'tournament.corrections', { count: 2 })).toBe('Исправлений после начала: 2')
    expect(translate('sv', 'tournament.corrections', { count: 2 })).toBe('Rättelser efter starten: 2')
    expect(translate('sv', 'app.disconnected')).not.toBe(en['app.disconnected'])
  })

  it('states the §30.11 disclaimer in all three languages', () => {
    expect(ru['about.disclaimer']).toContain('не проводит покерную игру')
    expect(en['about.disclaimer']).toContain('does not run a poker game')
    expect(sv['about.disclaimer']).toContain('driver inget pokerspel')
  })
})
