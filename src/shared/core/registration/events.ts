import type { EntryKind } from './state'
import type { TicketUse } from '../tickets'
import type { Awards, EntryTerms } from './terms'

/** A seat the player held in another tournament in play when an entry was registered (v3 of entry.registered). */
export interface AlsoInPlay {
  tournamentId: string
  entryId: string
  table: number | null
  seat: number | null
  allowed: 'flight' | 'satellite' | null
}

export type RegistrationEvent =
  | { type: 'registration.termsSet'; tournamentId: string; terms: EntryTerms; previous: EntryTerms }
  | { type: 'registration.awardsSet'; tournamentId: string; awards: Awards; previous: Awards }
  | {
      type: 'entry.registered'
      tournamentId: string
      entryId: string
      playerId: string
      kind: EntryKind
      status: 'registered' | 'pre-registered' | 'waiting'
      /** null while on the waiting list. */
      number: number | null
      chips: number
      late: boolean
      /** What the director's override let through, if anything (§7.8, §6.10). */
      override: 'late-registration' | 'disqualified' | 'waiting-list' | 'in-play-elsewhere' | null
      /** §5.12: the seat was won in a satellite; absent for an ordinary entry. */
      ticket?: TicketUse
      /**
       * §6.9: where the player sat at that moment in the hall's other tournaments in play, each with the rule that
       * lets it overlap (a flight of the same event §5.5, a satellite §5.12) or null (the director confirmed it).
       */
      alsoInPlay?: AlsoInPlay[]
    }
  | { type: 'entry.confirmed'; tournamentId: string; entryId: string }
  | { type: 'entry.admitted'; tournamentId: string; entryId: string; number: number; late: boolean }
  | { type: 'entry.withdrawn'; tournamentId: string; entryId: string }
  | {
      type: 'entry.eliminated'
      tournamentId: string
      entryId: string
      level: number
      confirmedBy: string
      eliminatedBy: string | null
      /**
       * The hand it enters the results journal as: chosen when decided, never the journal position, so an imported
       * tournament's references still find it (docs/decisions.md).
       */
      handId: string
    }
  | { type: 'entry.disqualified'; tournamentId: string; entryId: string; level: number | null }
  | { type: 'entry.disqualificationLifted'; tournamentId: string; entryId: string }
  | { type: 'entry.rebought'; tournamentId: string; entryId: string; stack: number; chips: number }
  | { type: 'entry.addedOn'; tournamentId: string; entryId: string; chips: number }
