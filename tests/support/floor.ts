import { openFloor, type Floor } from '../../src/main/app/bootstrap'
import type { Session } from '../../src/main/app/service'
import { T0 } from './decider'

/** A settable clock for integration tests. */
export class TestClock {
  constructor(public time = T0) {}
  now(): number {
    return this.time
  }
  advance(ms: number): void {
    this.time += ms
  }
}

export const admin = (operator = 'Anna (TD)'): Session => ({ role: 'admin', operator })
export const display = (): Session => ({ role: 'display', operator: 'display' })

/** The real store on a real SQLite file, with deterministic ids and time. */
export function openTestFloor(dataDir: string, clock = new TestClock()): Floor & { testClock: TestClock } {
  let id = 0
  const floor = openFloor(dataDir, { clock, newId: () => `id-${++id}`, randomInt: (n) => (n > 0 ? 0 : 0) })
  return Object.assign(floor, { testClock: clock })
}
