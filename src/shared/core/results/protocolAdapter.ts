import { resolvePlayer } from '../players/state'
import { isEnteredAfterTheFact } from '../record'
import type { FloorState } from '../state'
import type { Tournament } from '../tournament/state'
import { levelText } from '../clock/levelText'
import type { ParticipantStatus, ProtocolInput, ProtocolLevel, ProtocolMove, ProtocolParticipant } from './Protocol'
import { placesOf } from './state'
import { seriesOfTournament, tournamentPoints } from '../series/views'
import { drawRecordOf, type DrawRecord } from '../seating/verify'
import { levelNumbers } from '../clock/structureMath'

/**
 * Seating's facts for the protocol (Appendix C.8, C.9): the entry's table and seat — its current seat while in play,
 * or the seat it held when it left play — and every move with both seats, oldest first.
 */
export function seatingFacts(tournament: Tournament, entryId: string): { table: string; seat: number } | null {
  const seating = tournament.seating
  const seat = seating?.room.seatOf.get(entryId) ?? seating?.lastSeat.get(entryId)
  return seat ? { table: String(seat.table), seat: seat.seat } : null
}

export function movesOf(tournament: Tournament): ProtocolMove[] {
  return (tournament.seating?.moveHistory ?? []).map((m) => ({
    entryId: m.entryId,
    fromTable: String(m.from.table),
    fromSeat: m.from.seat,
    toTable: String(m.to.table),
    toSeat: m.to.seat,
    at: m.at,
    by: m.by,
    ...(m.reason ? { reason: m.reason } : {})
  }))
}

/** §28.12, Appendix C: the library's ProtocolInput from the real state of one tournament. */
export function protocolInput(state: FloorState, tournamentId: string): ProtocolInput | null {
  const t = state.tournaments.get(tournamentId)
  if (!t) return null
  const structure = t.clock.structure
  // §27.13: the numbers players know (breaks not counted) — the clock's own numbering, so the structure table and the
  // eliminations' "level N" agree.
  const numbers = structure ? levelNumbers(structure) : []
  const levels: ProtocolLevel[] = (structure?.items ?? []).map((item, i): ProtocolLevel => {
    const durationMinutes = Math.round((item.seconds / 60) * 100) / 100
    if (item.kind === 'break') return { index: i + 1, kind: 'break', durationMinutes }
    return {
      index: i + 1,
      ...(numbers[i] != null ? { number: numbers[i] } : {}),
      kind: 'level',
      durationMinutes,
      smallBlind: item.smallBlind,
      bigBlind: item.bigBlind,
      ...(item.ante ? { ante: item.ante } : {}),
      ...(item.game ? { game: item.game } : {}),
      text: levelText(item, { bettingFormat: t.fields.bettingFormat })
    }
  })
  const table = placesOf(t)
  // C.14, §28.4: points by the formula frozen for this event, each with its explanation.
  const points = new Map((tournamentPoints(state, t)?.rows ?? []).map((r) => [r.entryId, r]))
  const participants = table.results.map((r): ProtocolParticipant => {
    const entry = t.registration.entries.get(r.entryId)
    const player = entry ? resolvePlayer(state.players, entry.playerId) : undefined
    const status: ParticipantStatus =
      r.status === 'in' ? (entry?.status === 'pre-registered' ? 'registered' : 'playing') : r.status
    const seat = seatingFacts(t, r.entryId)
    // §26.14: an elimination entered after the fact is marked in the protocol with both times.
    const hand = r.handId ? t.results.hands.get(r.handId) : undefined
    const later =
      hand && isEnteredAfterTheFact(hand) ? { occurredAt: hand.occurredAt, recordedAt: hand.recordedAt } : null
    const reentryOf =
      entry?.kind === 'reentry'
        ? (t.registration.entriesByPlayer.get(entry.playerId) ?? []).find((id) => id !== entry.id)
        : undefined
    return {
      entryId: r.entryId,
      ...(entry?.number != null ? { number: entry.number } : {}),
      publicName: player?.fields.displayName ?? '?',
      ...(player?.fields.fullName ? { realName: player.fields.fullName } : {}),
      ...(reentryOf ? { reentryOf } : {}),
      status,
      ...(seat ? { table: seat.table, seat: seat.seat } : {}),
      ...(r.level !== null ? { eliminationLevel: r.level } : {}),
      ...(hand ? { eliminatedAt: hand.occurredAt } : {}),
      place: r.place,
      placeTo: r.placeTo,
      basis: r.basis,
      ...(r.note ? { basisNote: r.note } : {}),
      points: points.get(r.entryId)?.place != null ? points.get(r.entryId)!.points : null,
      pointsExplanation: points.get(r.entryId)?.explanation ?? null,
      knockouts: r.knockouts,
      ...(r.stage ? { stage: r.stage.name } : {}),
      ...(later ? { eliminationEnteredLater: later } : {})
    }
  })
  return {
    tournament: {
      id: t.id,
      name: t.fields.name,
      date: t.fields.date,
      ...(t.fields.time ? { time: t.fields.time } : {}),
      venue: t.fields.venue,
      discipline: t.fields.discipline,
      bettingFormat: t.fields.bettingFormat,
      startingStack: t.fields.startingStack,
      noCashPrizes: t.registration.awards.noCashPrizes,
      ...(seriesOfTournament(state, t.id) ? { seriesName: seriesOfTournament(state, t.id)!.name } : {})
    },
    levels,
    participants,
    moves: movesOf(t),
    penalties: t.results.penalties, // C.15 (the public protocol keeps only published ones, §25.14)
    disputes: t.results.disputes, // C.16
    corrections: t.results.corrections,
    approval: t.results.approval,
    draw: drawOf(state, t)
  }
}

/** Issue 15.7: the initial draw with entry numbers and public names (§27.11), as anyone may check it. */
function drawOf(state: FloorState, t: Tournament): DrawRecord | null {
  const draw = t.seating?.initialDraw
  if (!draw) return null
  return drawRecordOf(draw, (entryId) => {
    const entry = t.registration.entries.get(entryId)
    const player = entry ? resolvePlayer(state.players, entry.playerId) : undefined
    return { entry: `#${entry?.number ?? '?'}`, name: player?.fields.displayName ?? '—' }
  })
}
