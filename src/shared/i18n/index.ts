import { en, type MessageKey } from './en'
import { ru } from './ru'
import { sv } from './sv'
import { translator, type Language } from './translator'

export { LANGUAGES, isWellFormed, messageArguments, type Language, type Params } from './translator'
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ru: 'Русский', sv: 'Svenska' }

/** Every dictionary, by the one translator (`./translator.ts`): `{name}` placeholders and ICU plurals. */
export const translate = translator<MessageKey>({ en, ru, sv })

export function isMessageKey(key: string): key is MessageKey {
  return key in en
}

export type { MessageKey }
