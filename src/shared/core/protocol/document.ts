import type { LevelText } from '../clock'
import type { PointsExplanation } from '../league'
import type { DisputedDecision, PenaltyRecord, PlaceBasis } from '../results'
import type { DrawRecord } from '../seating'
import { publicProtocolColourUps, type ProtocolColourUp } from '../chiprace'
import { publicFlights, type ProtocolFlights } from '../flights'
import { correctionGroup, countCorrections } from '../results'

/**
 * The plain inputs of the tournament protocol (§28.12, Appendix C). The service adapts its state to these; the
 * protocol itself is a pure function of them.
 */
export interface ProtocolTournament {
  readonly id: string // C.1
  readonly name: string // C.2
  readonly date: string // C.3
  readonly time?: string
  readonly venue: string // C.3
  readonly discipline: string // C.4 (a Discipline value)
  readonly bettingFormat: string // C.4 (a BettingFormat value)
  readonly startingStack: number // C.7
  /** §5.11, §24.12: no cash prizes — stated in the protocol. */
  readonly noCashPrizes?: boolean
  readonly seriesName?: string
  /** §5.6–§5.9, BFSP §3.2: the format as announced — freezeout, re-entry, rebuy, add-on, cap; an Olympic shootout. */
  readonly format?: ProtocolFormat
  /** §5.10: the announced bounty format — records in points or chips, never money. */
  readonly bounty?: ProtocolBountyFormat
  /** §27.8: when play actually began (the clock's start as recorded), if it has. */
  readonly startedAt?: number
  /**
   * §27.8: when play actually ended — the hand that left the winner (§9.3), or the closing of a flight (§5.5); absent
   * while play goes on.
   */
  readonly endedAt?: number
}

/** §5.10: bounty or progressive bounty, its unit, starting bounty and the share the eliminator collects. */
export interface ProtocolBountyFormat {
  readonly kind: 'bounty' | 'progressive'
  readonly unit: 'points' | 'chips'
  readonly startingBounty: number
  readonly collectedPercent: number
}

/** §5.6–§5.9, §6.7, BFSP §3.2: the announced entry terms and the shape of the event, for the protocol's header. */
export interface ProtocolFormat {
  readonly reentry: { readonly maxPerPlayer: number; readonly untilLevel: number | null } | null
  readonly rebuy: {
    readonly maxPerPlayer: number
    readonly untilLevel: number
    readonly stackThreshold: number
    readonly chips: number
  } | null
  readonly addon: { readonly atBreak: number; readonly chips: number } | null
  readonly playerCap: number | null
  /** §7.7: when late registration closes, as announced (absent in documents made before it was printed). */
  readonly lateRegistration?: ProtocolLateRegistration
  /** BFSP §3.2: an Olympic shootout and its stages so far (stage 1 the initial draw), each with its tables and players. */
  readonly olympic?: { readonly stages: readonly ProtocolStage[] }
}

/** §7.7: the announced close of late registration: after level N, after the first break, at the end of rebuys, … */
export type ProtocolLateRegistration =
  | { readonly kind: 'level-end'; readonly level: number }
  | { readonly kind: 'first-break' | 'rebuy-end' | 'cap' | 'at-start' }

export interface ProtocolStage {
  readonly number: number
  /** 'final', 'semi-final', '1/4'… (results/places/olympicPlaces.ts). */
  readonly name: string
  readonly tables: number
  readonly players?: number
}

/** §5.7, §5.8: one rebuy or add-on of an entry — chips, when, who recorded it. */
export interface ProtocolPurchase {
  readonly kind: 'rebuy' | 'addon'
  readonly chips: number
  /** §5.7: the stack the entry had when it rebought (the threshold is checked against it). */
  readonly stack?: number
  /** When it happened (`occurredAt`); `recordedAt` differs when entered later (§26.14). */
  readonly at: number
  readonly recordedAt: number
  readonly by: string
}

