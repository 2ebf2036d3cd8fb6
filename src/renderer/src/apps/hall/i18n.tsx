import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { HALL_LANGUAGES, hallT, type HallLanguage, type HallT } from './hallT'

export { hallT, HALL_LANGUAGES, type HallKey, type HallLanguage, type HallT } from './hallT'

/** The same storage key as the admin's language picker, so a screen set up by hand keeps its language. */
const STORAGE_KEY = 'floorclock.language'

/** A screen's language: the director's choice for it, else this browser's stored choice, else its locale. */
export function screenLanguage(chosen: string | null | undefined): HallLanguage {
  const ok = (x: string | null | undefined): x is HallLanguage =>
    !!x && (HALL_LANGUAGES as readonly string[]).includes(x)
  if (ok(chosen)) return chosen
  const stored = localStorage.getItem(STORAGE_KEY)
  if (ok(stored)) return stored
  const browser = navigator.language.slice(0, 2)
  return ok(browser) ? browser : 'en'
}

interface HallI18n {
  language: HallLanguage
  t: HallT
}

const Context = createContext<HallI18n | null>(null)

export function HallI18nProvider({ language, children }: { language: HallLanguage; children: ReactNode }): ReactNode {
  const value = useMemo(() => ({ language, t: hallT(language) }), [language])
  return <Context.Provider value={value}>{children}</Context.Provider>
}

export function useHallI18n(): HallI18n {
  const value = useContext(Context)
  if (!value) throw new Error('useHallI18n outside HallI18nProvider')
  return value
}
