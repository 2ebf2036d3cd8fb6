import fs from 'node:fs'
import { performance } from 'node:perf_hooks'
import { openFloor } from '../src/main/app/bootstrap'
import type { Session } from '../src/main/app/service'
import { atMost, info, percentile, sample, tempDataDir, type Bench } from './harness'
import { decide } from '../src/shared/core/decide'
import { evolve, fold } from '../src/shared/core/evolve'
import { initialState } from '../src/shared/core/state'
import type { EventRecord } from '../src/shared/core/record'

const admin: Session = { role: 'admin', operator: 'bench' }
const FIRST = [
  'Anna',
  'Boris',
  'Vera',
  'Ivan',
  'Olga',
  'Pavel',
  'Maria',
  'Sergei',
  'Elena',
  'Dmitri',
  'Nikolai',
  'Tatiana'
]
const LAST = [
  'Petrov',
  'Ivanova',
  'Sidorov',
  'Kuznetsova',
  'Smirnov',
  'Popova',
  'Volkov',
  'Lebedeva',
  'Kozlov',
  'Novikova'
]

function playerRow(i: number) {
  const name = `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${i}`
  return {
    displayName: name,
    fullName: name,
    clubId: `C-${i}`,
    participantNumber: String(i),
    contact: `+37529${String(i).padStart(7, '0')}`
  }
}

function importPlayers(floor: ReturnType<typeof openFloor>, count: number): string[] {
  const ids: string[] = []
  for (let start = 0; start < count; start += 5000) {
    const rows = Array.from({ length: Math.min(5000, count - start) }, (_, k) => playerRow(start + k))
    const r = floor.service.execute({ command: { type: 'player.import', rows } }, admin)
    if (!r.ok) throw new Error(r.error.message)
    for (const e of r.value.events) ids.push((e as { playerId: string }).playerId)
  }
  return ids
}

/** Issue 4: registering 10,000 entries one command at a time, and search-as-you-type over 50,000 players. */
export const registrationBench: Bench = async () => {
  const dir = tempDataDir('registration')
  const floor = openFloor(dir)
  const fields = {
    name: 'Bench',
    date: '2026-11-28',
    venue: 'Hall',
    discipline: 'holdem',
    bettingFormat: 'no-limit',
    startingStack: 30000
  }
  const created = floor.service.execute({ command: { type: 'tournament.create', fields } }, admin)
  if (!created.ok) throw new Error(created.error.message)
  const tournamentId = (created.value.events[0] as { tournamentId: string }).tournamentId
  const players = importPlayers(floor, 50_000)
  // The admin's registration summary and the hall display are subscribed, as on a real night.
  const pushes = { count: 0 }
  floor.service.subscribe({ topic: 'registration', tournamentId }, admin, () => (pushes.count += 1))
  floor.service.subscribe({ topic: 'display' }, { role: 'display', operator: 'display' }, () => (pushes.count += 1))

  // Baseline on the same store and journal: a plain command (tournament.edit), to tell registration's own cost
  // from the store's (fsync, WAL) and from the machine's noise.
  const baselineMs = sample(2000, (i) => {
    const r = floor.service.execute(
      { command: { type: 'tournament.edit', tournamentId, changes: { notes: `n${i}` } } },
      admin
    )
    if (!r.ok) throw new Error(r.error.message)
  })
  const registerMs = sample(
    10_000,
    (i) => {
      if (i < 0) return
      const r = floor.service.execute(
        { command: { type: 'entry.register', tournamentId, playerId: players[i]! } },
        admin
      )
      if (!r.ok) throw new Error(r.error.message)
    },
    0
  )
  // A flush of the subscribed views at 10,000 entries (what one coalesced burst costs).
  const flushStart = performance.now()
  await new Promise((resolve) => setImmediate(resolve))
  const flushMs = performance.now() - flushStart

  const keystrokes = [
    'a',
    'an',
    'ann',
    'anna',
    'anna p',
    'anna pe',
    'anna pet',
    'p',
    'po',
    'pop',
    'c-4',
    'c-41',
    'c-412',
    '3752',
    'olga vol',
    'zz'
  ]
  const searchMs = sample(keystrokes.length * 20, (i) => {
    const text = keystrokes[Math.abs(i) % keystrokes.length]!
    const r = floor.service.query({ type: 'players.search', text, tournamentId }, admin)
    if (!r.ok) throw new Error('search failed')
  })
  const duplicateMs = sample(20, (i) => {
    floor.service.query(
      {
        type: 'players.duplicates',
        fields: { displayName: `Anna Petrova ${i}`, fullName: '', clubId: '', contact: '' }
      },
      admin
    )
  })
  const listMs = sample(20, () => {
    floor.service.query({ type: 'entries.list', tournamentId, filter: 'in', limit: 200 }, admin)
  })
  // The core alone (decide + evolve, no SQLite): registration's own share of a command, 10,000 more entries in a
  // second tournament on the same state (50,000 players, 10,000 entries already).
  const state = fold(floor.store.readAll(), initialState())
  let seq = state.lastSeq
  const apply = (event: EventRecord['event']): void => {
    evolve(state, { seq: ++seq, stream: 'bench', event, actor: 'bench', recordedAt: 0, occurredAt: 0, reason: null })
  }
  apply({
    type: 'tournament.created',
    tournamentId: 'core',
    fields: { ...fields, discipline: 'holdem', bettingFormat: 'no-limit' }
  })
  let n = 0
  const ctx = { now: 0, actor: 'bench', newId: () => `core-${++n}`, randomInt: () => 0 }
  const coreMs = sample(
    10_000,
    (i) => {
      if (i < 0) return
      const command = {
        type: 'entry.register' as const,
        tournamentId: 'core',
        playerId: players[i]!,
        preRegistered: false,
        waitingList: false,
        override: false
      }
      for (const event of decide({ command }, state, ctx)) apply(event)
    },
    0
  )
  floor.close()
  const rebuildStart = performance.now()
  const reopened = openFloor(dir)
  const rebuildMs = performance.now() - rebuildStart
  reopened.close()
  fs.rmSync(dir, { recursive: true, force: true })
  return [
    atMost(
      'in-process: register one entry, 10,000 in a row, no view flush (median)',
      percentile(registerMs, 50),
      'ms',
      1
    ),
    atMost('in-process: register one entry, 10,000 in a row, no view flush (p99)', percentile(registerMs, 99), 'ms', 2),
    info('in-process: a plain command on the same store (p99)', percentile(baselineMs, 99), 'ms'),
    info('core only: decide + evolve of one registration (p99)', percentile(coreMs, 99), 'ms'),
    info('in-process: views pushed during the run (coalesced)', pushes.count, 'pushes'),
    atMost('in-process: push registration summary + display at 10,000 entries', flushMs, 'ms', 50),
    atMost('player search over 50,000 players, per keystroke (p99)', percentile(searchMs, 99), 'ms', 10),
    info('player search over 50,000 players, per keystroke (median)', percentile(searchMs, 50), 'ms'),
    info('duplicate check of a new player against 50,000 (median)', percentile(duplicateMs, 50), 'ms'),
    info('entry list page of 200 at 10,000 entries (median)', percentile(listMs, 50), 'ms'),
    info('rebuild state: 50,000 players and 10,000 entries', rebuildMs, 'ms')
  ]
}