/** C.5: one row of the level structure. */
export interface ProtocolLevel {
  /** The item's position in the structure, breaks included (1-based). */
  readonly index: number
  /** §27.13: the level as players know it — breaks are not counted (1, 2, 3, 4, Break, 5); none for a break. */
  readonly number?: number
  readonly kind: 'level' | 'break'
  readonly durationMinutes: number
  readonly smallBlind?: number
  readonly bigBlind?: number
  readonly ante?: number
  /** How the ante is posted: by every player, or by the big blind for the table (BFSP §13.6). */
  readonly anteKind?: 'every-player' | 'big-blind'
  readonly game?: string
  /** Everything the level holds (limits, bring-in, complete, points, game), by the one level formatter. */
  readonly text?: LevelText
}

/** §27.2е: statuses of a participant. */
export type ParticipantStatus =
  'registered' | 'waiting' | 'withdrawn' | 'seated' | 'playing' | 'penalty' | 'eliminated' | 'winner' | 'disqualified'

export interface ProtocolParticipant {
  readonly entryId: string
  readonly number?: number
  /** Name or alias shown publicly (§27.11). */
  readonly publicName: string
  /** Internal only. */
  readonly realName?: string
  readonly reentryOf?: string
  readonly status: ParticipantStatus // C.10
  readonly table?: string // C.8
  readonly seat?: number // C.8
  readonly eliminationLevel?: number // C.11, counted as players count levels (§27.13)
  /** When the hand that eliminated the entry was played (its `occurredAt`). */
  readonly eliminatedAt?: number
  readonly place?: number | null // C.12
  readonly placeTo?: number | null
  readonly basis?: PlaceBasis | null // C.13
  readonly basisNote?: string
  readonly points?: number | null // C.14
  readonly pointsExplanation?: PointsExplanation | null
  readonly knockouts?: number
  /** §5.10, §27.6: who eliminated this entry (entry ids, several for a split pot), as the hand stands now. */
  readonly eliminatedBy?: readonly string[]
  /**
   * §24.7, §27.7: the chips this entry had at the start of the hand it went out in, when others went out in the same
   * hand — the stacks that decided their order.
   */
  readonly startStack?: number
  /** §5.10: in a bounty event — knockouts (a split one as a share), bounty collected, the head now or when out. */
  readonly bounty?: {
    readonly knockouts: number
    readonly collected: number
    readonly head: number
    /** §5.10 with §5.5: on Day 2, the head brought from the flight's bag and that flight's label. */
    readonly carried?: { readonly head: number; readonly label: string }
    /** §5.10: the winner's own head, collected by the winner at the end (included in `collected`). */
    readonly ownHead?: number
    /** §5.10: who collected this entry's head when it went out, and how much each. */
    readonly collectedBy?: readonly { readonly entryId: string; readonly amount: number }[]
  }
  /** Olympic format (BFSP §3.2): the stage the entry went out in or plays now ('1/8', 'semi-final', 'final'). */
  readonly stage?: string
  /** §26.14: the elimination was entered after the fact — when it happened and when it was recorded. */
  readonly eliminationEnteredLater?: { readonly occurredAt: number; readonly recordedAt: number }
  /** C.7: the starting chips of this entry (a re-entry may have its own); the tournament's starting stack if absent. */
  readonly chips?: number
  /** §5.7, §5.8: rebuys and add-ons of this entry. Counts and chips always; each purchase when the journal is read. */
  readonly rebuys?: number
  readonly rebuyChips?: number
  readonly addons?: number
  readonly addonChips?: number
  readonly purchases?: readonly ProtocolPurchase[]
  /** §6.7: a waiting-list entry, when it joined the list, and its position on it (never a place). */
  readonly waiting?: { readonly since: number; readonly position: number }
  /** §6.5: an entry withdrawn (unregistered) — when, by whom, and why (the reason is internal). */
  readonly withdrawal?: { readonly at: number; readonly by: string; readonly reason?: string }
  /** §5.12: the seat was won in this satellite. */
  readonly ticketFrom?: string
}

/** §5.12: a ticket this tournament awarded as a satellite. */
export interface ProtocolTicket {
  readonly place: number | null
  readonly number?: number
  readonly publicName: string
  readonly forTournament: string
  readonly status: 'valid' | 'used' | 'void'
  readonly issuedAt: number
  readonly issuedBy: string
  /** Internal only. */
  readonly voidReason?: string
}

/**
 * §5.4е: one separate standing, computed from the one result list (standings/categoryStandings.ts): the category's
 * own places in the order of the overall places, and its points when the event has a formula.
 */
