import fs from 'node:fs'
import { performance } from 'node:perf_hooks'
import { openFloor } from '../src/main/app/bootstrap'
import type { Session } from '../src/main/app/service'
import { atMost, info, percentile, sample, tempDataDir, type Bench } from './harness'

const admin: Session = { role: 'admin', operator: 'bench' }

/** Issue 2: the cost of one command through the real service and store, and of rebuilding state from the journal. */
export const storeBench: Bench = async () => {
  const dir = tempDataDir('store')
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
  const id = (created.value.events[0] as { tournamentId: string }).tournamentId
  const appendMs = sample(2000, (i) => {
    const r = floor.service.execute(
      { command: { type: 'tournament.edit', tournamentId: id, changes: { notes: `n${i}` } } },
      admin
    )
    if (!r.ok) throw new Error(r.error.message)
  })

  // Fill the journal to 100,000 events in large transactions, then time a cold rebuild.
  const insert = floor.db.prepare(
    `INSERT INTO events (stream, type, data, actor, recorded_at, occurred_at, reason) VALUES (?, ?, ?, ?, ?, ?, ?)`
  )
  const missing = 100_000 - floor.store.count()
  floor.db.transaction(() => {
    for (let i = 0; i < missing; i += 1) {
      const event = { type: 'tournament.edited', tournamentId: id, changes: { notes: { from: `a${i}`, to: `b${i}` } } }
      insert.run(id, event.type, JSON.stringify(event), 'bench', i, i, null)
    }
  })()
  const events = floor.store.count()
  floor.close()
  const rebuilds: number[] = []
  for (let i = 0; i < 5; i += 1) {
    const start = performance.now()
    const reopened = openFloor(dir)
    rebuilds.push(performance.now() - start)
    reopened.close()
  }
  fs.rmSync(dir, { recursive: true, force: true })
  return [
    atMost('append one command (median)', percentile(appendMs, 50), 'ms', 2),
    atMost('append one command (p99)', percentile(appendMs, 99), 'ms', 5),
    info('journal size for rebuild', events, 'events'),
    atMost('rebuild state from 100,000 events (median of 5)', percentile(rebuilds, 50), 'ms', 2000)
  ]
}
