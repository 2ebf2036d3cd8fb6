import type { Subscription } from '../../../shared/contract/subscriptions'
import type { EventRecord } from '../../../shared/core/record'
import type { LevelSource } from '../../../shared/core/registration'
import {
  registrationSummary,
  resultsView,
  publicDisplay,
  sortSummaries,
  type PublicDisplay,
  tournamentDetail,
  type TournamentSummary,
  floorDashboard
} from '../../../shared/core/views'
import { seatingView, type PublicSeating } from '../../../shared/core/seating'
import type { FloorState } from '../../../shared/core/state'
import type { Tournament } from '../../../shared/core/tournament'
import {
  screenSettings,
  screensView,
  screenTournament,
  screenView,
  type PublicLayout,
  type ScreenView,
  type ScreenRuntime,
  festivalView
} from '../../../shared/core/display'
import { inputsOf, phoneCardSeat, phoneView, phoneSeries, type FederationCopy } from '../../../shared/core/phone'
import { seriesOfTournament } from '../../../shared/core/league'
import { ChartJournal, chartSeries } from '../../../shared/core/charts'
import { ChangeTracker, unseen, type Seen } from './changes'
import { residentTournaments, summaryOf, tournamentList } from '../../store/snapshotsLazy'
import { PlacesModel } from './placesModel'
import { ResultsModel } from './resultsModel'
import { kept, keptFrom } from './immutable'
import { SeatingModel } from './seatingModel'
import { StatsModel } from './statsModel'
import { PhoneModel } from './phoneModel'

/** Screens whose last view is kept at most (a hall has tens; beyond this they are rebuilt when next asked for). */
const MAX_KEPT_SCREENS = 1000

export interface LiveViewsDeps {
  readonly state: () => Readonly<FloorState>
  /** The records folded since `afterSeq`, oldest first (read back from the journal). */
  readonly recordsAfter: (afterSeq: number) => Iterable<EventRecord>
  /** Every record of one stream, oldest first (the charts' first build); by default read from `recordsAfter(0)`. */
  readonly recordsOf?: (stream: string) => Iterable<EventRecord>
  readonly now: () => number
  readonly levelSource: () => LevelSource
  /** The hall displays connected now (not records). */
  readonly screens: () => ScreenRuntime[]
  /** The hall's date (YYYY-MM-DD in the hall's zone): the festival board's "scheduled today". */
  readonly today?: () => string
  /** §28.9: the hall's last pulled copy of the federation's standings (null: none): phones' series tab, displays' panel. */
  readonly federation?: () => FederationCopy | null
}

/** The incremental parts of one tournament's views; each is built on first use and kept up to date after. */
class TournamentModel {
  readonly seen: Seen = unseen()
  stats: StatsModel | null = null
  places: PlacesModel | null = null
  results: ResultsModel | null = null
  seating: SeatingModel | null = null
  phone: PhoneModel | null = null

  constructor(readonly tournament: Tournament) {}
}

/**
 * The pushed views of the main process. `stamp` says when a view's inputs changed — the journal of its
 * tournament, the player database, the time (level boundaries), which tournament the display shows — so the hub
 * recomputes only those; `compute` builds them from the core view functions with their large parts (totals, places,
 * rows, tables) kept up to date per entry instead of recomputed over the whole field. `plain` is the plain core
 * computation, the reference both are checked against (tests, and the hub's idle-time check).
 */
export class LiveViews {
  private tracker: ChangeTracker
  /** The charts' fold of each tournament's journal, fed the records as they are folded. */
  private readonly charts = new Map<string, ChartJournal>()
  private readonly models = new Map<string, TournamentModel>()
  private summaries: {
    list: TournamentSummary[]
    of: Map<string, { gen: string; summary: TournamentSummary }>
  } | null = null

  constructor(private readonly deps: LiveViewsDeps) {
    this.tracker = new ChangeTracker(deps.state().lastSeq)
  }

