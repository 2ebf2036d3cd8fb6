import type { ClockReading, Level, PublicClock } from '../../../../shared/core/clock'
import {
  itemStarts,
  levelNumbers,
  gameWords,
  isMixed,
  levelText,
  nextGame,
  stakesCell,
  stakeWords,
  type LevelContext
} from '../../../../shared/core/clock'
import type { Layout, TileId } from '../../../../shared/core/display'
import type { PublicSeating } from '../../../../shared/core/seating'
import type { PublicDisplay } from '../../../../shared/core/views'
import { placeLabel } from '../../../../shared/core/results'
import { formatIsoDate } from '../../../../shared/i18n/format'
import { asOfText, chips, formatDuration, itemTitle, minutesText, stakes } from './format'
import type { HallLanguage, HallT } from './hallT'
import type { Band, ListItem, Panel, ScreenContent, Tile } from './layout/types'
import type { Tick } from './ticker'

/** §29.70: a new level is marked on screen for its first 15 seconds. */
export const NEW_LEVEL_MS = 15_000

export interface StatusPart {
  text: string
  testId?: string
  accent?: boolean
}

/** What the renderer shows besides the shapes the engine measures. */
export interface HallContent extends ScreenContent {
  statusParts: StatusPart[]
  finished: boolean
  isBreak: boolean
  /** Tile ids in order, for the live values. */
  tileIds: TileId[]
}

/**
 * Was the current level entered by the clock running into it (or a jump to its start) less than 15 s ago? Read from
 * the anchor, so adding or taking off time later never brings "New level" back: time added inside the
 * level puts the anchor past the level's start, and the level is not new any more.
 */
export function isNewLevel(tick: Tick, clock: PublicClock | null): boolean {
  const { reading, now } = tick
  if (!clock?.structure || reading.status !== 'running' || reading.index === 0 || reading.ended) return false
  if (reading.item?.kind !== 'level') return false
  const start = itemStarts(clock.structure)[reading.index]!
  if (start < clock.anchorPosition) return false
  const enteredAt = clock.anchorAt + (start - clock.anchorPosition)
  return now >= enteredAt && now - enteredAt < NEW_LEVEL_MS
}

/**
 * The shape of the clock: what changes the layout or the words around the digits. It changes at level boundaries
 * and records, never every second, so the face re-renders only then.
 */
export function clockShape(tick: Tick, clock: PublicClock | null): string {
  const { reading, shot } = tick
  const timeMs = reading.status === 'scheduled' ? (reading.startsInMs ?? 0) : reading.remainingMs
  return [
    reading.status,
    reading.index,
    reading.ended,
    isNewLevel(tick, clock),
    timeMs >= 3_600_000,
    reading.nextBreakInMs === null,
    shot ? `${shot.phase}:${shot.table}:${shot.seat}` : ''
  ].join('|')
}

export interface ContentInput {
  view: PublicDisplay
  layout: Layout
  tick: Tick
  t: HallT
  language: HallLanguage
  moves: PublicSeating['announcements']
  logo: boolean
  sponsor: boolean
  /** Small notices of the screen itself (sound, wake lock, identify), shown in the strip. */
  notices: string[]
  /** The phone page's QR code is at hand (the hall server made it). */
  qr?: boolean
  /** The charts of the evening have arrived. */
  charts?: boolean
}

const item = (main: string, aside: string, asideFirst: boolean): ListItem => ({ main, aside, asideFirst })

