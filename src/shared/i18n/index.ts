import { en, type MessageKey } from './en'
import { ru } from './ru'
import { sv } from './sv'
import { translator, type Language } from './translator'

export { LANGUAGES, isWellFormed, messageArguments, type Language, type Params } from './translator'
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ru: 'Русский', sv: 'Svenska' }

/** Every dictionary, by the one translator (`./translator.ts`): `{name}` placeholders and ICU plurals. */
export const translate = translator<MessageKey>({ en, ru, sv })

/** Whether a text is one of the messages: an own key of the dictionary (`constructor` or `toString` never is). */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key)
}

export type { MessageKey }