export interface ProtocolCategory {
  /** 'women', 'juniors', 'seniors', 'club' or 'group' (a CategoryKind). */
  readonly kind: string
  /** The announced name; null: a preset, printed by its translated label. */
  readonly name: string | null
  readonly entrants: number
  readonly inPlay: number
  readonly withPoints: boolean
  readonly rows: ReadonlyArray<{
    readonly entryId: string
    readonly number?: number
    readonly publicName: string
    readonly place: number | null
    readonly placeTo: number | null
    readonly overallPlace: number | null
    readonly overallPlaceTo: number | null
    readonly status: string
    readonly points: number | null
    readonly pointsExplanation: PointsExplanation | null
  }>
}

/** §5.4д: the team standings (standings/teamStandings.ts), public names only. */
export interface ProtocolTeams {
  readonly scoring: { readonly rule: 'points' | 'places'; readonly count: number }
  readonly rows: ReadonlyArray<{
    readonly rank: number
    readonly rankTo: number
    readonly name: string
    readonly score: number
    readonly complete: boolean
    readonly members: ReadonlyArray<{
      readonly name: string
      readonly place: number | null
      readonly placeTo: number | null
      readonly points: number | null
      readonly inPlay: boolean
      readonly counted: boolean
    }>
  }>
}

/** C.9 */
export interface ProtocolMove {
  readonly entryId: string
  readonly fromTable?: string
  readonly fromSeat?: number
  readonly toTable: string
  readonly toSeat: number
  readonly level?: number
  readonly at: number
  readonly by: string
  readonly reason?: string
  /**
   * §8.3–§8.14, BFSP §3.1, §3.2: why the player moved — balancing, a table broken (`brokenTables`), the final table's
   * redraw, short-handed play, the next Olympic stage's draw (`stage`), or a move by hand.
   */
  readonly cause?: 'balance' | 'break' | 'final' | 'short-handed' | 'olympic' | 'manual'
  readonly brokenTables?: readonly number[]
  readonly stage?: string
}

/** Where the clock stood: a level as players count them (or a break) and the time left in it. */
export interface ProtocolClockPosition {
  /** The level's number as players know it; absent for a break. */
  readonly level?: number
  /** The break's position among the breaks (1 = the first); absent for a level. */
  readonly break?: number
  readonly remainingSeconds: number
}

/** §27.8, §5.2: one entry of the clock's log — who did what to the clock, when, and why. */
export interface ProtocolClockEntry {
  readonly at: number
  readonly by: string
  readonly kind:
    | 'scheduled'
    | 'start-cancelled'
    | 'started'
    | 'paused'
    | 'resumed'
    | 'jump'
    | 'adjust'
    | 'set-remaining'
    | 'hand'
    | 'structure'
    | 'hand-for-hand-on'
    | 'hand-for-hand-off'
  /** Where the clock was before and after (a jump, a time change, a pause). */
  readonly from?: ProtocolClockPosition
  readonly to?: ProtocolClockPosition
  /** A scheduled start's moment. */
  readonly startsAt?: number
  readonly reason?: string
}

/**
 * §5.2, §5.3: a change of the announced terms after the start — the entry terms (late registration, re-entry, rebuy,
 * add-on, cap) or the level structure — with the old and the new, who, when and why.
 */
export interface ProtocolTermsChange {
  readonly at: number
  readonly by: string
  readonly reason?: string
  readonly kind: 'entry-terms' | 'structure'
  /** Entry terms: the format as it stood before and after. */
  readonly from?: ProtocolFormat
  readonly to?: ProtocolFormat
  /** Structure: each level changed, old → new (a level added or removed has no old or no new). */
  readonly levels?: readonly { readonly from?: ProtocolLevel; readonly to?: ProtocolLevel }[]
}

/** C.17, §27.8: prior value, new value, reason, author, time. */
export interface ProtocolCorrection {
  readonly at: number
  readonly by: string
  readonly entryId?: string
  readonly field: string
  readonly from: string
  readonly to: string
  readonly reason: string
  /** §26.14: entered later from the paper record. */
  readonly enteredAfterTheFact?: boolean
  /**
   * §27.8: the one record this change belongs to — a correction of a hand moves several places and may change a
   * stack and a knockout at once; its rows share this key and count as one correction. Absent: `at|by|reason`.
   */
  readonly group?: string
}

