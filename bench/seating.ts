import { performance } from 'node:perf_hooks'
import { applyDraw, applyProposal } from '../src/shared/core/seating/apply'
import { drawInitialSeats } from '../src/shared/core/seating/draw'
import { GENESIS } from '../src/shared/core/seating/hash'
import { advancedButton } from '../src/shared/core/seating/positions'
import { proposeSeating } from '../src/shared/core/seating/propose'
import { createRoom, DEFAULT_RULES, setButton, unseat, type Room } from '../src/shared/core/seating/room'
import { systemIds } from '../src/main/app/timer/time'
import fs from 'node:fs'
import { openFloor } from '../src/main/app/bootstrap'
import type { Session } from '../src/main/app/service'
import { atMost, info, percentile, sample, tempDataDir, type Bench } from './harness'
import { buttonsToRecord, proposalAfter } from './buttons'
import type { SeatingView } from '../src/shared/core/seating/views'

const ENTRIES = 10_000
const TABLES = 1_112

function freshRoom(trackButtons: boolean): Room {
  const specs = Array.from({ length: TABLES }, (_, i) => ({ number: i + 1, seats: 10 }))
  return createRoom(
    specs,
    specs.map((s) => s.number),
    DEFAULT_RULES,
    trackButtons
  )
}

/** Where the floor says the button is: the seat recorded before, else the table's last occupied seat. */
function buttonNow(room: Room, number: number): number {
  const table = room.tables.get(number)!
  return table.button ?? table.occupant.findLastIndex((entry) => entry !== null) + 1
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
    let rounds = 0
    while (proposal) {
      // A proposal that never settles would hang `npm run bench` (it did, once proposals asked for buttons): fail.
      if ((rounds += 1) > 100) throw new Error(`the seating proposals did not settle with ${alive.length} players left`)
      if ((proposal.buttonsAsked?.length ?? 0) > 0) {
        // Issue 14.6: the floor records where the button is at the tables asked (as bench/buttons.ts answers).
        for (const n of proposal.buttonsAsked!) setButton(room, n, buttonNow(room, n))
        proposal = proposeSeating(room, randomInt)
        continue
      }
      moves += proposal.moves.length
      if (proposal.kind === 'break') breaks += 1
      applyProposal(room, proposal)
      // No seat a newcomer may take until a button moves (§8.8): the hand is played, buttons advance.
      if (proposal.deferred)
        for (const t of room.tables.values())
          if (t.open && t.button !== null) setButton(room, t.number, advancedButton(t))
      proposal = proposeSeating(room, randomInt)
    }
  }
  const simMs = performance.now() - simStart
  const service = serviceFigures()
  return [
    atMost('initial draw, 10,000 entries on 1,112 tables (median of 7)', percentile(draws, 50), 'ms', 50),
    atMost('balancing proposal after an elimination (p99)', percentile(proposals, 99), 'ms', 2),
    info('balancing proposal after an elimination (median)', percentile(proposals, 50), 'ms'),
    atMost('whole simulated tournament, 10,000 → 1, every proposal applied', simMs, 'ms', 2000),
    info('moves proposed and applied in the simulation', moves, 'moves'),
    info('tables broken in the simulation', breaks, 'tables'),
    info('in-process: draw command through the service and SQLite, 10,000 entries', service.drawMs, 'ms'),
    info(
      'in-process: elimination + freed seat + proposal through the service and SQLite (p99)',
      service.eliminateP99,
      'ms'
    ),
    info('in-process: confirm a proposal through the service and SQLite (p99)', service.confirmP99, 'ms')
  ]
}

const admin: Session = { role: 'admin', operator: 'bench' }

/** The same path the floor uses: zod, decide (with seating follow-ups), one SQLite transaction, fold. */
function serviceFigures(): { drawMs: number; eliminateP99: number; confirmP99: number } {
  const dir = tempDataDir('seating')
  const floor = openFloor(dir)
  const exec = (command: Record<string, unknown>): Array<Record<string, unknown>> => {
    const r = floor.service.execute({ command }, admin)
    if (!r.ok) throw new Error(r.error.message)
    return r.value.events as never
  }
  const [created] = exec({
    type: 'tournament.create',
    fields: {
      name: 'Bench',
      date: '2026-11-28',
      venue: 'Hall',
      discipline: 'holdem',
      bettingFormat: 'no-limit',
      startingStack: 30000
    }
  })
  const tournamentId = created!.tournamentId as string
  const entries: string[] = []
  for (let start = 0; start < ENTRIES; start += 5000) {
    const rows = Array.from({ length: 5000 }, (_, k) => ({
      displayName: `Player ${start + k}`,
      clubId: `C-${start + k}`
    }))
    for (const e of exec({ type: 'player.import', rows })) {
      const [entry] = exec({ type: 'entry.register', tournamentId, playerId: e.playerId })
      entries.push(entry!.entryId as string)
    }
  }
  const tables = Array.from({ length: TABLES }, (_, i) => ({ number: i + 1, seats: 10 }))
  exec({
    type: 'seating.configure',
    tournamentId,
    tables,
    closingOrder: { kind: 'random' },
    rules: {},
    trackButtons: true
  })
  const start = performance.now()
  exec({ type: 'seating.draw', tournamentId })
  const drawMs = performance.now() - start
  const confirms: number[] = []
  const eliminations = sample(
    1000,
    (i) => {
      if (i < 0) return
      const k = randomInt(entries.length)
      const out = entries[k]!
      entries[k] = entries[entries.length - 1]!
      entries.pop()
      const events = exec({ type: 'entry.eliminate', tournamentId, entryId: out, level: 3, confirmedBy: 'Floor' })
      const proposed = events.find((e) => e.type === 'seating.proposed')
      if (proposed) {
        let proposalId = proposed.proposalId
        const view = floor.service.query({ type: 'seating.get', tournamentId }, admin)
        const buttons = view.ok ? buttonsToRecord(view.value as SeatingView) : null
        if (buttons) proposalId = proposalAfter(exec({ type: 'seating.buttons', tournamentId, buttons }), proposalId)
        const t0 = performance.now()
        exec({ type: 'seating.confirm', tournamentId, proposalId })
        confirms.push(performance.now() - t0)
      }
    },
    0
  )
  floor.close()
  fs.rmSync(dir, { recursive: true, force: true })
  return {
    drawMs,
    eliminateP99: percentile(eliminations, 99),
    confirmP99: confirms.length ? percentile(confirms, 99) : 0
  }
}