export function buildContent(input: ContentInput): HallContent {
  const { view, layout, tick, t, language } = input
  const clock = view.clock
  const tournament = view.tournament
  const shown = (id: string): boolean => layout.regions.find((r) => r.id === id)?.show ?? false
  const reading = tick.reading
  const structure = clock?.structure ?? null
  const finished = !!view.results?.finalStandings

  const head =
    tournament && shown('head')
      ? {
          name: tournament.name,
          sub: [
            tournament.venue,
            // The date in the screen's language, its month in words ("8 december 2026"), never the ISO record.
            formatIsoDate(tournament.date, language, 'long'),
            t(`hall.discipline.${tournament.discipline}`),
            t(`hall.betting.${tournament.bettingFormat}`)
          ]
            .filter(Boolean)
            .join(' · '),
          logo: input.logo,
          sponsor: input.sponsor
        }
      : null

  const base: HallContent = {
    head,
    banner: null,
    status: '',
    time: null,
    blinds: [],
    tiles: [],
    awards: null,
    text: shown('text') && layout.textLine ? layout.textLine : null,
    bands: [...input.notices.map((text): Band => ({ kind: 'notice', text })), ...drawCommitmentBand(view.seating, t)],
    panels: [],
    structure: null,
    qr: input.qr && shown('qr') ? { caption: t('phone.scan') } : null,
    charts: !!input.charts && shown('charts'),
    statusParts: [],
    finished,
    isBreak: false,
    tileIds: []
  }
  if (!tournament) return withStatus(base, [{ text: t('hall.noTournament'), testId: 'clock-tournament-name' }])
  if (!clock || !structure || !reading.item) {
    const winner = view.results?.finalStandings?.find((p) => p.place === 1)
    return {
      ...withStatus(base, [
        finished ? { text: t('hall.finished'), testId: 'clock-finished' } : { text: t('hall.waiting') }
      ]),
      blinds: winner ? [t('hall.winner'), winner.name] : [],
      panels: panels(input)
    }
  }

  const numbers = levelNumbers(structure)
  const current = reading.item
  const isBreak = reading.inBreak
  const level = current.kind === 'level' ? current : null
  const timeMs = reading.status === 'scheduled' ? (reading.startsInMs ?? 0) : reading.remainingMs
  const context: LevelContext = { bettingFormat: tournament.bettingFormat }

  const statusParts: StatusPart[] = []
  if (finished) statusParts.push({ text: t('hall.finished'), testId: 'clock-finished' })
  else {
    // BFSP §3.2: an Olympic shootout names its stage before the level (the clock restarts at level 1 each stage).
    const stage = view.seating?.stage
    if (stage) statusParts.push({ text: `${hallStageLabel(stage.name, t)} · `, testId: 'clock-stage', accent: true })
    statusParts.push({
      text:
        reading.status === 'scheduled'
          ? t('hall.startsIn')
          : itemTitle(current, isBreak ? null : (numbers[reading.index] ?? null), t)
    })
    // The level's game (a mixed event names one per level) and its limit where the head does not say it.
    if (level)
      for (const word of gameWords(levelText(level, context), t, context))
        statusParts.push({ text: ` · ${word}`, accent: true })
    if (reading.status === 'paused')
      statusParts.push({ text: ` · ${t('hall.paused')}`, testId: 'clock-paused', accent: true })
    if (reading.status === 'idle') statusParts.push({ text: ` · ${t('hall.notStarted')}`, accent: true })
    if (isNewLevel(tick, clock))
      statusParts.push({ text: ` · ${t('hall.newLevel')}`, testId: 'clock-new-level', accent: true })
    if (reading.ended) statusParts.push({ text: ` · ${t('hall.structureEnded')}`, accent: true })
  }

  // The current blinds, or in a break the level that comes next: the second-largest text on the screen.
  let blinds: string[]
  if (finished) {
    const winner = view.results!.finalStandings!.find((p) => p.place === 1)
    blinds = winner ? [t('hall.winner'), winner.name] : []
  } else if (isBreak && reading.nextLevel) {
    // The break screen says what comes next: the level, its game and limit (a mixed event), its stakes.
    const next = levelText(reading.nextLevel, context)
    blinds = [
      t('stakes.nextLevel', { number: reading.levelNumber ?? '' }),
      ...gameWords(next, t, context),
      ...stakeWords(next.stakes, t, (n) => chips(n, language))
    ]
  } else blinds = level ? stakes(level, t, language, context) : []

  const bands: Band[] = []
  if (tick.shot)
    bands.push({
      kind: 'shot',
      text: `${t('hall.shotClock', { table: tick.shot.table, seat: tick.shot.seat })}  ${t('hall.shotExpired')}`
    })
  if (clock.announcement) bands.push({ kind: 'announcement', text: clock.announcement })
  // §10.9: the colour-up the director announced for this break; else the structure's own note.
  const colourUp = isBreak ? view.colourUps?.find((c) => c.breakIndex === reading.index) : undefined
  if (colourUp)
    bands.push({
      kind: 'colorUp',
      text: t('hall.colourUp', { chips: colourUp.leaving.map((n) => chips(n, language)).join(', ') })
    })
  else if (isBreak && current.kind === 'break' && current.colorUp)
    bands.push({ kind: 'colorUp', text: current.colorUp })
  bands.push(...base.bands)

  const tiles = finished ? [] : buildTiles(input, reading, isBreak, level, nextGame(structure, reading.index))
  const awards =
    shown('awards') && view.awards && !finished
      ? [
          view.awards.noCashPrizes ? t('hall.noCashPrizes') : '',
          view.awards.places.map((p) => `${p.place}. ${p.description}`).join(' · ')
        ]
          .filter(Boolean)
          .join(' ')
      : null

  return {
    ...base,
    banner: clock.handForHand.on
      ? `${t('hall.handForHand')} · ${t('hall.handsPlayed', { count: clock.handForHand.hands })}`
      : null,
    status: statusParts.map((p) => p.text).join(''),
    statusParts,
    // After the winner the level's time means nothing to the room: the winner takes its place on the screen.
    time: finished ? null : formatDuration(timeMs).replace(/\d/g, '0'),
    blinds,
    tiles: tiles.map((x) => x.tile),
    tileIds: tiles.map((x) => x.id),
    awards: awards || null,
    bands,
    panels: panels(input),
    structure: shown('structure') ? structureTable(structure, reading, numbers, t, language) : null,
    isBreak
  }
}

