import { describe, expect, it } from 'vitest'
import { en } from '../../src/shared/i18n/en'
import { ru } from '../../src/shared/i18n/ru'
import { sv } from '../../src/shared/i18n/sv'
import { isWellFormed, messageArguments, translate } from '../../src/shared/i18n'

const placeholders = (s: string): string[] => messageArguments(s)

describe('i18n', () => {
  it('Russian is complete: every English key has a non-empty Russian text', () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(ru[key], key).toBeTruthy()
    }
  })

  it('every translation keeps the placeholders of the English text', () => {
    for (const [key, text] of Object.entries(en)) {
      expect(placeholders(ru[key as keyof typeof en]), `ru ${key}`).toEqual(placeholders(text))
      const swedish = sv[key as keyof typeof en]
      if (swedish) expect(placeholders(swedish), `sv ${key}`).toEqual(placeholders(text))
    }
  })

  it('every message is well-formed ICU MessageFormat in its language (issue 14.8)', () => {
    for (const [key, text] of Object.entries(en)) expect(isWellFormed(text, 'en'), `en ${key}`).toBe(true)
    for (const [key, text] of Object.entries(ru)) expect(isWellFormed(text, 'ru'), `ru ${key}`).toBe(true)
  })

  it('issue 14.8: plural forms follow the language (1 / 2–4 / 5+ in Russian)', () => {
    expect(translate('ru', 'backup.previewDiscards', { count: 1 })).toContain('1 запись')
    expect(translate('ru', 'backup.previewDiscards', { count: 3 })).toContain('3 записи')
    expect(translate('ru', 'backup.previewDiscards', { count: 5 })).toContain('5 записей')
    expect(translate('ru', 'backup.previewDiscards', { count: 21 })).toContain('21 запись')
    expect(translate('en', 'backup.previewDiscards', { count: 1 })).toContain('1 record ')
    expect(translate('en', 'backup.previewDiscards', { count: 2 })).toContain('2 records')
  })

  it('fills placeholders and falls back to English where Swedish has no text', () => {
    expect(translate('ru', 'tournament.corrections', { count: 2 })).toBe('Исправлений после начала: 2')
    expect(translate('sv', 'app.disconnected')).toBe(en['app.disconnected'])
  })

  it('states the §30.11 disclaimer in both complete languages', () => {
    expect(ru['about.disclaimer']).toContain('не проводит покерную игру')
    expect(en['about.disclaimer']).toContain('does not run a poker game')
  })
})
