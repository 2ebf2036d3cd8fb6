import type { Level, StructureItem } from '../../../shared/core/clock/structure'
import {
  itemTitle as levelItemTitle,
  levelText,
  stakeWords,
  type LevelContext
} from '../../../shared/core/clock/levelText'
import type { HallLanguage, HallT } from './hallT'

export { displayedSeconds, formatDuration, msToNextSecond } from '../clock/format'

const LOCALES: Record<HallLanguage, string> = { en: 'en-US', ru: 'ru-RU', sv: 'sv-SE' }

/** Chips with the language's grouping; a no-break space so a number never wraps. */
export function chips(n: number, language: HallLanguage): string {
  return n.toLocaleString(LOCALES[language]).replace(/\s/g, '\u00a0')
}

/**
 * The stakes of a level in the words its game needs — blinds/ante, limits, stud bring-in and complete with the small
 * and big bet, OFC points — by the one formatter of every surface (`core/clock/levelText.ts`, BFSP §4.7, §5.4).
 */
export function stakes(level: Level, t: HallT, language: HallLanguage, context: LevelContext = {}): string[] {
  return stakeWords(levelText(level, context).stakes, t, (n) => chips(n, language))
}

export function itemTitle(item: StructureItem, number: number | null, t: HallT): string {
  return levelItemTitle(item, number, t)
}

/** Minutes, rounded up, for the tiles that count down (they change once a minute, not every second). */
export function minutesText(ms: number, t: HallT): string {
  const minutes = Math.max(0, Math.ceil(ms / 60_000))
  if (minutes < 60) return t('hall.minutes', { count: minutes })
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`
}

export function timeOfDay(now: number, language: HallLanguage): string {
  return new Date(now).toLocaleTimeString(LOCALES[language], { hour: '2-digit', minute: '2-digit' })
}
