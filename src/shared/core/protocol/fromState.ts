import { bountiesOf, olympicStageName, placesOf } from '../results'
import { resolvePlayer } from '../players'
import { isEnteredAfterTheFact, type EventRecord } from '../record'
import type { FloorState } from '../state'
import type { Tournament } from '../tournament'
import { levelText, itemIndexAt, itemStarts, levelNumbers } from '../clock'
import { hasEntered, type Entry } from '../registration'
import type { Bust, HandOutcome } from '../results'
import type { Structure, StructureItem } from '../clock'
import type { EntryTerms } from '../registration'
import type {
  ParticipantStatus,
  ProtocolClockEntry,
  ProtocolClockPosition,
  ProtocolCorrection,
  ProtocolTermsChange,
  ProtocolFormat,
  ProtocolInput,
  ProtocolLevel,
  ProtocolMove,
  ProtocolParticipant,
  ProtocolPurchase,
  ProtocolTicket
} from './document'
import { categoryStandingsOf, seriesOfTournament, teamStandingsOf, tournamentPoints } from '../league'
import { drawRecordOf, type DrawRecord } from '../seating'
import { colourUpsOf } from '../chiprace'
import { flightsOfProtocol, flightOf } from '../flights'

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
  return (tournament.seating?.moveHistory ?? [])
    .filter((m) => m.from.table !== m.to.table || m.from.seat !== m.to.seat)
    .map((m) => ({
      entryId: m.entryId,
      fromTable: String(m.from.table),
      fromSeat: m.from.seat,
      toTable: String(m.to.table),
      toSeat: m.to.seat,
      at: m.at,
      by: m.by,
      ...(m.reason ? { reason: m.reason } : {}),
      // §8.3–§8.14, BFSP §3.1, §3.2: the move's cause, as the proposal named it (older records have none).
      ...(m.cause ? { cause: m.cause } : {}),
      ...(m.closes?.length ? { brokenTables: [...m.closes] } : {}),
      ...(m.stage ? { stage: m.stage } : {})
    }))
}

/** What the protocol reads from the tournament's own journal: who recorded what, when — the state keeps only totals. */
interface JournalFacts {
  /** §5.7, §5.8: each rebuy and add-on of an entry, oldest first. */
  readonly purchases: Map<string, ProtocolPurchase[]>
  /** §6.5: the last withdrawal of an entry. */
  readonly withdrawals: Map<string, { at: number; by: string; reason?: string }>
  /** §27.8: every field a correction of a hand changed, old → new (the places it moved are in the state's rows). */
  readonly corrections: ProtocolCorrection[]
  /** §27.8: the clock's log — starts, pauses, jumps, time changes, hand-for-hand — with who and why. */
  readonly clockLog: ProtocolClockEntry[]
  /** §5.2, §5.3: the entry terms and the structure as changed after the start. */
  readonly termsChanges: ProtocolTermsChange[]
}

interface HandSeen {
  level: number
  confirmedBy: string
  outcome: HandOutcome
}

/**
 * §27.8, §5.7, §5.8, §6.5: the facts of the tournament's journal (its own stream, oldest first) the protocol shows —
 * rebuys and add-ons with their time and author, withdrawals, and each field of a corrected hand as old → new
 * (level, confirmed by, stack at the start of the hand, table, seat, eliminator). Pure.
 */
