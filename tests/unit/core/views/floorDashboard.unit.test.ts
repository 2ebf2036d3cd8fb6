import { describe, expect, it } from 'vitest'
import type { Command } from '../../../../src/shared/core/commands'
import type { DomainEvent } from '../../../../src/shared/core/events'
import type { TournamentFields } from '../../../../src/shared/core/tournament/schemas'
import {
  floorAlerts,
  floorDashboard,
  PROPOSAL_WAIT_MS,
  timeLeftMs,
  type FloorRow
} from '../../../../src/shared/core/views/floorDashboard'
import { liveFloor, T0 } from '../../../support/decider'
import { mainEvent } from '../../../support/fixtures'
import { playerFields } from '../../../support/registration'

/**
 * The director's floor dashboard: the rules of its alerts on rows set by hand (each boundary exactly), and the view
 * itself over tournaments recorded by real commands folded by the real core (which tournaments, what each row says,
 * what a scoped account sees).
 */

const row = (over: Partial<FloorRow> = {}): FloorRow => ({
  id: 't1',
  name: 'Main Event',
  status: 'started',
  finished: false,
  clock: null,
  pausedSince: null,
  playersLeft: 18,
  entries: 20,
  tables: 2,
  pending: null,
  spread: { max: 9, min: 9, tolerance: 1 },
  unbalanced: false,
  handForHand: false,
  waiting: 0,
  freePlaces: null,
  lateRegistration: 'open',
  ...over
})

const kinds = (rows: FloorRow[], now: number) => floorAlerts({ rows }, now).map((a) => a.kind)

describe('floor alerts', () => {
  it('a proposal waiting more than a minute is an alert; exactly 60 s is not yet (§8.3, §9.1)', () => {
    const pending = { kind: 'balance' as const, since: T0, moves: 1, closes: [] }
    expect(kinds([row({ pending })], T0 + PROPOSAL_WAIT_MS)).toEqual([])
    const [alert] = floorAlerts({ rows: [row({ pending })] }, T0 + PROPOSAL_WAIT_MS + 1)
    expect(alert).toEqual({
      kind: 'proposalWaiting',
      tournamentId: 't1',
      name: 'Main Event',
      proposal: 'balance',
      waitingMs: 60_001,
      link: { tournamentId: 't1', tab: 'seating' }
    })
    // a table break waits the same way
    const broken = { kind: 'break' as const, since: T0, moves: 9, closes: [3] }
    expect(floorAlerts({ rows: [row({ pending: broken })] }, T0 + 90_000)[0]).toMatchObject({ proposal: 'break' })
  })

  it('a paused clock is an alert from the moment of the pause, with how long; its link is the clock', () => {
    expect(floorAlerts({ rows: [row({ pausedSince: T0 })] }, T0)).toEqual([
      {
        kind: 'clockPaused',
        tournamentId: 't1',
        name: 'Main Event',
        pausedMs: 0,
        link: { tournamentId: 't1', tab: 'overview' }
      }
    ])
    expect(floorAlerts({ rows: [row({ pausedSince: T0 })] }, T0 + 125_000)[0]).toMatchObject({ pausedMs: 125_000 })
    expect(kinds([row({ pausedSince: null })], T0)).toEqual([])
  })

  it('hand-for-hand on is shown (§24.4); the clock it stands is not a paused-clock alert', () => {
    expect(kinds([row({ handForHand: true })], T0)).toEqual(['handForHand'])
    expect(kinds([row({ handForHand: true, pausedSince: T0 })], T0 + 300_000)).toEqual(['handForHand'])
  })

  it('tables over the tolerance with nothing proposed are an alert; with a proposal pending they are not (§8.3)', () => {
    const spread = { max: 9, min: 7, tolerance: 1 }
    expect(floorAlerts({ rows: [row({ unbalanced: true, spread })] }, T0)[0]).toMatchObject({
      kind: 'unbalanced',
      max: 9,
      min: 7,
      tolerance: 1,
      link: { tab: 'seating' }
    })
    const pending = { kind: 'balance' as const, since: T0, moves: 1, closes: [] }
    expect(kinds([row({ unbalanced: true, spread, pending })], T0 + 1000)).toEqual([])
    expect(kinds([row({ unbalanced: false, spread: { max: 9, min: 8, tolerance: 1 } })], T0)).toEqual([])
  })

  it('a waiting list while places are free is an alert (§7.7); a full cap or an empty list is not', () => {
    expect(floorAlerts({ rows: [row({ waiting: 3, freePlaces: 2 })] }, T0)[0]).toMatchObject({
      kind: 'waitingWithFreePlaces',
      waiting: 3,
      free: 2,
      link: { tab: 'entries' }
    })
    expect(kinds([row({ waiting: 3, freePlaces: 0 })], T0)).toEqual([])
    expect(kinds([row({ waiting: 0, freePlaces: 5 })], T0)).toEqual([])
    // the cap lifted: every alternate can be given a place
    expect(floorAlerts({ rows: [row({ waiting: 2, freePlaces: null })] }, T0)[0]).toMatchObject({ free: 2 })
  })

  it('the most urgent first, each naming its tournament; a finished tournament raises none', () => {
    const rows = [
      row({ id: 'a', name: 'A', pausedSince: T0, waiting: 1, freePlaces: 1 }),
      row({ id: 'b', name: 'B', pending: { kind: 'balance', since: T0, moves: 1, closes: [] } }),
      row({ id: 'c', name: 'C', finished: true, pausedSince: T0, handForHand: true })
    ]
    expect(floorAlerts({ rows }, T0 + 61_000).map((a) => `${a.kind}:${a.name}`)).toEqual([
      'proposalWaiting:B',
      'clockPaused:A',
      'waitingWithFreePlaces:A'
    ])
  })
})

