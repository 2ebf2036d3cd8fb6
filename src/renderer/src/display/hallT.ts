import { hall as en } from '../../../shared/i18n/en/hall'
import { hall as ru } from '../../../shared/i18n/ru/hall'
import { hall as sv } from '../../../shared/i18n/sv/hall'
import { stakes as enStakes } from '../../../shared/i18n/en/stakes'
import { stakes as ruStakes } from '../../../shared/i18n/ru/stakes'
import { stakes as svStakes } from '../../../shared/i18n/sv/stakes'
import { phone as enPhone } from '../../../shared/i18n/en/phone'
import { phone as ruPhone } from '../../../shared/i18n/ru/phone'
import { phone as svPhone } from '../../../shared/i18n/sv/phone'

/**
 * The hall display's own dictionaries: only these ship in the display bundle, with the words of the one level
 * formatter (`core/clock/levelText.ts`).
 */
export type HallKey = keyof typeof en | keyof typeof enStakes | keyof typeof enPhone
export type HallLanguage = 'en' | 'ru' | 'sv'
export const HALL_LANGUAGES: readonly HallLanguage[] = ['ru', 'en', 'sv']
export type HallT = (key: HallKey, params?: Readonly<Record<string, string | number>>) => string

const dictionaries: Record<HallLanguage, Record<HallKey, string>> = {
  en: { ...en, ...enStakes, ...enPhone },
  ru: { ...ru, ...ruStakes, ...ruPhone },
  sv: { ...sv, ...svStakes, ...svPhone }
}

export function hallT(language: HallLanguage): HallT {
  const dictionary = dictionaries[language]
  return (key, params = {}) =>
    (dictionary[key] ?? dictionaries.en[key]).replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in params ? String(params[name]) : whole
    )
}