export function journalFacts(
  journal: readonly EventRecord[],
  nameOf: (entryId: string) => string,
  bettingFormat?: string
): JournalFacts {
  const purchases = new Map<string, ProtocolPurchase[]>()
  const withdrawals = new Map<string, { at: number; by: string; reason?: string }>()
  const corrections: ProtocolCorrection[] = []
  const hands = new Map<string, HandSeen>()
  const clock = new ClockLog()
  const termsChanges: ProtocolTermsChange[] = []
  let started = false
  const who = (record: EventRecord) => ({
    at: record.recordedAt,
    by: record.actor,
    ...(record.reason ? { reason: record.reason } : {})
  })
  const purchase = (entryId: string, p: ProtocolPurchase): void => {
    const list = purchases.get(entryId)
    if (list) list.push(p)
    else purchases.set(entryId, [p])
  }
  const knockedOutBy = (b: Bust | undefined): string =>
    b?.eliminatedBy?.length ? b.eliminatedBy.map(nameOf).join(', ') : '—'
  for (const record of journal) {
    const event = record.event
    switch (event.type) {
      case 'tournament.started':
        started = true
        break
      case 'registration.termsSet':
        // §5.2: the terms as announced may change freely before the start; after it, each change is on record.
        if (started)
          termsChanges.push({
            ...who(record),
            kind: 'entry-terms',
            from: formatOfTerms(event.previous),
            to: formatOfTerms(event.terms)
          })
        break
      case 'clock.structureSet':
        // §5.2: a structure changed after the start (a level lengthened by a time change is in the clock's log).
        if (started && !event.cause && event.previous)
          termsChanges.push({
            ...who(record),
            kind: 'structure',
            levels: changedLevels(event.previous, event.structure, bettingFormat)
          })
        clock.note(record)
        break
      case 'clock.scheduled':
      case 'clock.startCancelled':
      case 'clock.started':
      case 'clock.paused':
      case 'clock.resumed':
      case 'clock.moved':
      case 'clock.handForHandSet':
        clock.note(record)
        break
      case 'entry.rebought':
        purchase(event.entryId, {
          kind: 'rebuy',
          chips: event.chips,
          stack: event.stack,
          at: record.occurredAt,
          recordedAt: record.recordedAt,
          by: record.actor
        })
        break
      case 'entry.addedOn':
        purchase(event.entryId, {
          kind: 'addon',
          chips: event.chips,
          at: record.occurredAt,
          recordedAt: record.recordedAt,
          by: record.actor
        })
        break
      case 'entry.withdrawn':
        withdrawals.set(event.entryId, {
          at: record.occurredAt,
          by: record.actor,
          ...(record.reason ? { reason: record.reason } : {})
        })
        break
      case 'results.handRecorded':
        hands.set(event.handId, { level: event.level, confirmedBy: event.confirmedBy, outcome: event.outcome })
        break
      case 'entry.eliminated':
        // A single elimination without a stack enters the results as a hand of its own (results/evolve.ts).
        if (!hands.has(event.handId))
          hands.set(event.handId, {
            level: event.level,
            confirmedBy: event.confirmedBy,
            outcome: {
              busts: [
                {
                  entryId: event.entryId,
                  startStack: 0,
                  ...(event.eliminatedBy ? { eliminatedBy: [event.eliminatedBy] } : {})
                }
              ],
              tieRule: 'split'
            }
          })
        break
      case 'results.handCorrected': {
        const before = hands.get(event.handId) ?? {
          level: event.level,
          confirmedBy: event.confirmedBy,
          outcome: event.previous
        }
        // The same key as the place rows the state keeps for this record: together they are one correction.
        const row = (entryId: string, field: string, from: string, to: string): void => {
          if (from === to) return
          corrections.push({
            at: record.recordedAt,
            by: record.actor,
            entryId,
            field,
            from,
            to,
            reason: record.reason ?? '',
            ...(isEnteredAfterTheFact(record) ? { enteredAfterTheFact: true } : {})
          })
        }
        // Field names as results/evolve.ts keeps them where it notes the fields itself: such rows are
        // then already in the state and these are dropped as duplicates (protocolInput).
        for (const next of event.outcome.busts) {
          const prev = before.outcome.busts.find((b) => b.entryId === next.entryId)
          row(next.entryId, 'level', String(before.level), String(event.level))
          row(next.entryId, 'confirmedBy', before.confirmedBy, event.confirmedBy)
          row(next.entryId, 'startStack', String(prev?.startStack ?? '—'), String(next.startStack))
          row(next.entryId, 'table', prev?.tableId ?? '—', next.tableId ?? '—')
          row(next.entryId, 'seat', String(prev?.seat ?? '—'), String(next.seat ?? '—'))
          row(next.entryId, 'eliminatedBy', knockedOutBy(prev), knockedOutBy(next))
        }
        hands.set(event.handId, { level: event.level, confirmedBy: event.confirmedBy, outcome: event.outcome })
        break
      }
    }
  }
  return { purchases, withdrawals, corrections, clockLog: clock.entries, termsChanges }
}

