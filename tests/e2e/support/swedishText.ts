import type { Locator } from '@playwright/test'
import { IntlMessageFormat } from 'intl-messageformat'
import { en } from '../../../src/shared/i18n/en'
import { sv } from '../../../src/shared/i18n/sv'

/**
 * What in a Swedish page is not Swedish: English words and raw message keys. "English" is any word of the English
 * dictionary that the Swedish one never uses (so Bounty, Rebuy or TDA, which Swedish halls say too, pass) — the same
 * reading as tests/e2e/swedishWalk.spec.ts, kept here so other Swedish flows read pages the same way.
 */
const words = (text: string): string[] => text.match(/[A-Za-z]{4,}/g) ?? []

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

const swedishUses = new Set(Object.values(sv as Record<string, string>).flatMap(shown))
const ENGLISH = new Set(
  Object.values(en as Record<string, string>)
    .flatMap(shown)
    .filter((w) => !swedishUses.has(w))
)

/** A message key shown as it is (`results.panel.recorded`): a dictionary lookup that found nothing to show. */
const KEYLIKE = /\b[a-z][A-Za-z]*(?:\.[A-Za-z][\w-]*)+\b/g
const isKey = (token: string): boolean => Object.hasOwn(en, token)

/**
 * The English words and raw message keys in a part of the page — its text and what its fields hold (a value the app
 * filled in is on screen too) — each with the line it stands in, so a failure says where to look. `sceneText`: words
 * the test itself typed in Latin letters (names, venue), not the interface's; `sceneNotes`: whole texts to pass.
 */
export async function notSwedishIn(
  part: Locator,
  sceneText: readonly string[] = [],
  sceneNotes: readonly string[] = []
): Promise<string[]> {
  const texts = [
    ...(await part.allInnerTexts()),
    ...(await part.evaluateAll((els) =>
      els.flatMap((el) =>
        Array.from(el.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'))
          .filter(
            (f) => f instanceof HTMLTextAreaElement || ['text', 'search', ''].includes(f.getAttribute('type') ?? '')
          )
          .map((f) => f.value)
      )
    ))
  ]
  // Addresses (the clock URL) are not words; nor are time-zone identifiers (Europe/Stockholm, the protocol's zone,
  // §27.8), names from the IANA database that read the same in every language.
  let text = texts.join('\n').replace(/\S+:\/\/\S+|#\/\S+|\b[A-Z][A-Za-z]+\/[A-Za-z_/+-]+/g, ' ')
  for (const note of sceneNotes) text = text.split(note).join(' ')
  const scene = new Set(sceneText)
  const english = [...new Set(words(text).filter((w) => ENGLISH.has(w) && !scene.has(w)))]
  const keys = [...new Set((text.match(KEYLIKE) ?? []).filter(isKey))]
  const line = (w: string): string =>
    `${w} in «${text
      .split('\n')
      .find((l) => l.includes(w))
      ?.trim()
      .slice(0, 120)}»`
  return [...english, ...keys].map(line)
}
