import { hall as en } from '../../../shared/i18n/en/hall'
import { hall as ru } from '../../../shared/i18n/ru/hall'
import { hall as sv } from '../../../shared/i18n/sv/hall'
import { stakes as enStakes } from '../../../shared/i18n/en/stakes'
import { stakes as ruStakes } from '../../../shared/i18n/ru/stakes'
import { stakes as svStakes } from '../../../shared/i18n/sv/stakes'
import { phone as enPhone } from '../../../shared/i18n/en/phone'
import { phone as ruPhone } from '../../../shared/i18n/ru/phone'
import { phone as svPhone } from '../../../shared/i18n/sv/phone'
import { LANGUAGES, translator, type Language, type Params } from '../../../shared/i18n/translator'

/**
 * The hall display's and the phone page's dictionaries: only these ship in their bundles (the hall, the phone, and
 * the words of the one level formatter, `core/clock/levelText.ts`), filled by the same translator as the admin's —
 * ICU MessageFormat, so a count on the hall screen or the phone takes the plural its language needs.
 */
export type HallKey = keyof typeof en | keyof typeof enStakes | keyof typeof enPhone
export type HallLanguage = Language
export const HALL_LANGUAGES: readonly HallLanguage[] = LANGUAGES
export type HallT = (key: HallKey, params?: Params) => string

const translate = translator<HallKey>({
  en: { ...en, ...enStakes, ...enPhone },
  ru: { ...ru, ...ruStakes, ...ruPhone },
  sv: { ...sv, ...svStakes, ...svPhone }
})

export function hallT(language: HallLanguage): HallT {
  return (key, params) => translate(language, key, params)
}
