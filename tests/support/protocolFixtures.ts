import type { CommandMeta } from '../../src/shared/core/commands'
import type { DomainEvent } from '../../src/shared/core/events'
import type { MultiDayEvent } from '../../src/shared/core/flights/schemas'
import type { ProtocolInput } from '../../src/shared/core/protocol/document'
import { protocolInput } from '../../src/shared/core/protocol/fromState'
import type { LevelPosition } from '../../src/shared/core/registration/levels'
import { levelText } from '../../src/shared/core/clock/levelText'
import { compileRatingFormula } from '../../src/shared/core/league/rating/ratingFormula'
import type { BountyFormat } from '../../src/shared/core/tournament/schemas'
import { givenFloor, liveFloor, T0, type CommandInput } from './decider'
import { mainEvent } from './fixtures'
import { breakAfter, level, playerFields } from './registration'
import { SeatingFlow, tenMax } from './seatingFlow'
import { closeFlight } from './flightClose'

/**
 * Tournaments played through the real decide and evolve for the protocol's tests (§28.12, Appendix C): each gives the
 * protocol's input as the service reads it from the state (and, where it matters, from the journal).
 */

/**
 * The real decide and evolve, one command after another, keeping the journal as the service would: `givenFloor`, with
 * the floor man Ivan recording unless another actor is named, and the level the main process would pass (`at`).
 */
export function journalFloor() {
  let position: LevelPosition = null
  const floor = givenFloor([], { actor: 'Ivan (floor)', context: { levelOf: () => position } })
  // the fixtures write commands as plain objects; the floor parses each as a transport would
  const run = (command: unknown, meta?: CommandMeta, actor?: string) =>
    floor.when(command as CommandInput, meta, actor ? { actor } : {}) as unknown as Array<Record<string, string>>
  return {
    state: floor.state,
    journal: floor.records,
    run,
    /** The refusal of a command that must be refused; `givenFloor` checks it changed nothing (§27.8). */
    refused: (command: unknown, meta?: CommandMeta) => floor.refused(command as CommandInput, meta),
    advance: (ms: number) => floor.advance(ms),
    at: (p: LevelPosition) => (position = p)
  }
}

export const REASON_STACK = 'Vera had 12000 at the start of the hand, per the dealer'
export const REASON_KNOCKOUT = 'Anna, not Boris, won the pot that knocked Dina out'

/**
 * An event with a cap of 5, rebuys and an add-on (§5.7, §5.8, §6.7): Boris rebuys twice, Anna takes the add-on, Egor
 * waits on the list, Zoya is withdrawn from it; one correction of a knockout before the approval and one of a stack
 * after it (it swaps two places).
 */
