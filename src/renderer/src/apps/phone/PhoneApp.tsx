import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react'
import { levelNumbers, isMixed, levelText, stakesCell, type LevelContext } from '../../../../shared/core/clock'
import type { Level } from '../../../../shared/core/clock'
import type { PhoneCard, PhoneView, PhoneSeries } from '../../../../shared/core/phone'
import { ClientContext, useClient, useConnected, useSubscription } from '../../common/ClientContext'
import { connectDisplay } from '../../client'
import { placeLabel } from '../../../../shared/core/results'
import { chips, formatDuration, itemTitle, minutesText, stakes } from '../hall/format'
import { HALL_LANGUAGES, hallT, screenLanguage, type HallLanguage, type HallT } from '../hall/i18n'
import { ClockTicker } from '../hall/ticker'
import { chime, prepareChime } from './chime'
import { follow, tableLabel, type Me } from './seat'
import { MySeat } from './MySeat'
import { SeriesTab } from './SeriesTab'
import { loadMe, saveMe } from './storage'
import { PhoneOverview } from './Overview'
import { parseRoute } from '../../route'
import { LazyEveningCharts } from '../../features/charts/LazyEveningCharts'
import { DARK_LOOK, LIGHT_LOOK } from '../../features/charts/looks'

const LANGUAGE_KEY = 'floorclock.language'
const THEME_KEY = 'floorclock.phone.theme'
type Tab = 'clock' | 'structure' | 'results' | 'charts' | 'series'
const TABS: Tab[] = ['clock', 'structure', 'results', 'charts', 'series']

/** The tabs the page offers: the series tab only for an event of a series (§28.7). */
function tabsOf(view: Pick<PhoneView, 'series'> | undefined): Tab[] {
  return view?.series ? TABS : TABS.filter((tab) => tab !== 'series')
}

/**
 * The players' own page (§12.13): `#/p?t=<tournament id>`; without one, the overview of the hall's tournaments, each
 * a link here. No sign-in, public data only. The address is followed (a link of the overview changes only the hash).
 */
export function PhoneApp({ params }: { params: URLSearchParams }): ReactNode {
  const client = useMemo(connectDisplay, [])
  const [tournamentId, setTournamentId] = useState(() => params.get('t')?.slice(0, 64) ?? '')
  useEffect(() => {
    const onHash = (): void => setTournamentId(parseRoute(location.hash).params.get('t')?.slice(0, 64) ?? '')
    window.addEventListener('hashchange', onHash)
    return () => window.removeEventListener('hashchange', onHash)
  }, [])
  return (
    <ClientContext.Provider value={client}>
      <PhonePage key={tournamentId} tournamentId={tournamentId} />
    </ClientContext.Provider>
  )
}

function useStored<T extends string>(key: string, initial: () => T): [T, (v: T) => void] {
  const [value, setValue] = useState<T>(initial)
  const set = useCallback(
    (v: T) => {
      setValue(v)
      try {
        localStorage.setItem(key, v)
      } catch {
        // refused storage: the choice holds for this visit
      }
    },
    [key]
  )
  return [value, set]
}

