import type { DomainEvent } from '../../../shared/core/events'
import type { FloorState } from '../../../shared/core/state'
import type { Tournament } from '../../../shared/core/tournament'

/** Why one imported record does not fit the state it lands in. */
export interface ImportProblem {
  readonly code: string
  readonly message: string
  /** The id it names or creates. */
  readonly id: string
  /** Where in the event. */
  readonly path: string
  readonly params?: Record<string, string | number>
}

type InTournament = Extract<DomainEvent, { tournamentId: string }>

type Kind =
  'tournament' | 'entry' | 'player' | 'hand' | 'penalty' | 'dispute' | 'series' | 'version' | 'proposal' | 'ticket'

const missing = (kind: Kind, id: string, path: string): ImportProblem => ({
  code: `error.import.missing.${kind}`,
  message: `it names ${kind} ${id}, which is neither in the file before it nor recorded here`,
  id,
  path
})

const again = (kind: Kind, id: string, path: string): ImportProblem => ({
  code: 'error.import.duplicateId',
  message: `it records ${kind} ${id}, which is already recorded`,
  id,
  path
})

/**
 * The references and creations of one record, checked against the scratch state of the import (what the file
 * recorded before it, and the players and series of this installation it names). Returns the first problem, or null.
 * `live` is this installation's state: an id the file creates must not be one recorded here either.
 */
export function checkReferences(
  scratch: FloorState,
  event: DomainEvent,
  live: Readonly<FloorState>
): ImportProblem | null {
  const player = (id: string, path: string) => (scratch.players.byId.has(id) ? null : missing('player', id, path))
  if (event.type === 'player.created')
    return scratch.players.byId.has(event.playerId) || live.players.byId.has(event.playerId)
      ? again('player', event.playerId, 'playerId')
      : null
  if (event.type === 'player.edited' || event.type === 'player.membershipsSet')
    return player(event.playerId, 'playerId')
  if (event.type === 'player.merged') return player(event.duplicateId, 'duplicateId') ?? player(event.keepId, 'keepId')
  if (event.type === 'series.created')
    return scratch.series.has(event.seriesId) || live.series.has(event.seriesId)
      ? again('series', event.seriesId, 'seriesId')
      : null
  if (event.type === 'series.formulaAnnounced') {
    const series = scratch.series.get(event.seriesId)
    if (!series) return missing('series', event.seriesId, 'seriesId')
    if (event.version.seriesId !== series.id) return missing('series', event.version.seriesId, 'version.seriesId')
    return series.versions.some((v) => v.id === event.version.id)
      ? again('version', event.version.id, 'version.id')
      : null
  }
  // Display settings belong to this installation's screens, not to a tournament's file.
  if (event.type === 'series.lotsDrawn' || event.type === 'journal.restored' || !('tournamentId' in event))
    return { code: 'error.import.otherStream', message: 'it is not a record of this tournament', id: '', path: 'type' }
  if (event.type === 'tournament.created')
    return scratch.tournaments.has(event.tournamentId) || live.tournaments.has(event.tournamentId)
      ? again('tournament', event.tournamentId, 'tournamentId')
      : null
  const t = scratch.tournaments.get(event.tournamentId)
  if (!t) return missing('tournament', event.tournamentId, 'tournamentId')
  return checkInTournament(scratch, t, event)
}

