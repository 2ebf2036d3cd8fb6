import { describe, expect, it } from 'vitest'
import type { DomainEvent } from '../../../../src/shared/core/events'
import {
  chipsToRace,
  forcedWinners,
  prepareRace,
  problemsOf,
  raceTable
} from '../../../../src/shared/core/chiprace/race'
import { chipRaceView } from '../../../../src/shared/core/chiprace/views'
import { chipRaceChange } from '../../../../src/shared/core/chiprace/state'
import { publicDisplay } from '../../../../src/shared/core/views/tournament'
import { tournamentStats } from '../../../../src/shared/core/views/stats'
import { areaOfCommand } from '../../../../src/shared/core/accounts/permissions'
import { given } from '../../../support/decider'
import { en } from '../../../../src/shared/i18n/en'
import { ru } from '../../../../src/shared/i18n/ru'
import { isMessageKey, translate } from '../../../../src/shared/i18n'
import { protocolInput } from '../../../../src/shared/core/protocol/fromState'
import { buildProtocol } from '../../../../src/shared/core/protocol/document'
import { layoutProtocol } from '../../../../src/shared/core/protocol/layout'
import { created, eliminated, playerCreated, registered, T } from '../../../support/registration'

const TD = { name: 'TD Anna', role: 'director' as const }
const structure: DomainEvent = {
  type: 'clock.structureSet',
  tournamentId: T,
  structure: {
    items: [
      { kind: 'level', seconds: 1200, smallBlind: 25, bigBlind: 50, ante: 0, anteKind: 'none' },
      { kind: 'break', seconds: 600, label: 'Break', colorUp: 'Colour up: 25 (chip race)' },
      { kind: 'level', seconds: 1200, smallBlind: 100, bigBlind: 200, ante: 0, anteKind: 'none' },
      { kind: 'break', seconds: 600, label: 'Break 2' },
      { kind: 'level', seconds: 1200, smallBlind: 500, bigBlind: 1000, ante: 0, anteKind: 'none' }
    ]
  }
}
const chipsSet: DomainEvent = { type: 'chipRace.chipsSet', tournamentId: T, chips: [25, 100, 500, 1000] }
const announced: DomainEvent = {
  type: 'chipRace.announced',
  tournamentId: T,
  breakIndex: 1,
  leaving: [25],
  newChip: 100,
  decidedBy: TD
}
const field: DomainEvent[] = [
  created,
  structure,
  ...['Anna', 'Boris', 'Vera', 'Gleb'].flatMap((name, i) => [
    playerCreated(`p${i + 1}`, name),
    registered(`e${i + 1}`, `p${i + 1}`, i + 1)
  ])
]
const odd = (count: number, denomination = 25) => [{ denomination, count }]

describe('§10.10: odd chips are exchanged at face value, only the leftover below the new minimum is raced', () => {
  it('7 × 25 with 100 the new minimum: one 100 in exchange, 75 left over', () => {
    const r = prepareRace(100, [{ entryId: 'a', oddChips: odd(7), onlyOddChips: false }])
    expect(r.players[0]).toMatchObject({ oddValue: 175, exchanged: 1, leftover: 75 })
  })

  it('several leaving denominations add up before the exchange (25 and 100 leaving, 500 the new minimum)', () => {
    const r = prepareRace(500, [
      {
        entryId: 'a',
        oddChips: [
          { denomination: 25, count: 3 },
          { denomination: 100, count: 6 }
        ],
        onlyOddChips: false
      }
    ])
    expect(r.players[0]).toMatchObject({ oddValue: 675, exchanged: 1, leftover: 175 })
  })

  it('the table’s leftover is raced to the nearest whole chip, half up (the seeds set no rounding: documented)', () => {
    expect(chipsToRace(49, 100)).toBe(0)
    expect(chipsToRace(50, 100)).toBe(1)
    expect(chipsToRace(149, 100)).toBe(1)
    expect(chipsToRace(150, 100)).toBe(2)
    expect(chipsToRace(0, 100)).toBe(0)
  })
})