/**
 * §27.8: the clock's log, read from its records in order: each start, pause, resume, jump and time change with where
 * the clock stood before and after (the level as players count them and the time left in it), hand-for-hand on and
 * off; who did it and why. The level timer's own passing from level to level is no one's act and is not listed.
 */
class ClockLog {
  readonly entries: ProtocolClockEntry[] = []
  private structure: Structure | null = null
  private anchor = { running: false, at: 0, position: 0 }

  note(record: EventRecord): void {
    const event = record.event
    const base = { at: record.recordedAt, by: record.actor, ...(record.reason ? { reason: record.reason } : {}) }
    const position = (ms: number): ProtocolClockPosition | undefined =>
      this.structure ? positionIn(this.structure, ms) : undefined
    const now = (): number =>
      this.anchor.running ? this.anchor.position + (record.recordedAt - this.anchor.at) : this.anchor.position
    const push = (entry: ProtocolClockEntry): void => {
      this.entries.push(entry)
    }
    switch (event.type) {
      case 'clock.structureSet': {
        // A time change beyond the level's scheduled length lengthens the level: the same position, more time left.
        if (event.cause) {
          const at = now()
          const from = position(at)
          this.structure = event.structure
          const to = position(at)
          push({ ...base, kind: event.cause, ...(from ? { from } : {}), ...(to ? { to } : {}) })
        } else this.structure = event.structure
        return
      }
      case 'clock.scheduled':
        this.anchor = { running: true, at: event.startsAt, position: 0 }
        push({ ...base, kind: 'scheduled', startsAt: event.startsAt })
        return
      case 'clock.startCancelled':
        this.anchor = { running: false, at: 0, position: 0 }
        push({ ...base, kind: 'start-cancelled', startsAt: event.startsAt })
        return
      case 'clock.started':
      case 'clock.resumed':
      case 'clock.paused': {
        this.anchor = { running: event.type !== 'clock.paused', at: event.at, position: event.position }
        const to = position(event.position)
        const kind = event.type === 'clock.started' ? 'started' : event.type === 'clock.paused' ? 'paused' : 'resumed'
        push({ ...base, kind, ...(to ? { to } : {}) })
        return
      }
      case 'clock.moved': {
        this.anchor = { ...this.anchor, at: event.at, position: event.position }
        // A structure change keeps the room where it was (its own record is with the changes of terms).
        if (event.cause === 'structure') return
        const from = position(event.from)
        const to = position(event.position)
        const last = this.entries.at(-1)
        // A time change that lengthened the level and set the time left is one act: one line.
        if (last && last.kind === event.cause && last.at === base.at && last.by === base.by) {
          this.entries[this.entries.length - 1] = { ...last, ...(to ? { to } : {}) }
          return
        }
        push({ ...base, kind: event.cause, ...(from ? { from } : {}), ...(to ? { to } : {}) })
        return
      }
      case 'clock.handForHandSet':
        push({ ...base, kind: event.on ? 'hand-for-hand-on' : 'hand-for-hand-off' })
        return
    }
  }
}

/** Where `ms` of structure time falls: the level (as players count them) or the break, and the time left in it. */
function positionIn(structure: Structure, ms: number): ProtocolClockPosition | undefined {
  if (structure.items.length === 0) return undefined
  const index = itemIndexAt(structure, Math.max(0, ms))
  const item = structure.items[index]!
  const starts = itemStarts(structure)
  const remainingSeconds = Math.max(0, Math.round((starts[index]! + item.seconds * 1000 - ms) / 1000))
  const before = structure.items.slice(0, index + 1)
  return item.kind === 'break'
    ? { break: before.filter((i) => i.kind === 'break').length, remainingSeconds }
    : { level: before.filter((i) => i.kind === 'level').length, remainingSeconds }
}

/** C.5: the structure's items as the protocol lists them (levels numbered as players count them, §27.13). */
function protocolLevels(structure: Structure | null, bettingFormat?: string): ProtocolLevel[] {
  const numbers = structure ? levelNumbers(structure) : []
  return (structure?.items ?? []).map((item, i) => protocolLevel(item, i, numbers[i] ?? null, bettingFormat))
}

