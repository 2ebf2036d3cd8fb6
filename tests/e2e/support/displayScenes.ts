import type { HallProcess } from '../../support/hallProcess'
import { adminSocket, type Recorded } from './adminSocket'

/**
 * The hall display's states, each set over the admin socket of the real hall server (fast and exact; the admin UI
 * that records the same commands is tested in its own specs). Every scene is its own tournament, so the states
 * never disturb each other and a screen can be put on any of them.
 */
export type Admin = Awaited<ReturnType<typeof adminSocket>>

type SeatingValue = {
  tables: Array<{
    number: number
    open: boolean
    seats: Array<{ seat: number; entryId: string | null; unavailable: boolean }>
  }>
  pending: { id: string; kind: string } | null
}

/** Long names on purpose: the strip must page or wrap them, never squeeze the clock. */
export const CYRILLIC_NAMES = [
  'Александра Константинопольская-Щербакова',
  'Святослав Преображенский-Ярошевич',
  'Евгения Великорецкая-Ольшанская',
  'Вячеслав Новокрещёнов-Задунайский',
  'Маргарита Воскресенская-Белозёрская',
  'Ростислав Христофоров-Залесский',
  'Анастасия Переверзева-Благовещенская',
  'Владислав Черноморденко-Рождественский',
  'Екатерина Солнцева-Краснопольская',
  'Всеволод Долгоруков-Оболенский',
  'Елизавета Шереметьева-Голицына',
  'Мстислав Тверитинов-Замоскворецкий',
  'Ксения Подгорецкая-Вишневецкая',
  'Ярослав Погребняков-Суходольский',
  'Людмила Арсеньева-Чернышевская',
  'Иннокентий Белогорский-Ставропольцев',
  'Василиса Новодворская-Тригорская',
  'Станислав Костомаров-Приозёрский',
  'Валентина Лермонтова-Загорская',
  'Добрыня Никитин-Рязановский'
]
const LATIN_NAMES = [
  'Alexandra Konstantinopolskaya',
  'Sviatoslav Preobrazhensky',
  'Evgenia Velikoretskaya',
  'Viacheslav Novokreshchenov',
  'Margarita Voskresenskaya',
  'Rostislav Khristoforov',
  'Anastasia Pereverzeva',
  'Vladislav Chernomordenko',
  'Ekaterina Solntseva',
  'Vsevolod Dolgorukov'
]

export const SCENE_STRUCTURE = {
  items: [
    { kind: 'level', seconds: 1200, smallBlind: 100, bigBlind: 200, ante: 200, anteKind: 'big-blind' },
    { kind: 'level', seconds: 1200, smallBlind: 200, bigBlind: 400, ante: 400, anteKind: 'big-blind' },
    {
      kind: 'break',
      seconds: 900,
      label: '',
      colorUp: 'Colour up the 25 chips — chip race at table 1 after the break'
    },
    { kind: 'level', seconds: 1200, smallBlind: 300, bigBlind: 600, ante: 600, anteKind: 'big-blind' },
    { kind: 'level', seconds: 1200, smallBlind: 1000, bigBlind: 2000, ante: 2000, anteKind: 'big-blind' },
    { kind: 'level', seconds: 1200, smallBlind: 25000, bigBlind: 50000, ante: 50000, anteKind: 'big-blind' }
  ]
}

export interface SceneOptions {
  players?: number
  tables?: number
  seats?: number
  cyrillic?: boolean
  /** Late registration open until the end of level 4 (else: closed at the start). */
  lateOpen?: boolean
  reentry?: boolean
  /** The game and its structure (a stud or HORSE event); else no-limit hold'em with SCENE_STRUCTURE. */
  discipline?: string
  bettingFormat?: string
  structure?: object
}

/** The highest table number a scene has used on each hall server. */
const tablesUsed = new WeakMap<HallProcess, number>()

export class SceneFloor {
  private counter = 0
  constructor(
    readonly admin: Admin,
    readonly hall: HallProcess
  ) {}

  static async open(hall: HallProcess): Promise<SceneFloor> {
    return new SceneFloor(await adminSocket(hall, 'Anna TD'), hall)
  }

  cmd(command: Record<string, unknown>, meta?: Record<string, unknown>): Promise<Recorded> {
    return this.admin.cmd(command, meta)
  }

  seating(tournamentId: string): Promise<SeatingValue> {
    return this.admin.query<SeatingValue>({ type: 'seating.get', tournamentId })
  }