  /** Fold in what was recorded since the last call. */
  advance(): void {
    const state = this.deps.state()
    if (state.lastSeq <= this.tracker.lastSeq) return
    const records: EventRecord[] = []
    for (const record of this.deps.recordsAfter(this.tracker.lastSeq)) {
      if (record.seq > state.lastSeq) break
      records.push(record)
      this.charts.get(record.stream)?.add(record)
    }
    this.tracker.advance(records, state)
  }

  private screensRevision = 0

  /** A display connected or left (the admin's list of displays). */
  screensChanged(): void {
    this.screensRevision += 1
  }

  private federationRevision = 0

  /** A new copy of the federation's standings arrived (§28): phones' series tabs and the displays show its points. */
  federationPulled(): void {
    this.federationRevision += 1
  }

  /** Time alone changed what views show (a level boundary). */
  timePassed(): void {
    this.tracker.time += 1
  }

  /** The state was replaced (a restore): nothing carries over. */
  reset(): void {
    this.models.clear()
    this.charts.clear()
    this.displays.clear()
    this.layouts.clear()
    this.screens.clear()
    this.summaries = null
    this.tracker.reset(this.deps.state().lastSeq)
  }

  /** A value that changes whenever the subscription's view may have changed. */
  stamp(sub: Subscription): string {
    const t = this.tracker
    switch (sub.topic) {
      case 'tournaments':
        return `${t.global}:${t.any}`
      case 'tournament':
        return `${t.global}:${t.gen(sub.tournamentId)}:${this.deps.state().displayedTournamentId ?? ''}`
      case 'display': {
        const id = sub.tournamentId ?? this.deps.state().displayedTournamentId ?? ''
        // A new pull of the federation's standings changes the display's federation panel (§28.9).
        return `${t.global}:${t.time}:${id}:${t.gen(id)}:${this.federationRevision}`
      }
      // A series record (no tournament's) adds the tournament to a series or takes it out: the series tab comes or goes.
      // A new pull of the federation's standings may give a tournament of no series its series tab (§28.9).
      case 'phone':
        return `${t.global}:${t.time}:${t.gen(sub.tournamentId)}:${seriesOfTournament(this.deps.state(), sub.tournamentId) ? 's' : ''}:${this.federationRevision}`
      // The clock counts: a player out sees whether re-entry is still open (§5.6).
      case 'phoneCard':
        return `${t.global}:${t.time}:${t.gen(sub.tournamentId)}`
      // Any event of the series changes the standings (its places, a correction, an exclusion).
      case 'phoneSeries': {
        const series = seriesOfTournament(this.deps.state(), sub.tournamentId)
        // A new pull of the federation's standings changes the federation section (§28.9).
        const pulled = this.federationRevision
        return series
          ? `${t.global}:${pulled}:${series.events.map((e) => t.gen(e.tournamentId)).join(',')}`
          : `${t.global}:${pulled}`
      }
      // Level boundaries are points of the charts (the average in big blinds drops at each): time counts.
      case 'charts':
        return `${t.global}:${t.time}:${t.gen(sub.tournamentId)}`
      case 'registration':
        return `${t.global}:${t.time}:${t.gen(sub.tournamentId)}`
      case 'seating':
      case 'results':
        return `${t.global}:${t.gen(sub.tournamentId)}`
      // A display's settings and layouts (records of the display stream, which bump `global`), the tournament it
      // shows and that tournament's records, the time. Not every record: 300 screens (a storm of made-up screen
      // ids) were 300 views recomputed after each command of any tournament.
      case 'screen': {
        const state = this.deps.state()
        const shown = screenTournament(state, sub.screenId, sub.tournamentId) ?? ''
        return `${t.global}:${t.time}:${shown}:${t.gen(shown)}:${state.displayedTournamentId ?? ''}:${this.federationRevision}`
      }
      case 'screens':
        return `${t.global}:${t.any}:${this.screensRevision}`
      // Any tournament's record, a level boundary of any clock, and the hall's date (a new day's events come on).
      case 'festival':
        return `${t.global}:${t.any}:${t.time}:${this.today()}`
      // The same for the director's dashboard; an account's scope is a record of the accounts stream (`global`).
      case 'floor':
        return `${t.global}:${t.any}:${t.time}:${this.today()}`
    }
  }

