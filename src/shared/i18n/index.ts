import { en, type MessageKey } from './en'
import { ru } from './ru'
import { sv } from './sv'

export type Language = 'en' | 'ru' | 'sv'
export const LANGUAGES: readonly Language[] = ['ru', 'en', 'sv']
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ru: 'Русский', sv: 'Svenska' }

const dictionaries: Record<Language, Partial<Record<MessageKey, string>>> = { en, ru, sv }

export type Params = Readonly<Record<string, string | number>>

/** Look up a message, falling back to English, and fill in `{name}` placeholders. */
export function translate(language: Language, key: MessageKey, params: Params = {}): string {
  const template = dictionaries[language][key] ?? en[key]
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}

export function isMessageKey(key: string): key is MessageKey {
  return key in en
}

export type { MessageKey }
