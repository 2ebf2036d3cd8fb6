import type { DecideContext } from '../context'
import type { DomainEvent } from '../events'
import type { FloorState } from '../state'
import { entriesToSeat } from '../registration'
import type { Tournament } from '../tournament'
import { sealDraw } from './hash'
import { drawLateSeat, returnSeat } from './draw'
import type { SeatingEvent } from './events'
import { proposeSeating } from './propose'
import { buttonLevelAt } from './buttons'
import { evolveRoom } from './evolve'
import { forkRoom, type Room } from './room'
import type { TournamentSeating } from './state'

/**
 * The seating events one command records for a tournament, and the room as the fold will leave it after them: each
 * event is added to the list and folded by seating's own `evolveRoom` into a fork of the room, so the next follow-up
 * sees the room it acts on while the state decide reads stays as it was.
 */
export class SeatingDraft {
  readonly events: SeatingEvent[] = []
  readonly room: Room

  constructor(
    readonly seating: TournamentSeating,
    events: readonly SeatingEvent[] = []
  ) {
    this.room = forkRoom(seating.room)
    for (const event of events) this.add(event)
  }

  add(event: SeatingEvent): void {
    this.events.push(event)
    evolveRoom(this.room, event)
  }
}

/**
 * The proposal due once the draft's events are recorded (balance, break, final table, next Olympic stage), as a
 * `seating.proposed` event — or nothing when the tables are fine. Pure: neither the room nor the draft changes.
 * Buttons the floor recorded in the level being played stand (BFSP §5.3).
 */
export function proposeLater(t: Tournament, draft: SeatingDraft, ctx: DecideContext): SeatingEvent[] {
  const proposal = proposeSeating(draft.room, ctx.randomInt, buttonLevelAt(t, ctx.now))
  return proposal ? [{ type: 'seating.proposed', tournamentId: t.id, proposalId: ctx.newId(), proposal }] : []
}

/** Entries an event brings back into play (§27.8): an elimination undone, a disqualification lifted. */
function returning(event: DomainEvent): readonly string[] {
  if (event.type === 'entry.disqualificationLifted') return [event.entryId]
  if (event.type === 'results.handUndone') return event.entryIds
  return []
}

/**
 * A seat for one entry, added to the draft as `seating.seated`: back on the seat they left (`back`, §27.8) when it
 * is free, else a late seat (§8.8). Nothing when the room is full (listed under "Entries without a seat").
 */
function seatEntry(t: Tournament, draft: SeatingDraft, entryId: string, back: boolean, ctx: DecideContext): void {
  const room = draft.room
  const placed = back ? returnSeat(room, entryId, draft.seating.lastSeat.get(entryId)) : null
  const to = placed ?? drawLateSeat(room, entryId, ctx.randomInt)
  if (!to) return
  const kind = placed ? 'return' : 'late'
  const placements = [{ entryId, table: to.table, seat: to.seat }]
  const previous = [...draft.events].reverse().find((e) => e.type === 'seating.seated')
  const prevHash = previous?.type === 'seating.seated' ? previous.draw.seal.hash : draft.seating.lastHash
  draft.add({
    type: 'seating.seated',
    tournamentId: t.id,
    draw: {
      kind,
      placements,
      seal: sealDraw(prevHash, kind, placements),
      buttons: [],
      ...(to.waitsForButton ? { waitsForButton: [entryId] } : {})
    }
  })
}

/**
 * Entries in play without a seat (the room was full when they came) take the seats that free up, in the order they
 * registered (§8.8). `leaving`: entries that leave in the same command (not folded yet, still "in" in the state).
 */
export function seatWaiting(
  t: Tournament,
  draft: SeatingDraft,
  leaving: ReadonlySet<string>,
  ctx: DecideContext
): void {
  // Cheap first: everyone in play is seated (the usual case) unless fewer hold seats than are in play.
  if (draft.room.seatOf.size + leaving.size >= t.registration.inCount) return
  for (const entry of entriesToSeat(t)) {
    if (leaving.has(entry.id) || draft.room.seatOf.has(entry.id)) continue
    seatEntry(t, draft, entry.id, false, ctx)
  }
}

/**
 * What seating records after other areas' events, in the same transaction: a late entry or re-entry gets its seat
 * (§8.8, TDA R8); a player back in play gets their previous seat if it is free, else a late seat (§8.8); an
 * eliminated, disqualified or withdrawn entry frees its seat, which an entry waiting for one then takes; then the
 * product proposes the balancing, break or final table that is due (§8.3, §9.1, §9.3). Called by the central
 * `decide`.
 */
export function seatingFollowUps(
  state: FloorState,
  events: readonly DomainEvent[],
  ctx: DecideContext
): SeatingEvent[] {
  const out: SeatingEvent[] = []
  const touched = new Map<string, { draft: SeatingDraft; leaving: Set<string> }>()
  for (const event of events) {
    if (!('tournamentId' in event)) continue
    const t = state.tournaments.get(event.tournamentId)
    const s = t?.seating
    if (!t || !s?.drawn) continue
    const entry = touched.get(t.id) ?? { draft: new SeatingDraft(s), leaving: new Set<string>() }
    touched.set(t.id, entry)
    const { draft, leaving } = entry
    const seated = (entryId: string): boolean => draft.room.seatOf.has(entryId)
    for (const entryId of returning(event)) {
      const e = t.registration.entries.get(entryId)
      // Only an entry that is out now comes back (an undo of someone who re-entered is refused by results).
      if (e && (e.status === 'eliminated' || e.status === 'disqualified') && !seated(entryId))
        seatEntry(t, draft, entryId, true, ctx)
    }
    // §6.6: a no-show's stack posted at the table needs a seat: every pre-registered entry once the terms say so.
    if (
      event.type === 'registration.termsSet' &&
      event.terms.noShowStack === 'posted' &&
      event.previous.noShowStack !== 'posted'
    ) {
      for (const id of t.registration.order)
        if (t.registration.entries.get(id)?.status === 'pre-registered' && !seated(id))
          seatEntry(t, draft, id, false, ctx)
    }
    if (!('entryId' in event)) continue
    const posted = t.registration.terms.noShowStack === 'posted'
    const wantsSeat =
      (event.type === 'entry.registered' &&
        (event.status === 'registered' || (event.status === 'pre-registered' && posted))) ||
      event.type === 'entry.confirmed' ||
      event.type === 'entry.admitted'
    const leaves =
      event.type === 'entry.eliminated' || event.type === 'entry.disqualified' || event.type === 'entry.withdrawn'
    if (leaves) leaving.add(event.entryId)
    if (wantsSeat && !seated(event.entryId)) seatEntry(t, draft, event.entryId, false, ctx)
    else if (leaves && seated(event.entryId)) {
      draft.add({
        type: 'seating.released',
        tournamentId: t.id,
        entryId: event.entryId,
        from: draft.room.seatOf.get(event.entryId)!
      })
    }
  }
  for (const [id, { draft, leaving }] of touched) {
    const t = state.tournaments.get(id)!
    if (draft.events.some((e) => e.type === 'seating.released')) seatWaiting(t, draft, leaving, ctx)
    // §5.5: closing a flight dismissed its pending proposal; reopened, its tables are offered the balance again.
    const reopened = events.some((e) => e.type === 'flight.reopened' && e.tournamentId === id) && !t.seating!.pending
    if (draft.events.length === 0 && !reopened) continue
    out.push(...draft.events, ...proposeLater(t, draft, ctx))
  }
  return out
}