export function rebuyEvening() {
  const f = journalFloor()
  const tid = f.run({ type: 'tournament.create', fields: mainEvent })[0]!.tournamentId!
  f.run({
    type: 'registration.setTerms',
    tournamentId: tid,
    terms: {
      rebuy: { maxPerPlayer: 2, untilLevel: 4, stackThreshold: 15000, chips: 30000 },
      addon: { atBreak: 1, chips: 30000 },
      playerCap: 5
    }
  })
  const entry = (name: string): string => {
    const pid = f.run({
      type: 'player.create',
      allowDuplicate: true,
      fields: playerFields(name, { fullName: `${name} Secretname`, contact: `+375 29 ${name}`, notes: `note ${name}` })
    })[0]!.playerId!
    const full = f.state.tournaments.get(tid)!.registration.inCount >= 5
    return f.run({ type: 'entry.register', tournamentId: tid, playerId: pid, waitingList: full })[0]!.entryId!
  }
  const [anna, boris, vera, gleb, dina, egor, zoya] = ['Anna', 'Boris', 'Vera', 'Gleb', 'Dina', 'Egor', 'Zoya'].map(
    entry
  ) as [string, string, string, string, string, string, string]
  f.advance(60_000)
  f.run({ type: 'entry.withdraw', tournamentId: tid, entryId: zoya }, { reason: 'Zoya went home' })
  f.at(level(2))
  f.advance(20 * 60_000)
  f.run({ type: 'entry.rebuy', tournamentId: tid, entryId: boris, stack: 0 }, undefined, 'Desk Olga')
  f.advance(5 * 60_000)
  f.run({ type: 'entry.rebuy', tournamentId: tid, entryId: boris, stack: 9000 }, undefined, 'Desk Olga')
  f.at(breakAfter(2, 1))
  f.advance(10 * 60_000)
  // §26.14: the add-on slip reaches the desk 10 minutes late — entered later, with when it happened.
  f.run({ type: 'entry.addon', tournamentId: tid, entryId: anna }, { occurredAt: T0 + 26 * 60_000 }, 'Desk Olga')
  f.at(level(3, 1))
  const hand = (busts: unknown[], meta?: { reason?: string }) =>
    f.run({ type: 'results.recordHand', tournamentId: tid, level: 3, confirmedBy: 'Dealer Lena', busts }, meta)
  const handOf = (id: string): string => f.state.tournaments.get(tid)!.results.handOf.get(id)!
  f.advance(60_000)
  hand([{ entryId: dina, startStack: 5000, eliminatedBy: boris }])
  f.advance(60_000)
  // §27.8: a knockout corrected (it feeds bounty points, §5.10): no place moves, the eliminator does.
  f.run(
    {
      type: 'results.correctHand',
      tournamentId: tid,
      handId: handOf(dina),
      level: 3,
      confirmedBy: 'Dealer Lena',
      busts: [{ entryId: dina, startStack: 5000, eliminatedBy: anna }]
    },
    { reason: REASON_KNOCKOUT },
    'Anna (TD)'
  )
  f.advance(60_000)
  // §24.7: Gleb had more chips at the start of the hand, so he places higher — as first recorded.
  hand([
    { entryId: vera, startStack: 4000 },
    { entryId: gleb, startStack: 9000 }
  ])
  f.advance(60_000)
  hand([{ entryId: boris, eliminatedBy: anna }])
  f.run(
    {
      type: 'penalty.record',
      tournamentId: tid,
      entryId: gleb,
      tableId: 'T1',
      level: 3,
      violation: { code: 'delay-of-game', description: 'Unpublished penalty words' },
      measure: { kind: 'official-warning' },
      decidedBy: { name: 'Floor Ivan', role: 'floor' }
    },
    undefined,
    'Floor Ivan'
  )
  f.advance(60 * 60_000)
  // §27.8: Vera's stack was 12000, not 4000 — she and Gleb swap places 3 and 4. (Before the approval: after it the
  // results must first be reopened; protocolComplete's test counts corrections after an approval on the document.)
  f.run(
    {
      type: 'results.correctHand',
      tournamentId: tid,
      handId: handOf(vera),
      level: 3,
      confirmedBy: 'Dealer Lena',
      busts: [
        { entryId: vera, startStack: 12000 },
        { entryId: gleb, startStack: 9000 }
      ]
    },
    { reason: REASON_STACK },
    'Anna (TD)'
  )
  f.run({ type: 'results.approve', tournamentId: tid }, undefined, 'Anna (TD)')
  const input = protocolInput(f.state, tid, f.journal)!
  return { f, tid, input, ids: { anna, boris, vera, gleb, dina, egor, zoya } }
}

/**
 * BFSP §3.2: an Olympic shootout of 24 players on 4 tables of 6 — every table played down to its winner, then the
 * final of the four table winners confirmed. Stage 1/4 then the final, the seat draw with its proof (§8.1).
 */
export function olympicShootout() {
  const f = new SeatingFlow(24)
  f.run({
    type: 'seating.configure',
    tournamentId: 't1',
    tables: tenMax(4, 6),
    closingOrder: { kind: 'published', order: [1, 2, 3, 4] },
    rules: { format: 'olympic', finalTableSize: 6 }
  })
  f.run({ type: 'seating.draw', tournamentId: 't1' })
  for (const table of [1, 2, 3, 4]) {
    const seated = f.seating.room.tables.get(table)!.occupant.filter((x): x is string => x !== null)
    for (const entryId of seated.slice(1))
      f.run({ type: 'results.recordHand', tournamentId: 't1', level: 2, confirmedBy: 'Floor', busts: [{ entryId }] })
  }
  f.run({ type: 'seating.confirm', tournamentId: 't1', proposalId: f.seating.pending!.id })
  const input = protocolInput(f.state, 't1')!
  return { f, input }
}

/**
 * §5.5 with §5.10: a multi-day progressive-bounty event — flights 1A and 1B bagged (one bag counted again, §27.8),
 * a knockout in 1B, the bags carried to Day 2, two knockouts on Day 2; and on the Day 2 the separate standings
 * (§5.4е: women, a club) and a team standing by places (§5.4д). The Day 2's protocol and flight 1B's.
 */