describe('§10.11, §10.12: the race — the cards decide, at most one chip a player', () => {
  const players = [
    { entryId: 'a', oddChips: odd(3), onlyOddChips: false }, // 75
    { entryId: 'b', oddChips: odd(2), onlyOddChips: false }, // 50
    { entryId: 'c', oddChips: odd(1), onlyOddChips: false }, // 25
    { entryId: 'd', oddChips: odd(4), onlyOddChips: false } // 100: exchanged, nothing left over
  ]

  it('150 left over races two chips among the three players holding leftover chips; the winners receive one each', () => {
    const r = raceTable({ newChip: 100, players, winners: ['c', 'a'] })
    expect(r.chipsRaced).toBe(2)
    expect(r.racing).toEqual(['a', 'b', 'c'])
    expect(r.players.map((p) => [p.entryId, p.won, p.received])).toEqual([
      ['a', true, 1],
      ['b', false, 0],
      ['c', true, 1],
      ['d', false, 1]
    ])
  })

  it('§10.12: a player cannot win two chips; the winners must be exactly as many as the chips raced', () => {
    expect(problemsOf({ newChip: 100, players, winners: ['a', 'a'] })).toContainEqual({
      code: 'duplicateWinner',
      entryId: 'a'
    })
    expect(problemsOf({ newChip: 100, players, winners: ['a'] })).toEqual([
      { code: 'winnerCount', expected: 2, given: 1 }
    ])
  })

  it('§10.11: a player without leftover chips takes no part in the race', () => {
    expect(problemsOf({ newChip: 100, players, winners: ['a', 'd'] })).toEqual([
      { code: 'winnerNotRacing', entryId: 'd' }
    ])
  })

  it('ties: the app prefers nobody — equal leftovers, one chip: either player may be entered as the winner', () => {
    const tied = [
      { entryId: 'a', oddChips: odd(1), onlyOddChips: false },
      { entryId: 'b', oddChips: odd(1), onlyOddChips: false }
    ]
    expect(problemsOf({ newChip: 100, players: tied, winners: ['a'] })).toEqual([])
    expect(problemsOf({ newChip: 100, players: tied, winners: ['b'] })).toEqual([])
    expect(problemsOf({ newChip: 100, players: tied, winners: ['a', 'b'] })[0]?.code).toBe('winnerCount')
  })

  it('the cards decide nothing when no chip is raced or every racing player gets one', () => {
    expect(forcedWinners(prepareRace(100, [{ entryId: 'a', oddChips: odd(1), onlyOddChips: false }]))).toEqual([])
    const two = prepareRace(100, [
      { entryId: 'a', oddChips: odd(3), onlyOddChips: false },
      { entryId: 'b', oddChips: odd(3), onlyOddChips: false }
    ])
    expect(two.chipsRaced).toBe(2)
    expect(forcedWinners(two)).toEqual(['a', 'b'])
    expect(forcedWinners(prepareRace(100, players))).toBeNull()
  })
})

describe('§10.13: nobody is eliminated by a chip race', () => {
  it('a player whose whole stack was one 25 and who lost the race keeps one chip of the smallest remaining denomination', () => {
    const r = raceTable({
      newChip: 100,
      players: [
        { entryId: 'short', oddChips: odd(1), onlyOddChips: true },
        { entryId: 'b', oddChips: [], onlyOddChips: false }
      ],
      winners: []
    })
    expect(r.chipsRaced).toBe(0)
    expect(r.players[0]).toMatchObject({ won: false, keptChip: true, received: 1 })
    expect(r.players[1]).toMatchObject({ won: false, keptChip: false, received: 0 })
    // Chips in play: 25 raced away, one 100 handed out by §10.13.
    expect(r.chipsInPlayChange).toBe(-25 + 100)
  })

  it('a short stack who wins the race, or gets a chip in exchange, is not given another', () => {
    const won = raceTable({
      newChip: 100,
      players: [
        { entryId: 'short', oddChips: odd(2), onlyOddChips: true },
        { entryId: 'b', oddChips: odd(1), onlyOddChips: false }
      ],
      winners: ['short']
    })
    expect(won.players[0]).toMatchObject({ won: true, keptChip: false, received: 1 })
    const exchanged = raceTable({
      newChip: 100,
      players: [{ entryId: 'short', oddChips: odd(5), onlyOddChips: true }],
      winners: []
    })
    expect(exchanged.players[0]).toMatchObject({ exchanged: 1, keptChip: false, received: 1 })
  })
})

