import type { DecideContext } from '../context'
import type { DomainEvent } from '../events'
import type { FloorState } from '../state'
import { entriesToSeat } from '../registration/entries'
import type { Tournament } from '../tournament/state'
import { sealDraw } from './hash'
import { drawLateSeat, returnSeat } from './draw'
import type { SeatingEvent } from './events'
import { proposeSeating } from './propose'
import { addTables, closeTable, forkRoom, seatAt, setButton, setMaxSeat, unseat, type Room } from './room'
import type { TournamentSeating } from './state'

/** Play seating events onto a fork of the room (what evolve will do), so a follow-up sees the room after them. */
export function roomAfter(room: Room, events: readonly SeatingEvent[]): Room {
  const trial = forkRoom(room)
  for (const event of events) {
    switch (event.type) {
      case 'seating.seated':
        for (const p of event.draw.placements) seatAt(trial, p.entryId, p)
        break
      case 'seating.released':
        unseat(trial, event.entryId)
        break
      case 'seating.moved':
        for (const m of event.moves) unseat(trial, m.entryId)
        for (const m of event.moves) seatAt(trial, m.entryId, m.to)
        for (const x of event.maxSeats) setMaxSeat(trial, x.table, x.maxSeat)
        for (const n of event.closes) if (trial.tables.get(n)!.count === 0) closeTable(trial, n)
        break
      case 'seating.buttonSet':
        setButton(trial, event.table, event.seat)
        break
      case 'seating.tablesAdded':
        addTables(trial, event.tables)
        break
      default:
        break
    }
  }
  return trial
}

/**
 * The proposal due once `events` are recorded (balance, break, final table, next Olympic stage), as a
 * `seating.proposed` event — or nothing when the tables are fine. Pure: the room is unchanged.
 */
export function proposeLater(
  t: Tournament,
  s: TournamentSeating,
  events: readonly SeatingEvent[],
  ctx: DecideContext
): SeatingEvent[] {
  const proposal = proposeSeating(roomAfter(s.room, events), ctx.randomInt)
  return proposal ? [{ type: 'seating.proposed', tournamentId: t.id, proposalId: ctx.newId(), proposal }] : []
}

/** Entries an event brings back into play (§27.8): an elimination undone, a disqualification lifted. */
function returning(event: DomainEvent): readonly string[] {
  if (event.type === 'entry.disqualificationLifted') return [event.entryId]
  if (event.type === 'results.handUndone') return event.entryIds
  return []
}

/** Whether the entry holds a seat once `list` is recorded. */
function seatedAfter(s: TournamentSeating, list: readonly SeatingEvent[], entryId: string): boolean {
  let seated = s.room.seatOf.has(entryId)
  for (const e of list) {
    if (e.type === 'seating.seated' && e.draw.placements.some((p) => p.entryId === entryId)) seated = true
    if (e.type === 'seating.released' && e.entryId === entryId) seated = false
    if (e.type === 'seating.moved' && e.moves.some((m) => m.entryId === entryId)) seated = true
  }
  return seated
}

/**
 * A seat for one entry, appended to `list` as `seating.seated`: back on the seat they left (`back`, §27.8) when it
 * is free, else a late seat (§8.8). Nothing when the room is full (listed under "Entries without a seat").
 */
function seatEntry(
  t: Tournament,
  s: TournamentSeating,
  list: SeatingEvent[],
  entryId: string,
  back: boolean,
  ctx: DecideContext
): void {
  const room = roomAfter(s.room, list)
  const placed = back ? returnSeat(room, entryId, s.lastSeat.get(entryId)) : null
  const to = placed ?? drawLateSeat(room, entryId, ctx.randomInt)
  if (!to) return
  const kind = placed ? 'return' : 'late'
  const placements = [{ entryId, table: to.table, seat: to.seat }]
  const previous = [...list].reverse().find((e) => e.type === 'seating.seated')
  const prevHash = previous?.type === 'seating.seated' ? previous.draw.seal.hash : s.lastHash
  list.push({
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
  s: TournamentSeating,
  list: SeatingEvent[],
  leaving: ReadonlySet<string>,
  ctx: DecideContext
): void {
  // Cheap first: everyone in play is seated (the usual case) unless fewer hold seats than are in play.
  if (roomAfter(s.room, list).seatOf.size + leaving.size >= t.registration.inCount) return
  for (const entry of entriesToSeat(t)) {
    if (leaving.has(entry.id) || seatedAfter(s, list, entry.id)) continue
    seatEntry(t, s, list, entry.id, false, ctx)
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
  const touched = new Map<string, { list: SeatingEvent[]; leaving: Set<string> }>()
  for (const event of events) {
    if (!('tournamentId' in event)) continue
    const t = state.tournaments.get(event.tournamentId)
    const s = t?.seating
    if (!t || !s?.drawn) continue
    const entry = touched.get(t.id) ?? { list: [], leaving: new Set<string>() }
    touched.set(t.id, entry)
    const { list, leaving } = entry
    for (const entryId of returning(event)) {
      const e = t.registration.entries.get(entryId)
      // Only an entry that is out now comes back (an undo of someone who re-entered is refused by results).
      if (e && (e.status === 'eliminated' || e.status === 'disqualified') && !seatedAfter(s, list, entryId))
        seatEntry(t, s, list, entryId, true, ctx)
    }
    // §6.6: a no-show's stack posted at the table needs a seat: every pre-registered entry once the terms say so.
    if (
      event.type === 'registration.termsSet' &&
      event.terms.noShowStack === 'posted' &&
      event.previous.noShowStack !== 'posted'
    ) {
      for (const id of t.registration.order)
        if (t.registration.entries.get(id)?.status === 'pre-registered' && !seatedAfter(s, list, id))
          seatEntry(t, s, list, id, false, ctx)
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
    if (wantsSeat && !seatedAfter(s, list, event.entryId)) seatEntry(t, s, list, event.entryId, false, ctx)
    else if (leaves && seatedAfter(s, list, event.entryId)) {
      list.push({
        type: 'seating.released',
        tournamentId: t.id,
        entryId: event.entryId,
        from: roomAfter(s.room, list).seatOf.get(event.entryId)!
      })
    }
  }
  for (const [id, { list, leaving }] of touched) {
    const t = state.tournaments.get(id)!
    if (list.some((e) => e.type === 'seating.released')) seatWaiting(t, t.seating!, list, leaving, ctx)
    // §5.5: closing a flight dismissed its pending proposal; reopened, its tables are offered the balance again.
    const reopened = events.some((e) => e.type === 'flight.reopened' && e.tournamentId === id) && !t.seating!.pending
    if (list.length === 0 && !reopened) continue
    out.push(...list, ...proposeLater(t, t.seating!, list, ctx))
  }
  return out
}
