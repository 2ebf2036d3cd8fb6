import type { Level, StructureItem } from '../../../../shared/core/clock'
import { itemTitle as levelItemTitle, levelText, stakeWords, type LevelContext } from '../../../../shared/core/clock'
import type { HallLanguage, HallT } from './hallT'

export { displayedSeconds, formatDuration, msToNextSecond } from '../../features/clock/format'

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

/**
 * A countdown in whole minutes for the tiles that count down (the next break, late registration), read as the clock's
 * own digits read it: "59 min" at 59:26, "1 h 05 min" at 1:05:30. The minutes the clock shows, never rounded up into
 * the next hour (59:26 was shown as "1:00"), and an hour or more always names its hours, so nobody reads "1:00" as one
 * minute. The last minute reads "1 min", never "0 min" while time is left. No-break spaces: a tile may put the words
 * before it on a line of their own, never split the time itself.
 */
export function minutesText(ms: number, t: HallT): string {
  // Seconds rounded up, as the digits show them (`formatDuration`), then the whole minutes of that.
  const seconds = Math.max(0, Math.ceil(ms / 1000))
  const minutes = seconds > 0 ? Math.max(1, Math.floor(seconds / 60)) : 0
  const text =
    minutes < 60
      ? t('hall.minutes', { count: minutes })
      : t('hall.hoursMinutes', { hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') })
  return text.replace(/ /g, '\u00a0')
}

export function timeOfDay(now: number, language: HallLanguage): string {
  return new Date(now).toLocaleTimeString(LOCALES[language], { hour: '2-digit', minute: '2-digit' })
}

/**
 * "As of" a pull of the federation's standings (§28.9): day, month and time told in the hall's time zone (§27.8),
 * whatever zone the screen or phone is set to; without one, the device's own.
 */
export function asOfText(at: number, language: HallLanguage, timeZone?: string): string {
  return new Date(at).toLocaleString(LOCALES[language], {
    ...(timeZone ? { timeZone } : {}),
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23'
  })
}
