import { hall as en } from '../../../../shared/i18n/en/hall'
import { hall as ru } from '../../../../shared/i18n/ru/hall'
import { hall as sv } from '../../../../shared/i18n/sv/hall'
import { stakes as enStakes } from '../../../../shared/i18n/en/stakes'
import { stakes as ruStakes } from '../../../../shared/i18n/ru/stakes'
import { stakes as svStakes } from '../../../../shared/i18n/sv/stakes'
import type { phone as enPhone } from '../../../../shared/i18n/en/phone'
import {
  LANGUAGES,
  translator,
  type Dictionaries,
  type Language,
  type Params,
  type Translate
} from '../../../../shared/i18n/translator'

/**
 * The hall display's and the phone page's dictionaries: only these ship in their bundles (the hall, the words of the
 * one level formatter, `core/clock/levelText.ts`, and on the phone page its own, added by `phone/texts.ts`), filled by
 * the same translator as the admin's — ICU MessageFormat, so a count on the hall screen or the phone takes the plural
 * its language needs. The hall display ships no phone texts: they are not part of its first clock.
 */
export type HallKey = keyof typeof en | keyof typeof enStakes | keyof typeof enPhone
export type HallLanguage = Language
export const HALL_LANGUAGES: readonly HallLanguage[] = LANGUAGES
export type HallT = (key: HallKey, params?: Params) => string

type HallDictionaries = { [L in Language]: Readonly<Partial<Record<HallKey, string>>> }

let dictionaries: HallDictionaries = {
  en: { ...en, ...enStakes },
  ru: { ...ru, ...ruStakes },
  sv: { ...sv, ...svStakes }
}
let translate: Translate<HallKey> = translator<HallKey>(dictionaries as Dictionaries<HallKey>)

/** A page's own texts beside the hall's (the phone page's, before it renders). */
export function addHallTexts(more: HallDictionaries): void {
  dictionaries = {
    en: { ...dictionaries.en, ...more.en },
    ru: { ...dictionaries.ru, ...more.ru },
    sv: { ...dictionaries.sv, ...more.sv }
  }
  translate = translator<HallKey>(dictionaries as Dictionaries<HallKey>)
}

export function hallT(language: HallLanguage): HallT {
  return (key, params) => translate(language, key, params)
}