  compute(sub: Subscription): unknown {
    try {
      return this.computeIncrementally(sub)
    } catch (error) {
      // A model may have been left half updated: drop it, so the next computation starts from scratch.
      const id = 'tournamentId' in sub ? (sub.tournamentId ?? this.deps.state().displayedTournamentId) : null
      if (id) this.models.delete(id)
      throw error
    }
  }

  private computeIncrementally(sub: Subscription): unknown {
    const state = this.deps.state()
    switch (sub.topic) {
      case 'tournaments':
        return this.tournamentList(state)
      case 'tournament': {
        const t = state.tournaments.get(sub.tournamentId)
        return tournamentDetail(
          state,
          sub.tournamentId,
          t ? this.placesOf(t).places(t).winner !== undefined : undefined
        )
      }
      case 'display':
        return this.displayOf(sub.tournamentId)
      case 'registration': {
        const t = state.tournaments.get(sub.tournamentId)
        if (!t) return null
        const levelOf = this.deps.levelSource()
        const stats = this.stats(t)
        return registrationSummary(state, sub.tournamentId, levelOf(sub.tournamentId), {
          stats,
          preRegistered: this.model(t).stats!.preRegistered(t)
        })
      }
      case 'seating': {
        const t = state.tournaments.get(sub.tournamentId)
        if (!t) return null
        const model = this.model(t)
        model.seating ??= new SeatingModel()
        return seatingView(state, sub.tournamentId, model.seating.parts(state, t))
      }
      // One phone view per tournament for all its phones: the display its hall screens show, the seats
      // kept row by row.
      case 'phone':
        return phoneView(state, sub.tournamentId, this.deps.now(), this.deps.levelSource(), {
          stats: (t) => this.stats(t),
          places: (t) => this.placesOf(t).places(t),
          display: () => this.displayOf(sub.tournamentId),
          seats: (t) => this.phoneModel(t).seats(state, t, this.seatsStamp(t.id)),
          entrants: (t) =>
            this.phoneModel(t).entrants(state, t, this.stamp(sub), inputsOf(t, this.deps.levelSource(), this.kept())),
          federation: this.deps.federation?.() ?? null
        })
      case 'phoneCard': {
        const t = state.tournaments.get(sub.tournamentId)
        if (!t) return null
        const inputs = inputsOf(t, this.deps.levelSource(), this.kept())
        return this.phoneModel(t).cardSeat(state, t, sub.card, this.stamp(sub), inputs)
      }
      case 'phoneSeries':
        return phoneSeries(state, sub.tournamentId, this.deps.federation?.() ?? null)
      case 'charts': {
        const t = state.tournaments.get(sub.tournamentId)
        if (!t) return null
        return this.chartJournal(t.id).series(t.clock.structure, this.deps.now())
      }
      // Every screen showing a tournament shares its one public display (20 screens: one computation, not 20), and
      // keeps its own part (its settings and layout) until a record of the displays changes it: after a command, 20
      // screens compare their parts by identity and their displays once (the hub's memo), not 20 times each.
      case 'screen': {
        const display = this.displayOf(screenTournament(state, sub.screenId, sub.tournamentId))
        return this.screenOf(state, sub, display)
      }
      // The tournaments' lines as the list keeps them: a finished tournament is not read out of its part.
      case 'screens':
        return screensView(state, this.deps.screens(), this.tournamentList(state))
      // The kept totals and places: twelve tournaments in play are twelve lookups, not twelve folds of the field.
      case 'festival':
        return festivalView(state, this.today(), this.deps.now(), this.deps.levelSource(), {
          stats: (t) => this.stats(t),
          finished: (t) => this.placesOf(t).places(t).winner !== undefined
        })
      // The kept places say which tournament has its winner; only the tournaments in memory are read.
      case 'floor':
        return floorDashboard(state, this.floorInput(sub), {
          finished: (t) => this.placesOf(t).places(t).winner !== undefined,
          tournaments: () => residentTournaments(state)
        })
      case 'results': {
        const t = state.tournaments.get(sub.tournamentId)
        if (!t) return null
        const places = this.placesOf(t)
        const model = this.model(t)
        const rows = (model.results ??= new ResultsModel())
        return resultsView(state, sub.tournamentId, {
          places: places.places(t),
          rows: () => rows.rows(state, t, places),
          hands: () => rows.handRows(state, t, places)
        })
      }
    }
  }

