import { IntlMessageFormat } from 'intl-messageformat'
import { en } from '../../../src/shared/i18n/en'

/** The words of four letters or more in a text: what a walk through a translated page reads. */
export const words = (text: string): string[] => text.match(/[A-Za-z]{4,}/g) ?? []

/** The words a message shows: its literal text, never its argument names ({seconds}) or plural and select keys. */
function shown(message: string): string[] {
  const out: string[] = []
  const walk = (
    elements: { type: number; value?: unknown; options?: Record<string, { value: unknown[] }> }[]
  ): void => {
    for (const element of elements) {
      if (element.type === 0 && typeof element.value === 'string') out.push(...words(element.value))
      for (const option of Object.values(element.options ?? {})) walk(option.value as typeof elements)
    }
  }
  walk(new IntlMessageFormat(message, 'en', undefined, { ignoreTag: true }).getAst() as Parameters<typeof walk>[0])
  return out
}

/**
 * "English" on a page in another language: any word the English dictionary shows that the other dictionary never
 * shows (so Bounty, Rebuy or TDA, which Russian and Swedish halls say too, pass).
 */
export function englishNotUsedBy(other: Record<string, string>): Set<string> {
  const used = new Set(Object.values(other).flatMap(shown))
  return new Set(
    Object.values(en as Record<string, string>)
      .flatMap(shown)
      .filter((w) => !used.has(w))
  )
}
