import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { Layout, ScreenView } from '../../../../shared/core/display'
import { PRESETS } from '../../../../shared/core/display'
import type { PublicDisplay } from '../../../../shared/core/views'
import { parseRoute } from '../../route'
import { ClientContext, useClient, useConnected, useSubscription } from '../../common/ClientContext'
import { useMediaRef, useResolvedMedia } from '../../features/clock/media'
import { connectDisplay } from '../../client'
import { HallScreen, useViewport } from './HallScreen'
import { Board } from './Board'
import { HallI18nProvider, hallT, screenLanguage } from './i18n'
import { SoundAgent, useSoundBlocked } from './sound'
import { ClockTicker } from './ticker'
import { kioskFlags, useFirstMinute, useWakeLock } from './wake'

/**
 * The hall display page: read-only, public data only (`#/clock`, optional `?t=<tournament id>`); `#/board`: the
 * festival board, every tournament of the hall at once (optional `?lang=`).
 */
export function DisplayApp({ params: initial }: { params: URLSearchParams }): ReactNode {
  const client = useMemo(connectDisplay, [])
  const params = useHashParams(initial)
  const serverNow = useCallback(() => Date.now() + client.serverOffsetMs(), [client])
  useEffect(() => {
    document.documentElement.classList.add('hall--root')
  }, [])
  return (
    <ClientContext.Provider value={client}>
      {location.hash.startsWith('#/board') ? (
        <Board language={screenLanguage(params.get('lang'))} serverNow={serverNow} />
      ) : (
        <DisplayScreen params={params} />
      )}
    </ClientContext.Provider>
  )
}

/** The page's own parameters follow the address (a bookmark edited by hand needs no reload). */
function useHashParams(initial: URLSearchParams): URLSearchParams {
  const [params, setParams] = useState(initial)
  useEffect(() => {
    const onHash = (): void => setParams(parseRoute(location.hash || '#/clock').params)
    window.addEventListener('hashchange', onHash)
    return () => window.removeEventListener('hashchange', onHash)
  }, [])
  return params
}

const SCREEN_ID_KEY = 'floorclock.screenId'