  /** The plain computation from the core view functions: what `compute` must equal. */
  plain(sub: Subscription): unknown {
    const state = this.deps.state()
    switch (sub.topic) {
      // Each line computed afresh, a finished tournament's from its part (stored with it): reading every tournament
      // out of its part at each check would undo the parking.
      case 'tournaments':
        return tournamentList(state)
      case 'tournament':
        return tournamentDetail(state, sub.tournamentId)
      // With the hall's pulled copy of the federation's standings, as the live view has it (§28.9): without it, the
      // quiet floor's check took the display's federation panel for a difference and pushed the view without it.
      case 'display':
        return publicDisplay(state, sub.tournamentId, this.deps.now(), this.deps.levelSource(), {
          federation: this.deps.federation?.() ?? null
        })
      case 'registration':
        return registrationSummary(state, sub.tournamentId, this.deps.levelSource()(sub.tournamentId))
      case 'seating':
        return seatingView(state, sub.tournamentId)
      case 'results':
        return resultsView(state, sub.tournamentId)
      case 'screen': {
        const [now, levelOf, federation] = [this.deps.now(), this.deps.levelSource(), this.deps.federation?.() ?? null]
        return screenView(state, sub.screenId, sub.tournamentId, now, levelOf, sub.layout, (id) =>
          publicDisplay(state, id, now, levelOf, { federation })
        )
      }
      case 'screens':
        return screensView(state, this.deps.screens(), tournamentList(state))
      case 'phone':
        return phoneView(state, sub.tournamentId, this.deps.now(), this.deps.levelSource(), {
          federation: this.deps.federation?.() ?? null
        })
      case 'phoneCard':
        return phoneCardSeat(state, sub.tournamentId, sub.card, this.deps.levelSource())
      case 'phoneSeries':
        return phoneSeries(state, sub.tournamentId, this.deps.federation?.() ?? null)
      case 'festival':
        return festivalView(state, this.today(), this.deps.now(), this.deps.levelSource())
      case 'floor':
        return floorDashboard(state, this.floorInput(sub), { tournaments: () => residentTournaments(state) })
      case 'charts': {
        const t = state.tournaments.get(sub.tournamentId)
        if (!t) return null
        return chartSeries(t.id, this.streamRecords(t.id), t.clock.structure, this.deps.now())
      }
    }
  }

  private floorInput(sub: Extract<Subscription, { topic: 'floor' }>): Parameters<typeof floorDashboard>[1] {
    return {
      today: this.today(),
      now: this.deps.now(),
      levelOf: this.deps.levelSource(),
      ...(sub.accountId ? { accountId: sub.accountId } : {})
    }
  }

  /** The hall's date; UTC's when the caller names no zone. */
  private today(): string {
    return this.deps.today ? this.deps.today() : new Date(this.deps.now()).toISOString().slice(0, 10)
  }