function PhonePage({ tournamentId }: { tournamentId: string }): ReactNode {
  const client = useClient()
  const connected = useConnected()
  const [language, setLanguage] = useStored<HallLanguage>(LANGUAGE_KEY, () => screenLanguage(null))
  const [theme, setTheme] = useStored<'dark' | 'light'>(THEME_KEY, () => {
    const stored = localStorage.getItem(THEME_KEY)
    if (stored === 'dark' || stored === 'light') return stored
    return matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark'
  })
  const [tab, setTab] = useState<Tab>('clock')
  const [me, setMeState] = useState<Me | null>(() => (tournamentId ? loadMe(tournamentId) : null))
  const setMe = useCallback(
    (next: Me | null) => {
      setMeState(next)
      saveMe(tournamentId, next)
    },
    [tournamentId]
  )
  const t = hallT(language)
  const view = useSubscription(tournamentId ? { topic: 'phone', tournamentId } : null) as PhoneView | undefined
  const missing = useNoSuchTournament(tournamentId)
  // Found by the number on a seat card: that entry's seat, a small view of its own (the big one stays shared).
  const card = useSubscription(
    tournamentId && me?.kind === 'card' && me.card ? { topic: 'phoneCard', tournamentId, card: me.card } : null
  ) as PhoneCard | null | undefined
  // The series standings only while the tab is open: the shared phone view stays small.
  const series = useSubscription(tournamentId && tab === 'series' ? { topic: 'phoneSeries', tournamentId } : null) as
    PhoneSeries | null | undefined

  // Every push: is this player where they were? A move waits for "Got it", with a vibration where the phone allows.
  useEffect(() => {
    if (!view || !me || (me.kind === 'card' && card === undefined)) return
    const next = follow(me, { seats: view.seats, entrants: view.entrants, card })
    if (next === me) return
    if (next.moved && next.moved !== me.moved) {
      navigator.vibrate?.([300, 150, 300])
      chime()
    }
    setMe(next)
  }, [view, card, me, setMe])

  useEffect(() => {
    document.documentElement.lang = language
    document.documentElement.dataset.theme = theme
    document.title = view?.display.tournament?.name ?? 'Floorclock'
  }, [language, theme, view?.display.tournament?.name])

  const serverNow = useCallback(() => Date.now() + client.serverOffsetMs(), [client])
  const ticker = useMemo(() => new ClockTicker(null, serverNow), [serverNow])
  useEffect(() => () => ticker.dispose(), [ticker])
  useEffect(() => ticker.setClock(view?.display.clock ?? null), [ticker, view?.display.clock])
  useEffect(() => {
    const id = setTimeout(() => ticker.refresh(), 900)
    return () => clearTimeout(id)
  }, [ticker, connected])

  if (!tournamentId) return <PhoneOverview t={t} language={language} serverNow={serverNow} />
  const tournament = view?.display.tournament
  return (
    <div className="phone" data-testid="phone-page" data-ready={view ? 'yes' : 'no'} onPointerDown={prepareChime}>
      <header className="phone__head">
        <h1 data-testid="phone-tournament">
          {tournament?.name ?? (view || missing ? t('phone.noTournament') : 'Floorclock')}
        </h1>
        <div className="phone__prefs">
          <label>
            <span className="phone__sr">{t('phone.language')}</span>
            <select
              data-testid="phone-language"
              aria-label={t('phone.language')}
              value={language}
              onChange={(e) => setLanguage(e.target.value as HallLanguage)}
            >
              {HALL_LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {l.toUpperCase()}
                </option>
              ))}
            </select>
          </label>
          {/* A toggle whose name is the word it shows and whose state is pressed or not (WCAG 2.5.3, 4.1.2): "Light",
              pressed while the light theme is on. */}
          <button
            type="button"
            data-testid="phone-theme"
            aria-pressed={theme === 'light'}
            onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
          >
            {t('phone.theme.light')}
          </button>
        </div>
      </header>
      {!connected && (
        <p className="phone__offline" role="status" data-testid="phone-offline">
          {t('phone.offline')}
        </p>
      )}
      {me?.moved && (
        <div className="phone__moved" role="alert" data-testid="phone-moved">
          <strong>{t('phone.moved.title')}</strong>
          <span className="phone__moved-to" data-testid="phone-moved-to">
            {t('phone.moved.to', { table: tableLabel(me.moved.to.table, view?.tableNames), seat: me.moved.to.seat })}
          </span>
          <span className="phone__muted">
            {t('phone.moved.from', {
              table: tableLabel(me.moved.from.table, view?.tableNames),
              seat: me.moved.from.seat
            })}
          </span>
          <button type="button" data-testid="phone-moved-ok" onClick={() => setMe({ ...me, moved: null })}>
            {t('phone.moved.ok')}
          </button>
        </div>
      )}
      <nav className="phone__tabs" role="tablist">
        {tabsOf(view).map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            data-testid={`phone-tab-${id}`}
            onClick={() => setTab(id)}
          >
            {t(`phone.tab.${id}`)}
          </button>
        ))}
      </nav>
      {view && tournament && (
        <main className="phone__main">
          {tab === 'clock' && (
            <>
              <MySeat me={me} setMe={setMe} view={view} card={card} t={t} />
              <ClockCard view={view} ticker={ticker} t={t} language={language} />
            </>
          )}
          {tab === 'structure' && <StructureList view={view} ticker={ticker} t={t} language={language} />}
          {tab === 'results' && <Results view={view} t={t} language={language} />}
          {tab === 'series' && view.series && <SeriesTab series={series} me={me} t={t} language={language} />}
          {tab === 'charts' && <PhoneCharts tournamentId={tournamentId} t={t} theme={theme} />}
          <p className="phone__muted phone__note">{t('phone.publicOnly')}</p>
        </main>
      )}
    </div>
  )
}