const tables = (...numbers: number[]) => numbers.map((number) => ({ number, seats: 9 }))

const structure = {
  items: [
    { kind: 'level', seconds: 1200, smallBlind: 100, bigBlind: 200, ante: 200, anteKind: 'big-blind' },
    { kind: 'break', seconds: 600, label: '' },
    { kind: 'level', seconds: 1200, smallBlind: 200, bigBlind: 400, ante: 400, anteKind: 'big-blind' }
  ]
}

/** Tournaments by id with players p1…p24 and a floor to record in. */
function hall(events: Record<string, Partial<TournamentFields>>) {
  const f = liveFloor()
  f.apply([
    ...Object.entries(events).map(([tournamentId, fields]): DomainEvent => ({
      type: 'tournament.created',
      tournamentId,
      fields: { ...mainEvent, name: `Event ${tournamentId.toUpperCase()}`, ...fields }
    })),
    ...Array.from({ length: 24 }, (_, i): DomainEvent => ({
      type: 'player.created',
      playerId: `p${i + 1}`,
      fields: playerFields(`P${i + 1}`),
      source: 'desk'
    }))
  ])
  const register = (tournamentId: string, p: number, waitingList = false): DomainEvent[] =>
    f.run({
      type: 'entry.register',
      tournamentId,
      playerId: `p${p}`,
      preRegistered: false,
      waitingList,
      override: false
    })
  /** Registers the players, sets the structure, starts the clock, sets up the tables and draws the seats. */
  const play = (tournamentId: string, players: number[], numbers: number[]): void => {
    for (const p of players) register(tournamentId, p)
    f.run({ type: 'clock.structure.set', tournamentId, structure } as Command)
    f.run({ type: 'clock.start', tournamentId })
    f.run({
      type: 'seating.configure',
      tournamentId,
      tables: tables(...numbers),
      closingOrder: { kind: 'director' },
      rules: {},
      trackButtons: false
    } as Command)
    f.run({ type: 'seating.draw', tournamentId })
  }
  return { ...f, play, register }
}

