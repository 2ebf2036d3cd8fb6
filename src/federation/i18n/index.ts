import { translator, type Language, type Params } from '../../shared/i18n/translator'
import { en, type FederationMessageKey } from './en'
import { ru } from './ru'
import { sv } from './sv'

export type { FederationMessageKey }
export { en as federationEn, ru as federationRu, sv as federationSv }

/** The federation's words, by the house's one translator (ICU plurals, `{name}` placeholders). */
export const translateFederation = translator<FederationMessageKey>({ en, ru, sv })

/** A message in all three languages: what a refusal carries so a hall of any build can show it. */
export function inEveryLanguage(key: FederationMessageKey, params: Params = {}): Record<Language, string> {
  return {
    en: translateFederation('en', key, params),
    ru: translateFederation('ru', key, params),
    sv: translateFederation('sv', key, params)
  }
}

export function isFederationKey(key: string): key is FederationMessageKey {
  return Object.hasOwn(en, key)
}