function protocolLevel(
  item: StructureItem,
  i: number,
  number: number | null,
  bettingFormat: string | undefined
): ProtocolLevel {
  const durationMinutes = Math.round((item.seconds / 60) * 100) / 100
  if (item.kind === 'break') return { index: i + 1, kind: 'break', durationMinutes }
  const text = levelText(item, bettingFormat !== undefined ? { bettingFormat } : {})
  // BFSP §13.6: a big blind ante is one ante for the table, posted by the big blind — never per player (stud's ante,
  // BFSP §5.4, is every player's): as the one level formatter reads the level.
  const bigBlindAnte = text.stakes.some((p) => p.kind === 'ante' && p.bigBlind)
  return {
    index: i + 1,
    ...(number != null ? { number } : {}),
    kind: 'level',
    durationMinutes,
    smallBlind: item.smallBlind,
    bigBlind: item.bigBlind,
    ...(item.ante ? { ante: item.ante, anteKind: bigBlindAnte ? 'big-blind' : 'every-player' } : {}),
    ...(item.game ? { game: item.game } : {}),
    text
  }
}

/** §5.2: each item of the structure that a change after the start altered, added or removed, old → new. */
function changedLevels(
  before: Structure,
  after: Structure,
  bettingFormat?: string
): { from?: ProtocolLevel; to?: ProtocolLevel }[] {
  const old = protocolLevels(before, bettingFormat)
  const next = protocolLevels(after, bettingFormat)
  const changes: { from?: ProtocolLevel; to?: ProtocolLevel }[] = []
  for (let i = 0; i < Math.max(old.length, next.length); i += 1) {
    const a = before.items[i]
    const b = after.items[i]
    if (a && b && JSON.stringify(a) === JSON.stringify(b)) continue
    changes.push({ ...(old[i] ? { from: old[i] } : {}), ...(next[i] ? { to: next[i] } : {}) })
  }
  return changes
}

/** §5.6–§5.9, §7.7: the entry terms as the protocol's format line states them. */
function formatOfTerms(terms: EntryTerms): ProtocolFormat {
  return {
    reentry: terms.reentry ? { maxPerPlayer: terms.reentry.maxPerPlayer, untilLevel: terms.reentry.untilLevel } : null,
    rebuy: terms.rebuy ? { ...terms.rebuy } : null,
    addon: terms.addon ? { ...terms.addon } : null,
    playerCap: terms.playerCap,
    lateRegistration: { ...terms.lateRegistration }
  }
}

/** §5.6–§5.9, §7.7, BFSP §3.2: the format as announced, and an Olympic shootout's stages so far. */
function formatOf(t: Tournament): ProtocolFormat {
  const s = t.seating
  const olympic =
    s?.room.rules.format === 'olympic'
      ? {
          stages: s.olympic.stageTables.map((tables, i) => ({
            number: i + 1,
            name: olympicStageName(tables),
            tables,
            ...(s.olympic.stagePlayers[i] !== undefined ? { players: s.olympic.stagePlayers[i] } : {})
          }))
        }
      : undefined
  return { ...formatOfTerms(t.registration.terms), ...(olympic ? { olympic } : {}) }
}

/** §5.7, §5.8: an entry's rebuys and add-ons — counts and chips from the state, each purchase from the journal. */
function purchasesOf(entry: Entry | undefined, facts: JournalFacts | null): Partial<ProtocolParticipant> {
  if (!entry) return {}
  const list = facts?.purchases.get(entry.id)
  return {
    chips: entry.chips,
    ...(entry.rebuys > 0 ? { rebuys: entry.rebuys, rebuyChips: entry.rebuyChips } : {}),
    ...(entry.addon ? { addons: 1, addonChips: entry.addonChips } : {}),
    ...(list?.length ? { purchases: list } : {})
  }
}

/** §5.12: the satellite an entry's seat was won in, and the tickets a satellite awarded. */
function ticketFromOf(state: FloorState, entry: Entry | undefined): Partial<ProtocolParticipant> {
  const satellite = entry?.ticket ? state.tournaments.get(entry.ticket.satelliteId) : undefined
  return entry?.ticket ? { ticketFrom: satellite?.fields.name ?? '—' } : {}
}

