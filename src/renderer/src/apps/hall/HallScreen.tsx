import { useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react'
import type { Layout, LayoutColours } from '../../../../shared/core/display'
import type { PublicDisplay } from '../../../../shared/core/views'
import type { ChartSeries } from '../../../../shared/core/charts'
import { LazyEveningCharts } from '../../features/charts/LazyEveningCharts'
import type { ChartLook, ChartTexts } from '../../features/charts/looks'
import { QrCode, usePhoneLink } from '../../common/PhoneQr'
import { buildContent, clockShape } from './content'
import { useHallI18n } from './i18n'
import { layoutScreen } from './layout/engine'
import type { Rect } from './layout/types'
import { canvasMeasurer, FONT_STACKS, TIME_STACK } from './measure'
import { useFreshMoves } from './moves'
import { Blinds, Head, PagedLine, Status, Tiles, TimeRegion } from './regions'
import { Strip } from './Strip'
import { StructureTable } from './StructureTable'
import { ClockTicker, useTick } from './ticker'
import { themeColours } from './theme'
import './hall.css'

export interface HallScreenProps {
  view: PublicDisplay
  layout: Layout
  viewport: { width: number; height: number }
  serverNow: () => number
  media: { logo: string | null; sponsor: string | null }
  /** The screen's own small notices (tap for sound, how to keep it awake, identify). */
  notices?: string[]
  connected?: boolean
  identify?: boolean
  /** The clock ticker, when the caller also plays the sounds from it. */
  ticker?: ClockTicker
  /** The charts of the evening, when the layout shows them and they have arrived. */
  charts?: ChartSeries | null
}

const IDLE_CLOCK = null

/**
 * The hall display: the layout engine places the regions, each absolutely positioned in its own rectangle, so
 * nothing can cover the clock; only the digits re-render every second.
 */
export function HallScreen(props: HallScreenProps): ReactNode {
  const clock = props.view.clock ?? IDLE_CLOCK
  const own = useMemo(() => (props.ticker ? null : new ClockTicker(clock, props.serverNow)), [props.ticker]) // eslint-disable-line react-hooks/exhaustive-deps
  const ticker = props.ticker ?? own!
  useEffect(() => () => own?.dispose(), [own])
  useEffect(() => {
    if (!props.ticker) ticker.setClock(clock)
  }, [clock, ticker, props.ticker])
  return <Face {...props} ticker={ticker} />
}

function Face(props: HallScreenProps & { ticker: ClockTicker }): ReactNode {
  const { view, layout, viewport, ticker, serverNow, media } = props
  const { t, language } = useHallI18n()
  const clock = view.clock
  const shape = useTick(ticker, (tick) => clockShape(tick, clock))
  const moves = useFreshMoves(view.seating?.announcements, serverNow)
  const notices = props.notices ?? []
  const noticesKey = notices.join('\u0000')
  const qr = usePhoneLink(view.tournament?.id ?? null, {
    wanted: layout.regions.some((r) => r.id === 'qr' && r.show)
  })
  const content = useMemo(
    () =>
      buildContent({
        view,
        layout,
        tick: ticker.get(),
        t,
        language,
        moves,
        logo: !!media.logo,
        sponsor: !!media.sponsor,
        notices,
        qr: !!qr,
        charts: !!props.charts
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `shape` marks what of the tick matters
    [view, layout, shape, t, language, moves, media.logo, media.sponsor, noticesKey, qr, !!props.charts]
  )
  const measurer = useMemo(() => canvasMeasurer(layout.font), [layout.font])
  const screen = useMemo(() => layoutScreen(viewport, layout, content, measurer), [viewport, layout, content, measurer])
  const theme = clock?.display.theme ?? 'dark'
  const colours = layout.colours ?? themeColours(theme)
  const tick = ticker.get()
  const chartTexts = useMemo<ChartTexts>(
    () => ({
      players: t('hall.charts.players'),
      entries: t('hall.charts.entries'),
      reentries: t('hall.charts.reentries'),
      average: t('hall.charts.average'),
      structure: t('hall.charts.structure'),
      zones: t('hall.charts.zones'),
      empty: t('hall.charts.empty'),
      minutes: t('hall.charts.minutes')
    }),
    [t]
  )
  const chartLook = useMemo(() => lookOf(colours), [colours])
  const style = {
    width: viewport.width,
    height: viewport.height,
    fontFamily: FONT_STACKS[layout.font],
    '--hall-bg': colours.background,
    '--hall-text': colours.text,
    '--hall-muted': colours.muted,
    '--hall-accent': colours.accent,
    '--hall-panel': colours.panel,
    '--hall-warning': colours.warning,
    '--hall-break': colours.break,
    '--hall-time-font': TIME_STACK,
    '--hall-pad': `${Math.max(6, Math.min(viewport.width, viewport.height) * 0.02)}px`
  } as CSSProperties
  return (
    <div
      className={`hall${props.identify ? ' hall--identify' : ''}`}
      style={style}
      data-testid="clock"
      data-theme={theme}
      data-layout={layout.name}
      data-tournament={view.tournament?.id ?? ''}
    >
      <div
        className={`hall__face${content.isBreak ? ' hall__face--break' : ''}`}
        data-testid="clock-face"
        data-status={tick.reading.status}
        data-index={tick.reading.index}
      >
        {screen.head && content.head && <Head box={screen.head} head={content.head} media={media} />}
        {screen.banner && content.banner && (
          <Region id="banner" rect={screen.banner.rect} font={screen.banner.font} testId="clock-hfh" role="status">
            {content.banner}
          </Region>
        )}
        {screen.status && <Status box={screen.status} parts={content.statusParts} />}
        {screen.time && clock && <TimeRegion box={screen.time} ticker={ticker} clock={clock} />}
        {screen.blinds && <Blinds box={screen.blinds} isBreak={content.isBreak} />}
        {screen.tiles && (
          <Tiles
            box={screen.tiles}
            tiles={content.tiles}
            ids={content.tileIds}
            view={view}
            ticker={ticker}
            serverNow={serverNow}
          />
        )}
        {screen.awards && (
          <Region id="awards" rect={screen.awards.rect} font={screen.awards.font} testId="clock-awards">
            <PagedLine pages={screen.awards.pages} lines={screen.awards.lines} />
          </Region>
        )}
        {screen.text && (
          <Region id="text" rect={screen.text.rect} font={screen.text.font} testId="display-text">
            <PagedLine pages={screen.text.pages} lines={screen.text.lines} />
          </Region>
        )}
        {screen.strip && <Strip box={screen.strip} content={content} ticker={ticker} />}
        {screen.structure && content.structure && <StructureTable box={screen.structure} table={content.structure} />}
        {screen.charts && props.charts && (
          <Region id="charts" rect={screen.charts.rect} testId="clock-charts">
            <LazyEveningCharts
              series={props.charts}
              texts={chartTexts}
              font={screen.charts.font}
              look={chartLook}
              arrange="row"
              // Side by side from 8 metres: the structure curve joins when the region is wide enough for three.
              panels={
                screen.charts.rect.w / screen.charts.rect.h >= 4.2
                  ? ['field', 'average', 'structure']
                  : ['field', 'average']
              }
              testId="clock-charts-plot"
            />
          </Region>
        )}
        {screen.qr && qr && (
          <Region id="qr" rect={screen.qr.rect} testId="clock-qr">
            <QrCode
              link={qr}
              className="hall__qr-code"
              testId="clock-qr-code"
              style={{
                left: screen.qr.code.x - screen.qr.rect.x,
                top: screen.qr.code.y - screen.qr.rect.y,
                width: screen.qr.code.w,
                height: screen.qr.code.h
              }}
            />
            <div
              className="hall__qr-caption"
              style={{
                top: screen.qr.caption.rect.y - screen.qr.rect.y,
                height: screen.qr.caption.rect.h,
                fontSize: screen.qr.caption.font
              }}
            >
              <PagedLine pages={screen.qr.caption.pages} lines={screen.qr.caption.lines} />
            </div>
          </Region>
        )}
      </div>
      {props.connected === false && (
        <div
          className="hall__offline"
          data-testid="display-offline"
          aria-label={t('hall.offline')}
          title={t('hall.offline')}
        />
      )}
    </div>
  )
}

export function Region(props: {
  id: string
  rect: Rect
  font?: number
  testId?: string
  role?: string
  className?: string
  children: ReactNode
}): ReactNode {
  const { rect } = props
  return (
    <div
      className={`hall__region hall__${props.id}${props.className ? ` ${props.className}` : ''}`}
      data-region={props.id}
      {...(props.testId ? { 'data-testid': props.testId } : {})}
      {...(props.role ? { role: props.role } : {})}
      style={{
        left: rect.x,
        top: rect.y,
        width: rect.w,
        height: rect.h,
        ...(props.font ? { fontSize: props.font } : {})
      }}
    >
      {props.children}
    </div>
  )
}

/** The chart colours of a layout's own (or its theme's): the accent draws the field and the average. */
function lookOf(colours: LayoutColours): ChartLook {
  return {
    text: colours.text,
    muted: colours.muted,
    grid: `${colours.muted}40`,
    accent: colours.accent,
    entries: '#4fc3f7',
    reentries: '#ef8a62'
  }
}

/** The window's size, for the engine (the hall screen fills it). */
export function useViewport(): { width: number; height: number } {
  const read = (): { width: number; height: number } => ({ width: window.innerWidth, height: window.innerHeight })
  const [size, setSize] = useState(read)
  useEffect(() => {
    const onResize = (): void => {
      const next = read()
      setSize((prev) => (prev.width === next.width && prev.height === next.height ? prev : next))
    }
    window.addEventListener('resize', onResize)
    return () => window.removeEventListener('resize', onResize)
  }, [])
  return size
}
