import type { Level, StructureItem } from '../../../shared/core/clock/structure'
import type { MessageKey, Params } from '../../../shared/i18n'

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

/** The stakes of a level in the words its game needs: blinds/ante, limits, stud bring-in, OFC points. */
export function stakes(level: Level, t: T, language: string): string[] {
  const c = (n: number): string => chips(n, language)
  const parts: string[] = []
  if (level.pointValue !== undefined) parts.push(t('clock.points', { value: c(level.pointValue) }))
  if (level.bringIn !== undefined || level.complete !== undefined) {
    if (level.ante > 0) parts.push(t('clock.ante', { ante: c(level.ante) }))
    if (level.bringIn !== undefined) parts.push(t('clock.bringIn', { value: c(level.bringIn) }))
    if (level.complete !== undefined) parts.push(t('clock.complete', { value: c(level.complete) }))
    return parts
  }
  if (level.bigBlind > 0) parts.push(`${c(level.smallBlind)} / ${c(level.bigBlind)}`)
  if (level.smallBet !== undefined && level.bigBet !== undefined) parts.push(t('clock.limits', { small: c(level.smallBet), big: c(level.bigBet) }))
  if (level.ante > 0) parts.push(t(level.anteKind === 'big-blind' ? 'clock.bbAnte' : 'clock.ante', { ante: c(level.ante) }))
  return parts
}

export function itemTitle(item: StructureItem, number: number | null, t: T): string {
  if (item.kind === 'break') return item.label || t('clock.break')
  return t('clock.level', { number: number ?? '' })
}