/** C.18 */
export interface ProtocolApproval {
  readonly by: string
  readonly at: number
}

export interface ProtocolInput {
  readonly tournament: ProtocolTournament
  readonly levels: readonly ProtocolLevel[]
  readonly participants: readonly ProtocolParticipant[]
  readonly moves: readonly ProtocolMove[]
  readonly penalties: readonly PenaltyRecord[]
  readonly disputes: readonly DisputedDecision[]
  readonly corrections: readonly ProtocolCorrection[]
  readonly approval: ProtocolApproval | null
  /** §28.12, C.18: every approval, in order (a reopening needs a new one); absent: `approval` alone. */
  readonly approvals?: readonly ProtocolApproval[]
  /** §28.12: the results are reopened for corrections now and need a new approval. */
  readonly reopened?: boolean
  /** §27.8: the clock's log (from the journal). */
  readonly clockLog?: readonly ProtocolClockEntry[]
  /** §5.2, §5.3: changes of the announced terms after the start (from the journal). */
  readonly termsChanges?: readonly ProtocolTermsChange[]
  /** The initial seat draw with its commitment and revealed seed, for anyone to recompute. */
  readonly draw?: DrawRecord | null
  /** §5.4е: the announced separate standings. */
  readonly categories?: readonly ProtocolCategory[]
  /** §5.4д: the team standings of a team event. */
  readonly teams?: ProtocolTeams | null
  /** §5.12: the tickets this tournament awarded as a satellite. */
  readonly tickets?: readonly ProtocolTicket[]
  /** §10.9–§10.13: colour-ups and the chip race per table. */
  readonly colourUps?: readonly ProtocolColourUp[]
  /** §5.5, §27.5: the flights of a multi-day event with their bags, or a flight's event and bags. */
  readonly flights?: ProtocolFlights | null
}

/** Internal: everything. Public: names or aliases, places, points, statuses; discipline records only if published (§25.14, §27.11). */
export type ProtocolAudience = 'internal' | 'public'

export interface ProtocolDocument {
  readonly audience: ProtocolAudience
  readonly generatedAt: number
  /** §27.8: the hall's time zone (IANA name) every time of the document is printed in, and named. */
  readonly timeZone: string
  readonly tournament: ProtocolTournament
  /** §28.12в: the number of participants (entries, re-entries counted as entries; never waiting or withdrawn ones). */
  readonly entrants: number
  /** §5.6–§5.8, §6.7: the totals of entries, re-entries, rebuys and add-ons (with their chips), waiting and withdrawn. */
  readonly totals: ProtocolTotals
  readonly levels: readonly ProtocolLevel[]
  /** Ranked: places first (best first), then those still in, then those without a place. */
  readonly participants: readonly ProtocolParticipant[]
  readonly moves: readonly ProtocolMove[]
  readonly penalties: readonly PenaltyRecord[]
  readonly disputes: readonly DisputedDecision[]
  /**
   * §25.14, §27.11: how many discipline records exist but are not published (public version only; 0 internally), so
   * the public protocol says "not published" rather than "none recorded" where that is the truth.
   */
  readonly unpublished: { readonly penalties: number; readonly disputes: number; readonly corrections: number }
  readonly corrections: readonly ProtocolCorrection[]
  /** C.18: the first approval (the results were sealed from then on). */
  readonly approval: ProtocolApproval | null
  /** §28.12, C.18: every approval in order — the last one in force unless `reopened`. */
  readonly approvals: readonly ProtocolApproval[]
  /** §28.12: reopened for corrections after the last approval, awaiting a new one. */
  readonly reopened: boolean
  /** §27.8: the clock's log — starts, pauses, jumps, time changes, hand-for-hand — with who and why. */
  readonly clockLog: readonly ProtocolClockEntry[]
  /** §5.2, §5.3: changes of the announced terms and the structure after the start. */
  readonly termsChanges: readonly ProtocolTermsChange[]
  /** §27.8: how many corrections (records) the history holds — each once, however many places it moved. */
  readonly correctionCount: number
  /** Corrections recorded after the approval, each counted once: the results were sealed, so each is shown as such. */
  readonly correctionsAfterApproval: number
  /** The initial seat draw, verifiable (`npm run verify-draw` on this document as JSON). */
  readonly draw: DrawRecord | null
  /**
   * §5.4е: each separate standing. The public version lists only the placed players (by public name): who belongs to
   * a category is internal (§27.11) until the standing itself shows it.
   */
  readonly categories: readonly ProtocolCategory[]
  /** §5.4д: the team standings (rosters are announced with the event: public). */
  readonly teams: ProtocolTeams | null
  /** §5.12: the tickets awarded (the void reason only internally). */
  readonly tickets: readonly ProtocolTicket[]
  /** §10.9–§10.13: colour-ups and who received a chip per table; the counts internal only (§27.11). */
  readonly colourUps: readonly ProtocolColourUp[]
  /** §5.5, §27.5: flights, bags, who advanced, places across the event (recounts internal only). */
  readonly flights: ProtocolFlights | null
  /** Appendix C field → whether the document carries data for it (an empty list still counts as present). */
  readonly fields: Readonly<Record<AppendixCField, boolean>>
}

