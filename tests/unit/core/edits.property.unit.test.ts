import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CommandEnvelope, type Command, type CommandMeta } from '../../../src/shared/core/commands'
import type { DomainEvent } from '../../../src/shared/core/events'
import { evolve } from '../../../src/shared/core/evolve'
import { decide } from '../../../src/shared/core/decide'
import { changesOf, diffValues } from '../../../src/shared/core/journal/changes'
import { patchBetween } from '../../../src/shared/core/patch'
import { PlayerFields } from '../../../src/shared/core/players/schemas'
import { Awards, EntryTerms } from '../../../src/shared/core/registration/terms'
import { Structure, type StructureItem } from '../../../src/shared/core/clock/structure'
import { structureIssues } from '../../../src/shared/core/clock/validation'
import type { PenaltyFields } from '../../../src/shared/core/results/penalties/penaltyRecord'
import type { ResultsRules } from '../../../src/shared/core/results/schemas'
import type { TournamentFields } from '../../../src/shared/core/tournament/schemas'
import { RejectedError } from '../../../src/shared/core/rejection'
import { initialState, type FloorState } from '../../../src/shared/core/state'
import { streamOf } from '../../../src/shared/core/events'
import { T0, testContext } from '../../support/decider'
import { mainEvent } from '../../support/fixtures'

/**
 * an edit changes only what the director changed. Every edit command goes through the real boundary
 * (CommandEnvelope.parse, where zod fills defaults in), decide and evolve: a field not in the edit keeps its value,
 * and the journal's old → new (`changesOf`) lists exactly the fields whose value changed.
 */
class Floor {
  state: FloorState = initialState()
  private seq = 0
  private id = 0
  run(command: unknown, meta?: CommandMeta): DomainEvent[] {
    const envelope = CommandEnvelope.parse(meta ? { command, meta } : { command })
    const events = decide(envelope, this.state, testContext({ newId: () => `id-${++this.id}` }))
    for (const event of events) {
      this.seq += 1
      evolve(this.state, {
        seq: this.seq,
        stream: streamOf(event),
        event,
        actor: 'Anna (TD)',
        recordedAt: T0,
        occurredAt: T0,
        reason: meta?.reason ?? null
      })
    }
    return events
  }
  /** The edit, or null when it changed nothing (then it must have been refused as "no change"). */
  edit(command: unknown, meta?: CommandMeta): DomainEvent | null {
    try {
      return this.run(command, meta)[0] ?? null
    } catch (error) {
      if (error instanceof RejectedError && /noChange/.test(error.rejection.code)) return null
      throw error
    }
  }
}

const word = fc.constantFrom('Anna', 'Boris', 'Петров', 'Ivan Petrov', 'Zoë', 'club 7', '+7 916 555-12-34', 'x')
const text = fc.oneof(fc.constant(''), word)
const bool = fc.boolean()

const playerFields = fc.record({
  displayName: word,
  fullName: text,
  participantNumber: text,
  clubId: text,
  contact: text,
  ageConfirmed: bool,
  rulesConsent: bool,
  dataConsent: bool,
  notes: text
}) satisfies fc.Arbitrary<PlayerFields>

/** `after` = `before` with a random subset of fields replaced: what the director typed. */
function edited<T extends object>(before: fc.Arbitrary<T>, other: fc.Arbitrary<T>): fc.Arbitrary<[T, T]> {
  return fc.tuple(before, other, fc.array(fc.boolean(), { minLength: 20, maxLength: 20 })).map(([a, b, pick]) => {
    const after = { ...a }
    ;(Object.keys(b) as (keyof T)[]).forEach((key, i) => {
      if (pick[i % pick.length]) after[key] = b[key]
    })
    return [a, after]
  })
}

function expectJournalLists(event: DomainEvent | null, before: unknown, after: unknown): void {
  const expected = diffValues(before, after)
    .map((c) => c.field)
    .sort()
  if (expected.length === 0) {
    expect(event).toBeNull()
    return
  }
  expect(event).not.toBeNull()
  expect(
    changesOf(event!)!
      .map((c) => c.field)
      .sort()
  ).toEqual(expected)
}

