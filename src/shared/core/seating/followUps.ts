import type { DecideContext } from '../context'
import type { DomainEvent } from '../events'
import type { FloorState } from '../state'
import type { Tournament } from '../tournament/state'
import { sealDraw } from './hash'
import { drawLateSeat } from './draw'
import type { SeatingEvent } from './events'
import { proposeSeating } from './propose'
import { withTrial, type Trial } from './room'
import type { TournamentSeating } from './state'

/** Play a seating event onto a trial room (what evolve will do), so a follow-up proposal sees the room after it. */
function applyToTrial(s: TournamentSeating, trial: Trial, event: SeatingEvent): void {
  switch (event.type) {
    case 'seating.seated':
      for (const p of event.draw.placements) trial.seat(p.entryId, p)
      return
    case 'seating.released':
      trial.unseat(event.entryId)
      return
    case 'seating.moved':
      for (const m of event.moves) trial.unseat(m.entryId)
      for (const m of event.moves) trial.seat(m.entryId, m.to)
      for (const x of event.maxSeats) trial.setMaxSeat(x.table, x.maxSeat)
      for (const n of event.closes) if (s.room.tables.get(n)!.count === 0 && s.room.tables.get(n)!.open) trial.close(n)
      return
    default:
      return
  }
}

/**
 * The proposal due once `events` are recorded (balance, break, final table, next Olympic stage), as a
 * `seating.proposed` event — or nothing when the tables are fine. Pure: the room is unchanged.
 */
export function proposeLater(t: Tournament, s: TournamentSeating, events: readonly SeatingEvent[], ctx: DecideContext): SeatingEvent[] {
  const proposal = withTrial(s.room, (trial) => {
    for (const e of events) applyToTrial(s, trial, e)
    return proposeSeating(s.room, ctx.randomInt)
  })
  return proposal ? [{ type: 'seating.proposed', tournamentId: t.id, proposalId: ctx.newId(), proposal }] : []
}

/**
 * What seating records after other areas' events, in the same transaction: a late entry or re-entry gets its seat
 * (§8.8, TDA R8); an eliminated, disqualified or withdrawn entry frees its seat; then the product proposes the
 * balancing, break or final table that is due (§8.3, §9.1, §9.3). Called by the central `decide`.
 */
export function seatingFollowUps(state: FloorState, events: readonly DomainEvent[], ctx: DecideContext): SeatingEvent[] {
  const out: SeatingEvent[] = []
  const touched = new Map<string, SeatingEvent[]>()
  for (const event of events) {
    if (!('tournamentId' in event) || !('entryId' in event)) continue
    const t = state.tournaments.get(event.tournamentId)
    const s = t?.seating
    if (!t || !s?.drawn) continue
    const list = touched.get(t.id) ?? []
    touched.set(t.id, list)
    const seated = (id: string): boolean => s.room.seatOf.has(id) || list.some((e) => e.type === 'seating.seated' && e.draw.placements[0]!.entryId === id)
    const wantsSeat =
      (event.type === 'entry.registered' && event.status === 'registered') || event.type === 'entry.confirmed' || event.type === 'entry.admitted'
    const leaves = event.type === 'entry.eliminated' || event.type === 'entry.disqualified' || event.type === 'entry.withdrawn'
    if (wantsSeat && !seated(event.entryId)) {
      const seat = withTrial(s.room, (trial) => {
        for (const e of list) applyToTrial(s, trial, e)
        return drawLateSeat(s.room, event.entryId, ctx.randomInt)
      })
      if (seat) {
        const placements = [{ entryId: event.entryId, table: seat.table, seat: seat.seat }]
        const previous = [...list].reverse().find((e) => e.type === 'seating.seated')
        const prevHash = previous?.type === 'seating.seated' ? previous.draw.seal.hash : s.lastHash
        list.push({ type: 'seating.seated', tournamentId: t.id, draw: { kind: 'late', placements, seal: sealDraw(prevHash, 'late', placements), buttons: [], ...(seat.waitsForButton ? { waitsForButton: [event.entryId] } : {}) } })
      }
    } else if (leaves && s.room.seatOf.has(event.entryId)) {
      list.push({ type: 'seating.released', tournamentId: t.id, entryId: event.entryId, from: s.room.seatOf.get(event.entryId)! })
    }
  }
  for (const [id, list] of touched) {
    if (list.length === 0) continue
    const t = state.tournaments.get(id)!
    out.push(...list, ...proposeLater(t, t.seating!, list, ctx))
  }
  return out
}
