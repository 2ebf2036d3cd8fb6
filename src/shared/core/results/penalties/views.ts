import { resolvePlayer } from '../../players'
import type { FloorState } from '../../state'
import type { DisputedDecision } from './disputedDecision'
import { repeatOffences, suggestMeasure, type Measure, type PenaltyRecord, type ViolationCode } from './penaltyRecord'

export interface PenaltyRow {
  penalty: PenaltyRecord
  displayName: string
  number: number | null
  timeAway: { startedAt: number; endsAt: number } | null
  /** Earlier records of the same player in this tournament when this one was made (§25.2). */
  earlier: number
}

export interface PenaltyLog {
  /** Newest first. Internal: admin only (§25.14). */
  penalties: PenaltyRow[]
  disputes: DisputedDecision[]
}

export function penaltyLog(state: FloorState, tournamentId: string): PenaltyLog | null {
  const t = state.tournaments.get(tournamentId)
  if (!t) return null
  const all = t.results.penalties
  const penalties = all
    .map((penalty, i): PenaltyRow => {
      const entry = t.registration.entries.get(penalty.entryId)
      return {
        penalty,
        displayName: entry ? (resolvePlayer(state.players, entry.playerId)?.fields.displayName ?? '?') : '?',
        number: entry?.number ?? null,
        timeAway: t.results.timeAway.get(penalty.id) ?? null,
        // §27.8: a withdrawn record is no earlier offence.
        earlier: all.slice(0, i).filter((p) => p.playerId === penalty.playerId && !p.withdrawn).length
      }
    })
    .reverse()
  return { penalties, disputes: [...t.results.disputes].reverse() }
}

export interface RepeatCheck {
  earlier: number
  sameViolation: number
  isRepeat: boolean
  /** BFSP §7.1 standard measure — a suggestion only; the floor or director decides (§25.2). */
  suggestion: Measure | null
}

/** §25.2, BFSP §7.1: repeat offences visible while recording. */
export function repeatCheck(
  state: FloorState,
  tournamentId: string,
  entryId: string,
  violation: ViolationCode | undefined,
  playersAtTable: number
): RepeatCheck | null {
  const t = state.tournaments.get(tournamentId)
  const entry = t?.registration.entries.get(entryId)
  if (!t || !entry) return null
  const r = repeatOffences(t.results.penalties, {
    playerId: entry.playerId,
    tournamentId,
    ...(violation ? { violation } : {})
  })
  return {
    earlier: r.earlier.length,
    sameViolation: r.sameViolation.length,
    isRepeat: r.isRepeat,
    suggestion: violation ? suggestMeasure(violation, r.sameViolation.length, playersAtTable) : null
  }
}