describe('§10.9–§10.13 as records: announce, race table by table, correct and undo', () => {
  const recordTable = {
    type: 'chipRace.recordTable' as const,
    tournamentId: T,
    breakIndex: 1,
    table: 1,
    players: [
      { entryId: 'e1', oddChips: odd(2), onlyOddChips: false },
      { entryId: 'e2', oddChips: odd(2), onlyOddChips: false },
      { entryId: 'e3', oddChips: odd(1), onlyOddChips: true }
    ],
    winners: ['e2'],
    decidedBy: { name: 'Dealer Olga', role: 'dealer' as const }
  }

  it('the chip set first; a colour-up at a break takes the smallest chips out and names the new minimum', () => {
    given(...field)
      .when({ type: 'chipRace.announce', tournamentId: T, breakIndex: 1, leaving: [25], decidedBy: TD })
      .thenRejected('chipRace.error.noChipSet')
    given(...field)
      .when({ type: 'chipRace.setChips', tournamentId: T, chips: [1000, 25, 100, 500, 25] })
      .then([{ type: 'chipRace.chipsSet', tournamentId: T, chips: [25, 100, 500, 1000] }])
    given(...field, chipsSet)
      .when({ type: 'chipRace.announce', tournamentId: T, breakIndex: 1, leaving: [25], decidedBy: TD })
      .then([announced])
  })

  it('§10.9: refused at a level, for a chip not in play, for a chip bigger than one that stays, or leaving nothing', () => {
    const floor = given(...field, chipsSet)
    const announce = (breakIndex: number, leaving: number[]) =>
      floor.when({ type: 'chipRace.announce', tournamentId: T, breakIndex, leaving, decidedBy: TD })
    announce(0, [25]).thenRejected('chipRace.error.notABreak')
    announce(1, [50]).thenRejected('chipRace.error.notInPlay')
    announce(1, [100]).thenRejected('chipRace.error.notSmallest')
    announce(1, [25, 100, 500, 1000]).thenRejected('chipRace.error.nothingLeft')
    // A chip gone at an earlier colour-up is not in play at a later one.
    given(...field, chipsSet, announced)
      .when({ type: 'chipRace.announce', tournamentId: T, breakIndex: 3, leaving: [25], decidedBy: TD })
      .thenRejected('chipRace.error.notInPlay')
    given(...field, chipsSet, announced)
      .when({ type: 'chipRace.setChips', tournamentId: T, chips: [25, 100] })
      .thenRejected('chipRace.error.chipsInUse')
  })

  it('records the race at a table with who decided it, what each player had, and who received a chip', () => {
    const floor = given(...field, chipsSet, announced)
    const [event] = floor.when(recordTable).events()
    expect(event).toMatchObject({
      type: 'chipRace.tableRecorded',
      race: { table: 1, breakIndex: 1, chipsRaced: 1, leftoverTotal: 125, decidedBy: recordTable.decidedBy }
    })
    const race = (event as Extract<DomainEvent, { type: 'chipRace.tableRecorded' }>).race
    // §10.13: Vera (e3) had only one 25 and lost the race: she keeps a 100.
    expect(race.players.map((p) => [p.entryId, p.won, p.keptChip, p.received])).toEqual([
      ['e1', false, false, 0],
      ['e2', true, false, 1],
      ['e3', false, true, 1]
    ])
  })

  it('refuses a race that breaks §10.11/§10.12, an eliminated player, a chip that does not leave, and a table twice', () => {
    const floor = given(...field, chipsSet, announced, eliminated('e4'))
    floor.when({ ...recordTable, winners: [] }).thenRejected('chipRace.error.winnerCount', 'winners')
    floor.when({ ...recordTable, winners: ['e2', 'e2'] }).thenRejected('chipRace.error.duplicateWinner')
    floor
      .when({ ...recordTable, players: [...recordTable.players, { entryId: 'e4', oddChips: [], onlyOddChips: false }] })
      .thenRejected('chipRace.error.entryNotInPlay')
    floor
      .when({ ...recordTable, players: [{ entryId: 'e1', oddChips: odd(1, 100), onlyOddChips: false }] })
      .thenRejected('chipRace.error.notLeaving')
    given(...field, chipsSet)
      .when(recordTable)
      .thenRejected('chipRace.error.noColourUp')
    const recorded = given(...field, chipsSet, announced, ...floor.when(recordTable).events())
    recorded.when(recordTable).thenRejected('chipRace.error.tableRecorded')
  })

  it('§27.8: a correction needs a reason, keeps the previous record in the history; an undo frees the table', () => {
    const first = given(...field, chipsSet, announced)
      .when(recordTable)
      .events()
    const floor = given(...field, chipsSet, announced, ...first)
    const correction = { ...recordTable, type: 'chipRace.correctTable' as const, winners: ['e1'] }
    floor.when(correction).thenRejected('chipRace.error.reasonRequired', 'meta.reason')
    const corrected = floor.when(correction, { reason: 'Dealer misread the cards' }).events()
    expect(corrected[0]).toMatchObject({
      type: 'chipRace.tableCorrected',
      previous: { winners: ['e2'] },
      next: { winners: ['e1'] }
    })
    const after = given(...field, chipsSet, announced, ...first, ...corrected)
    const view = chipRaceView(after.state, T)!.colourUps[0]!
    expect(view.tables.find((x) => x.table === 1)?.recorded?.players.find((p) => p.won)?.name).toBe('Anna')
    expect(view.history).toMatchObject([{ kind: 'corrected', table: 1, previousWinners: ['Boris'] }])

    const undo = { type: 'chipRace.undoTable' as const, tournamentId: T, breakIndex: 1, table: 1 }
    after.when(undo).thenRejected('chipRace.error.reasonRequired')
    const undone = after.when(undo, { reason: 'Recorded at the wrong table' }).events()
    const free = given(...field, chipsSet, announced, ...first, ...corrected, ...undone)
    expect(chipRaceView(free.state, T)!.colourUps[0]!.done).toBe(0)
    expect(free.when(recordTable).events()[0]?.type).toBe('chipRace.tableRecorded')
    // A colour-up with a table raced cannot be re-announced; without, it can, with a reason.
    const again = { type: 'chipRace.announce' as const, tournamentId: T, breakIndex: 1, leaving: [25], decidedBy: TD }
    floor.when(again, { reason: 'x' }).thenRejected('chipRace.error.tablesRecorded')
    free.when(again).thenRejected('chipRace.error.reasonRequired')
    expect(free.when(again, { reason: 'Announced by mistake' }).events()).toEqual([announced])
  })

  it('the hall display gets the colour-up and who received a chip by public name; chips in play change as documented', () => {
    const first = given(...field, chipsSet, announced)
      .when(recordTable)
      .events()
    const floor = given(...field, chipsSet, announced, ...first)
    expect(publicDisplay(floor.state, T).colourUps).toEqual([
      {
        breakIndex: 1,
        leaving: [25],
        newChip: 100,
        tables: [{ table: 1, chipsRaced: 1, winners: ['Boris'], keptChip: ['Vera'] }]
      }
    ])
    expect(JSON.stringify(publicDisplay(floor.state, T).colourUps)).not.toContain('e1')
    // 125 left over, one 100 raced (−25), one 100 kept by §10.13 (+100).
    expect(chipRaceChange(floor.state.tournaments.get(T)!.chipRace)).toBe(75)
  })

  it('chip-race records belong to the clock’s permission area (a procedure of the break)', () => {
    expect(areaOfCommand('chipRace.recordTable')).toBe('clock')
  })
})

