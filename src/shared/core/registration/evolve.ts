import type { EventRecord } from '../record'
import type { FloorState } from '../state'
import type { RegistrationEvent } from './events'
import { resolvePlayer } from '../players'
import { reassignEntries, setStatus, type Entry } from './state'

export function evolveRegistration(state: FloorState, record: EventRecord<RegistrationEvent>): void {
  const event = record.event
  const tournament = state.tournaments.get(event.tournamentId)
  if (!tournament) return
  const reg = tournament.registration
  reg.version += 1
  switch (event.type) {
    case 'registration.termsSet':
      reg.terms = event.terms
      return
    case 'registration.awardsSet':
      reg.awards = event.awards
      return
    case 'entry.registered': {
      const entry: Entry = {
        id: event.entryId,
        tournamentId: event.tournamentId,
        number: event.number,
        // §6.3: an entry of a record already merged into another counts as the kept record's, as the merge made its
        // earlier entries; so the entry's player does not depend on whether the merge was recorded before or after it
        // (a tournament imported where the merge came first).
        playerId: resolvePlayer(state.players, event.playerId)?.id ?? event.playerId,
        registeredAs: event.playerId,
        kind: event.kind,
        status: 'withdrawn',
        chips: event.chips,
        rebuys: 0,
        rebuyChips: 0,
        addon: false,
        addonChips: 0,
        registeredAt: record.occurredAt,
        registeredBy: record.actor,
        confirmedAt: event.status === 'registered' ? record.occurredAt : null,
        late: event.late,
        override: event.override ? (record.reason ?? '') : null,
        elimination: null,
        disqualification: null,
        ticket: event.ticket ?? null
      }
      // §5.12: the ticket is used by this entry.
      if (entry.ticket) {
        const ticket = state.tournaments.get(entry.ticket.satelliteId)?.registration.tickets.get(entry.ticket.ticketId)
        if (ticket) ticket.usedBy = entry.id
      }
      reg.entries.set(entry.id, entry)
      reg.order.push(entry.id)
      const ofPlayer = reg.entriesByPlayer.get(entry.playerId)
      if (ofPlayer) ofPlayer.push(entry.id)
      else reg.entriesByPlayer.set(entry.playerId, [entry.id])
      if (event.number !== null) reg.lastNumber = Math.max(reg.lastNumber, event.number)
      if (event.status === 'waiting') reg.waiting.push(entry.id)
      // Counters move from "withdrawn" (counted nowhere) to the real status.
      setStatus(reg, entry, event.status)
      return
    }
    case 'entry.confirmed': {
      const entry = reg.entries.get(event.entryId)
      if (!entry) return
      entry.confirmedAt = record.occurredAt
      setStatus(reg, entry, 'registered')
      return
    }
    case 'entry.admitted': {
      const entry = reg.entries.get(event.entryId)
      if (!entry) return
      entry.number = event.number
      reg.lastNumber = Math.max(reg.lastNumber, event.number)
      entry.confirmedAt = record.occurredAt
      setStatus(reg, entry, 'registered')
      return
    }
    case 'entry.withdrawn': {
      const entry = reg.entries.get(event.entryId)
      if (!entry) return
      setStatus(reg, entry, 'withdrawn')
      // A withdrawn entry gives its ticket back: the player may still take the seat.
      if (entry.ticket) {
        const ticket = state.tournaments.get(entry.ticket.satelliteId)?.registration.tickets.get(entry.ticket.ticketId)
        if (ticket?.usedBy === entry.id) ticket.usedBy = null
      }
      return
    }
    case 'entry.eliminated': {
      const entry = reg.entries.get(event.entryId)
      if (!entry) return
      entry.elimination = {
        level: event.level,
        confirmedBy: event.confirmedBy,
        eliminatedBy: event.eliminatedBy,
        at: record.occurredAt,
        recordedBy: record.actor
      }
      setStatus(reg, entry, 'eliminated')
      return
    }
    case 'entry.disqualified': {
      const entry = reg.entries.get(event.entryId)
      if (!entry) return
      entry.disqualification = {
        level: event.level,
        reason: record.reason ?? '',
        at: record.occurredAt,
        recordedBy: record.actor
      }
      setStatus(reg, entry, 'disqualified')
      return
    }
    case 'entry.disqualificationLifted': {
      const entry = reg.entries.get(event.entryId)
      if (!entry) return
      // The journal keeps the disqualification and its lifting; the entry is simply in play again.
      entry.disqualification = null
      setStatus(reg, entry, 'registered')
      return
    }
    case 'entry.rebought': {
      const entry = reg.entries.get(event.entryId)
      if (!entry) return
      entry.rebuys += 1
      entry.rebuyChips += event.chips
      return
    }
    case 'entry.addedOn': {
      const entry = reg.entries.get(event.entryId)
      if (!entry) return
      entry.addon = true
      entry.addonChips += event.chips
      return
    }
  }
}

/**
 * §28.9: after two player records are merged, the duplicate's entries count as the kept player's (re-entry limits,
 * unique players); each entry keeps the id it was registered under in `registeredAs`. Folded after the players'
 * own record of the merge, and only when both records exist, as that fold requires.
 */
export function followPlayerMerge(state: FloorState, duplicateId: string, keepId: string): void {
  if (state.players.byId.get(duplicateId)?.mergedInto !== keepId) return
  for (const tournament of state.tournaments.values()) reassignEntries(tournament.registration, duplicateId, keepId)
}