export function bountyDay2(): { day2: ProtocolInput; flight: ProtocolInput } {
  const { state, apply, run } = liveFloor()
  const PROGRESSIVE: BountyFormat = { kind: 'progressive', unit: 'points', startingBounty: 100, collectedPercent: 50 }
  const rules: MultiDayEvent = {
    role: 'event',
    carryOver: 'best',
    reentryAfterAdvance: true,
    day2Seating: 'draw',
    flightBusts: 'shared'
  }
  const flight = (label: string) => ({ role: 'flight' as const, eventId: 'd2', label })
  const names = ['Anna', 'Boris', 'Vera', 'Gleb', 'Dina', 'Egor']
  const women = { kind: 'women' as const }
  const club = { kind: 'club' as const, name: 'Minsk Aces' }
  apply([
    {
      type: 'tournament.created',
      tournamentId: 'd2',
      fields: { ...mainEvent, name: 'Main — Day 2', date: '2026-11-29', multiDay: rules, bounty: PROGRESSIVE }
    },
    ...(['1A', '1B'] as const).map((label, i): DomainEvent => ({
      type: 'tournament.created',
      tournamentId: `f${label.toLowerCase()}`,
      fields: {
        ...mainEvent,
        name: `Main — Day ${label}`,
        date: `2026-11-2${7 + i}`,
        multiDay: flight(label),
        bounty: PROGRESSIVE
      }
    })),
    ...names.map((name, i): DomainEvent => ({
      type: 'player.created',
      playerId: `p${i + 1}`,
      fields: playerFields(name, { fullName: `${name} Realname` }),
      source: 'desk'
    })),
    { type: 'player.membershipsSet', playerId: 'p1', from: [], to: [women] },
    { type: 'player.membershipsSet', playerId: 'p3', from: [], to: [women, club] },
    { type: 'player.membershipsSet', playerId: 'p4', from: [], to: [club] },
    { type: 'standings.categoriesSet', tournamentId: 'd2', from: [], to: [women, club] },
    {
      type: 'standings.teamsSet',
      tournamentId: 'd2',
      from: null,
      to: {
        scoring: { rule: 'places', count: 2 },
        teams: [
          { name: 'North', playerIds: ['p1', 'p2', 'p5'] },
          { name: 'South', playerIds: ['p3', 'p4', 'p6'] }
        ]
      }
    }
  ])
  const play = (tournamentId: string, players: number[]): string[] => {
    const ids = players.map(
      (p) =>
        (
          run({
            type: 'entry.register',
            tournamentId,
            playerId: `p${p}`,
            preRegistered: false,
            waitingList: false,
            override: false
          })[0] as { entryId: string }
        ).entryId
    )
    apply([{ type: 'tournament.started', tournamentId }])
    return ids
  }
  const knockout = (tournamentId: string, entryId: string, eliminatedBy: string) =>
    run({
      type: 'results.recordHand',
      tournamentId,
      level: 2,
      confirmedBy: 'Floor Ivan',
      busts: [{ entryId, startStack: 0, eliminatedBy }]
    })
  const bag = (tournamentId: string, entryId: string, chips: number, reason?: string) =>
    run(
      { type: 'flight.bag', tournamentId, entryId, chips, countedBy: 'Dealer Oleg', witnessedBy: 'Floor Ira' },
      reason ? { reason } : undefined
    )
  const [anna, boris] = play('f1a', [1, 2])
  bag('f1a', anna!, 40_000)
  bag('f1a', boris!, 20_000)
  bag('f1a', boris!, 21_000, 'Recounted: a 1,000 chip under the stack')
  const closeF1A = closeFlight(state, 'f1a')
  run(closeF1A.command, closeF1A.meta)
  const [vera, gleb, dina] = play('f1b', [3, 4, 5])
  knockout('f1b', gleb!, vera!)
  bag('f1b', vera!, 80_000)
  bag('f1b', dina!, 15_000)
  const closeF1B = closeFlight(state, 'f1b')
  run(closeF1B.command, closeF1B.meta)
  run({ type: 'day2.advance', tournamentId: 'd2' })
  apply([{ type: 'tournament.started', tournamentId: 'd2' }])
  const day2 = state.tournaments.get('d2')!
  const entryOf = (playerId: string): string =>
    [...day2.registration.entries.values()].find((e) => e.playerId === playerId)!.id
  knockout('d2', entryOf('p5'), entryOf('p3'))
  knockout('d2', entryOf('p2'), entryOf('p1'))
  return { day2: protocolInput(state, 'd2')!, flight: protocolInput(state, 'f1b')! }
}