/** This display's own id: made once and kept in its storage (or named in its address: `?screen=`). */
export function screenIdOf(params: URLSearchParams): string {
  const given = params.get('screen')
  if (given && /^[A-Za-z0-9_-]{8,64}$/.test(given)) return given
  let id = localStorage.getItem(SCREEN_ID_KEY)
  if (!id || !/^[A-Za-z0-9_-]{8,64}$/.test(id)) {
    const bytes = new Uint8Array(9)
    crypto.getRandomValues(bytes)
    id = `screen-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
    localStorage.setItem(SCREEN_ID_KEY, id)
  }
  return id
}

function DisplayScreen({ params }: { params: URLSearchParams }): ReactNode {
  const client = useClient()
  const screenId = useMemo(() => screenIdOf(params), [params])
  const tournamentId = params.get('t') ?? undefined
  const layoutHint = params.get('layout')?.slice(0, 64) || undefined
  const view = useSubscription({
    topic: 'screen',
    screenId,
    ...(tournamentId ? { tournamentId } : {}),
    ...(layoutHint ? { layout: layoutHint } : {}),
    width: Math.round(window.screen.width * devicePixelRatio) || window.innerWidth,
    height: Math.round(window.screen.height * devicePixelRatio) || window.innerHeight
  })
  const serverNow = useCallback(() => Date.now() + client.serverOffsetMs(), [client])
  const identify = useIdentify(view?.screen, serverNow)
  const sponsor = useMediaRef(view?.screen.layout.sponsor ?? null)
  const layout = useMemo(() => (view ? screenLayout(view.screen) : PRESETS.classic), [view])
  const connected = useConnected()
  // §12.13: the director put the festival board on this screen (the Displays page): every tournament, one tile each.
  if (view?.screen.board)
    return <Board language={screenLanguage(view.screen.language)} serverNow={serverNow} identify={identify} />
  return (
    <Screen
      view={view?.display}
      layout={layout}
      sponsor={sponsor}
      language={screenLanguage(view?.screen.language)}
      connected={connected}
      client={client}
      identify={identify}
    />
  )
}

/**
 * The layout a screen shows: its own, with the phone page's QR code on when the director switched it on for this
 * screen (one switch in the list of displays, whatever the layout says; at least the layout's own size).
 */
function screenLayout(screen: ScreenView['screen']): Layout {
  const layout = { ...screen.layout, sponsor: null }
  if (!screen.phoneQr) return layout
  return { ...layout, regions: layout.regions.map((r) => (r.id === 'qr' ? { ...r, show: true } : r)) }
}

/** "Flash this screen": while the director's identify lasts (server time), the screen shows its name. */
function useIdentify(screen: ScreenView['screen'] | undefined, serverNow: () => number): string | null {
  const [, setTick] = useState(0)
  const until = screen?.identifyUntil ?? 0
  const left = until - serverNow()
  useEffect(() => {
    if (left <= 0) return
    const id = setTimeout(() => setTick((n) => n + 1), left + 20)
    return () => clearTimeout(id)
  }, [until, left])
  if (!screen || left <= 0) return null
  return screen.name || screen.id
}

export function Screen(props: {
  view: PublicDisplay | undefined
  layout: Layout
  sponsor?: string | null
  language: ReturnType<typeof screenLanguage>
  connected: boolean
  client: ReturnType<typeof useClient>
  identify?: string | null
}): ReactNode {
  const { view, layout, language, client } = props
  const serverNow = useCallback(() => Date.now() + client.serverOffsetMs(), [client])
  const clock = view?.clock ?? null
  const ticker = useMemo(() => new ClockTicker(null, serverNow), [serverNow])
  useEffect(() => () => ticker.dispose(), [ticker])
  useEffect(() => ticker.setClock(clock), [ticker, clock])
  // The server-offset estimate settles within the first second after connecting: read the clock again then.
  useEffect(() => {
    const id = setTimeout(() => ticker.refresh(), 900)
    return () => clearTimeout(id)
  }, [ticker, props.connected])
  const media = useResolvedMedia(clock?.display)
  const viewport = useViewport()
  // The charts of the evening, subscribed only while the layout shows them.
  const wantsCharts = layout.regions.some((r) => r.id === 'charts' && r.show)
  const chartsOf = view?.tournament?.id
  const charts = useSubscription(wantsCharts && chartsOf ? { topic: 'charts', tournamentId: chartsOf } : null)
  const running = !!clock && clock.status !== 'idle'
  const awake = useWakeLock(running)
  const soundBlocked = useSoundBlocked(!!clock && !clock.display.muted)
  const wakeHint = useFirstMinute(!awake)
  const t = hallT(language)
  useEffect(() => {
    document.documentElement.lang = language
    document.title = view?.tournament?.name ?? 'Floorclock'
  }, [language, view?.tournament?.name])
  const notices = [
    ...(props.identify ? [t('hall.identify', { name: props.identify })] : []),
    ...(soundBlocked ? [t('hall.soundTap')] : []),
    ...(wakeHint ? [`${t('hall.wakeHint')}: ${kioskFlags()}`] : [])
  ]
  if (!view)
    return <div className="hall" style={{ width: viewport.width, height: viewport.height, background: '#000' }} />
  return (
    <HallI18nProvider language={language}>
      <HallScreen
        view={view}
        layout={layout}
        viewport={viewport}
        serverNow={serverNow}
        media={{ logo: media.logo, sponsor: props.sponsor ?? null }}
        notices={notices}
        connected={props.connected}
        identify={!!props.identify}
        ticker={ticker}
        charts={wantsCharts ? (charts ?? null) : null}
      />
      {clock && (
        <SoundAgent
          ticker={ticker}
          clock={clock}
          custom={media.sounds}
          bettingFormat={view.tournament?.bettingFormat}
        />
      )}
    </HallI18nProvider>
  )
}