describe('every chip-race refusal is a message a person understands', () => {
  // A reject() code is a dictionary key by its type (Rejection.code is a MessageKey), so the compiler refuses a code
  // with no message; the race's problems are named at run time, so their keys are checked here.
  it('each race problem is a message in English and Russian', () => {
    for (const problem of ['duplicatePlayer', 'duplicateWinner', 'winnerNotRacing', 'winnerCount']) {
      const code = `chipRace.error.${problem}`
      expect(isMessageKey(code), code).toBe(true)
      for (const [language, words] of Object.entries({ en, ru }))
        expect((words as Record<string, string | undefined>)[code], `${language} ${code}`).toBeTruthy()
    }
    expect(translate('sv', 'hall.colourUp', { chips: '25' })).toBe(
      'Färgbyte: 25-marker lämnar spelet — chip race vid borden'
    )
  })
})

describe('§10.9–§10.13 in the protocol: the colour-up and the race per table, public and internal', () => {
  const race = {
    type: 'chipRace.recordTable' as const,
    tournamentId: T,
    breakIndex: 1,
    table: 1,
    players: [
      { entryId: 'e1', oddChips: odd(2), onlyOddChips: false },
      { entryId: 'e2', oddChips: odd(2), onlyOddChips: false },
      { entryId: 'e3', oddChips: odd(1), onlyOddChips: true }
    ],
    winners: ['e2'],
    decidedBy: { name: 'Dealer Olga', role: 'dealer' as const }
  }
  const first = given(...field, chipsSet, announced)
    .when(race)
    .events()
  const corrected = given(...field, chipsSet, announced, ...first)
    .when({ ...race, type: 'chipRace.correctTable', winners: ['e1'] }, { reason: 'Dealer misread the cards' })
    .events()
  const floor = given(...field, chipsSet, announced, ...first, ...corrected)
  const input = protocolInput(floor.state, T)!

  it('internal: who received a chip, who kept one, each player’s odd chips, who decided, the correction and its reason', () => {
    const doc = buildProtocol(input, { audience: 'internal', generatedAt: 0 })
    expect(doc.colourUps[0]).toMatchObject({ breakNumber: 1, leaving: [25], newChip: 100 })
    const layout = layoutProtocol(doc, { language: 'en' })
    const section = layout.sections.find((s) => s.id === 'chipRace')!
    expect(section.heading).toBe('Colour-ups and chip races (§10.9–§10.13)')
    const text = section.table.rows[0]!.map((c) => c.map((s) => s.text).join('')).join(' | ')
    expect(text).toContain('Break 1: 25 leave play, new smallest chip 100')
    expect(text).toContain('Left over 125: 1 chip raced')
    // The given/when helper records no reasons; the e2e spec checks one in the protocol.
    expect(text).toContain('corrected by Anna (TD)')
    expect(text).toContain('Vera: 1×25 → 1×100')
    expect(text).toContain('Dealer Olga (dealer)')
    // Received a chip: Anna (after the correction); kept one (§10.13): Vera.
    expect(section.table.rows[0]![3]!.map((s) => s.text).join('')).toBe('Anna')
    expect(section.table.rows[0]![4]!.map((s) => s.text).join('')).toBe('Vera')
  })

  it('public: who received a chip and who kept one; no odd-chip counts, no reasons (§27.11); Russian too', () => {
    const doc = buildProtocol(input, { audience: 'public', generatedAt: 0 })
    expect(doc.colourUps[0]!.history).toEqual([])
    expect(doc.colourUps[0]!.tables[0]!.players).toEqual([
      { entryId: 'e1', won: true, keptChip: false },
      { entryId: 'e3', won: false, keptChip: true }
    ])
    const layout = layoutProtocol(doc, { language: 'ru' })
    const section = layout.sections.find((s) => s.id === 'chipRace')!
    expect(section.table.headers).toHaveLength(5)
    const text = section.table.rows[0]!.map((c) => c.map((s) => s.text).join('')).join(' | ')
    expect(text).toContain('Перерыв 1: 25 выходят из игры')
    expect(text).not.toContain('corrected by')
    expect(text).not.toContain('1×25')
  })

  it('a tournament without colour-ups has no such section', () => {
    const doc = buildProtocol(protocolInput(given(...field).state, T)!, { audience: 'internal', generatedAt: 0 })
    expect(layoutProtocol(doc, { language: 'en' }).sections.some((s) => s.id === 'chipRace')).toBe(false)
  })
})

describe('§10.10, §10.13: the chips in play the app shows follow the colour-up (informational, §10.18)', () => {
  it('the registration totals and the average stack add the race’s rounding and the chips §10.13 hands out', () => {
    const before = given(...field, chipsSet, announced)
    const base = tournamentStats(before.state.tournaments.get(T)!)
    const events = before
      .when({
        type: 'chipRace.recordTable',
        tournamentId: T,
        breakIndex: 1,
        table: 1,
        players: [
          { entryId: 'e1', oddChips: odd(2), onlyOddChips: false },
          { entryId: 'e2', oddChips: odd(2), onlyOddChips: false },
          { entryId: 'e3', oddChips: odd(1), onlyOddChips: true }
        ],
        winners: ['e2'],
        decidedBy: TD
      })
      .events()
    const after = tournamentStats(given(...field, chipsSet, announced, ...events).state.tournaments.get(T)!)
    // 125 left over: one 100 raced (−25), one 100 kept by the short stack (+100).
    expect(after.totalChips).toBe(base.totalChips + 75)
    expect(after.averageStack).toBe(Math.round((base.totalChips + 75) / 4))
  })
})