describe('the floor dashboard view', () => {
  it('shows the tournaments in play and those of today, never one only announced; a finished one of another day goes', () => {
    const f = hall({ a: {}, b: { date: '2026-11-27' }, c: {}, d: {} })
    f.play('a', [1, 2, 3, 4], [1])
    f.play('b', [5, 6, 7, 8], [2])
    f.play('d', [9, 10, 11], [3])
    const finished = (id: string) => id === 'b' || id === 'd'
    const view = floorDashboard(f.state, { today: '2026-11-28', now: T0 + 1000 }, { finished: (t) => finished(t.id) })
    // b is finished on another day; c is only announced; d finished today and stays, after those in play
    expect(view.rows.map((r) => [r.id, r.finished])).toEqual([
      ['a', false],
      ['d', true]
    ])
    const a = view.rows[0]!
    expect(a).toMatchObject({ name: 'Event A', playersLeft: 4, entries: 4, tables: 1, pending: null, waiting: 0 })
    expect(a.clock).toMatchObject({ kind: 'level', level: 1, seconds: 1200, smallBlind: 100, bigBlind: 200 })
  })

  it('a balancing proposal pending since it was made; dismissed, the tables over the tolerance are an alert (§8.3)', () => {
    const f = hall({ a: {} })
    f.play(
      'a',
      Array.from({ length: 12 }, (_, i) => i + 1),
      [1, 2]
    )
    const room = () => f.state.tournaments.get('a')!.seating!.room
    // two out of one table: 6 against 4
    const atTable1 = [...room().seatOf].filter(([, s]) => s.table === 1).map(([id]) => id)
    for (const entryId of atTable1.slice(0, 2))
      f.run({ type: 'entry.eliminate', tournamentId: 'a', entryId, level: 1, confirmedBy: 'Floor Ivan' } as Command)
    const pending = f.state.tournaments.get('a')!.seating!.pending
    expect(pending).not.toBeNull()
    const view = floorDashboard(f.state, { today: '2026-11-28', now: pending!.at + 61_000 })
    expect(view.rows[0]!.pending).toMatchObject({ kind: 'balance', since: pending!.at })
    expect(floorAlerts(view, pending!.at + 60_000).map((a) => a.kind)).toEqual([])
    expect(floorAlerts(view, pending!.at + 61_000).map((a) => a.kind)).toEqual(['proposalWaiting'])

    f.run(
      { type: 'seating.dismiss', tournamentId: 'a', proposalId: pending!.id },
      { reason: 'The floor balances by hand' }
    )
    const after = floorDashboard(f.state, { today: '2026-11-28', now: pending!.at + 62_000 })
    expect(after.rows[0]).toMatchObject({ pending: null, unbalanced: true, spread: { max: 6, min: 4, tolerance: 1 } })
    expect(floorAlerts(after, pending!.at + 62_000).map((a) => a.kind)).toEqual(['unbalanced'])
  })

  it('a paused clock: since the pause, the time left counts from where it stopped', () => {
    const f = hall({ a: {} })
    f.play('a', [1, 2, 3], [1])
    f.run({ type: 'clock.pause', tournamentId: 'a' })
    const at = f.state.tournaments.get('a')!.clock.anchorAt
    const view = floorDashboard(f.state, { today: '2026-11-28', now: at + 30_000 })
    const r = view.rows[0]!
    expect(r.pausedSince).toBe(at)
    expect(timeLeftMs(r.clock!, at + 30_000)).toEqual(timeLeftMs(r.clock!, at + 90_000))
    expect(floorAlerts(view, at + 30_000)[0]).toMatchObject({ kind: 'clockPaused', pausedMs: 30_000 })
  })

  it('the waiting list and the free places under the cap (§7.7)', () => {
    const f = hall({ a: {} })
    f.run({ type: 'registration.setTerms', tournamentId: 'a', terms: { playerCap: 3 } } as Command)
    for (const p of [1, 2, 3]) f.register('a', p)
    f.register('a', 4, true)
    f.play('a', [], [1])
    const full = floorDashboard(f.state, { today: '2026-11-28', now: T0 })
    expect(full.rows[0]).toMatchObject({ waiting: 1, freePlaces: 0 })
    expect(floorAlerts(full, T0)).toEqual([])
    const out = [...f.state.tournaments.get('a')!.registration.entries.values()].find((e) => e.playerId === 'p1')!
    f.run({
      type: 'entry.eliminate',
      tournamentId: 'a',
      entryId: out.id,
      level: 1,
      confirmedBy: 'Floor Ivan'
    } as Command)
    const free = floorDashboard(f.state, { today: '2026-11-28', now: T0 })
    expect(free.rows[0]).toMatchObject({ waiting: 1, freePlaces: 1 })
    expect(floorAlerts(free, T0)[0]).toMatchObject({ kind: 'waitingWithFreePlaces', link: { tab: 'entries' } })
  })

  it('an account limited to named tournaments sees those alone; an unknown or disabled account none (§3)', () => {
    const f = hall({ a: {}, b: {} })
    f.play('a', [1, 2, 3], [1])
    f.play('b', [4, 5, 6], [2])
    const account = {
      id: 'acc1',
      name: 'Ivan',
      role: 'floor' as const,
      pinHash: 'x',
      enabled: true,
      scope: [{ tournamentId: 'b', role: 'floor' as const }],
      createdAt: T0,
      createdBy: 'Anna'
    }
    f.state.accounts.byId.set('acc1', account)
    f.state.accounts.byId.set('acc2', { ...account, id: 'acc2', name: 'Olga', scope: null })
    const ids = (accountId?: string) =>
      floorDashboard(f.state, { today: '2026-11-28', now: T0, ...(accountId ? { accountId } : {}) }).rows.map(
        (r) => r.id
      )
    expect(ids()).toEqual(['a', 'b'])
    expect(ids('acc2')).toEqual(['a', 'b'])
    expect(ids('acc1')).toEqual(['b'])
    expect(ids('nobody')).toEqual([])
    account.enabled = false
    expect(ids('acc1')).toEqual([])
  })
})
