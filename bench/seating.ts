import { performance } from 'node:perf_hooks'
import { applyDraw, applyProposal } from '../src/shared/core/seating/apply'
import { drawInitialSeats } from '../src/shared/core/seating/draw'
import { GENESIS } from '../src/shared/core/seating/hash'
import { advancedButton } from '../src/shared/core/seating/positions'
import { proposeSeating } from '../src/shared/core/seating/propose'
import { createRoom, DEFAULT_RULES, unseat, type Room } from '../src/shared/core/seating/room'
import { systemIds } from '../src/main/app/time'
import { atMost, info, percentile, type Bench } from './harness'

const ENTRIES = 10_000
const TABLES = 1_112

function freshRoom(trackButtons: boolean): Room {
  const specs = Array.from({ length: TABLES }, (_, i) => ({ number: i + 1, seats: 10 }))
  return createRoom(specs, specs.map((s) => s.number), DEFAULT_RULES, trackButtons)
}

const ids = Array.from({ length: ENTRIES }, (_, i) => `entry-${i + 1}`)
// Production draws from a cryptographic source (§8.1): measure with it.
const randomInt = systemIds.randomInt

/** Issue 5: the seating engine on a 10,000-entry field. */
export const seatingBench: Bench = async () => {
  const draws: number[] = []
  for (let i = 0; i < 7; i += 1) {
    const room = freshRoom(true)
    const start = performance.now()
    const draw = drawInitialSeats(room, ids, randomInt, GENESIS)
    draws.push(performance.now() - start)
    if (!draw || draw.placements.length !== ENTRIES) throw new Error('draw failed')
  }

  // A whole tournament: random eliminations from 10,000 to a winner, every proposal applied, tables broken.
  const proposals: number[] = []
  let moves = 0
  let breaks = 0
  const simStart = performance.now()
  const room = freshRoom(true)
  const draw = drawInitialSeats(room, ids, randomInt, GENESIS)!
  applyDraw(room, draw.placements, draw.buttons)
  const alive = [...ids]
  while (alive.length > 1) {
    const k = randomInt(alive.length)
    const out = alive[k]!
    alive[k] = alive[alive.length - 1]!
    alive.pop()
    unseat(room, out)
    const start = performance.now()
    let proposal = proposeSeating(room, randomInt)
    proposals.push(performance.now() - start)
    while (proposal) {
      moves += proposal.moves.length
      if (proposal.kind === 'break') breaks += 1
      applyProposal(room, proposal)
      // No seat a newcomer may take until a button moves (§8.8): the hand is played, buttons advance.
      if (proposal.deferred) for (const t of room.tables.values()) if (t.open && t.button !== null) t.button = advancedButton(t)
      proposal = proposeSeating(room, randomInt)
    }
  }
  const simMs = performance.now() - simStart
  return [
    atMost('initial draw, 10,000 entries on 1,112 tables (median of 7)', percentile(draws, 50), 'ms', 50),
    atMost('balancing proposal after an elimination (p99)', percentile(proposals, 99), 'ms', 2),
    info('balancing proposal after an elimination (median)', percentile(proposals, 50), 'ms'),
    atMost('whole simulated tournament, 10,000 → 1, every proposal applied', simMs, 'ms', 2000),
    info('moves proposed and applied in the simulation', moves, 'moves'),
    info('tables broken in the simulation', breaks, 'tables')
  ]
}
