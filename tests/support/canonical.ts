import crypto from 'node:crypto'
import type { FloorState } from '../../src/shared/core/state'
import type { Tournament } from '../../src/shared/core/tournament/state'
import { placesOf } from '../../src/shared/core/results/state'

/**
 * Canonical serialisation: object keys sorted, Maps as their entries sorted by key and Sets as
 * their values sorted (a Map is what it holds: the live state's insertion order may differ from a fold's, e.g. after a
 * trial seating moved a seat and back), arrays in order. Two states are the same when their canonical JSON is.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(canonical(value))
}

function canonical(value: unknown): unknown {
  if (value instanceof Map)
    return {
      __map: sortedBy(
        [...value.entries()].map(([k, v]) => [canonical(k), canonical(v)]),
        (e) => e[0]
      )
    }
  if (value instanceof Set) return { __set: sortedBy([...value.values()].map(canonical), (v) => v) }
  if (Array.isArray(value)) return value.map(canonical)
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const key of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[key]
      if (v !== undefined) out[key] = canonical(v)
    }
    return out
  }
  return value
}

function sortedBy<T>(items: T[], key: (item: T) => unknown): T[] {
  const keyed = items.map((item) => [JSON.stringify(key(item)), item] as const)
  return keyed.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, item]) => item)
}

export function digest(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex')
}

/** One tournament's whole folded state, canonical, ids included (the round-trip property). */
export function canonicalTournament(t: Tournament): string {
  return canonicalJson(t)
}

/**
 * The facts of the records a journal folds to, named field by field: who is entered with which number,
 * chips, status and place, who sits where, every hand with its corrections and undos, penalties, disputes, the clock's
 * anchor, the player database and the series. Caches and counters of the fold (versions, search keys, indexes) are
 * left out, and so is anything a later build may add: a new field does not change what an old journal said. Read
 * accessors change with the code; the facts they read must not.
 */
export function journalFacts(state: FloorState): unknown {
  return canonical({
    displayedTournamentId: state.displayedTournamentId,
    restoredFrom: state.restoredFrom,
    tournaments: [...state.tournaments.values()].map(tournamentFacts),
    players: [...state.players.byId.values()].map((p) => ({
      id: p.id,
      fields: p.fields,
      ageConfirmedAt: p.ageConfirmedAt,
      rulesConsentAt: p.rulesConsentAt,
      dataConsentAt: p.dataConsentAt,
      createdAt: p.createdAt,
      createdBy: p.createdBy,
      mergedInto: p.mergedInto,
      mergeRecord: p.mergeRecord,
      mergedFrom: p.mergedFrom
    })),
    series: [...state.series.values()].map((s) => ({
      id: s.id,
      name: s.name,
      versions: s.versions,
      rules: s.rules,
      finalTableSize: s.finalTableSize,
      createdAt: s.createdAt,
      createdBy: s.createdBy,
      lots: s.lots,
      events: s.events.map((e) => ({
        tournamentId: e.tournamentId,
        versionId: e.versionId,
        coefficient: e.coefficient,
        sequence: e.sequence,
        history: e.history,
        excluded: e.excluded,
        exclusionHistory: e.exclusionHistory,
        annulments: [...e.annulments.entries()]
      }))
    }))
  })
}

function tournamentFacts(t: Tournament): unknown {
  const c = t.clock
  const reg = t.registration
  const s = t.seating
  const r = t.results
  return {
    id: t.id,
    fields: t.fields,
    status: t.status,
    createdAt: t.createdAt,
    createdBy: t.createdBy,
    startedAt: t.startedAt,
    corrections: t.corrections,
    clock: {
      structure: c.structure,
      status: c.status,
      anchorAt: c.anchorAt,
      anchorPosition: c.anchorPosition,
      structureCorrections: c.structureCorrections,
      handForHand: c.handForHand,
      shotClock: c.shotClock,
      announcement: c.announcement,
      display: c.display,
      // The record that names the current logo and sounds (displays fetch media by it).
      media: mediaName(c)
    },
    registration: {
      terms: reg.terms,
      awards: reg.awards,
      order: reg.order,
      waiting: reg.waiting,
      lastNumber: reg.lastNumber,
      entries: reg.order.map((id) => {
        const e = reg.entries.get(id)!
        return {
          id: e.id,
          number: e.number,
          playerId: e.playerId,
          registeredAs: e.registeredAs,
          kind: e.kind,
          status: e.status,
          chips: e.chips,
          rebuys: e.rebuys,
          rebuyChips: e.rebuyChips,
          addon: e.addon,
          addonChips: e.addonChips,
          registeredAt: e.registeredAt,
          registeredBy: e.registeredBy,
          confirmedAt: e.confirmedAt,
          late: e.late,
          override: e.override,
          elimination: e.elimination,
          disqualification: e.disqualification,
          // only where a ticket exists, so journals written before tickets keep their facts.
          ...(e.ticket ? { ticket: e.ticket } : {})
        }
      }),
      ...(reg.tickets.size > 0 ? { tickets: [...reg.tickets.values()] } : {})
    },
    seating: s && {
      closingKind: s.closingKind,
      closingOrder: s.room.closingOrder,
      rules: s.room.rules,
      handForHand: s.room.handForHand,
      trackButtons: s.room.trackButtons,
      tables: [...s.room.tables.values()].map((table) => ({
        number: table.number,
        seatCount: table.seatCount,
        occupant: table.occupant,
        unavailable: [...table.unavailable],
        reserved: [...table.reserved.entries()],
        button: table.button,
        open: table.open,
        maxSeat: table.maxSeat
      })),
      seatOf: [...s.room.seatOf.entries()],
      draws: s.draws.map((d) => ({ kind: d.kind, placements: d.placements, hash: d.seal.hash, at: d.at, by: d.by })),
      lastHash: s.lastHash,
      drawn: s.drawn,
      pending: s.pending && { id: s.pending.id, kind: s.pending.proposal.kind, at: s.pending.at },
      showList: s.showList,
      lastSeat: [...s.lastSeat.entries()],
      // The facts each move was written with; its cause (balancing, a table broken, an Olympic stage), read from
      // the same records since, is an addition, not a change of what the journal says.
      moveHistory: s.moveHistory.map(({ entryId, from, to, at, by, reason }) => ({
        entryId,
        from,
        to,
        at,
        by,
        reason
      })),
      finalTable: s.finalTable
    },
    results: {
      rules: r.rules,
      records: r.records,
      places: placesOf(t).results,
      hands: r.handOrder.map((id) => r.hands.get(id)),
      handOf: [...r.handOf.entries()],
      approval: r.approval,
      corrections: r.corrections,
      penalties: r.penalties,
      timeAway: [...r.timeAway.entries()],
      disputes: r.disputes
    }
  }
}

function mediaName(c: Tournament['clock']): string {
  return c.mediaId
}
