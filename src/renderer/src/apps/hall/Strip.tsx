import { memo, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import type { HallContent } from './content'
import { displayedSeconds } from './format'
import { Region } from './HallScreen'
import { useHallI18n } from './i18n'
import type { BandBox, ScreenLayout } from './layout/engine'
import type { ListPage } from './layout/lists'
import type { ListItem, PanelKind } from './layout/types'
import { clamp, inside, usePage } from './regions'
import { newestMove, pageAfterChange, type StripPages } from './stripPages'
import { useTick, type ClockTicker } from './ticker'

const PANEL_TEST_IDS: Record<PanelKind, string> = {
  moves: 'hall-moves',
  finalTable: 'hall-final-table',
  seatingList: 'hall-seating-list',
  lastEliminated: 'hall-last-eliminations',
  standings: 'hall-final-standings',
  federation: 'hall-federation'
}
const BAND_TEST_IDS = {
  shot: 'clock-shot',
  announcement: 'clock-announcement',
  colorUp: 'clock-colorup',
  notice: 'display-notice'
}

/**
 * Seconds a page stays up: seat changes a little longer, people are looking for their name, but every page of them
 * comes round within the 45 s a move is on screen.
 */
const pageSeconds = (kind: PanelKind, pages: number): number =>
  kind === 'moves' ? Math.max(5, Math.min(10, Math.floor(40 / Math.max(1, pages)))) : 8

/**
 * The strip: the shot clock, announcements and colour-up notes as bands, then the lists (seat changes, the final
 * table, the seating list, the last eliminated, the final places) in pages that rotate with a progress bar.
 */
export const Strip = memo(function Strip(props: {
  box: NonNullable<ScreenLayout['strip']>
  content: HallContent
  ticker: ClockTicker
}): ReactNode {
  const { box, content, ticker } = props
  return (
    <Region id="strip" rect={box.rect}>
      {box.bands.map((band, i) => (
        <Band key={`${band.kind}-${i}`} band={band} parent={box.rect} ticker={ticker} />
      ))}
      {box.list && <Lists list={box.list} parent={box.rect} content={content} />}
    </Region>
  )
})

function Band({ band, parent, ticker }: { band: BandBox; parent: BandBox['rect']; ticker: ClockTicker }): ReactNode {
  const page = usePage(band.pages.length, 6)
  return (
    <div
      className={`hall__band hall__band--${band.kind}`}
      data-testid={BAND_TEST_IDS[band.kind]}
      role={band.kind === 'shot' ? 'alert' : 'status'}
      style={{ ...inside(band.rect, parent), fontSize: band.font, padding: `0 ${0.6 * band.font}px` }}
    >
      {band.kind === 'shot' ? <Shot ticker={ticker} /> : <span style={clamp(band.lines)}>{band.pages[page]}</span>}
    </div>
  )
}

/** The shot clock's label and its seconds; only the seconds change every second. */
function Shot({ ticker }: { ticker: ClockTicker }): ReactNode {
  const { t } = useHallI18n()
  const key = useTick(ticker, ({ shot }) =>
    shot ? `${shot.phase}|${shot.table}|${shot.seat}|${displayedSeconds(shot.remainingMs)}` : ''
  )
  const [phase, table = '', seat = '', seconds = ''] = key.split('|')
  return (
    <span className={`hall__shot hall__shot--${phase}`} data-phase={phase}>
      <span>{t('hall.shotClock', { table, seat })}</span>{' '}
      <strong className="hall__shot-time">{phase === 'expired' ? t('hall.shotExpired') : seconds}</strong>
    </span>
  )
}

function Lists({
  list,
  parent,
  content
}: {
  list: NonNullable<NonNullable<ScreenLayout['strip']>['list']>
  parent: BandBox['rect']
  content: HallContent
}): ReactNode {
  const pages = list.pages
  const signature = pages.map((p) => `${p.panel}:${p.from}`).join(',')
  const newest = newestMove(content.panels)
  const [index, setIndex] = useState(0)
  // What the last render showed, for where the rotation goes on when the pages change (stripPages.ts): read by the
  // first effect, then set to this render's by the second (effects run in order, after the render).
  const shown = useRef<(StripPages & { index: number }) | null>(null)
  useEffect(() => {
    const before = shown.current
    if (before) setIndex(pageAfterChange(before, { pages, panels: content.panels }))
    // Only when the pages or the newest seat change change; the pages and panels are this render's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature, newest])
  const current = Math.min(index, pages.length - 1)
  useEffect(() => {
    shown.current = { pages, panels: content.panels, index: current }
  })
  const page = pages[current]!
  const kind = content.panels[page.panel]!.kind
  const seconds = pageSeconds(kind, pages.filter((p) => p.panel === page.panel).length)
  useEffect(() => {
    if (pages.length <= 1) return
    const id = setTimeout(() => setIndex((i) => (i + 1) % pages.length), seconds * 1000)
    return () => clearTimeout(id)
  }, [current, pages.length, seconds])
  return (
    <div className="hall__lists" style={inside(list.rect, parent)}>
      {content.panels.map((panel, p) => {
        // Every panel is in the page; the ones not on screen now wait hidden with their first page.
        const shown = page.panel === p ? page : pages.find((x) => x.panel === p)!
        const ofPanel = pages.filter((x) => x.panel === p)
        const number = ofPanel.indexOf(shown) + 1
        return (
          <section
            // Panels of one kind (the federation's, one per series) keep their place.
            key={`${panel.kind}:${p}`}
            className={`hall__panel hall__panel--${panel.kind}`}
            data-testid={PANEL_TEST_IDS[panel.kind]}
            data-page={`${number}/${ofPanel.length}`}
            hidden={page.panel !== p}
            style={{ padding: `0 ${list.pad}px` }}
            aria-live={panel.kind === 'moves' ? 'polite' : undefined}
          >
            <h2
              className="hall__panel-title"
              style={{ fontSize: list.titleFont, ...(list.titleLines > 1 ? { whiteSpace: 'normal' } : {}) }}
            >
              {panel.title}
              {ofPanel.length > 1 && (
                <span className="hall__page">
                  {' '}
                  · {number}/{ofPanel.length}
                </span>
              )}
            </h2>
            <Items page={shown} items={panel.items.slice(shown.from, shown.to)} />
            {pages.length > 1 && page.panel === p && (
              <div
                key={current}
                className="hall__progress"
                style={{ animationDuration: `${seconds}s` } as CSSProperties}
              />
            )}
          </section>
        )
      })}
    </div>
  )
}

function Items({ page, items }: { page: ListPage; items: ListItem[] }): ReactNode {
  return (
    <ol
      className="hall__items"
      style={{
        fontSize: page.font,
        gridTemplateColumns: `repeat(${page.columns}, minmax(0, 1fr))`,
        gridTemplateRows: `repeat(${Math.min(page.rows, Math.ceil(items.length / page.columns))}, ${page.lines * 1.28}em)`,
        columnGap: `${1.2}em`
      }}
    >
      {items.map((item, i) => (
        <li key={`${i}-${item.main}`} style={clamp(page.lines)}>
          {item.asideFirst ? (
            <>
              <span className="hall__aside">{item.aside}</span> <span className="hall__main">{item.main}</span>
            </>
          ) : (
            <>
              <span className="hall__main">{item.main}</span> <span className="hall__aside">{item.aside}</span>
            </>
          )}
        </li>
      ))}
    </ol>
  )
}