  /** A tournament with structure, awards, terms and seated players; the clock not started. */
  async tournament(
    name: string,
    options: SceneOptions = {}
  ): Promise<{ id: string; entries: string[]; players: string[] }> {
    const { players = 40, tables = 6, seats = 10, cyrillic = true, lateOpen = false, reentry = false } = options
    const { discipline = 'holdem', bettingFormat = 'no-limit', structure = SCENE_STRUCTURE } = options
    this.counter += 1
    const fields = {
      name,
      date: '2026-11-28',
      venue: 'Minsk, Hall A',
      discipline,
      bettingFormat,
      startingStack: 30000
    }
    const id = (await this.cmd({ type: 'tournament.create', fields })).events[0]!.tournamentId!
    await this.cmd({ type: 'clock.structure.set', tournamentId: id, structure })
    if (reentry || lateOpen)
      await this.cmd({
        type: 'registration.setTerms',
        tournamentId: id,
        terms: {
          reentry: { maxPerPlayer: 2 },
          lateRegistration: lateOpen ? { kind: 'level-end', level: 4 } : { kind: 'at-start' }
        }
      })
    await this.cmd({
      type: 'registration.setAwards',
      tournamentId: id,
      awards: {
        noCashPrizes: true,
        places: [
          { place: 1, description: 'Trophy and 300 rating points' },
          { place: 2, description: '200 rating points' },
          { place: 3, description: '100 rating points' }
        ]
      }
    })
    const entries: string[] = []
    /** Each entry's player, in the same order (a scene may rename them by seat). */
    const playerIds: string[] = []
    const names = cyrillic ? CYRILLIC_NAMES : LATIN_NAMES
    for (let i = 0; i < players; i += 1) {
      const base = names[i % names.length]!
      const displayName = i < names.length ? base : `${base} ${Math.floor(i / names.length) + 1}`
      const playerId = (await this.cmd({ type: 'player.create', fields: { displayName }, allowDuplicate: true }))
        .events[0]!.playerId!
      const recorded = await this.cmd({ type: 'entry.register', tournamentId: id, playerId })
      entries.push(recorded.events.find((e) => e.entryId)!.entryId!)
      playerIds.push(playerId)
    }
    if (players > 0) {
      // §8.1: the hall's tables are one room, so two scenes in play cannot both use table 1. A scene takes tables 1…n
      // while they are free, else the next numbers no scene of this hall has used yet.
      const configure = (first: number) =>
        this.cmd({
          type: 'seating.configure',
          tournamentId: id,
          tables: Array.from({ length: tables }, (_, i) => ({ number: first + i, seats })),
          closingOrder: { kind: 'published', order: Array.from({ length: tables }, (_, i) => first + i) },
          // A short-handed room (8-max stud) plays its final table at its table size.
          rules: seats < 9 ? { finalTableSize: seats } : {}
        })
      const draw = () => this.cmd({ type: 'seating.draw', tournamentId: id })
      const used = tablesUsed.get(this.hall) ?? 0
      try {
        await configure(1)
        await draw()
        tablesUsed.set(this.hall, Math.max(used, tables))
      } catch (error) {
        if ((error as { code?: string }).code !== 'error.seating.tableInUse') throw error
        await configure(used + 1)
        await draw()
        tablesUsed.set(this.hall, used + tables)
      }
    }
    return { id, entries, players: playerIds }
  }

  start(tournamentId: string, at?: number): Promise<Recorded> {
    return this.cmd({ type: 'clock.start', tournamentId, ...(at ? { at } : {}) })
  }

  /** `count` manual seat changes to the seats of tables added for them (each with its reason), all within the last few seconds. */
  async moves(tournamentId: string, count: number): Promise<void> {
    let view = await this.seating(tournamentId)
    const freeSeats = (): Array<{ table: number; seat: number }> =>
      view.tables.flatMap((x) =>
        x.seats.filter((s) => !s.entryId && !s.unavailable).map((s) => ({ table: x.number, seat: s.seat }))
      )
    if (freeSeats().length < count) {
      const last = Math.max(...view.tables.map((x) => x.number))
      await this.cmd({
        type: 'seating.addTables',
        tournamentId,
        tables: Array.from({ length: Math.ceil(count / 10) }, (_, i) => ({ number: last + 1 + i, seats: 10 }))
      })
      view = await this.seating(tournamentId)
    }
    const free = freeSeats()
    const seated = view.tables.flatMap((x) => x.seats.flatMap((s) => (s.entryId ? [s.entryId] : [])))
    if (free.length < count || seated.length < count) throw new Error(`room too small for ${count} moves`)
    for (let i = 0; i < count; i += 1) {
      await this.cmd(
        { type: 'seating.move', tournamentId, entryId: seated[i]!, to: free[free.length - 1 - i]! },
        { reason: 'Seat change requested by the floor' }
      )
    }
  }

  /** Break the table with the fewest players by the director's choice and confirm its moves (§9.2). */
  async breakTable(tournamentId: string): Promise<void> {
    const open = (await this.seating(tournamentId)).tables.filter((x) => x.open)
    const table = open.reduce((a, b) =>
      b.seats.filter((s) => s.entryId).length < a.seats.filter((s) => s.entryId).length ? b : a
    )
    await this.cmd({ type: 'seating.propose', tournamentId, breakTable: table.number })
    const pending = (await this.seating(tournamentId)).pending
    if (!pending) throw new Error('no proposal to break the table')
    await this.cmd({ type: 'seating.confirm', tournamentId, proposalId: pending.id })
  }

  /** Eliminate entries one per hand until `left` remain, confirming balancing moves as they come. */
  async eliminateTo(tournamentId: string, entries: string[], left: number, confirmFinal = true): Promise<void> {
    const inPlay = [...entries]
    while (inPlay.length > left) {
      const pending = (await this.seating(tournamentId)).pending
      if (pending) await this.cmd({ type: 'seating.confirm', tournamentId, proposalId: pending.id })
      const entryId = inPlay.shift()!
      await this.cmd({ type: 'entry.eliminate', tournamentId, entryId, level: 1, confirmedBy: 'Floor Ivan' })
    }
    const pending = (await this.seating(tournamentId)).pending
    if (pending && (confirmFinal || pending.kind !== 'final'))
      await this.cmd({ type: 'seating.confirm', tournamentId, proposalId: pending.id })
  }

  close(): void {
    this.admin.close()
  }
}