/**
 * Every branch of the printed protocol in one document, built by hand (Appendix C.1–C.18 and the sections around
 * them): a format with re-entry, rebuy, add-on, cap and an Olympic shootout not drawn yet; a plain bounty in chips;
 * levels with and without the level formatter's text; participants with a stage, a ticket, a real name, a basis note,
 * an elimination entered later, rebuys and add-ons, the waiting list and a withdrawal; standings with points and
 * teams; the seat draw; tickets; a flight without bags; colour-ups (no table, corrected, undone); penalties corrected,
 * withdrawn and entered later; a dispute corrected; corrections of one record naming several players, after the
 * approval and entered later.
 */
export function kitchenSink(): ProtocolInput {
  const formula = compileRatingFormula({ kind: 'preset', preset: 'sqrt', base: 10 })
  const explain = (place: number) => formula.points({ place, placeTo: place, entrants: 9, finalTableSize: 9 })!
  const min = 60_000
  const penaltyBase = {
    date: '2026-11-28',
    recordedBy: 'Secretary Olga',
    tournamentId: 'ks',
    playerId: 'pl',
    published: true
  } as const
  const firstRuling = {
    tableId: 'T2',
    hand: 41,
    entryIds: ['k2', 'k3', 'ghost'],
    facts: 'A <b>string</b> bet',
    ruling: 'Call only',
    ruledBy: { name: 'Floor Ivan', role: 'floor' as const },
    ruledAt: T0 + 90 * min,
    appealedToDirector: false
  }
  return {
    tournament: {
      id: 'ks',
      name: 'Kitchen Sink Cup',
      date: '2026-11-28',
      venue: 'Hall B',
      discipline: 'mystery-game',
      bettingFormat: 'pot-limit',
      startingStack: 25_000,
      noCashPrizes: false,
      seriesName: 'Winter Series 2026',
      format: {
        reentry: { maxPerPlayer: 1, untilLevel: null },
        rebuy: { maxPerPlayer: 3, untilLevel: 6, stackThreshold: 10_000, chips: 25_000 },
        addon: { atBreak: 2, chips: 40_000 },
        playerCap: 9,
        olympic: { stages: [] }
      },
      bounty: { kind: 'bounty', unit: 'chips', startingBounty: 5000, collectedPercent: 100 },
      startedAt: T0 + 2 * min,
      endedAt: T0 + 290 * min
    },
    levels: [
      {
        index: 1,
        kind: 'level',
        durationMinutes: 30,
        smallBlind: 100,
        bigBlind: 200,
        ante: 25,
        text: levelText(
          { kind: 'level', seconds: 1800, smallBlind: 100, bigBlind: 200, ante: 25, anteKind: 'big-blind' },
          { bettingFormat: 'pot-limit' }
        )
      },
      { index: 2, kind: 'level', durationMinutes: 22.5, smallBlind: 200, bigBlind: 400, game: 'PLO' },
      { index: 3, kind: 'break', durationMinutes: 15 },
      {
        index: 4,
        number: 3,
        kind: 'level',
        durationMinutes: 30,
        text: levelText(
          {
            kind: 'level',
            seconds: 1800,
            smallBlind: 0,
            bigBlind: 0,
            ante: 50,
            anteKind: 'none',
            bringIn: 50,
            complete: 200,
            smallBet: 200,
            bigBet: 400,
            game: 'Stud'
          },
          { bettingFormat: 'fixed-limit' }
        )
      }
    ],
    participants: [
      {
        entryId: 'k1',
        number: 1,
        publicName: 'Anna',
        realName: 'Anna Realname',
        status: 'winner',
        table: '1',
        seat: 4,
        place: 1,
        placeTo: 1,
        basis: 'last-remaining',
        points: explain(1).points,
        pointsExplanation: explain(1).explanation,
        knockouts: 2.5,
        bounty: { knockouts: 2.5, collected: 12_500, head: 5000 },
        stage: 'final',
        ticketFrom: 'Friday Satellite',
        rebuys: 1,
        rebuyChips: 25_000,
        addons: 1,
        addonChips: 40_000,
        purchases: [
          { kind: 'rebuy', chips: 25_000, stack: 3000, at: T0 + 40 * min, recordedAt: T0 + 40 * min, by: 'Desk Olga' },
          { kind: 'addon', chips: 40_000, at: T0 + 75 * min, recordedAt: T0 + 95 * min, by: 'Desk Olga' }
        ]
      },
      {
        entryId: 'k2',
        number: 2,
        publicName: 'Boris',
        realName: 'Boris Realname',
        status: 'eliminated',
        table: '1',
        seat: 2,
        eliminationLevel: 3,
        eliminatedAt: T0 + 150 * min,
        place: 2,
        placeTo: 3,
        basis: 'equal-places',
        basisNote: 'equal stacks, 12,000 each',
        points: explain(2).points,
        pointsExplanation: explain(2).explanation,
        knockouts: 0.5,
        eliminatedBy: ['k1', 'k5'],
        startStack: 12_000,
        bounty: {
          knockouts: 0.5,
          collected: 2500,
          head: 5000,
          collectedBy: [
            { entryId: 'k1', amount: 2500 },
            { entryId: 'k5', amount: 2500 }
          ]
        },
        stage: 'semi-final',
        eliminationEnteredLater: { occurredAt: T0 + 150 * min, recordedAt: T0 + 170 * min },
        rebuys: 2,
        rebuyChips: 50_000,
        purchases: [
          { kind: 'rebuy', chips: 25_000, stack: 0, at: T0 + 30 * min, recordedAt: T0 + 30 * min, by: 'Desk Olga' },
          { kind: 'rebuy', chips: 25_000, at: T0 + 50 * min, recordedAt: T0 + 50 * min, by: 'Desk Olga' }
        ]
      },
      {
        entryId: 'k3',
        number: 3,
        publicName: 'Vera',
        status: 'eliminated',
        table: '2',
        eliminationLevel: 3,
        place: 2,
        placeTo: 3,
        basis: 'equal-places',
        points: null,
        pointsExplanation: null,
        stage: '1/4'
      },
      {
        entryId: 'k4',
        number: 4,
        publicName: 'Gleb',
        realName: 'Gleb Realname',
        reentryOf: 'k9',
        status: 'disqualified',
        place: null,
        placeTo: null,
        basis: 'disqualification',
        points: null,
        chips: 20_000
      },
      {
        entryId: 'k5',
        number: 5,
        publicName: 'Dina',
        status: 'playing',
        table: '2',
        seat: 7,
        place: null,
        placeTo: null,
        basis: null,
        bounty: { knockouts: 1, collected: 5000, head: 5000 }
      },
      {
        entryId: 'k6',
        publicName: 'Egor',
        realName: 'Egor Realname',
        status: 'waiting',
        place: null,
        placeTo: null,
        basis: null,
        waiting: { since: T0 + 5 * min, position: 1 }
      },
      {
        entryId: 'k7',
        publicName: 'Zoya',
        status: 'withdrawn',
        place: null,
        placeTo: null,
        basis: null,
        withdrawal: { at: T0 + 8 * min, by: 'Desk Olga' }
      },
      {
        entryId: 'k8',
        publicName: 'Kira',
        realName: 'Kira Realname',
        status: 'withdrawn',
        place: null,
        placeTo: null,
        basis: null,
        withdrawal: { at: T0 + 9 * min, by: 'Desk Olga', reason: 'Illness' }
      }
    ],
    moves: [
      { entryId: 'k2', toTable: '1', toSeat: 2, at: T0, by: 'Draw' },
      {
        entryId: 'k3',
        fromTable: '1',
        fromSeat: 9,
        toTable: '2',
        toSeat: 1,
        level: 2,
        at: T0 + 45 * min,
        by: 'Floor Ivan',
        reason: 'the free seat nearest the big blind',
        cause: 'break',
        brokenTables: [1]
      },
      { entryId: 'ghost', fromTable: '3', toTable: '2', toSeat: 5, at: T0 + 46 * min, by: 'Floor Ivan' }
    ],
    penalties: [
      {
        ...penaltyBase,
        id: 'pen-1',
        recordedAt: T0 + 60 * min,
        entryId: 'k2',
        tableId: 'T1',
        seat: 2,
        hand: 33,
        level: 2,
        violation: { code: 'phone-at-table' },
        measure: { kind: 'missed-hands', hands: 3 },
        decidedBy: { name: 'Floor Ivan', role: 'floor' },
        history: [
          {
            at: T0 + 70 * min,
            by: 'Anna (TD)',
            reason: 'The measure was wrong',
            previous: {
              tableId: 'T1',
              seat: 2,
              hand: 33,
              level: 2,
              violation: { code: 'phone-at-table' },
              measure: { kind: 'official-warning' },
              decidedBy: { name: 'Floor Ivan', role: 'floor' }
            },
            next: {
              tableId: 'T1',
              seat: 2,
              hand: 33,
              level: 2,
              violation: { code: 'phone-at-table' },
              measure: { kind: 'missed-hands', hands: 3 },
              decidedBy: { name: 'Anna (TD)', role: 'director' }
            }
          }
        ]
      },
      {
        ...penaltyBase,
        id: 'pen-2',
        recordedAt: T0 + 80 * min,
        occurredAt: T0 + 65 * min,
        enteredAfterTheFact: true,
        entryId: 'k3',
        tableId: 'T2',
        level: 2,
        violation: { code: 'other', description: 'Splashed the pot' },
        measure: { kind: 'time-away', minutes: 10 },
        decidedBy: { name: 'Floor Ivan', role: 'floor' }
      },
      {
        ...penaltyBase,
        id: 'pen-3',
        recordedAt: T0 + 85 * min,
        enteredAfterTheFact: true,
        entryId: 'k5',
        tableId: 'T2',
        hand: 50,
        violation: { code: 'chip-dumping' },
        measure: { kind: 'chip-removal', chips: 2500 },
        decidedBy: { name: 'Anna (TD)', role: 'director' },
        published: false
      },
      {
        ...penaltyBase,
        id: 'pen-4',
        recordedAt: T0 + 86 * min,
        entryId: 'k1',
        tableId: 'T1',
        hand: 51,
        violation: { code: 'abuse' },
        measure: { kind: 'missed-rounds', rounds: 2, playersAtTable: 6, hands: 12 },
        decidedBy: { name: 'Floor Ivan', role: 'floor' },
        withdrawn: { at: T0 + 100 * min, by: 'Anna (TD)', reason: 'Wrong player' }
      },
      {
        ...penaltyBase,
        id: 'pen-5',
        recordedAt: T0 + 87 * min,
        entryId: 'k4',
        tableId: 'T2',
        level: 3,
        violation: { code: 'collusion' },
        measure: { kind: 'disqualification', scope: 'tournament' },
        decidedBy: { name: 'Anna (TD)', role: 'director' }
      }
    ],
    disputes: [
      {
        ...firstRuling,
        id: 'd1',
        tournamentId: 'ks',
        ruling: 'Raise stands',
        ruledBy: { name: 'Anna (TD)', role: 'director' },
        appealedToDirector: true,
        recordedAt: T0 + 100 * min,
        recordedBy: 'Secretary Olga',
        published: true,
        enteredAfterTheFact: true,
        history: [
          {
            at: T0 + 110 * min,
            by: 'Anna (TD)',
            reason: 'Appeal decided',
            previous: firstRuling,
            next: {
              ...firstRuling,
              ruling: 'Raise stands',
              ruledBy: { name: 'Anna (TD)', role: 'director' },
              ruledAt: T0 + 100 * min,
              appealedToDirector: true,
              entryIds: ['k2']
            }
          }
        ]
      },
      {
        id: 'd2',
        tournamentId: 'ks',
        tableId: 'T1',
        level: 3,
        entryIds: [],
        facts: 'Card exposed by the dealer',
        ruling: 'Burn and continue',
        ruledBy: { name: 'Floor Ivan', role: 'floor' },
        ruledAt: T0 + 120 * min,
        appealedToDirector: false,
        recordedAt: T0 + 121 * min,
        recordedBy: 'Secretary Olga',
        published: false
      }
    ],
    corrections: [
      {
        at: T0 + 160 * min,
        by: 'Anna (TD)',
        entryId: 'k2',
        field: 'startStack',
        from: '9000',
        to: '12000',
        reason: 'Dealer recount',
        group: 'g1'
      },
      {
        at: T0 + 160 * min,
        by: 'Anna (TD)',
        entryId: 'k2',
        field: 'place',
        from: '3',
        to: '2–3',
        reason: 'Dealer recount',
        group: 'g1'
      },
      {
        at: T0 + 160 * min,
        by: 'Anna (TD)',
        entryId: 'k3',
        field: 'place',
        from: '2',
        to: '2–3',
        reason: 'Dealer recount',
        group: 'g1'
      },
      {
        at: T0 + 175 * min,
        by: 'Anna (TD)',
        entryId: 'k2',
        field: 'occurredAt',
        from: new Date(T0 + 140 * min).toISOString(),
        to: new Date(T0 + 150 * min).toISOString(),
        reason: 'Time from the paper slip',
        enteredAfterTheFact: true
      },
      {
        at: T0 + 300 * min,
        by: 'Anna (TD)',
        entryId: 'k4',
        field: 'status',
        from: 'in',
        to: 'disqualified',
        reason: 'Collusion'
      },
      {
        at: T0 + 301 * min,
        by: 'Anna (TD)',
        field: 'approval',
        from: 'approved',
        to: 'reopened',
        reason: 'Disqualification'
      },
      {
        at: T0 + 302 * min,
        by: 'Anna (TD)',
        entryId: 'k1',
        field: 'realName',
        from: 'Ana',
        to: 'Anna',
        reason: 'Typo'
      },
      {
        at: T0 + 303 * min,
        by: 'Anna (TD)',
        entryId: 'k1',
        field: 'mystery',
        from: 'x',
        to: 'y',
        reason: 'Unknown field'
      }
    ],
    approval: { by: 'Anna (TD)', at: T0 + 200 * min },
    approvals: [
      { by: 'Anna (TD)', at: T0 + 200 * min },
      { by: 'Anna (TD)', at: T0 + 304 * min }
    ],
    clockLog: [
      { at: T0 + 2 * min, by: 'Anna (TD)', kind: 'started', to: { level: 1, remainingSeconds: 1800 } },
      {
        at: T0 + 20 * min,
        by: 'Floor Ivan',
        kind: 'paused',
        to: { level: 1, remainingSeconds: 720 },
        reason: 'Fire alarm <test>'
      },
      {
        at: T0 + 70 * min,
        by: 'Anna (TD)',
        kind: 'jump',
        from: { level: 2, remainingSeconds: 65 },
        to: { break: 1, remainingSeconds: 900 }
      },
      { at: T0 + 150 * min, by: 'Anna (TD)', kind: 'hand-for-hand-on' }
    ],
    termsChanges: [
      {
        at: T0 + 60 * min,
        by: 'Anna (TD)',
        reason: 'Late arrivals',
        kind: 'entry-terms',
        from: {
          reentry: { maxPerPlayer: 1, untilLevel: null },
          rebuy: null,
          addon: null,
          playerCap: 9,
          lateRegistration: { kind: 'level-end', level: 2 }
        },
        to: {
          reentry: { maxPerPlayer: 1, untilLevel: null },
          rebuy: null,
          addon: null,
          playerCap: 9,
          lateRegistration: { kind: 'level-end', level: 3 }
        }
      },
      {
        at: T0 + 65 * min,
        by: 'Anna (TD)',
        reason: 'A longer break for dinner',
        kind: 'structure',
        levels: [
          {
            from: { index: 3, kind: 'break', durationMinutes: 15 },
            to: { index: 3, kind: 'break', durationMinutes: 30 }
          }
        ]
      }
    ],
    draw: {
      format: 'floorclock-draw/1',
      kind: 'initial',
      commitment: 'c0ffee'.repeat(10) + 'abcd',
      committedAt: T0 - 10 * min,
      seed: 'seed-0123456789',
      hallNumber: '',
      drawnAt: T0 - 5 * min,
      tables: [{ number: 1, seats: 9, unavailable: [], reserved: [] }],
      closingOrder: [1],
      entries: [{ entry: '#1', name: 'Anna' }],
      seating: [{ entry: '#1', table: 1, seat: 4 }]
    },
    categories: [
      {
        kind: 'women',
        name: null,
        entrants: 3,
        inPlay: 1,
        withPoints: true,
        rows: [
          {
            entryId: 'k1',
            number: 1,
            publicName: 'Anna',
            place: 1,
            placeTo: 1,
            overallPlace: 1,
            overallPlaceTo: 1,
            status: 'winner',
            points: explain(1).points,
            pointsExplanation: explain(1).explanation
          },
          {
            entryId: 'k3',
            publicName: 'Vera',
            place: 2,
            placeTo: 2,
            overallPlace: 2,
            overallPlaceTo: 3,
            status: 'eliminated',
            points: 7,
            pointsExplanation: null
          },
          {
            entryId: 'k5',
            number: 5,
            publicName: 'Dina',
            place: null,
            placeTo: null,
            overallPlace: null,
            overallPlaceTo: null,
            status: 'in',
            points: null,
            pointsExplanation: null
          }
        ]
      },
      {
        kind: 'group',
        name: 'Students',
        entrants: 1,
        inPlay: 0,
        withPoints: false,
        rows: [
          {
            entryId: 'k4',
            number: 4,
            publicName: 'Gleb',
            place: null,
            placeTo: null,
            overallPlace: null,
            overallPlaceTo: null,
            status: 'disqualified',
            points: null,
            pointsExplanation: null
          }
        ]
      },
      { kind: 'seniors', name: null, entrants: 0, inPlay: 0, withPoints: false, rows: [] }
    ],
    teams: {
      scoring: { rule: 'points', count: 2 },
      rows: [
        {
          rank: 1,
          rankTo: 1,
          name: 'North',
          score: 31.5,
          complete: true,
          members: [
            { name: 'Anna', place: 1, placeTo: 1, points: 20, inPlay: false, counted: true },
            { name: 'Boris', place: 2, placeTo: 3, points: 11.5, inPlay: false, counted: true },
            { name: 'Dina', place: null, placeTo: null, points: null, inPlay: true, counted: false }
          ]
        },
        {
          rank: 2,
          rankTo: 3,
          name: 'South',
          score: 7,
          complete: false,
          members: [{ name: 'Gleb', place: null, placeTo: null, points: null, inPlay: false, counted: false }]
        }
      ]
    },
    tickets: [
      {
        place: 1,
        number: 1,
        publicName: 'Anna',
        forTournament: 'Main Event',
        status: 'used',
        issuedAt: T0 + 200 * min,
        issuedBy: 'Anna (TD)'
      },
      {
        place: 2,
        publicName: 'Boris',
        forTournament: 'Main Event',
        status: 'void',
        issuedAt: T0 + 200 * min,
        issuedBy: 'Anna (TD)',
        voidReason: 'Sold the seat'
      },
      {
        place: null,
        number: 5,
        publicName: 'Dina',
        forTournament: 'Main Event',
        status: 'valid',
        issuedAt: T0 + 201 * min,
        issuedBy: 'Anna (TD)'
      }
    ],
    colourUps: [
      {
        breakNumber: 1,
        leaving: [25],
        newChip: 100,
        decidedBy: { name: 'Anna (TD)', role: 'director' },
        announcedAt: T0 + 60 * min,
        tables: [],
        history: []
      },
      {
        breakNumber: 2,
        leaving: [100, 500],
        newChip: 1000,
        decidedBy: { name: 'Anna (TD)', role: 'director' },
        announcedAt: T0 + 120 * min,
        tables: [
          {
            table: 1,
            leftoverTotal: 1400,
            chipsRaced: 1,
            chipsInPlayChange: -400,
            decidedBy: { name: 'Dealer Lena', role: 'dealer' },
            recordedAt: T0 + 125 * min,
            recordedBy: 'Floor Ivan',
            players: [
              { entryId: 'k1', oddChips: [{ denomination: 100, count: 4 }], won: true, keptChip: false, received: 1 },
              { entryId: 'k2', oddChips: [], won: false, keptChip: true },
              { entryId: 'ghost', won: false, keptChip: false }
            ]
          },
          {
            table: 2,
            leftoverTotal: 0,
            chipsRaced: 0,
            chipsInPlayChange: 600,
            decidedBy: { name: 'Floor Ivan', role: 'floor' },
            recordedAt: T0 + 126 * min,
            recordedBy: 'Floor Ivan',
            players: []
          }
        ],
        history: [
          { kind: 'corrected', table: 1, at: T0 + 127 * min, by: 'Anna (TD)', reason: 'Cards misread' },
          { kind: 'undone', table: 3, at: T0 + 128 * min, by: 'Anna (TD)', reason: 'Table 3 was already broken' }
        ]
      }
    ],
    flights: {
      role: 'flight',
      eventName: 'Main Event',
      label: '1C',
      flights: [{ label: '1C', name: 'Kitchen Sink Cup', date: '2026-11-28', entries: 5, closed: false, bags: [] }],
      places: []
    }
  }
}
