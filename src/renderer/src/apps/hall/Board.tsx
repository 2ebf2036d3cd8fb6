import { useEffect, useMemo, type CSSProperties, type ReactNode } from 'react'
import type { FestivalTile } from '../../../../shared/core/display'
import { useSubscription } from '../../common/ClientContext'
import { boardGrid, PAGE_SECONDS, type TileTexts } from './boardGrid'
import { readTile, tileClock, tileTexts } from './festivalTexts'
import { hallT, type HallLanguage, type HallT } from './i18n'
import { canvasMeasurer, FONT_STACKS, TIME_STACK } from './measure'
import { usePage } from './regions'
import { themeColours } from './theme'
import { ClockTicker, useTick } from './ticker'
import { useViewport } from './HallScreen'

/**
 * The festival board (`display.html#/board`, §12.13): every tournament of the hall in play or scheduled today, one
 * tile each — name, level or break, the time counting down on the screen itself, the stakes, players left of entries,
 * late registration, the next break, the start of those not started. Pages turn when more tiles than fit.
 */
export function Board({
  language,
  serverNow,
  identify = null
}: {
  language: HallLanguage
  serverNow: () => number
  /** "Flash this screen": the screen's name while the director's identify lasts; null otherwise. */
  identify?: string | null
}): ReactNode {
  const view = useSubscription({ topic: 'festival' })
  const viewport = useViewport()
  const t = hallT(language)
  const m = useMemo(() => canvasMeasurer('sans'), [])
  const tiles = useMemo(() => view?.tiles ?? [], [view])
  // Laid out for the texts at their widest (the minutes to the next break as "8 h 88 min"): a tile never outgrows it.
  const grid = useMemo(() => {
    const now = serverNow()
    const texts = tiles.map((tile) => tileTexts(tile, readTile(tile, now), t, language, true))
    return boardGrid(viewport.width, viewport.height, texts, m)
  }, [tiles, viewport, m, t, language, serverNow])
  const page = usePage(grid.pages, PAGE_SECONDS)
  useEffect(() => {
    document.documentElement.lang = language
  }, [language])
  const c = themeColours('dark')
  const style = {
    width: viewport.width,
    height: viewport.height,
    '--hall-bg': c.background,
    '--hall-text': c.text,
    '--hall-muted': c.muted,
    '--hall-accent': c.accent,
    '--hall-panel': c.panel,
    '--hall-break': c.break,
    '--hall-time-font': TIME_STACK,
    '--hall-pad': `${grid.gap}px`,
    fontFamily: FONT_STACKS.sans
  } as CSSProperties
  const shown = tiles.slice(page * grid.perPage, (page + 1) * grid.perPage)
  return (
    <div
      className={`hall board${identify ? ' hall--identify' : ''}`}
      style={style}
      data-testid="board"
      data-count={tiles.length}
      data-page={page}
      data-pages={grid.pages}
      data-size={`${viewport.width}x${viewport.height}`}
    >
      {/* The name while the director looks for this screen (a few seconds, then gone). */}
      {identify && (
        <div className="board__identify" data-testid="board-identify" style={{ fontSize: grid.font }}>
          {t('hall.identify', { name: identify })}
        </div>
      )}
      {tiles.length === 0 && view && (
        <div className="hall__region board__empty" data-region="empty" style={{ inset: 0, fontSize: grid.font }}>
          {t('hall.board.empty')}
        </div>
      )}
      {shown.map((tile, i) => (
        <BoardTile
          key={tile.id}
          tile={tile}
          t={t}
          language={language}
          serverNow={serverNow}
          style={{
            left: grid.gap + (i % grid.cols) * (grid.tileW + grid.gap),
            top: grid.gap + Math.floor(i / grid.cols) * (grid.tileH + grid.gap),
            width: grid.tileW,
            height: grid.tileH,
            padding: grid.pad,
            fontSize: grid.font
          }}
          stakesFont={grid.stakesFont}
          digits={grid.digits}
        />
      ))}
    </div>
  )
}

function BoardTile(props: {
  tile: FestivalTile
  t: HallT
  language: HallLanguage
  serverNow: () => number
  style: CSSProperties
  stakesFont: number
  digits: number
}): ReactNode {
  const { tile, t, language } = props
  const ticker = useMemo(() => new ClockTicker(null, props.serverNow), [props.serverNow])
  useEffect(() => () => ticker.dispose(), [ticker])
  useEffect(() => ticker.setClock(tileClock(tile)), [ticker, tile])
  // Everything the second changes, as one string: the tile renders when one of its texts does.
  const key = useTick(ticker, ({ reading }) => JSON.stringify(tileTexts(tile, reading, t, language, false)))
  const x = JSON.parse(key) as TileTexts & { paused: boolean }
  return (
    <div className="hall__region board__tile" data-region="tile" data-testid="board-tile" style={props.style}>
      <div className="board__name" data-testid="board-name">
        {x.name}
      </div>
      <div className="board__status">{x.status}</div>
      <div className="board__stakes" data-testid="board-stakes" style={{ fontSize: props.stakesFont }}>
        {x.stakes}
      </div>
      <div
        className={`board__time${x.paused ? ' hall__digits--paused' : ''}`}
        data-testid="board-time"
        style={{ fontSize: props.digits }}
      >
        {/* The colon drawn narrower, as on the clock (COLON_TRIM: the grid measured it so). */}
        {[...x.time].map((ch, i) =>
          ch === ':' ? (
            <span key={i} className="hall__colon">
              :
            </span>
          ) : (
            ch
          )
        )}
      </div>
      {x.lines.map((line, i) => (
        <div key={i} className="board__line">
          {line}
        </div>
      ))}
    </div>
  )
}
