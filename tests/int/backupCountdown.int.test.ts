import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { anyUnderWay, scheduleBackups } from '../../src/main/app/journal/backupSchedule'
import { admin, openTestFloor, TestClock } from '../support/floor'
import { mainEvent } from '../support/fixtures'
import { useTempDir } from '../support/tempDir'
import { T0 } from '../support/decider'

// a scheduled start's countdown counts as under way — backups run (and the desktop app keeps the
// display awake, tests/unit/main/electron/main.unit.test.ts) before the first level, not only after it.
const tempDir = useTempDir()

function tournamentWithStructure(clock: TestClock) {
  const floor = openTestFloor(tempDir(), clock)
  const created = floor.service.execute({ command: { type: 'tournament.create', fields: mainEvent } }, admin())
  if (!created.ok) throw new Error(created.error.message)
  const tournamentId = (created.value.events[0] as { tournamentId: string }).tournamentId
  const items = [{ kind: 'level', seconds: 1200, smallBlind: 100, bigBlind: 200 }]
  floor.service.execute({ command: { type: 'clock.structure.set', tournamentId, structure: { items } } }, admin())
  return { floor, tournamentId }
}

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

describe('backups during a scheduled start’s countdown', () => {
  it('are taken while the start counts down, and not for an announced tournament with no start set', async () => {
    const clock = new TestClock(T0)
    const { floor, tournamentId } = tournamentWithStructure(clock)
    const schedule = scheduleBackups(floor, 40)
    try {
      expect(anyUnderWay(floor.service.current, clock.now())).toBe(false)
      await wait(200)
      expect(floor.backups.list()).toEqual([])

      const at = T0 + 30 * 60_000
      expect(floor.service.execute({ command: { type: 'clock.start', tournamentId, at } }, admin()).ok).toBe(true)
      expect(floor.service.current.tournaments.get(tournamentId)!.status).toBe('announced')
      expect(anyUnderWay(floor.service.current, clock.now())).toBe(true)
      await wait(200)
      const taken = floor.backups.list()
      expect(taken.length).toBeGreaterThan(0)
      expect(taken.every((b) => b.reason === 'interval' && b.good)).toBe(true)
      expect(fs.existsSync(floor.backups.dir)).toBe(true)
    } finally {
      schedule.stop()
      floor.close()
    }
  })

  it('stop when the winner is recorded: a finished tournament is not under way (§9.3)', async () => {
    const clock = new TestClock(T0)
    const { floor, tournamentId } = tournamentWithStructure(clock)
    const run = (command: Record<string, unknown>): Array<Record<string, string>> => {
      const r = floor.service.execute({ command }, admin())
      if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`)
      return r.value.events as never
    }
    const entries = ['Anna', 'Boris'].map((displayName) => {
      const playerId = run({ type: 'player.create', fields: { displayName } })[0]!.playerId!
      return run({ type: 'entry.register', tournamentId, playerId }).find((e) => e.type === 'entry.registered')!
        .entryId!
    })
    run({ type: 'clock.start', tournamentId })
    expect(floor.service.current.tournaments.get(tournamentId)!.status).toBe('started')
    expect(anyUnderWay(floor.service.current, clock.now())).toBe(true)
    run({
      type: 'results.recordHand',
      tournamentId,
      level: 1,
      confirmedBy: 'Floor',
      busts: [{ entryId: entries[1], startStack: 1000 }]
    })
    expect(anyUnderWay(floor.service.current, clock.now())).toBe(false)
    const schedule = scheduleBackups(floor, 40)
    try {
      await wait(200)
      expect(floor.backups.list()).toEqual([])
    } finally {
      schedule.stop()
      floor.close()
    }
  })
})
