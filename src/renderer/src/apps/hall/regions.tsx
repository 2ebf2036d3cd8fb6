import { Fragment, memo, useEffect, useState, type ReactNode } from 'react'
import type { PublicClock } from '../../../../shared/core/clock'
import type { TileId } from '../../../../shared/core/display'
import type { PublicDisplay } from '../../../../shared/core/views'
import { lateText, type StatusPart } from './content'
import { displayedSeconds, formatDuration, minutesText, timeOfDay } from './format'
import { Region } from './HallScreen'
import { useHallI18n, type HallT } from './i18n'
import type { ScreenLayout } from './layout/engine'
import type { Tile } from './layout/types'
import { useTick, type ClockTicker, type Tick } from './ticker'

type Box<K extends keyof ScreenLayout> = NonNullable<ScreenLayout[K]>

export const Head = memo(function Head(props: {
  box: Box<'head'>
  head: NonNullable<import('./layout/types').ScreenContent['head']>
  media: { logo: string | null; sponsor: string | null }
}): ReactNode {
  const { box, head, media } = props
  return (
    <Region id="head" rect={box.rect}>
      {box.logo && media.logo && (
        <img
          className="hall__image"
          src={media.logo}
          alt=""
          data-testid="display-logo"
          style={inside(box.logo, box.rect)}
        />
      )}
      <h1
        className="hall__name"
        data-testid="clock-tournament-name"
        style={{ ...inside(box.name.rect, box.rect), fontSize: box.name.font, ...clamp(box.name.lines) }}
      >
        {head.name}
      </h1>
      {box.sub && (
        <p
          className="hall__sub"
          style={{ ...inside(box.sub.rect, box.rect), fontSize: box.sub.font, ...clamp(box.sub.lines) }}
        >
          {head.sub}
        </p>
      )}
      {box.sponsor && media.sponsor && (
        <img
          className="hall__image"
          src={media.sponsor}
          alt=""
          data-testid="display-sponsor"
          style={inside(box.sponsor, box.rect)}
        />
      )}
    </Region>
  )
})

export const Status = memo(function Status({ box, parts }: { box: Box<'status'>; parts: StatusPart[] }): ReactNode {
  return (
    <Region
      id="status"
      rect={box.rect}
      font={box.font}
      testId="clock-level"
      className={box.lines > 1 ? 'hall--wrap' : ''}
    >
      {parts.map((p, i) => (
        <span
          key={i}
          className={p.accent ? 'hall__accent' : undefined}
          {...(p.testId ? { 'data-testid': p.testId } : {})}
        >
          {p.text}
        </span>
      ))}
    </Region>
  )
})

export const Blinds = memo(function Blinds({ box, isBreak }: { box: Box<'blinds'>; isBreak: boolean }): ReactNode {
  return (
    <Region
      id="blinds"
      rect={box.rect}
      font={box.font}
      testId="clock-stakes"
      className={isBreak ? 'hall__blinds--break' : ''}
    >
      {box.lineParts.map((line, i) => (
        <Fragment key={i}>
          {/* Lines are separated as the stakes parts are, so the text reads the same however it wraps. */}
          {i > 0 && <span className="hall__sep"> · </span>}
          <span className="hall__line">{line}</span>
        </Fragment>
      ))}
    </Region>
  )
})

export function TimeRegion({
  box,
  ticker,
  clock
}: {
  box: Box<'time'>
  ticker: ClockTicker
  clock: PublicClock
}): ReactNode {
  return (
    <Region id="time" rect={box.rect}>
      <Digits ticker={ticker} clock={clock} font={box.font} offset={box.offset} />
    </Region>
  )
}

/** The only thing that changes every second. */
function Digits({
  ticker,
  clock,
  font,
  offset
}: {
  ticker: ClockTicker
  clock: PublicClock
  font: number
  offset: number
}): ReactNode {
  const key = useTick(ticker, (tick) => digitsKey(tick, clock))
  const [time = '', seconds = '0', warning, paused] = key.split('|')
  return (
    <div
      className={`hall__digits${warning === '1' ? ' hall__digits--warning' : ''}${paused === '1' ? ' hall__digits--paused' : ''}`}
      data-testid="clock-time"
      data-seconds={seconds}
      style={{ fontSize: font, top: offset }}
    >
      {[...time].map((ch, i) =>
        ch === ':' ? (
          <span key={i} className="hall__colon">
            :
          </span>
        ) : (
          ch
        )
      )}
    </div>
  )
}

function digitsKey({ reading }: Tick, clock: PublicClock): string {
  const ms = reading.status === 'scheduled' ? (reading.startsInMs ?? 0) : reading.remainingMs
  const warning =
    clock.display.warningSeconds > 0 &&
    reading.status === 'running' &&
    !reading.inBreak &&
    !reading.ended &&
    ms <= clock.display.warningSeconds * 1000
  return `${formatDuration(ms)}|${displayedSeconds(ms)}|${warning ? 1 : 0}|${reading.status === 'paused' ? 1 : 0}`
}

