import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { LANGUAGES, translate, isMessageKey, type Language, type MessageKey, type Params } from '../../../shared/i18n'
import type { Rejection } from '../../../shared/core/rejection'
import { formatDate, formatDateTime, formatNumber, formatTime } from '../../../shared/i18n/format'

const STORAGE_KEY = 'floorclock.language'

interface I18nValue {
  language: Language
  setLanguage: (language: Language) => void
  t: (key: MessageKey, params?: Params) => string
  /** A refusal from the main process in the reader's language (falls back to its English message). */
  explain: (error: Rejection) => string
  /** Numbers, dates and times in the chosen language, never the operating system's. */
  num: (value: number) => string
  dateTime: (ms: number) => string
  time: (ms: number, seconds?: boolean) => string
  date: (ms: number) => string
}

const I18nContext = createContext<I18nValue | null>(null)

function initialLanguage(): Language {
  const stored = localStorage.getItem(STORAGE_KEY)
  if (stored && (LANGUAGES as readonly string[]).includes(stored)) return stored as Language
  const browser = navigator.language.slice(0, 2)
  return (LANGUAGES as readonly string[]).includes(browser) ? (browser as Language) : 'en'
}

export function I18nProvider({ children }: { children: ReactNode }): ReactNode {
  const [language, setLanguageState] = useState<Language>(initialLanguage)
  const setLanguage = useCallback((next: Language) => {
    localStorage.setItem(STORAGE_KEY, next)
    document.documentElement.lang = next
    setLanguageState(next)
  }, [])
  const value = useMemo<I18nValue>(() => {
    const t = (key: MessageKey, params?: Params): string => translate(language, key, params)
    // Every problem in the reader's language, never a schema path or the developer's text.
    const explain = (error: Rejection): string => {
      const issues = (error.issues ?? []).filter((i) => isMessageKey(i.code))
      if (issues.length > 0) return [...new Set(issues.map((i) => t(i.code as MessageKey, i.params)))].join(' · ')
      return isMessageKey(error.code)
        ? t(error.code, error.params ?? {})
        : t('error.unknown', { message: error.message })
    }
    return {
      language,
      setLanguage,
      t,
      explain,
      num: (value: number) => formatNumber(value, language),
      dateTime: (ms: number) => formatDateTime(ms, language),
      time: (ms: number, seconds = false) => formatTime(ms, language, undefined, seconds),
      date: (ms: number) => formatDate(ms, language)
    }
  }, [language, setLanguage])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext)
  if (!value) throw new Error('useI18n outside I18nProvider')
  return value
}