describe('every edit changes only what the director changed', () => {
  it('player.edit: the form sends the changed fields; the rest keep their values (notes only ≠ reset)', () => {
    fc.assert(
      fc.property(edited(playerFields, playerFields), ([before, after]) => {
        const f = new Floor()
        f.run({ type: 'player.create', fields: before, allowDuplicate: true })
        const playerId = [...f.state.players.byId.keys()][0]!
        const event = f.edit({ type: 'player.edit', playerId, changes: patchBetween(before, after) })
        expect(f.state.players.byId.get(playerId)!.fields).toEqual(after)
        expectJournalLists(event, before, after)
      })
    )
  })

  it('player.edit with one field only: every other field keeps its value', () => {
    const f = new Floor()
    const before = PlayerFields.parse({
      displayName: 'Ivan',
      fullName: 'Ivan Petrov',
      participantNumber: '17',
      clubId: 'C-7',
      contact: '+44 7700 900123',
      ageConfirmed: true,
      rulesConsent: true,
      dataConsent: true
    })
    f.run({ type: 'player.create', fields: before })
    const playerId = [...f.state.players.byId.keys()][0]!
    const event = f.run({ type: 'player.edit', playerId, changes: { notes: 'prefers seat 1' } })[0]!
    expect(f.state.players.byId.get(playerId)!.fields).toEqual({ ...before, notes: 'prefers seat 1' })
    expect(changesOf(event)).toEqual([{ field: 'notes', from: '', to: 'prefers seat 1' }])
  })

  const tournamentFields = fc.record(
    {
      name: word,
      date: fc.constantFrom('2026-11-28', '2026-12-01'),
      time: fc.constantFrom('19:00', '20:30'),
      venue: text,
      discipline: fc.constantFrom('holdem', 'omaha', 'stud'),
      bettingFormat: fc.constantFrom('no-limit', 'pot-limit'),
      startingStack: fc.integer({ min: 1, max: 100_000 }),
      notes: word
    },
    { requiredKeys: ['name', 'date', 'venue', 'discipline', 'bettingFormat', 'startingStack'] }
  ) as fc.Arbitrary<TournamentFields>

  it('tournament.edit: changed fields only; a cleared start time or note is a change to nothing', () => {
    fc.assert(
      fc.property(edited(tournamentFields, tournamentFields), ([before, after]) => {
        const f = new Floor()
        f.run({ type: 'tournament.create', fields: before })
        const tournamentId = [...f.state.tournaments.keys()][0]!
        const changes: Record<string, unknown> = patchBetween(before, after)
        for (const key of ['time', 'notes'] as const) if (key in before && !(key in after)) changes[key] = null
        const event = f.edit({ type: 'tournament.edit', tournamentId, changes })
        expect(f.state.tournaments.get(tournamentId)!.fields).toEqual(after)
        expectJournalLists(event, before, after)
      })
    )
  })

  const level = fc.integer({ min: 1, max: 12 })
  const chips = fc.integer({ min: 1000, max: 50_000 })
  const entryTerms = fc
    .record({
      reentry: fc.option(
        fc.record({
          maxPerPlayer: fc.integer({ min: 1, max: 3 }),
          untilLevel: fc.option(level),
          chips: fc.option(chips)
        })
      ),
      rebuy: fc.option(
        fc.record({ maxPerPlayer: fc.integer({ min: 1, max: 3 }), untilLevel: level, stackThreshold: chips, chips })
      ),
      addon: fc.option(fc.record({ atBreak: fc.integer({ min: 1, max: 3 }), chips })),
      playerCap: fc.option(fc.integer({ min: 2, max: 200 })),
      lateRegistration: fc.oneof(
        fc.record({ kind: fc.constant('level-end' as const), level }),
        fc.constantFrom({ kind: 'first-break' as const }, { kind: 'at-start' as const }, { kind: 'cap' as const })
      ),
      noShowStack: fc.constantFrom('posted' as const, 'not-posted' as const)
    })
    .filter((t) => EntryTerms.safeParse(t).success) as fc.Arbitrary<EntryTerms>

  function announced(): { f: Floor; tournamentId: string } {
    const f = new Floor()
    f.run({ type: 'tournament.create', fields: mainEvent })
    return { f, tournamentId: [...f.state.tournaments.keys()][0]! }
  }

  it('registration.setTerms: the terms given change, the others keep their values', () => {
    fc.assert(
      fc.property(
        edited(entryTerms, entryTerms).filter(([, after]) => EntryTerms.safeParse(after).success),
        ([before, after]) => {
          const { f, tournamentId } = announced()
          f.edit({ type: 'registration.setTerms', tournamentId, terms: before })
          const event = f.edit({ type: 'registration.setTerms', tournamentId, terms: patchBetween(before, after) })
          expect(f.state.tournaments.get(tournamentId)!.registration.terms).toEqual(after)
          expectJournalLists(event, before, after)
        }
      )
    )
  })

  it('registration.setTerms with the player cap only keeps the re-entry, rebuy and add-on', () => {
    const { f, tournamentId } = announced()
    const before = EntryTerms.parse({
      reentry: { maxPerPlayer: 2, untilLevel: 6 },
      addon: { atBreak: 1, chips: 20_000 },
      noShowStack: 'posted'
    })
    f.run({ type: 'registration.setTerms', tournamentId, terms: before })
    const event = f.run({ type: 'registration.setTerms', tournamentId, terms: { playerCap: 40 } })[0]!
    expect(f.state.tournaments.get(tournamentId)!.registration.terms).toEqual({ ...before, playerCap: 40 })
    expect(changesOf(event)).toEqual([{ field: 'playerCap', from: null, to: 40 }])
  })

  const awards = fc
    .record({
      noCashPrizes: fc.boolean(),
      places: fc.uniqueArray(
        fc.record({ place: fc.integer({ min: 1, max: 9 }), description: fc.constantFrom('Trophy', 'Ticket', 'Кубок') }),
        { selector: (p) => p.place, maxLength: 3 }
      ),
      prizeFund: fc.option(
        fc.record({
          declared: fc.constantFrom('5 000 BYN', '1 000 EUR'),
          brackets: fc.constantFrom(
            [{ minEntries: 1, percentages: [100] }],
            [{ minEntries: 10, percentages: [60, 40] }]
          )
        })
      )
    })
    .filter((a) => Awards.safeParse(a).success) as fc.Arbitrary<Awards>

  it('registration.setAwards: the parts given change, the others keep their values', () => {
    fc.assert(
      fc.property(
        edited(awards, awards).filter(([, after]) => Awards.safeParse(after).success),
        ([before, after]) => {
          const { f, tournamentId } = announced()
          f.edit({ type: 'registration.setAwards', tournamentId, awards: before })
          const event = f.edit({ type: 'registration.setAwards', tournamentId, awards: patchBetween(before, after) })
          expect(f.state.tournaments.get(tournamentId)!.registration.awards).toEqual(after)
          expectJournalLists(event, before, after)
        }
      )
    )
  })

  const structureItem: fc.Arbitrary<StructureItem> = fc.oneof(
    fc.record({
      kind: fc.constant('level' as const),
      seconds: fc.constantFrom(600, 1200),
      smallBlind: fc.constantFrom(100, 200),
      bigBlind: fc.constantFrom(200, 400),
      ante: fc.constantFrom(0, 400),
      anteKind: fc.constantFrom('none' as const, 'big-blind' as const),
      game: fc.constantFrom('NLH', 'PLO')
    }),
    fc.record({
      kind: fc.constant('break' as const),
      seconds: fc.constantFrom(600, 900),
      label: fc.constantFrom('', 'Colour-up')
    })
  )

  const levelOne: StructureItem = {
    kind: 'level',
    seconds: 1200,
    smallBlind: 100,
    bigBlind: 200,
    ante: 0,
    anteKind: 'none'
  }

  it('clock.structure.set: the journal lists the items and fields the editor changed', () => {
    fc.assert(
      fc.property(
        fc.array(structureItem, { minLength: 1, maxLength: 6 }).map((items) => [levelOne, ...items]),
        fc.array(fc.tuple(fc.nat(), structureItem), { maxLength: 3 }),
        (items, edits) => {
          const { f, tournamentId } = announced()
          const before = Structure.parse({ items })
          fc.pre(structureIssues(before).length === 0)
          f.run({ type: 'clock.structure.set', tournamentId, structure: before })
          // The editor keeps every field of every item and replaces the ones the director touched.
          const afterItems = before.items.map((i) => ({ ...i }))
          for (const [at, item] of edits) afterItems[at % afterItems.length] = item
          const after = Structure.parse({ items: afterItems })
          fc.pre(structureIssues(after).length === 0)
          const event = f.run({ type: 'clock.structure.set', tournamentId, structure: after })[0] ?? null
          expect(f.state.tournaments.get(tournamentId)!.clock.structure).toEqual(after)
          const expected = after.items.flatMap((item, i) =>
            item.kind === before.items[i]!.kind
              ? diffValues(before.items[i], item, `items.${i}`).map((c) => c.field)
              : [`items.${i}`]
          )
          if (expected.length === 0) expect(event).toBeNull()
          else
            expect(
              changesOf(event!)!
                .map((c) => c.field)
                .sort()
            ).toEqual(expected.sort())
        }
      ),
      { numRuns: 60 }
    )
  })

  const rules = fc.record({
    tieRule: fc.constantFrom('split', 'lot') as fc.Arbitrary<ResultsRules['tieRule']>,
    disqualificationPlaces: fc.constantFrom('keep', 'annul') as fc.Arbitrary<ResultsRules['disqualificationPlaces']>
  })

  it('results.setRules: a rule left out keeps its value', () => {
    fc.assert(
      fc.property(edited(rules, rules), ([before, after]) => {
        const { f, tournamentId } = announced()
        f.run({ type: 'results.setRules', tournamentId, rules: before })
        const event = f.run({ type: 'results.setRules', tournamentId, rules: patchBetween(before, after) })[0]!
        expect(f.state.tournaments.get(tournamentId)!.results.rules).toEqual(after)
        expect(
          changesOf(event)!
            .map((c) => c.field)
            .sort()
        ).toEqual(
          diffValues(before, after)
            .map((c) => c.field)
            .sort()
        )
      })
    )
  })

  it('seating.setRules: the tolerance alone keeps the final-table size, the format and the methods', () => {
    const { f, tournamentId } = announced()
    f.run({
      type: 'seating.configure',
      tournamentId,
      tables: [
        { number: 1, seats: 8 },
        { number: 2, seats: 8 }
      ],
      closingOrder: { kind: 'published', order: [1, 2] },
      rules: { finalTableSize: 8, playerMethod: 'random', seatMethod: 'worst-position' }
    })
    const before = f.state.tournaments.get(tournamentId)!.seating!.room.rules
    const event = f.run({ type: 'seating.setRules', tournamentId, rules: { tolerance: 2 } })[0]!
    expect(f.state.tournaments.get(tournamentId)!.seating!.room.rules).toEqual({ ...before, tolerance: 2 })
    expect(changesOf(event)).toEqual([{ field: 'tolerance', from: 1, to: 2 }])
  })

  const penaltyEdit = fc.record(
    {
      tableId: fc.constantFrom('T1', 'T3'),
      hand: fc.integer({ min: 1, max: 80 }),
      level: fc.integer({ min: 1, max: 12 }),
      violation: fc.constantFrom({ code: 'phone-at-table' as const }, { code: 'delay-of-game' as const }),
      measure: fc.constantFrom(
        { kind: 'official-warning' as const },
        { kind: 'missed-hands' as const, hands: 3 },
        { kind: 'time-away' as const, minutes: 10 }
      ),
      decidedBy: fc.constantFrom({ name: 'Ivan', role: 'floor' as const }, { name: 'Anna', role: 'director' as const })
    },
    { requiredKeys: [] }
  )

  it('penalty.correct: only the fields given change; the journal lists them with old and new value', () => {
    fc.assert(
      fc.property(penaltyEdit, (edit) => {
        const { f, tournamentId } = announced()
        f.run({ type: 'player.create', fields: { displayName: 'Anna' } })
        const playerId = [...f.state.players.byId.keys()][0]!
        f.run({ type: 'entry.register', tournamentId, playerId })
        const entryId = [...f.state.tournaments.get(tournamentId)!.registration.entries.keys()][0]!
        f.run({
          type: 'penalty.record',
          tournamentId,
          entryId,
          tableId: 'T1',
          level: 2,
          violation: { code: 'phone-at-table' },
          measure: { kind: 'official-warning' },
          decidedBy: { name: 'Ivan', role: 'floor' }
        })
        const record = () => f.state.tournaments.get(tournamentId)!.results.penalties[0]!
        const { tableId, level, violation, measure, decidedBy } = record()
        const before: PenaltyFields = { tableId, level, violation, measure, decidedBy }
        const penaltyId = record().id
        const event = f.edit({ type: 'penalty.correct', tournamentId, penaltyId, ...edit }, { reason: 'misheard' })
        const after = { ...before, ...edit }
        const { hand: h, ...rest } = record()
        expect({
          ...(h !== undefined ? { hand: h } : {}),
          tableId: rest.tableId,
          level: rest.level,
          violation: rest.violation,
          measure: rest.measure,
          decidedBy: rest.decidedBy
        }).toEqual(after)
        expectJournalLists(event, before, after)
      }),
      { numRuns: 40 }
    )
  })
})

describe('the zod defaults never reach an edit', () => {
  const edits: { type: Command['type']; path: string[] }[] = [
    { type: 'player.edit', path: ['changes'] },
    { type: 'tournament.edit', path: ['changes'] },
    { type: 'registration.setTerms', path: ['terms'] },
    { type: 'registration.setAwards', path: ['awards'] },
    { type: 'results.setRules', path: ['rules'] },
    { type: 'seating.setRules', path: ['rules'] }
  ]
  it.each(edits)('$type: an empty edit parses to an empty edit', ({ type, path }) => {
    const command: Record<string, unknown> = { type, tournamentId: 't', playerId: 'p', [path[0]!]: {} }
    if (type === 'player.edit') delete command.tournamentId
    else delete command.playerId
    const parsed = CommandEnvelope.parse({ command }).command as unknown as Record<string, unknown>
    expect(parsed[path[0]!]).toEqual({})
  })
})
