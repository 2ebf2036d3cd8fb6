import { afterEach, describe, expect, it, vi } from 'vitest'
import { openFloor, type Floor } from '../../src/main/app/bootstrap'
import { memoryLogger } from '../../src/main/app/log'
import { PUBLIC_TOPICS, type Subscription } from '../../src/shared/contract/subscriptions'
import type { FederationCopy } from '../../src/shared/core/league'
import { admin, display } from '../support/floor'
import { fuzzDataDir } from '../support/fuzz/hall'
import { randomHistory } from '../support/fuzz/runner'
import { ServiceSender } from '../support/fuzz/sender'
import { FuzzClock, removeDataDir } from '../support/fuzz/target'

const dirs: string[] = []
afterEach(() => {
  vi.useRealTimers()
  for (const dir of dirs.splice(0)) removeDataDir(dir)
})

/** Quiet time after each burst: long enough for the hub to check every view, one per five quiet seconds. */
const QUIET_SECONDS = 240

/**
 * While the floor is quiet the hub compares one pushed view at a time with the plain computation and "corrects" any
 * difference, logging it as an error. A view whose plain computation lacks an input the live one has, or whose pushed
 * value goes stale with time alone, is then "corrected" after every quiet moment: it happened to the hall display's
 * federation panel (pushed without it five seconds after each pull) and to the admin's list of displays (its "last
 * seen" drifted). Random floors of every kind of command, every view of every tournament subscribed, a pulled copy
 * of the federation's standings; after each burst the floor stays quiet and the level timer and the hub's checks run
 * as they do in a hall (only their timers are faked, stepped with the floor's clock). No check may find a difference.
 */
describe('no pushed view differs from the journal when the floor goes quiet', () => {
  it('over random floors, every view checked while quiet equals the plain computation', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const floors: Floor[] = []
    try {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate'] })
      for (const seed of [2026120801, 2026120802, 2026120803, 2026120804]) {
        const dir = fuzzDataDir()
        dirs.push(dir)
        const clock = new FuzzClock()
        const floor = openFloor(dir, {
          clock,
          log: memoryLogger(),
          snapshots: { every: 1_000_000, idleDelayMs: 3_600_000 },
          checkpoints: { quietMs: 3_600_000 }
        })
        floors.push(floor)
        const sender = new ServiceSender(floor.service, clock)
        const subscribed = new Set<string>()
        const subscribe = (subscription: Subscription): void => {
          const key = JSON.stringify(subscription)
          if (subscribed.has(key)) return
          subscribed.add(key)
          const session = PUBLIC_TOPICS.has(subscription.topic) ? display() : admin()
          const r = floor.service.subscribe(subscription, session, () => undefined)
          if (!r.ok) throw new Error(`${subscription.topic}: ${r.error.message}`)
        }
        for (let burst = 0; burst < 5; burst += 1) {
          await randomHistory(seed * 10 + burst, 80, sender)
          const state = floor.service.current
          // The copy ranks the first players of the hall by their ids here (§28.9), the third by its name only.
          const players = [...state.players.byId.values()].slice(0, 8)
          const copy: FederationCopy = {
            pulledAt: clock.now(),
            series: [
              {
                name: 'Federation season',
                rows: players.map((p, i) => ({
                  local: [p.fields.displayName],
                  ...(i === 2 ? {} : { localIds: [p.id] }),
                  points: 80 - 7 * i,
                  rank: i + 1,
                  rankTo: i + 1
                }))
              }
            ]
          }
          floor.service.federationSource(() => copy)
          floor.service.federationPulled()
          for (const topic of ['tournaments', 'display', 'screens', 'festival', 'floor'] as const) subscribe({ topic })
          subscribe({ topic: 'screen', screenId: 'hall-screen-01' })
          for (const tournamentId of state.tournaments.keys()) {
            for (const topic of [
              'tournament',
              'display',
              'registration',
              'seating',
              'results',
              'phone',
              'phoneSeries',
              'charts'
            ] as const)
              subscribe({ topic, tournamentId })
            subscribe({ topic: 'phoneCard', tournamentId, card: 1 })
            subscribe({ topic: 'screen', screenId: `pinned-${tournamentId.slice(0, 8)}`, tournamentId })
          }
          // The burst moved the floor's clock a second a command: the level timer catches up as after a sleep.
          floor.timer.resynced()
          for (let s = 0; s < QUIET_SECONDS; s += 1) {
            clock.advance(1000)
            vi.advanceTimersByTime(1000)
          }
        }
      }
      const corrected = errors.mock.calls
        .map((c) => String(c[0]))
        .filter((m) => m.includes('differed from the journal'))
      expect(corrected).toEqual([])
    } finally {
      for (const floor of floors) floor.close()
      errors.mockRestore()
    }
  }, 120_000)
})