function withStatus(content: HallContent, parts: StatusPart[]): HallContent {
  return { ...content, statusParts: parts, status: parts.map((p) => p.text).join('') }
}

function buildTiles(
  input: ContentInput,
  reading: ClockReading,
  isBreak: boolean,
  level: Level | null,
  upcomingGame: string | null
): Array<{ id: TileId; tile: Tile }> {
  const { view, layout, t, language } = input
  const context: LevelContext = { bettingFormat: view.tournament?.bettingFormat }
  const stats = view.stats
  const out: Array<{ id: TileId; tile: Tile }> = []
  const bigBlind = level?.bigBlind ?? reading.nextLevel?.bigBlind ?? 0
  // The NEXT tile: in a mixed event the next game first, then the next level's stakes.
  const nextParts = (next: Level, game: string | null): string[] => {
    const text = levelText(next, context)
    const head = gameWords({ ...text, game }, t, context)
    return [...head, ...stakeWords(text.stakes, t, (n) => chips(n, language))]
  }
  for (const { id, show } of layout.tiles) {
    if (!show) continue
    const add = (label: string, value: string, more: Partial<Tile> = {}): void => {
      out.push({ id, tile: { id, label, value, ...more } })
    }
    // The tiles the room needs while a list is up (a table broken, §8.9): the next level, the next break, players
    // left, the average stack, late registration while it is open (§7.7), the top bounty of a bounty event (§5.10).
    // A list pages before they give way.
    const keep = true
    switch (id) {
      case 'next':
        if (!isBreak) {
          const parts = reading.nextLevel ? nextParts(reading.nextLevel, upcomingGame) : ['—']
          add(t('hall.tile.next'), parts.join(' · '), { parts, keep })
        }
        break
      case 'nextBreak':
        // Counts down once a minute: measured as it reads now, the widest it gets until the content changes.
        if (reading.nextBreakInMs !== null)
          add(t('hall.tile.nextBreak'), minutesText(reading.nextBreakInMs, t), { keep, live: true })
        break
      case 'players':
        if (stats)
          add(t('hall.tile.players'), t('hall.playersOf', { left: stats.playersLeft, entries: stats.entries }), {
            keep
          })
        break
      case 'entries':
        if (stats)
          add(
            t(stats.rebuys > 0 || stats.addons > 0 ? 'hall.tile.entriesAll' : 'hall.tile.entries'),
            entriesValue(stats)
          )
        break
      case 'chips':
        if (stats) add(t('hall.tile.chips'), chips(stats.totalChips, language))
        break
      case 'average':
        if (stats && stats.averageStack !== null) {
          // The stack, and in big blinds where a level is known: two parts, so a narrow tile puts them on two lines.
          const parts = [
            chips(Math.round(stats.averageStack), language),
            ...(bigBlind > 0 ? [t('hall.bb', { count: Math.round(stats.averageStack / bigBlind) })] : [])
          ]
          add(t('hall.tile.average'), parts.join(' · '), { ...(parts.length > 1 ? { parts } : {}), keep })
        }
        break
      case 'lateReg':
        // What it reads now ("Closes in 1 h 35 min", "Until the end of level 4"): the widest until the content changes.
        if (view.lateRegistration)
          add(t('hall.tile.lateReg'), lateText(view, input.tick, t), {
            keep: view.lateRegistration.status !== 'closed',
            live: true
          })
        break
      case 'timeOfDay':
        add(t('hall.tile.timeOfDay'), '00:00', { live: true })
        break
      case 'bounty': {
        // §5.10: the biggest head in play (progressive), or the most collected (a plain bounty) — a record, no money.
        const bounties = view.bounties
        const top = bounties?.leaders[0]
        if (bounties && top) {
          const amount = chips(bounties.kind === 'progressive' ? top.head : top.collected, language)
          // The public name on a line, its bounty and knockouts under it: a long name keeps the tile narrow enough
          // to share a row with other tiles.
          const parts = [
            top.name,
            `${t(`hall.bounty.${bounties.unit}`, { amount })} · ${t('hall.bounty.knockouts', { count: Math.round(top.knockouts * 100) / 100 })}`
          ]
          // In a bounty event the room watches the biggest head: the tile stays while a list is up (§5.10).
          out.push({
            id,
            tile: {
              id,
              label: t(bounties.kind === 'progressive' ? 'hall.tile.bountyTop' : 'hall.tile.bountyLeader'),
              value: parts.join(' · '),
              parts,
              stacked: true,
              keep
            }
          })
        }
        break
      }
    }
  }
  return out
}

