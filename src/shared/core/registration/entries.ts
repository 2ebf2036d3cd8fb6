import type { Tournament } from '../tournament'
import { isIn, type Entry } from './state'

/**
 * The entries still in the tournament, in registration order: registered, or pre-registered and not yet confirmed
 * (§6.5). Seating seats these; results places the others.
 */
export function activeEntries(tournament: Tournament): Entry[] {
  const reg = tournament.registration
  const result: Entry[] = []
  for (const id of reg.order) {
    const entry = reg.entries.get(id)
    if (entry && isIn(entry)) result.push(entry)
  }
  return result
}

/**
 * The entries that get chips on a table now: confirmed ones, plus pre-registered no-shows when the terms say their
 * stack is posted and blinded off (§6.6, §7.6).
 */
export function entriesToSeat(tournament: Tournament): Entry[] {
  const posted = tournament.registration.terms.noShowStack === 'posted'
  return activeEntries(tournament).filter((e) => e.status === 'registered' || posted)
}

/** Every entry of a player in a tournament (after merges), in order. */
export function entriesOfPlayer(tournament: Tournament, playerId: string): Entry[] {
  const reg = tournament.registration
  return (reg.entriesByPlayer.get(playerId) ?? [])
    .map((id) => reg.entries.get(id))
    .filter((e): e is Entry => e !== undefined)
}

/** The waiting list of alternates, in the order they are offered places. */
export function waitingList(tournament: Tournament): Entry[] {
  const reg = tournament.registration
  return reg.waiting.map((id) => reg.entries.get(id)).filter((e): e is Entry => e !== undefined)
}

export function findEntry(tournament: Tournament, entryId: string): Entry | undefined {
  return tournament.registration.entries.get(entryId)
}