export const APPENDIX_C_FIELDS = [
  'C1-id',
  'C2-name',
  'C3-date-venue',
  'C4-discipline-betting',
  'C5-structure',
  'C6-participants',
  'C7-starting-stack',
  'C8-table-seat',
  'C9-moves',
  'C10-status',
  'C11-elimination-level',
  'C12-place',
  'C13-basis',
  'C14-points',
  'C15-penalties',
  'C16-disputes',
  'C17-corrections',
  'C18-approval'
] as const
export type AppendixCField = (typeof APPENDIX_C_FIELDS)[number]

export interface ProtocolTotals {
  readonly entries: number
  readonly reentries: number
  readonly rebuys: number
  readonly rebuyChips: number
  readonly addons: number
  readonly addonChips: number
  /** Starting stacks of the entries plus every rebuy and add-on (informational, §10.18). */
  readonly chips: number
  readonly waiting: number
  readonly withdrawn: number
}

/** §27.11: result fields anyone may see corrected (the places, and what decides them and the points). */
const PUBLIC_CORRECTION_FIELDS = new Set([
  'place',
  'points',
  'status',
  'basis',
  'elimination',
  'startStack',
  'eliminatedBy',
  'level',
  'table',
  'seat',
  'occurredAt',
  'approval'
])

export { correctionGroup, countCorrections }

const isEntered = (p: ProtocolParticipant): boolean => p.status !== 'waiting' && p.status !== 'withdrawn'

