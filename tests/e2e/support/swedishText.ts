import type { Locator } from '@playwright/test'
import { en } from '../../../src/shared/i18n/en'
import { sv } from '../../../src/shared/i18n/sv'
import { englishNotUsedBy, words } from './englishWords'

/**
 * What in a Swedish page is not Swedish: English words (englishWords.ts) and raw message keys.
 */
const ENGLISH = englishNotUsedBy(sv)

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