const TILE_TEST_IDS: Partial<Record<TileId, string>> = {
  next: 'clock-next',
  nextBreak: 'clock-next-break',
  players: 'clock-players',
  entries: 'clock-entries',
  chips: 'clock-chips',
  average: 'clock-average',
  lateReg: 'clock-late',
  timeOfDay: 'clock-time-of-day',
  bounty: 'clock-bounty'
}

export const Tiles = memo(function Tiles(props: {
  box: Box<'tiles'>
  tiles: Tile[]
  ids: TileId[]
  view: PublicDisplay
  ticker: ClockTicker
  serverNow: () => number
}): ReactNode {
  const { box, tiles, ids } = props
  return (
    <Region id="tiles" rect={box.rect}>
      {box.cells.map((cell, k) => {
        // The cells are the tiles the engine kept, in order (on a crowded screen the spare ones gave way).
        const i = box.shown[k]!
        const tile = tiles[i]!
        const lines = box.lines[k] ?? [tile.value]
        return (
          <div key={ids[i]} className="hall__tile" data-testid={TILE_TEST_IDS[ids[i]!]} style={inside(cell, box.rect)}>
            <div className="hall__tile-label" style={{ fontSize: box.label }}>
              {tile.label}
            </div>
            <div
              className="hall__tile-value"
              // A live value the engine made two lines' room for wraps between its words, as the engine set it.
              style={{ fontSize: box.value, ...(tile.live && lines.length > 1 ? clamp(lines.length) : {}) }}
            >
              {lines.length > 1 && !tile.live ? (
                // A long value on the lines the engine set, read the same as on one line.
                lines.map((line, n) => (
                  <Fragment key={n}>
                    {n > 0 && <span className="hall__sep">{tile.parts ? ' · ' : ' '}</span>}
                    <span className="hall__line">{line}</span>
                  </Fragment>
                ))
              ) : (
                <TileValue id={ids[i]!} fixed={tile.value} {...props} />
              )}
            </div>
          </div>
        )
      })}
    </Region>
  )
})

/** Tiles that count down change once a minute (their text is measured for its widest form, so no relayout). */
function TileValue({
  id,
  fixed,
  view,
  ticker,
  serverNow
}: {
  id: TileId
  fixed: string
  view: PublicDisplay
  ticker: ClockTicker
  serverNow: () => number
}): ReactNode {
  const { t } = useHallI18n()
  if (id === 'nextBreak') return <NextBreak ticker={ticker} t={t} />
  if (id === 'lateReg') return <LateReg ticker={ticker} view={view} t={t} />
  if (id === 'timeOfDay') return <TimeOfDay serverNow={serverNow} />
  return fixed
}

function NextBreak({ ticker, t }: { ticker: ClockTicker; t: HallT }): ReactNode {
  return useTick(ticker, (tick) =>
    tick.reading.nextBreakInMs === null ? '—' : minutesText(tick.reading.nextBreakInMs, t)
  )
}

function LateReg({ ticker, view, t }: { ticker: ClockTicker; view: PublicDisplay; t: HallT }): ReactNode {
  return useTick(ticker, (tick) => lateText(view, tick, t))
}

function TimeOfDay({ serverNow }: { serverNow: () => number }): ReactNode {
  const { language } = useHallI18n()
  const [now, setNow] = useState(serverNow)
  useEffect(() => {
    const id = setTimeout(() => setNow(serverNow()), 60_000 - (now % 60_000) + 20)
    return () => clearTimeout(id)
  }, [now, serverNow])
  return timeOfDay(now, language)
}

/** A text in pages, each shown for a while in turn (what does not fit is rotated, never squeezed). */
export function PagedLine({
  pages,
  lines,
  seconds = 6
}: {
  pages: string[]
  lines: number
  seconds?: number
}): ReactNode {
  const page = usePage(pages.length, seconds)
  return <span style={clamp(lines)}>{pages[page] ?? ''}</span>
}

export function usePage(count: number, seconds: number): number {
  const [page, setPage] = useState(0)
  useEffect(() => setPage(0), [count])
  useEffect(() => {
    if (count <= 1) return
    const id = setTimeout(() => setPage((p) => (p + 1) % count), seconds * 1000)
    return () => clearTimeout(id)
  }, [page, count, seconds])
  return Math.min(page, Math.max(0, count - 1))
}

/** A child rectangle positioned inside its region. */
export function inside(r: { x: number; y: number; w: number; h: number }, parent: { x: number; y: number }) {
  return { position: 'absolute', left: r.x - parent.x, top: r.y - parent.y, width: r.w, height: r.h } as const
}

export function clamp(lines: number) {
  return lines > 1
    ? ({ whiteSpace: 'normal', display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical' } as const)
    : ({ whiteSpace: 'nowrap' } as const)
}