function ticketsOf(state: FloorState, t: Tournament): ProtocolTicket[] {
  return [...t.registration.tickets.values()].map((k) => {
    const entry = t.registration.entries.get(k.entryId)
    return {
      place: k.place,
      ...(entry?.number != null ? { number: entry.number } : {}),
      publicName: resolvePlayer(state.players, k.playerId)?.fields.displayName ?? '?',
      forTournament: state.tournaments.get(k.forTournamentId)?.fields.name ?? '—',
      status: k.voided ? 'void' : k.usedBy !== null ? 'used' : 'valid',
      issuedAt: k.issuedAt,
      issuedBy: k.issuedBy,
      ...(k.voided ? { voidReason: k.voided.reason } : {})
    }
  })
}

/**
 * §28.12, Appendix C: the library's ProtocolInput from the real state of one tournament. `journal` is the
 * tournament's own stream, oldest first: with it the protocol names when and by whom each rebuy, add-on and
 * withdrawal was recorded and every field a correction changed (§27.8); without it, the state's totals only.
 */
export function protocolInput(
  state: FloorState,
  tournamentId: string,
  journal?: readonly EventRecord[]
): ProtocolInput | null {
  const t = state.tournaments.get(tournamentId)
  if (!t) return null
  const publicNameOf = (entryId: string): string => {
    const entry = t.registration.entries.get(entryId)
    const player = entry ? resolvePlayer(state.players, entry.playerId) : undefined
    return `${entry?.number != null ? `#${entry.number} ` : ''}${player?.fields.displayName ?? '?'}`
  }
  const facts = journal ? journalFacts(journal, publicNameOf, t.fields.bettingFormat) : null
  // §27.13: the numbers players know (breaks not counted) — the clock's own numbering, so the structure table and the
  // eliminations' "level N" agree.
  const levels = protocolLevels(t.clock.structure, t.fields.bettingFormat)
  const table = placesOf(t)
  // C.14, §28.4: points by the formula frozen for this event, each with its explanation.
  const points = new Map((tournamentPoints(state, t)?.rows ?? []).map((r) => [r.entryId, r]))
  // §5.10: knockouts and bounties, when the event has a bounty format.
  const bountyTable = bountiesOf(t)
  const bounties = new Map((bountyTable?.entries ?? []).map((e) => [e.entryId, e]))
  // §5.10 with §5.5: a Day 2 head brought from a flight's bag, named with the flight it came from.
  const carriedBounty = (entryId: string): { head: number; label: string } | null => {
    const head = bounties.get(entryId)?.carried ?? null
    const from = t.flights?.carried.get(entryId)?.fromFlightId
    const label = from ? flightOf(state.tournaments.get(from))?.label : undefined
    return head !== null && label ? { head, label } : null
  }
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
    // §24.7, §27.7: in a hand with several out, the start-of-hand stacks decided their order.
    const bust = hand && hand.entryIds.length > 1 ? hand.outcome.busts.find((b) => b.entryId === r.entryId) : undefined
    const own = bounties.get(r.entryId)
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
      // §5.10, §27.6: who knocked the entry out, as the hand stands now.
      ...(r.eliminatedBy.length > 0 ? { eliminatedBy: [...r.eliminatedBy] } : {}),
      ...(bust ? { startStack: bust.startStack } : {}),
      ...(own
        ? {
            bounty: {
              knockouts: own.knockouts,
              collected: own.collected,
              head: own.head,
              ...(carriedBounty(r.entryId) ? { carried: carriedBounty(r.entryId)! } : {}),
              ...(own.ownHead > 0 ? { ownHead: own.ownHead } : {}),
              ...(own.collectedBy.length > 0 ? { collectedBy: own.collectedBy.map((c) => ({ ...c })) } : {})
            }
          }
        : {}),
      ...(r.stage ? { stage: r.stage.name } : {}),
      ...(later ? { eliminationEnteredLater: later } : {}),
      ...purchasesOf(entry, facts),
      ...ticketFromOf(state, entry)
    }
  })
  // §6.5, §6.7: waiting-list and withdrawn entries are listed with their status, never given a place.
  const waitingOrder = t.registration.waiting
  for (const id of t.registration.order) {
    const entry = t.registration.entries.get(id)
    if (!entry || hasEntered(entry)) continue
    const player = resolvePlayer(state.players, entry.playerId)
    const withdrawal = facts?.withdrawals.get(id)
    participants.push({
      entryId: id,
      ...(entry.number != null ? { number: entry.number } : {}),
      publicName: player?.fields.displayName ?? '?',
      ...(player?.fields.fullName ? { realName: player.fields.fullName } : {}),
      status: entry.status === 'waiting' ? 'waiting' : 'withdrawn',
      place: null,
      placeTo: null,
      basis: null,
      chips: entry.chips,
      ...(entry.status === 'waiting'
        ? { waiting: { since: entry.registeredAt, position: waitingOrder.indexOf(id) + 1 } }
        : {}),
      ...(entry.status === 'withdrawn' && withdrawal ? { withdrawal } : {})
    })
  }
  // §27.8: the state's rows (places moved, statuses) and, from the journal, each field a hand correction changed —
  // unless the state already keeps that row itself.
  const kept = new Set(t.results.corrections.map((c) => `${c.at}|${c.by}|${c.reason}|${c.entryId}|${c.field}`))
  const corrections = [
    ...t.results.corrections,
    ...(facts?.corrections ?? []).filter((c) => !kept.has(`${c.at}|${c.by}|${c.reason}|${c.entryId}|${c.field}`))
  ]
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
      format: formatOf(t),
      ...(t.startedAt !== null ? { startedAt: t.startedAt } : {}),
      ...(endOf(t, table) !== null ? { endedAt: endOf(t, table)! } : {}),
      ...(bountyTable
        ? {
            bounty: {
              kind: bountyTable.kind,
              unit: bountyTable.unit,
              startingBounty: bountyTable.startingBounty,
              collectedPercent: bountyTable.collectedPercent
            }
          }
        : {}),
      ...(seriesOfTournament(state, t.id) ? { seriesName: seriesOfTournament(state, t.id)!.name } : {})
    },
    levels,
    participants,
    moves: movesOf(t),
    penalties: t.results.penalties, // C.15 (the public protocol keeps only published ones, §25.14)
    disputes: t.results.disputes, // C.16
    corrections,
    approval: t.results.approval,
    approvals: [...t.results.approvals],
    reopened: t.results.reopened !== null,
    ...(facts ? { clockLog: facts.clockLog, termsChanges: facts.termsChanges } : {}),
    draw: drawOf(state, t),
    teams: teamStandingsOf(state, t, table),
    // §5.4е: the separate standings from the same places table as the participants above.
    categories: categoryStandingsOf(state, t, table).map((c) => ({
      kind: c.kind,
      name: c.name,
      entrants: c.entrants,
      inPlay: c.inPlay,
      withPoints: c.withPoints,
      rows: c.rows.map((r) => ({
        entryId: r.entryId,
        ...(r.number != null ? { number: r.number } : {}),
        publicName: r.name,
        place: r.place,
        placeTo: r.placeTo,
        overallPlace: r.overallPlace,
        overallPlaceTo: r.overallPlaceTo,
        status: r.status,
        points: r.points,
        pointsExplanation: r.explanation
      }))
    })),
    colourUps: colourUpsOf(t),
    tickets: ticketsOf(state, t),
    flights: flightsOfProtocol(state, t)
  }
}

/**
 * §27.8: when play ended — the moment the hand that left the winner was played (§9.3), or the flight's closing (§5.5);
 * null while play goes on.
 */
function endOf(t: Tournament, table: ReturnType<typeof placesOf>): number | null {
  if (t.flights?.closed && t.flights.closedAt !== null) return t.flights.closedAt
  if (!table.results.some((r) => r.status === 'winner')) return null
  let end: number | null = null
  for (const r of table.results) {
    const hand = r.handId ? t.results.hands.get(r.handId) : undefined
    if (hand && (end === null || hand.occurredAt > end)) end = hand.occurredAt
  }
  return end
}

/** The initial draw with entry numbers and public names (§27.11), as anyone may check it. */
function drawOf(state: FloorState, t: Tournament): DrawRecord | null {
  const draw = t.seating?.initialDraw
  if (!draw) return null
  return drawRecordOf(draw, (entryId) => {
    const entry = t.registration.entries.get(entryId)
    const player = entry ? resolvePlayer(state.players, entry.playerId) : undefined
    return { entry: `#${entry?.number ?? '?'}`, name: player?.fields.displayName ?? '—' }
  })
}
