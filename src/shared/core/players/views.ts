import type { Membership } from '../league'
import { toCsv } from './csv'
import { findPossibleDuplicates, type PossibleDuplicate } from './duplicates'
import type { FloorState } from '../state'
import type { Player } from './state'
import type { EntryStatus } from '../registration'

/** A player as the admin sees it (internal data included). */
export interface PlayerRow {
  id: string
  displayName: string
  fullName: string
  participantNumber: string
  clubId: string
  contact: string
  ageConfirmed: boolean
  rulesConsent: boolean
  dataConsent: boolean
}

/** A search hit at the registration desk: the player and their standing in the tournament at hand. */
export interface PlayerHit extends PlayerRow {
  /** The player's latest entry in the tournament, if any. */
  entry: {
    id: string
    number: number | null
    status: EntryStatus
    /**
     * For a player out: may they enter again under the terms (§5.6)? 'limit' once the re-entries are used up,
     * 'closed' once the re-entry period has ended (the desk would refuse it without the director).
     */
    reentry?: 'open' | 'limit' | 'closed' | 'none'
  } | null
}

export interface PlayerDetail extends PlayerRow {
  notes: string
  ageConfirmedAt: number | null
  rulesConsentAt: number | null
  dataConsentAt: number | null
  createdAt: number
  createdBy: string
  mergedInto: string | null
  mergedFrom: string[]
  /** §5.4е: what the player belongs to (women, juniors, a club…): internal, never on a display (§27.11). */
  memberships: Membership[]
  entries: {
    tournamentId: string
    tournamentName: string
    entryId: string
    number: number | null
    status: EntryStatus
  }[]
}

export function playerRow(p: Player): PlayerRow {
  const f = p.fields
  return {
    id: p.id,
    displayName: f.displayName,
    fullName: f.fullName,
    participantNumber: f.participantNumber,
    clubId: f.clubId,
    contact: f.contact,
    ageConfirmed: f.ageConfirmed,
    rulesConsent: f.rulesConsent,
    dataConsent: f.dataConsent
  }
}

export function playerDetail(state: FloorState, playerId: string): PlayerDetail | null {
  const p = state.players.byId.get(playerId)
  if (!p) return null
  const entries: PlayerDetail['entries'] = []
  for (const t of state.tournaments.values()) {
    for (const id of t.registration.entriesByPlayer.get(p.id) ?? []) {
      const e = t.registration.entries.get(id)
      if (e)
        entries.push({
          tournamentId: t.id,
          tournamentName: t.fields.name,
          entryId: e.id,
          number: e.number,
          status: e.status
        })
    }
  }
  return {
    ...playerRow(p),
    notes: p.fields.notes,
    ageConfirmedAt: p.ageConfirmedAt,
    rulesConsentAt: p.rulesConsentAt,
    dataConsentAt: p.dataConsentAt,
    createdAt: p.createdAt,
    createdBy: p.createdBy,
    mergedInto: p.mergedInto,
    mergedFrom: [...p.mergedFrom],
    memberships: (state.standings.memberships.get(p.id) ?? []).map((m) => ({ ...m })),
    entries
  }
}

export function possibleDuplicates(
  state: FloorState,
  fields: { displayName: string; fullName: string; clubId: string; contact: string },
  exceptId?: string
): PossibleDuplicate[] {
  return findPossibleDuplicates(state.players, fields, exceptId)
}

/**
 * Export the player database as CSV. `public` carries only the public field (§27.11, §6.11, §6.12); `internal` is
 * for the administration's own records. Formula-like cells are neutralised.
 */
export function exportPlayers(state: FloorState, scope: 'public' | 'internal'): string {
  const players = [...state.players.byId.values()].filter((p) => !p.mergedInto)
  if (scope === 'public') return toCsv([['displayName'], ...players.map((p) => [p.fields.displayName])])
  const yes = (b: boolean): string => (b ? 'yes' : 'no')
  return toCsv([
    [
      'displayName',
      'fullName',
      'participantNumber',
      'clubId',
      'contact',
      'ageConfirmed',
      'rulesConsent',
      'dataConsent',
      'notes'
    ],
    ...players.map((p) => {
      const f = p.fields
      return [
        f.displayName,
        f.fullName,
        f.participantNumber,
        f.clubId,
        f.contact,
        yes(f.ageConfirmed),
        yes(f.rulesConsent),
        yes(f.dataConsent),
        f.notes
      ]
    })
  ])
}