/**
 * The late-registration tile (§7.7): closed; or counting down to the end of level N where the clock can tell; or until
 * the end of level N (before the start); or simply open.
 */
export function lateText(view: PublicDisplay, { reading }: Tick, t: HallT): string {
  const late = view.lateRegistration
  const structure = view.clock?.structure
  if (!late) return ''
  if (late.status === 'closed') return t('hall.lateClosed')
  const closes = late.closesAt
  if (closes?.kind === 'level-end' && structure) {
    // Count down to the end of level N where the clock can tell.
    const index = levelNumbers(structure).indexOf(closes.level)
    if (index >= 0 && index >= reading.index && reading.status !== 'idle' && reading.status !== 'scheduled') {
      let ms = reading.remainingMs
      for (let i = reading.index + 1; i <= index; i += 1) ms += structure.items[i]!.seconds * 1000
      return t('hall.lateClosesIn', { time: minutesText(ms, t) })
    }
    return t('hall.lateUntilLevel', { level: closes.level })
  }
  return t('hall.lateOpen')
}

/**
 * Before the seat draw the hall shows the draw's commitment (SHA-256 of the secret seed), in groups of
 * eight so it wraps and can be read out; after the draw the protocol carries it with the revealed seed.
 */
export function drawCommitmentBand(seating: PublicSeating | null | undefined, t: HallT): Band[] {
  const check = seating?.drawCheck
  if (!check || check.seed) return []
  const grouped = check.commitment.match(/.{1,8}/g)!.join(' ')
  return [{ kind: 'notice', text: t('hall.drawCommitment', { hash: grouped }) }]
}

/** BFSP §3.2: "Final", "Semi-final", "Stage 1/8" in the hall's language. */
export function hallStageLabel(name: string, t: HallT): string {
  if (name === 'final') return t('hall.stage.final')
  if (name === 'semi-final') return t('hall.stage.semiFinal')
  return t('hall.stage.fraction', { stage: name })
}