/** The charts of the evening, subscribed only while their tab is open. */
function PhoneCharts({
  tournamentId,
  t,
  theme
}: {
  tournamentId: string
  t: HallT
  theme: 'dark' | 'light'
}): ReactNode {
  const series = useSubscription({ topic: 'charts', tournamentId })
  const texts = useMemo(
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
  if (!series) return null
  return (
    <section className="phone__card phone__charts" data-testid="phone-charts">
      <h2>{t('hall.charts.title')}</h2>
      <LazyEveningCharts
        series={series}
        texts={texts}
        font={12}
        look={theme === 'light' ? LIGHT_LOOK : DARK_LOOK}
        arrange="grid"
        testId="phone-charts-plot"
      />
    </section>
  )
}

function useTicks(ticker: ClockTicker): ReturnType<ClockTicker['get']> {
  return useSyncExternalStore(ticker.subscribe, ticker.get)
}

function ClockCard({
  view,
  ticker,
  t,
  language
}: {
  view: PhoneView
  ticker: ClockTicker
  t: HallT
  language: HallLanguage
}): ReactNode {
  const { reading } = useTicks(ticker)
  const d = view.display
  const structure = d.clock?.structure ?? null
  const context: LevelContext = { bettingFormat: d.tournament?.bettingFormat }
  const stats = d.stats
  const finished = !!d.results?.finalStandings
  const item = reading.item
  const level: Level | null = item?.kind === 'level' ? item : null
  const numbers = structure ? levelNumbers(structure) : []
  const bigBlind = level?.bigBlind ?? reading.nextLevel?.bigBlind ?? 0
  const timeMs = reading.status === 'scheduled' ? (reading.startsInMs ?? 0) : reading.remainingMs
  const title = finished
    ? t('hall.finished')
    : !item
      ? t('hall.waiting')
      : reading.status === 'scheduled'
        ? t('hall.startsIn')
        : itemTitle(item, reading.inBreak ? null : (numbers[reading.index] ?? null), t)
  // Once the winner is recorded the tournament is complete: the clock's state (paused, not started) says nothing more.
  const state = finished
    ? null
    : reading.status === 'paused'
      ? t('hall.paused')
      : reading.status === 'idle' && item
        ? t('hall.notStarted')
        : null
  const rows: Array<[string, string, string]> = []
  if (!finished && reading.nextLevel)
    rows.push(['next', t('hall.tile.next'), stakes(reading.nextLevel, t, language, context).join(' · ')])
  if (!finished && reading.nextBreakInMs !== null)
    rows.push(['nextBreak', t('hall.tile.nextBreak'), minutesText(reading.nextBreakInMs, t)])
  if (stats)
    rows.push([
      'players',
      t('hall.tile.players'),
      t('hall.playersOf', { left: stats.playersLeft, entries: stats.entries })
    ])
  if (stats && stats.averageStack !== null)
    rows.push([
      'average',
      t('hall.tile.average'),
      `${chips(Math.round(stats.averageStack), language)}${bigBlind > 0 ? ` · ${t('hall.bb', { count: Math.round(stats.averageStack / bigBlind) })}` : ''}`
    ])
  return (
    <section className="phone__card phone__clock" data-testid="phone-clock">
      <p className="phone__level" data-testid="phone-level">
        {title}
        {state && <span className="phone__accent"> · {state}</span>}
      </p>
      {!finished && item && (
        <p className="phone__time" data-testid="phone-time">
          {formatDuration(timeMs)}
        </p>
      )}
      {!finished && level && (
        <p className="phone__blinds" data-testid="phone-blinds">
          {stakes(level, t, language, context).join(' · ')}
        </p>
      )}
      {finished && (
        <p className="phone__blinds" data-testid="phone-winner">
          {t('hall.winner')}: {d.results!.finalStandings!.find((p) => p.place === 1)?.name ?? '—'}
        </p>
      )}
      <dl className="phone__facts">
        {rows.map(([id, label, value]) => (
          <div key={id} data-testid={`phone-fact-${id}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

function StructureList({
  view,
  ticker,
  t,
  language
}: {
  view: PhoneView
  ticker: ClockTicker
  t: HallT
  language: HallLanguage
}): ReactNode {
  const index = useSyncExternalStore(ticker.subscribe, () => ticker.get().reading.index)
  const structure = view.display.clock?.structure
  if (!structure || structure.items.length === 0) return <p className="phone__card">{t('phone.noStructure')}</p>
  const numbers = levelNumbers(structure)
  const mixed = isMixed(structure)
  const c = (n: number): string => chips(n, language)
  const context: LevelContext = { bettingFormat: view.display.tournament?.bettingFormat }
  return (
    <section className="phone__card" data-testid="phone-structure">
      <h2>{t('phone.tab.structure')}</h2>
      <ol className="phone__levels">
        {structure.items.map((it, i) => (
          <li
            key={i}
            className={`${it.kind === 'break' ? 'is-break' : ''} ${i === index ? 'is-current' : ''}`}
            data-testid={it.kind === 'break' ? 'phone-structure-break' : 'phone-structure-level'}
          >
            <span className="phone__lv">
              {it.kind === 'break' ? it.label || t('hall.break') : t('hall.level', { number: numbers[i] ?? '' })}
            </span>
            <span className="phone__stakes">
              {it.kind === 'level'
                ? `${stakesCell(levelText(it, context), t, c, mixed)}${it.ante > 0 ? ` · ${t('hall.structure.ante')} ${c(it.ante)}` : ''}`
                : it.colorUp
                  ? t('phone.colorUp', { text: it.colorUp })
                  : ''}
            </span>
            <span className="phone__min">{t('hall.minutes', { count: Math.round(it.seconds / 60) })}</span>
          </li>
        ))}
      </ol>
    </section>
  )
}

function Results({ view, t, language }: { view: PhoneView; t: HallT; language: HallLanguage }): ReactNode {
  const { awards, results } = view.display
  void language
  return (
    <>
      <section className="phone__card" data-testid="phone-awards">
        <h2>{t('phone.awards')}</h2>
        {awards?.noCashPrizes && <p data-testid="phone-no-cash">{t('hall.noCashPrizes')}</p>}
        {awards && awards.places.length > 0 ? (
          <ol className="phone__list">
            {awards.places.map((p) => (
              <li key={p.place}>
                <b>{p.place}.</b> {p.description}
              </li>
            ))}
          </ol>
        ) : (
          <p className="phone__muted">{t('phone.noAwards')}</p>
        )}
      </section>
      {results?.finalStandings ? (
        <section className="phone__card" data-testid="phone-standings">
          <h2>{t('phone.standings')}</h2>
          <ol className="phone__list">
            {results.finalStandings.map((p, i) => (
              <li key={i}>
                <b>{placeLabel(p.place, p.placeTo)}.</b> {p.name}
              </li>
            ))}
          </ol>
        </section>
      ) : (
        <section className="phone__card" data-testid="phone-eliminations">
          <h2>{t('phone.lastOut')}</h2>
          {results && results.lastEliminations.length > 0 ? (
            <ol className="phone__list">
              {results.lastEliminations.map((p, i) => (
                <li key={i}>
                  <b>{placeLabel(p.place, p.placeTo)}.</b> {p.name}
                </li>
              ))}
            </ol>
          ) : (
            <p className="phone__muted">{t('phone.noEliminations')}</p>
          )}
        </section>
      )}
      <Knockouts view={view} t={t} language={language} />
      <CategoryStandings view={view} t={t} />
      <TeamStandings view={view} t={t} />
    </>
  )
}

/** §5.10: who knocked out how many, with the bounty collected and the head in a bounty event (records only). */
function Knockouts({ view, t, language }: { view: PhoneView; t: HallT; language: HallLanguage }): ReactNode {
  const k = view.knockouts
  if (!k) return null
  const unit = k.bounty?.unit
  return (
    <section className="phone__card" data-testid="phone-knockouts">
      <h2>{t(k.bounty ? 'phone.knockouts.bountyTitle' : 'phone.knockouts.title')}</h2>
      <ol className="phone__list">
        {k.rows.map((r, i) => (
          <li key={i} data-testid="phone-knockout">
            <b>{r.name}</b> — {t('phone.knockouts.row', { count: r.knockouts })}
            {unit && r.collected !== undefined && (
              <span className="phone__muted">
                {' · '}
                {t(`phone.knockouts.collected.${unit}`, { amount: r.collected })}
                {r.ownHead ? ` (${t('phone.knockouts.own', { amount: chips(r.ownHead, language) })})` : ''}
                {r.inPlay && r.head !== undefined && !r.ownHead
                  ? ` · ${t('phone.knockouts.head', { amount: chips(r.head, language) })}`
                  : ''}
              </span>
            )}
          </li>
        ))}
      </ol>
      {k.bounty && <p className="phone__muted">{t('phone.knockouts.noMoney')}</p>}
    </section>
  )
}

/** §5.4е: the separate standings, by public name and category place only (§27.11). */
function CategoryStandings({ view, t }: { view: PhoneView; t: HallT }): ReactNode {
  if (!view.categories || view.categories.length === 0) return null
  return (
    <section className="phone__card" data-testid="phone-categories">
      <h2>{t('phone.standings.title')}</h2>
      {view.categories.map((c, i) => (
        <div key={i} data-testid="phone-category">
          <h3>{c.name ?? t(`phone.standings.kind.${c.kind}`)}</h3>
          {c.rows.length > 0 ? (
            <ol className="phone__list">
              {c.rows.map((r, j) => (
                <li key={j}>
                  <b>{placeLabel(r.place, r.placeTo)}.</b> {r.name}
                </li>
              ))}
            </ol>
          ) : (
            <p className="phone__muted">{t('phone.standings.empty')}</p>
          )}
        </div>
      ))}
    </section>
  )
}

/** §5.4д: the team standing, by team name and the members' public names and places (§27.11). */
function TeamStandings({ view, t }: { view: PhoneView; t: HallT }): ReactNode {
  const teams = view.teams
  if (!teams || teams.rows.length === 0) return null
  return (
    <section className="phone__card" data-testid="phone-teams">
      <h2>{t('phone.teams.title')}</h2>
      <p className="phone__muted">{t(`phone.teams.rule.${teams.scoring.rule}`, { count: teams.scoring.count })}</p>
      <ol className="phone__list">
        {teams.rows.map((r, i) => (
          <li key={i} data-testid="phone-team">
            <b>{placeLabel(r.rank, r.rankTo)}.</b> {r.name} — <b>{t('phone.teams.score', { score: r.score })}</b>
            {r.complete ? null : <span className="phone__muted"> ({t('phone.teams.incomplete')})</span>}
            <div className="phone__muted">
              {r.members
                .map((m) =>
                  m.place !== null
                    ? `${m.counted ? '✓ ' : ''}${m.name}: ${placeLabel(m.place, m.placeTo ?? m.place)}`
                    : `${m.name}: ${t('phone.teams.inPlay')}`
                )
                .join(' · ')}
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}

/**
 * The server refuses a phone page of a tournament it has no record of (a mistyped or stale address): the page then
 * says so, as it did when it was given an empty view of it.
 */
function useNoSuchTournament(tournamentId: string): boolean {
  const client = useClient()
  const [missing, setMissing] = useState(false)
  useEffect(() => {
    setMissing(false)
    if (!tournamentId) return
    return client.subscribe(
      { topic: 'phone', tournamentId },
      () => setMissing(false),
      (error) => setMissing(error.code === 'error.tournament.notFound')
    )
  }, [client, tournamentId])
  return missing
}