  /** The records of one stream folded into the state so far. */
  private *streamRecords(stream: string): Iterable<EventRecord> {
    const upTo = this.tracker.lastSeq
    const source = this.deps.recordsOf ? this.deps.recordsOf(stream) : this.deps.recordsAfter(0)
    for (const record of source) {
      if (record.seq > upTo) break
      if (record.stream === stream) yield record
    }
  }

  /** The charts' fold of a tournament's journal, read once and then fed by `advance`. */
  private chartJournal(tournamentId: string): ChartJournal {
    let journal = this.charts.get(tournamentId)
    if (!journal) {
      journal = new ChartJournal()
      for (const record of this.streamRecords(tournamentId)) journal.add(record)
      this.charts.set(tournamentId, journal)
    }
    return journal
  }

  /** Models of tournaments no subscription shows any more are dropped. */
  retain(tournamentIds: ReadonlySet<string>): void {
    for (const id of [...this.models.keys()]) if (!tournamentIds.has(id)) this.models.delete(id)
    for (const id of [...this.charts.keys()]) if (!tournamentIds.has(id)) this.charts.delete(id)
    for (const id of [...this.displays.keys()]) if (id && !tournamentIds.has(id)) this.displays.delete(id)
  }

  /** The model of `t`, brought up to date with what changed since it last looked. */
  private model(t: Tournament): TournamentModel {
    let model = this.models.get(t.id)
    if (!model || model.tournament !== t) {
      model = new TournamentModel(t)
      this.models.set(t.id, model)
    }
    const changes = this.tracker.since(t.id, model.seen)
    if (changes !== 'current') {
      model.stats?.update(changes)
      model.places?.update(changes)
      model.results?.update(changes)
      model.seating?.update(changes)
    }
    return model
  }

  private layouts = new Map<string, { version: number | null; value: PublicLayout }>()

  /** Each screen's last view, by its id and the layout its address names; `global`: the records it was made from. */
  private screens = new Map<string, { global: number; value: ScreenView }>()

  /**
   * A screen's view: its own part as kept since the displays' last record (a floor's command never changes it), with
   * the tournament's shared display; the very same object while neither changed.
   */
  private screenOf(
    state: FloorState,
    sub: Extract<Subscription, { topic: 'screen' }>,
    display: PublicDisplay
  ): ScreenView {
    const key = `${sub.screenId}\u0000${sub.layout ?? ''}`
    const global = this.tracker.global
    const known = this.screens.get(key)
    const current = known?.global === global ? known.value : undefined
    if (current?.display === display) return current
    const screen =
      current?.screen ??
      kept(screenSettings(state, sub.screenId, sub.layout, (layoutId, layout) => this.layoutOf(layoutId, layout)))
    // Screens come and go by the hundred (made-up ids too): the kept views stay few, rebuilt when asked for again.
    if (!known && this.screens.size >= MAX_KEPT_SCREENS) this.screens.clear()
    const value = keptFrom(current, { screen, display })
    this.screens.set(key, { global, value })
    return value
  }

  /**
   * The layout a screen shows, one kept copy per layout: a preset never changes, a saved layout only when it is saved
   * again (a new record, so a new `seq`).
   */
  private layoutOf(layoutId: string, computed: PublicLayout): PublicLayout {
    const version = this.deps.state().display.layouts.get(layoutId)?.seq ?? null
    const known = this.layouts.get(layoutId)
    if (known && known.version === version) return known.value
    const value = kept(computed)
    this.layouts.set(layoutId, { version, value })
    return value
  }

  private displays = new Map<string, { stamp: string; value: PublicDisplay }>()

