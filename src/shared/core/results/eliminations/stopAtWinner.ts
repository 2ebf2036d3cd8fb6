import type { DecideContext } from '../../context'
import type { DomainEvent } from '../../events'
import type { FloorState } from '../../state'
import { clockAt } from '../../clock'

/**
 * When a hand leaves one player, the tournament is over — the clock stops there, recorded as a pause at
 * that moment by the same record (a resume stays possible, e.g. after an undo). Only a running clock is paused; a
 * hand entered after the fact (§26.14) with the clock already paused adds nothing.
 */
export function stopClockAtWinner(events: DomainEvent[], state: FloorState, ctx: DecideContext): DomainEvent[] {
  const hand = events.find((e) => e.type === 'results.handRecorded')
  if (!hand || hand.type !== 'results.handRecorded') return events
  const winnerNow = hand.changes.some((c) => c.to.status === 'winner' && c.from.status !== 'winner')
  if (!winnerNow) return events
  const tournament = state.tournaments.get(hand.tournamentId)
  if (!tournament) return events
  const reading = clockAt(tournament, ctx.now)
  if (reading.status !== 'running') return events
  return [...events, { type: 'clock.paused', tournamentId: tournament.id, at: ctx.now, position: reading.position }]
}