function checkInTournament(scratch: FloorState, t: Tournament, event: InTournament): ImportProblem | null {
  const entries = t.registration.entries
  const entry = (id: string | null | undefined, path: string) =>
    id === null || id === undefined || entries.has(id) ? null : missing('entry', id, path)
  const allEntries = (ids: readonly string[], path: string) =>
    ids.reduce<ImportProblem | null>((p, id, i) => p ?? entry(id, `${path}.${i}`), null)
  const results = t.results
  const hand = (id: string, path: string) => (results.hands.has(id) ? null : missing('hand', id, path))
  const penalty = (id: string, path: string) =>
    results.penalties.some((p) => p.id === id) ? null : missing('penalty', id, path)
  const dispute = (id: string, path: string) =>
    results.disputes.some((d) => d.id === id) ? null : missing('dispute', id, path)
  const seated = () =>
    t.seating
      ? null
      : { code: 'error.import.seatingNotSet', message: 'the tables were not set up before it', id: '', path: 'type' }
  const seat = (table: number, seatNumber: number, path: string): ImportProblem | null => {
    const at = t.seating?.room.tables.get(table)
    return at && seatNumber >= 1 && seatNumber <= at.seatCount
      ? null
      : {
          code: 'error.import.noSuchSeat',
          message: `it names seat ${seatNumber} at table ${table}, which is not in the room`,
          id: `${table}/${seatNumber}`,
          path,
          params: { table, seat: seatNumber }
        }
  }
  const places = (list: readonly { entryId: string }[], path: string) =>
    list.reduce<ImportProblem | null>((p, x, i) => p ?? entry(x.entryId, `${path}.${i}.entryId`), null)
  const changes = (list: readonly { entryId: string }[]) => places(list, 'changes')
  const busts = (outcome: { busts: readonly { entryId: string; eliminatedBy?: readonly string[] }[] }) =>
    outcome.busts.reduce<ImportProblem | null>(
      (p, b, i) =>
        p ??
        entry(b.entryId, `outcome.busts.${i}.entryId`) ??
        allEntries(b.eliminatedBy ?? [], `outcome.busts.${i}.eliminatedBy`),
      null
    )
  const binding = (seriesId: string) => {
    const series = scratch.series.get(seriesId)
    if (!series) return missing('series', seriesId, 'seriesId')
    return series.events.some((e) => e.tournamentId === t.id) ? null : missing('tournament', t.id, 'tournamentId')
  }

  switch (event.type) {
    case 'tournament.created':
    case 'tournament.edited':
    case 'tournament.started':
    case 'tournament.displayed':
    case 'registration.termsSet':
    case 'registration.awardsSet':
    case 'results.rulesSet':
    case 'seating.configured':
      return null
    case 'clock.structureSet':
    case 'clock.scheduled':
    case 'clock.startCancelled':
    case 'clock.started':
    case 'clock.paused':
    case 'clock.resumed':
    case 'clock.moved':
    case 'clock.handForHandSet':
    case 'clock.handCompleted':
    case 'clock.shotClockStarted':
    case 'clock.shotClockCleared':
    case 'clock.announced':
    case 'clock.displaySet':
      return null
    case 'entry.registered':
      return entries.has(event.entryId)
        ? again('entry', event.entryId, 'entryId')
        : scratch.players.byId.has(event.playerId)
          ? null
          : missing('player', event.playerId, 'playerId')
    case 'entry.confirmed':
    case 'entry.admitted':
    case 'entry.withdrawn':
    case 'entry.disqualified':
    case 'entry.disqualificationLifted':
    case 'entry.rebought':
    case 'entry.addedOn':
      return entry(event.entryId, 'entryId')
    case 'entry.eliminated': {
      const problem = entry(event.entryId, 'entryId') ?? entry(event.eliminatedBy, 'eliminatedBy')
      if (problem) return problem
      // Registration's own elimination starts a hand of its own; one results.recordHand wrote names its hand.
      const own = results.handOf.get(event.entryId)
      if (own) return own === event.handId ? null : missing('hand', event.handId, 'handId')
      return results.hands.has(event.handId) ? again('hand', event.handId, 'handId') : null
    }
    case 'results.handRecorded':
      return results.hands.has(event.handId)
        ? again('hand', event.handId, 'handId')
        : ((event.before !== undefined ? hand(event.before, 'before') : null) ??
            busts(event.outcome) ??
            places(event.places, 'places') ??
            changes(event.changes))
    case 'results.handCorrected':
      return (
        hand(event.handId, 'handId') ??
        (typeof event.before === 'string' ? hand(event.before, 'before') : null) ??
        busts(event.outcome) ??
        changes(event.changes)
      )
    case 'results.handUndone': {
      const problem = hand(event.handId, 'handId')
      if (problem) return problem
      const inHand = results.hands.get(event.handId)!.entryIds
      const stray = event.entryIds.findIndex((id) => !inHand.includes(id))
      return stray < 0
        ? changes(event.changes)
        : {
            code: 'error.import.notInHand',
            message: `it undoes entry ${event.entryIds[stray]}, which is not out in hand ${event.handId}`,
            id: event.entryIds[stray]!,
            path: `entryIds.${stray}`
          }
    }
    case 'results.approved':
      return places(event.places, 'places')
    case 'results.reopened':
    case 'standings.categoriesSet':
    case 'standings.teamsSet':
      return null
    case 'penalty.recorded': {
      const p = event.penalty
      if (results.penalties.some((x) => x.id === p.id)) return again('penalty', p.id, 'penalty.id')
      if (p.tournamentId !== t.id) return missing('tournament', p.tournamentId, 'penalty.tournamentId')
      return (
        entry(p.entryId, 'penalty.entryId') ??
        (scratch.players.byId.has(p.playerId) ? null : missing('player', p.playerId, 'penalty.playerId'))
      )
    }
    case 'chipRace.chipsSet':
    case 'chipRace.announced':
      return null
    // §10.10–§10.13: a table's race names the entries that raced.
    case 'chipRace.tableRecorded':
      return event.race.players.reduce<ImportProblem | null>(
        (p, x, i) => p ?? entry(x.entryId, `race.players.${i}.entryId`),
        null
      )
    case 'chipRace.tableCorrected':
      return event.next.players.reduce<ImportProblem | null>(
        (p, x, i) => p ?? entry(x.entryId, `next.players.${i}.entryId`),
        null
      )
    case 'chipRace.tableUndone':
      return null
    case 'penalty.published':
    case 'penalty.timeAwayStarted':
    case 'penalty.corrected':
    case 'penalty.withdrawn':
      return penalty(event.penaltyId, 'penaltyId')
    case 'dispute.recorded': {
      const d = event.decision
      if (results.disputes.some((x) => x.id === d.id)) return again('dispute', d.id, 'decision.id')
      if (d.tournamentId !== t.id) return missing('tournament', d.tournamentId, 'decision.tournamentId')
      return allEntries(d.entryIds, 'decision.entryIds')
    }
    case 'dispute.published':
      return dispute(event.disputeId, 'disputeId')
    case 'dispute.corrected':
      return dispute(event.disputeId, 'disputeId') ?? allEntries(event.next.entryIds, 'next.entryIds')
    case 'seating.drawn':
    case 'seating.seated':
      return (
        seated() ??
        event.draw.placements.reduce<ImportProblem | null>(
          (p, x, i) =>
            p ?? entry(x.entryId, `draw.placements.${i}.entryId`) ?? seat(x.table, x.seat, `draw.placements.${i}`),
          null
        )
      )
    case 'seating.released':
      return seated() ?? entry(event.entryId, 'entryId')
    case 'seating.proposed':
      return (
        seated() ??
        event.proposal.moves.reduce<ImportProblem | null>(
          (p, m, i) =>
            p ??
            entry(m.entryId, `proposal.moves.${i}.entryId`) ??
            seat(m.to.table, m.to.seat, `proposal.moves.${i}.to`),
          null
        )
      )
    case 'seating.moved': {
      const problem = seated()
      if (problem) return problem
      if (event.proposalId !== null && t.seating!.pending?.id !== event.proposalId)
        return missing('proposal', event.proposalId, 'proposalId')
      return event.moves.reduce<ImportProblem | null>(
        (p, m, i) => p ?? entry(m.entryId, `moves.${i}.entryId`) ?? seat(m.to.table, m.to.seat, `moves.${i}.to`),
        null
      )
    }
    case 'seating.proposalDismissed':
      return (
        seated() ??
        (t.seating!.pending?.id === event.proposalId ? null : missing('proposal', event.proposalId, 'proposalId'))
      )
    case 'seating.buttonSet':
      return seated() ?? seat(event.table, event.seat, 'seat')
    case 'seating.drawCommitted':
    case 'seating.handForHandSet':
    case 'seating.listShown':
    case 'seating.tablesAdded':
    case 'seating.rulesSet':
      return seated()
    case 'series.tournamentAttached': {
      const series = scratch.series.get(event.seriesId)
      if (!series) return missing('series', event.seriesId, 'seriesId')
      return series.versions.some((v) => v.id === event.versionId)
        ? null
        : missing('version', event.versionId, 'versionId')
    }
    case 'series.eventExcluded':
    case 'series.eventIncluded':
      return binding(event.seriesId)
    case 'series.pointsAnnulled':
    case 'series.pointsRestored':
      return binding(event.seriesId) ?? entry(event.entryId, 'entryId')
    case 'series.mergeConflictResolved':
      return (
        binding(event.seriesId) ??
        entry(event.keepEntryId, 'keepEntryId') ??
        allEntries(event.dropEntryIds, 'dropEntryIds')
      )
    case 'ticket.issued':
      return t.registration.tickets.has(event.ticketId)
        ? again('ticket', event.ticketId, 'ticketId')
        : (entry(event.entryId, 'entryId') ??
            (scratch.players.byId.has(event.playerId) ? null : missing('player', event.playerId, 'playerId')))
    case 'ticket.voided':
      return t.registration.tickets.has(event.ticketId) ? null : missing('ticket', event.ticketId, 'ticketId')
    // §5.5, §27.5: a bag names the flight's entry; a Day 2 entry its own registration just before. The
    // flight a stack came from is another tournament's file: imported before or after, the link is kept as recorded.
    case 'flight.bagged':
      return entry(event.entryId, 'entryId')
    case 'flight.closed':
    case 'flight.reopened':
      return null
    case 'day2.carried':
      return entry(event.entryId, 'entryId') ?? entry(event.replacesEntryId, 'replacesEntryId')
    default: {
      const unchecked: never = event
      return unchecked
    }
  }
}