  /**
   * The public display of a tournament (the displayed one when no id is given), computed once per change of its
   * inputs — the same stamp as the `display` subscription — with the kept totals and places.
   */
  private displayOf(tournamentId: string | undefined): PublicDisplay {
    const key = tournamentId ?? ''
    const stamp = this.stamp({ topic: 'display', ...(tournamentId ? { tournamentId } : {}) })
    const known = this.displays.get(key)
    if (known && known.stamp === stamp) return known.value
    // Kept: the display, phone and tournament channels that show it compare it once per flush.
    const value = keptFrom(
      known?.value,
      keepAnnouncements(
        publicDisplay(this.deps.state(), tournamentId, this.deps.now(), this.deps.levelSource(), {
          stats: (t) => this.stats(t),
          places: (t) => this.placesOf(t).places(t),
          federation: this.deps.federation?.() ?? null
        }),
        known?.value
      )
    )
    this.displays.set(key, { stamp, value })
    return value
  }

  /** Changes whenever a seat, an entry or a name of tournament `id` may have changed. */
  private seatsStamp(id: string): string {
    return `${this.tracker.global}:${this.tracker.gen(id)}`
  }

  /** The kept places, for the phone's standings. */
  private kept(): { places(t: Tournament): ReturnType<PlacesModel['places']> } {
    return { places: (t) => this.placesOf(t).places(t) }
  }

  private phoneModel(t: Tournament): PhoneModel {
    const model = this.model(t)
    return (model.phone ??= new PhoneModel())
  }

  private stats(t: Tournament): ReturnType<StatsModel['stats']> {
    const model = this.model(t)
    model.stats ??= new StatsModel()
    return model.stats.stats(t)
  }

  private placesOf(t: Tournament): PlacesModel {
    const model = this.model(t)
    model.places ??= new PlacesModel()
    return model.places
  }

  /** The tournament list, sorted again only when a tournament's fields or status changed (or one was added). */
  private tournamentList(state: Readonly<FloorState>): TournamentSummary[] {
    // A summary is rebuilt only for a tournament with new records (its "finished" reads the places).
    const cached = this.summaries
    const of = new Map<string, { gen: string; summary: TournamentSummary }>()
    let same = cached !== null && cached.of.size === state.tournaments.size
    // By key: a finished tournament still in its snapshot part gives its stored line, unread.
    for (const id of state.tournaments.keys()) {
      const gen = `${this.tracker.global}:${this.tracker.gen(id)}`
      const seen = cached?.of.get(id)
      if (seen && seen.gen === gen) of.set(id, seen)
      else {
        of.set(id, { gen, summary: summaryOf(state, id) })
        same = false
      }
    }
    if (same && cached) return cached.list
    this.summaries = { list: sortSummaries([...of.values()].map((x) => x.summary)), of }
    return this.summaries.list
  }
}

/**
 * The moves a display announces are a window (the newest few): each change adds some at its end and lets the
 * oldest go. Rows equal to ones shown before are those very rows, so the patch says "the same rows, shifted, and these
 * new ones" instead of rewriting every row in its new position (a table broken was once 1.6 KB to each of 300
 * phones, mostly announcements that had only moved up).
 */
function keepAnnouncements(next: PublicDisplay, before: PublicDisplay | undefined): PublicDisplay {
  const rows = next.seating?.announcements
  const shown = before?.seating?.announcements
  if (!next.seating || !rows || !shown || shown.length === 0) return next
  // Most commands announce no move: the rows are the ones shown, in the same places, and keptFrom finds each by its
  // position; the key of each row and the map of them are built only when the window moved.
  if (rows.length === shown.length && rows.every((a, i) => sameAnnouncement(a, shown[i]!))) return next
  const byContent = new Map(shown.map((a) => [announcementKey(a), a]))
  const announcements = rows.map((a) => byContent.get(announcementKey(a)) ?? a)
  return { ...next, seating: { ...next.seating, announcements } }
}

function sameAnnouncement(
  a: PublicSeating['announcements'][number],
  b: PublicSeating['announcements'][number]
): boolean {
  return a.at === b.at && a.table === b.table && a.seat === b.seat && a.name === b.name
}

function announcementKey(a: PublicSeating['announcements'][number]): string {
  return `${a.at}|${a.table}|${a.seat}|${a.name}`
}
