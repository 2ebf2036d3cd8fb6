import type { Level, Structure, StructureItem } from '../../../../shared/core/clock'
import type { MessageKey, Params } from '../../../../shared/i18n'
import {
  itemLine as levelItemLine,
  itemTitle as levelItemTitle,
  levelText,
  stakeWords,
  type LevelContext
} from '../../../../shared/core/clock'

type T = (key: MessageKey, params?: Params) => string

/** The displayed whole seconds: rounded up, so 0:00 shows exactly when the time is up. */
export function displayedSeconds(ms: number): number {
  return Math.max(0, Math.ceil(ms / 1000))
}

/** m:ss, or h:mm:ss from an hour up. */
export function formatDuration(ms: number): string {
  const total = displayedSeconds(ms)
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  const ss = String(s).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${String(m).padStart(2, '0')}:${ss}`
}

/** ms until the displayed second of a countdown changes. */
export function msToNextSecond(remainingMs: number): number {
  if (remainingMs <= 0) return Infinity
  const rest = remainingMs % 1000
  return rest === 0 ? 1000 : rest
}

export function chips(n: number, language: string): string {
  return n.toLocaleString(language === 'sv' ? 'sv-SE' : language === 'ru' ? 'ru-RU' : 'en-US')
}

/**
 * The stakes of a level in the words its game needs — blinds/ante, limits, stud bring-in and complete with the small
 * and big bet, OFC points — by the one formatter of every surface (`core/clock/levelText.ts`, BFSP §4.7, §5.4).
 */
export function stakes(level: Level, t: T, language: string, context: LevelContext = {}): string[] {
  return stakeWords(levelText(level, context).stakes, t, (n) => chips(n, language))
}

export function itemTitle(item: StructureItem, number: number | null, t: T): string {
  return levelItemTitle(item, number, t)
}

/** The admin's line for an item (clock line, "Jump to…" list): title, game and limit, every stake. */
export function itemLine(
  item: StructureItem,
  number: number | null,
  t: T,
  language: string,
  context: LevelContext = {}
): string {
  return levelItemLine(item, number, t, (n) => chips(n, language), context)
}

/**
 * An item of the structure as the "Jump to" list and its question name it: a level by its line; a break by the level
 * it follows ("Break after level 4", "Dinner after level 8"), so the director knows which break the clock goes to.
 * `numbers`: the structure's level numbers (`levelNumbers`).
 */
export function jumpItemLine(
  structure: Structure,
  index: number,
  numbers: readonly (number | null)[],
  t: T,
  language: string,
  context: LevelContext = {}
): string {
  const item = structure.items[index]!
  if (item.kind !== 'break') return itemLine(item, numbers[index] ?? null, t, language, context)
  const name = levelItemTitle(item, null, t)
  let after: number | null = null
  for (let i = index - 1; i >= 0 && after === null; i -= 1) after = numbers[i] ?? null
  return after === null ? name : t('clock.admin.breakAfter', { name, level: after })
}