/** §28.12, Appendix C: the protocol document. Pure; `generatedAt` is injected. */
export function buildProtocol(
  input: ProtocolInput,
  options: { audience: ProtocolAudience; generatedAt: number; timeZone?: string }
): ProtocolDocument {
  const isPublic = options.audience === 'public'
  const participants = [...input.participants]
    .map((p): ProtocolParticipant => {
      if (!isPublic) return p
      // §27.11: the real name is internal; so is why an entry was withdrawn.
      const { realName: _realName, withdrawal, ...rest } = p
      return withdrawal ? { ...rest, withdrawal: { at: withdrawal.at, by: withdrawal.by } } : rest
    })
    .sort(compareParticipants)
  const corrections = [...input.corrections]
    .filter((c) => !isPublic || PUBLIC_CORRECTION_FIELDS.has(c.field))
    .sort((a, b) => a.at - b.at)
  const entered = input.participants.filter(isEntered)
  const sum = (f: (p: ProtocolParticipant) => number | undefined): number =>
    entered.reduce((n, p) => n + (f(p) ?? 0), 0)
  const approval = input.approval
  const fields = Object.fromEntries(APPENDIX_C_FIELDS.map((f) => [f, true])) as Record<AppendixCField, boolean>
  fields['C18-approval'] = approval !== null
  const penalties = [...input.penalties]
    .filter((p) => !isPublic || (p.published && !p.withdrawn))
    .map((p) => (isPublic ? withoutHistory(p) : p))
    .sort((a, b) => a.recordedAt - b.recordedAt)
  const disputes = [...input.disputes]
    .filter((d) => !isPublic || d.published)
    .map((d) => (isPublic ? withoutHistory(d) : d))
    .sort((a, b) => a.ruledAt - b.ruledAt)
  // A withdrawn penalty is not a measure in force: the public version neither shows nor counts it (§27.8).
  const unpublishedPenalties = isPublic ? input.penalties.filter((p) => !p.withdrawn).length - penalties.length : 0
  let levelNumber = 0
  return {
    audience: options.audience,
    generatedAt: options.generatedAt,
    timeZone: options.timeZone ?? 'UTC',
    tournament: input.tournament,
    entrants: entered.length,
    totals: {
      entries: entered.length,
      reentries: entered.filter((p) => p.reentryOf !== undefined).length,
      rebuys: sum((p) => p.rebuys),
      rebuyChips: sum((p) => p.rebuyChips),
      addons: sum((p) => p.addons),
      addonChips: sum((p) => p.addonChips),
      chips:
        sum((p) => p.chips ?? input.tournament.startingStack) + sum((p) => p.rebuyChips) + sum((p) => p.addonChips),
      waiting: input.participants.filter((p) => p.status === 'waiting').length,
      withdrawn: input.participants.filter((p) => p.status === 'withdrawn').length
    },
    // §27.13: levels numbered as players know them, breaks not counted (the clock's and the eliminations' numbers).
    levels: [...input.levels]
      .sort((a, b) => a.index - b.index)
      .map((l) => {
        if (l.kind === 'break') return l
        levelNumber += 1
        return { ...l, number: l.number ?? levelNumber }
      }),
    participants,
    moves: [...input.moves].sort((a, b) => a.at - b.at),
    // §25.14: the public version has published records only — never a withdrawn one — and not their internal history.
    penalties,
    disputes,
    unpublished: {
      penalties: unpublishedPenalties,
      disputes: isPublic ? input.disputes.length - disputes.length : 0,
      corrections: isPublic ? countCorrections(input.corrections) - countCorrections(corrections) : 0
    },
    tickets: (input.tickets ?? []).map((k) => {
      if (!isPublic) return k
      const { voidReason: _internal, ...shown } = k
      return shown
    }),
    corrections,
    approval,
    approvals: input.approvals ?? (approval ? [approval] : []),
    reopened: input.reopened ?? false,
    clockLog: [...(input.clockLog ?? [])].sort((a, b) => a.at - b.at),
    termsChanges: [...(input.termsChanges ?? [])].sort((a, b) => a.at - b.at),
    // §27.8: one correction is one record, however many places it moved (a swap of two places counts once).
    correctionCount: countCorrections(corrections),
    correctionsAfterApproval: approval ? countCorrections(corrections, approval.at) : 0,
    draw: input.draw ?? null,
    categories: (input.categories ?? []).map((c) =>
      isPublic ? { ...c, rows: c.rows.filter((r) => r.place !== null) } : c
    ),
    teams: input.teams ?? null,
    colourUps: isPublic ? publicProtocolColourUps(input.colourUps ?? []) : [...(input.colourUps ?? [])],
    flights: isPublic ? publicFlights(input.flights ?? null) : (input.flights ?? null),
    fields
  }
}

function withoutHistory<T extends { history?: unknown }>(record: T): T {
  const { history: _history, ...rest } = record
  return rest as T
}

function compareParticipants(a: ProtocolParticipant, b: ProtocolParticipant): number {
  // Places first, then those still in, the disqualified, the waiting list (in its order), the withdrawn.
  const rank = (p: ProtocolParticipant): number =>
    p.place != null
      ? 0
      : p.status === 'disqualified'
        ? 2
        : p.status === 'waiting'
          ? 3
          : p.status === 'withdrawn'
            ? 4
            : 1
  return (
    rank(a) - rank(b) ||
    (a.place ?? 0) - (b.place ?? 0) ||
    (a.waiting?.position ?? 0) - (b.waiting?.position ?? 0) ||
    (a.number ?? 0) - (b.number ?? 0) ||
    (a.entryId < b.entryId ? -1 : a.entryId > b.entryId ? 1 : 0)
  )
}