export function entriesValue(stats: NonNullable<PublicDisplay['stats']>): string {
  const parts = [stats.entries, stats.reentries]
  if (stats.rebuys > 0 || stats.addons > 0) parts.push(stats.rebuys, stats.addons)
  return parts.join(' · ')
}

function panels(input: ContentInput): Panel[] {
  const { view, t } = input
  const out: Panel[] = []
  const seating = view.seating
  const results = view.results
  if (results?.finalStandings) {
    out.push({
      kind: 'standings',
      title: t('hall.finalPlaces'),
      items: results.finalStandings.map((p) => item(p.name, placeLabel(p.place, p.placeTo), true))
    })
    return out
  }
  // The hall's name of a table beside its number where a line has room (a move, the final table's title): "3 (Window)".
  const table = (n: number): string => {
    const name = seating?.tableNames?.[n]
    return name ? `${n} (${name})` : String(n)
  }
  // Newest record first; within one record (a break, the final-table redraw) by table and seat.
  const moves = [...input.moves].sort((x, y) => y.at - x.at || x.table - y.table || x.seat - y.seat)
  if (moves.length > 0)
    out.push({
      kind: 'moves',
      title: t('hall.moves'),
      items: moves.map((m) => item(m.name, t('hall.moveTo', { table: table(m.table), seat: m.seat }), false))
    })
  if (seating?.list)
    out.push({
      kind: 'seatingList',
      title: t('hall.seatingList'),
      items: seating.list.map((r) => item(r.name, `${r.table} / ${r.seat}`, false))
    })
  else if (seating?.finalTable)
    out.push({
      kind: 'finalTable',
      title: t('hall.finalTable', { table: table(seating.finalTable.table) }),
      // The button and the blinds where the floor records them (heads-up: D and SB on one seat, §21.6).
      items: seating.finalTable.seats.map((s) =>
        item([s.name, ...(s.marks ?? []).map((m) => t(`hall.mark.${m}`))].join(' · '), String(s.seat), true)
      )
    })
  if (results && results.lastEliminations.length > 0)
    out.push({
      kind: 'lastEliminated',
      title: t('hall.lastEliminated'),
      items: results.lastEliminations.map((p) =>
        item(p.name, t('hall.place', { place: placeLabel(p.place, p.placeTo) }), false)
      )
    })
  // §28.9: the federation's points of tonight's players while the room has time to read them — before the start and
  // on breaks; in play the strip keeps to the floor's own lists.
  const reading = input.tick.reading
  if (view.federation && (reading.inBreak || reading.status === 'idle' || reading.status === 'scheduled'))
    for (const series of view.federation.series)
      out.push({
        kind: 'federation',
        title: t('hall.federation.title', {
          series: series.name,
          date: asOfText(view.federation.pulledAt, input.language, view.federation.timeZone)
        }),
        items: series.rows.map((r) =>
          item(`${r.name} · ${t('hall.federation.points', { points: r.points })}`, placeLabel(r.rank, r.rankTo), true)
        )
      })
  return out
}

function structureTable(
  structure: NonNullable<NonNullable<PublicDisplay['clock']>['structure']>,
  reading: ClockReading,
  numbers: (number | null)[],
  t: HallT,
  language: HallLanguage
): HallContent['structure'] {
  const c = (n: number): string => chips(n, language)
  const mixed = isMixed(structure)
  // Ante has its own column; a mixed event names each level's game.
  const cell = (level: Level): string => stakesCell(levelText(level), t, c, mixed)
  return {
    header: [
      t('hall.structure.level'),
      t('hall.structure.blinds'),
      t('hall.structure.ante'),
      t('hall.structure.minutes')
    ],
    rows: structure.items.map((it, i) => ({
      current: i === reading.index,
      isBreak: it.kind === 'break',
      cells:
        it.kind === 'break'
          ? [it.label || t('hall.break'), '', '', String(Math.round(it.seconds / 60))]
          : [String(numbers[i] ?? ''), cell(it), it.ante > 0 ? c(it.ante) : '—', String(Math.round(it.seconds / 60))]
    }))
  }
}
