import { readClock, type ClockReading } from '../../../../shared/core/clock'
import type { PublicClock } from '../../../../shared/core/clock'
import type { FestivalTile } from '../../../../shared/core/display'
import type { TileTexts } from './boardGrid'
import { formatDuration, itemTitle, minutesText, stakes } from './format'
import type { HallLanguage, HallT } from './i18n'

/** The words of a festival tile (§12.13), for the hall's board and the phone's overview alike. */
/** The tile's clock as the ticker reads it: its window of the structure and the anchor. */
export function tileClock(tile: FestivalTile): PublicClock | null {
  const c = tile.clock
  return c ? ({ ...c, structure: { items: c.items }, shotClock: null } as unknown as PublicClock) : null
}

export function readTile(tile: FestivalTile, now: number): ClockReading {
  const c = tile.clock
  return readClock(c ? { items: c.items } : null, c ?? { status: 'idle', anchorAt: 0, anchorPosition: 0 }, now)
}

/** A tile's texts at a reading; `widest`: the minutes as their widest, for the layout. */
export function tileTexts(
  tile: FestivalTile,
  r: ClockReading,
  t: HallT,
  language: HallLanguage,
  widest: boolean
): TileTexts & { paused: boolean } {
  const offset = (tile.clock?.firstLevel ?? 1) - 1
  const level = r.levelNumber === null ? null : r.levelNumber + offset
  const started = r.status === 'running' || r.status === 'paused'
  let status: string
  let time: string
  if (r.status === 'idle') {
    status = tile.time ? t('hall.board.startsAt') : t('hall.notStarted')
    time = tile.time ?? formatDuration((r.item?.seconds ?? 0) * 1000)
  } else if (r.status === 'scheduled') {
    status = t('hall.startsIn')
    time = formatDuration(r.startsInMs ?? 0)
  } else {
    status = r.item ? itemTitle(r.item, level, t) : ''
    if (r.status === 'paused') status += ` · ${t('hall.paused')}`
    time = formatDuration(r.remainingMs)
  }
  const next = r.item?.kind === 'level' ? r.item : r.nextLevel
  const stakesText = next ? stakes(next, t, language).join(' · ') : ''
  const late = tile.lateRegistration
  const closes = late.closesAt
  const lateText =
    late.status === 'closed'
      ? t('hall.lateClosed')
      : closes?.kind === 'level-end'
        ? t('hall.lateUntilLevel', { level: closes.level })
        : t('hall.lateOpen')
  const lines = [
    `${t('hall.tile.players')}: ${t('hall.playersOf', { left: tile.playersLeft, entries: tile.entries })}`,
    `${t('hall.tile.lateReg')}: ${lateText}`
  ]
  if (started && r.nextBreakInMs !== null)
    lines.push(
      `${t('hall.tile.nextBreak')} ${widest ? t('hall.hoursMinutes', { hours: 8, minutes: '88' }) : minutesText(r.nextBreakInMs, t)}`
    )
  return {
    name: tile.name,
    status,
    stakes: r.item?.kind === 'break' && next ? `${t('hall.tile.next')}: ${stakesText}` : stakesText,
    lines,
    time,
    paused: r.status === 'paused'
  }
}
