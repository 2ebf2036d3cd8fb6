import { describe, expect, it } from 'vitest'
import type { Command } from '../../../../src/shared/core/commands'
import { clockAt, readClock } from '../../../../src/shared/core/clock/reading'
import { levelNumbers } from '../../../../src/shared/core/clock/structureMath'
import { Structure, type StructureInput } from '../../../../src/shared/core/clock/structure'
import { levelPositionFromClock, type LevelSource } from '../../../../src/shared/core/registration/levels'
import { festivalView, type FestivalTile } from '../../../../src/shared/core/display/festival'
import { givenFloor, T0 } from '../../../support/decider'

/**
 * The festival board's view (§12.13, §27.11): which tournaments are on it, the clock each tile counts down by itself,
 * and public facts only. Driven through the real decide + evolve, each command at its own time.
 */
const MIN = 60_000
const TODAY = '2026-11-28'

const structure = Structure.parse({
  items: [
    { kind: 'level', seconds: 1200, smallBlind: 100, bigBlind: 200 },
    { kind: 'level', seconds: 1200, smallBlind: 200, bigBlind: 400 },
    { kind: 'break', seconds: 600, label: 'Dinner', colorUp: 'Colour up the 25s at table 1' },
    { kind: 'level', seconds: 1200, smallBlind: 300, bigBlind: 600, ante: 600, anteKind: 'big-blind' },
    { kind: 'level', seconds: 1200, smallBlind: 500, bigBlind: 1000, ante: 1000, anteKind: 'big-blind' },
    { kind: 'break', seconds: 600, label: '' },
    { kind: 'level', seconds: 1200, smallBlind: 1000, bigBlind: 2000, ante: 2000, anteKind: 'big-blind' }
  ]
} satisfies StructureInput)

/** An empty floor, with helpers that create a tournament (with the structure above) and enter a player an hour early. */
function festivalFloor() {
  const f = givenFloor([], { actor: 'Anna' })
  const create = (name: string, date = TODAY, time?: string, notes?: string): string => {
    const fields = {
      name,
      date,
      ...(time ? { time } : {}),
      ...(notes ? { notes } : {}),
      venue: 'Hall A',
      discipline: 'holdem',
      bettingFormat: 'no-limit',
      startingStack: 30000
    }
    f.at(T0 - 3_600_000)
    const [created] = f.when({ type: 'tournament.create', fields } as Command)
    expect(created).toMatchObject({ type: 'tournament.created', fields: { name } })
    const id = (created as { tournamentId: string }).tournamentId
    f.at(T0 - 3_500_000)
    f.when({ type: 'clock.structure.set', tournamentId: id, structure })
    return id
  }
  const enter = (tournamentId: string, name: string): string => {
    f.at(T0 - 3_400_000)
    const [player] = f.when({ type: 'player.create', fields: { displayName: name }, allowDuplicate: true } as Command)
    const playerId = (player as { playerId: string }).playerId
    f.at(T0 - 3_300_000)
    const events = f.when({
      type: 'entry.register',
      tournamentId,
      playerId,
      preRegistered: false,
      waitingList: false,
      override: false
    })
    const registered = events.find((e) => e.type === 'entry.registered')
    expect(registered).toMatchObject({ tournamentId, playerId })
    return (registered as { entryId: string }).entryId
  }
  const levelOf: (now: number) => LevelSource = (now) => (id) => {
    const t = f.state.tournaments.get(id)!
    return levelPositionFromClock(
      clockAt(t, now),
      (t.clock.structure?.items ?? []).map((i) => i.kind)
    )
  }
  return Object.assign(f, { create, enter, levelOf })
}

const tileOf = (tiles: FestivalTile[], id: string): FestivalTile => tiles.find((t) => t.id === id)!

describe('the festival board: every tournament in play or scheduled today (§12.13)', () => {
  it('lists those in play (whatever their date) and those announced for today; not other days, not finished ones', () => {
    const f = festivalFloor()
    const yesterday = f.create('Deepstack Day 1b', '2026-11-27')
    const main = f.create('Main Event', TODAY, '18:00')
    const turbo = f.create('Turbo', TODAY, '21:00')
    const early = f.create('Ladies Event', TODAY, '14:00')
    const tomorrow = f.create('High Roller', '2026-11-29', '15:00')
    const done = f.create('Satellite', TODAY, '12:00')
    f.at(T0 - 2 * 3_600_000)
    f.when({ type: 'clock.start', tournamentId: yesterday })
    f.at(T0 - 30 * MIN)
    f.when({ type: 'clock.start', tournamentId: main })
    // The satellite played down to its winner: it leaves the board.
    const a = f.enter(done, 'Ann')
    f.enter(done, 'Bob')
    f.at(T0 - 3 * 3_600_000)
    f.when({ type: 'clock.start', tournamentId: done })
    f.at(T0 - 3_000)
    f.when({ type: 'entry.eliminate', tournamentId: done, entryId: a, level: 1, confirmedBy: 'Ivan' })

    const names = festivalView(f.state, TODAY, T0).tiles.map((t) => t.name)
    // In play first, the earliest start first; then today's by announced time.
    expect(names).toEqual(['Deepstack Day 1b', 'Main Event', 'Ladies Event', 'Turbo'])
    expect(names).not.toContain('High Roller')
    expect(festivalView(f.state, '2026-11-29', T0).tiles.map((t) => t.id)).toEqual([yesterday, main, tomorrow])
    expect(tileOf(festivalView(f.state, TODAY, T0).tiles, turbo)).toMatchObject({ date: TODAY, time: '21:00' })
    expect(tileOf(festivalView(f.state, TODAY, T0).tiles, early).clock?.status).toBe('idle')
  })

  it("each tile's clock counts down like the tournament's own: level, time left, next break, stakes", () => {
    const f = festivalFloor()
    const id = f.create('Main Event')
    f.at(T0)
    f.when({ type: 'clock.start', tournamentId: id })
    // Published at several moments, read then and up to one level later (the screen counts between pushes).
    for (const published of [T0 + 5 * MIN, T0 + 25 * MIN, T0 + 42 * MIN, T0 + 65 * MIN, T0 + 130 * MIN]) {
      const clock = festivalView(f.state, TODAY, published).tiles[0]!.clock!
      expect(clock.items[0]!.kind === 'break' || !('colorUp' in clock.items[0]!)).toBe(true)
      for (const later of [0, 1_000, 7 * MIN]) {
        const now = published + later
        const full = clockAt(f.state.tournaments.get(id)!, now)
        const tile = readClock({ items: clock.items }, clock, now)
        const tileLevel = tile.levelNumber === null ? null : tile.levelNumber + clock.firstLevel - 1
        expect({ ...tile, levelNumber: tileLevel, index: 0, position: 0 }, `${published - T0}+${later}`).toMatchObject({
          remainingMs: full.remainingMs,
          inBreak: full.inBreak,
          levelNumber: full.levelNumber,
          nextBreakInMs: full.nextBreakInMs,
          item: full.item?.kind === 'break' ? { kind: 'break', label: full.item.label } : full.item
        })
      }
    }
    // No break note (the colour-up words belong to the tournament's own clock), even when the break is current.
    const inBreak = festivalView(f.state, TODAY, T0 + 45 * MIN).tiles[0]!.clock!
    expect(inBreak.items[0]).toEqual({ kind: 'break', seconds: 600, label: 'Dinner' })
    expect(inBreak.firstLevel).toBe(3)
    // The window runs through the next break and the level after it, no further.
    const first = festivalView(f.state, TODAY, T0 + 5 * MIN).tiles[0]!.clock!
    expect(first.items.map((i) => i.kind)).toEqual(['level', 'level', 'break', 'level'])
    expect(levelNumbers({ items: first.items })).toEqual([1, 2, null, 3])
  })

  it('a start scheduled later counts down to it; paused stays paused', () => {
    const f = festivalFloor()
    const id = f.create('Main Event')
    f.at(T0)
    f.when({ type: 'clock.start', tournamentId: id, at: T0 + 90 * MIN })
    const clock = festivalView(f.state, TODAY, T0).tiles[0]!.clock!
    expect(readClock({ items: clock.items }, clock, T0 + 30 * MIN)).toMatchObject({
      status: 'scheduled',
      startsInMs: 60 * MIN
    })
    f.at(T0 + 100 * MIN)
    f.when({ type: 'clock.pause', tournamentId: id })
    const paused = festivalView(f.state, TODAY, T0 + 200 * MIN).tiles[0]!.clock!
    expect(readClock({ items: paused.items }, paused, T0 + 300 * MIN)).toMatchObject({
      status: 'paused',
      levelNumber: 1,
      remainingMs: 10 * MIN
    })
  })

  it('players left of entries and late registration until when (§7.7); public facts only (§27.11)', () => {
    const f = festivalFloor()
    const id = f.create('Main Event', TODAY, '18:00', 'SECRET note for the floor')
    f.at(T0 - 3_350_000)
    f.when({
      type: 'registration.setTerms',
      tournamentId: id,
      terms: { lateRegistration: { kind: 'level-end', level: 4 } }
    } as Command)
    const ann = f.enter(id, 'Ann Secretname')
    f.enter(id, 'Bob')
    f.enter(id, 'Cid')
    f.at(T0)
    f.when({ type: 'clock.start', tournamentId: id })
    f.at(T0 + MIN)
    f.when({ type: 'entry.eliminate', tournamentId: id, entryId: ann, level: 1, confirmedBy: 'Ivan' })
    const at = T0 + 10 * MIN
    const tile = festivalView(f.state, TODAY, at, f.levelOf(at)).tiles[0]!
    expect(tile).toMatchObject({
      playersLeft: 2,
      entries: 3,
      lateRegistration: { status: 'open', closesAt: { kind: 'level-end', level: 4 } }
    })
    const late = T0 + 130 * MIN
    expect(festivalView(f.state, TODAY, late, f.levelOf(late)).tiles[0]!.lateRegistration.status).toBe('closed')
    expect(Object.keys(tile).sort()).toEqual(
      ['clock', 'date', 'entries', 'id', 'lateRegistration', 'name', 'playersLeft', 'time'].sort()
    )
    const json = JSON.stringify(festivalView(f.state, TODAY, at, f.levelOf(at)))
    expect(json).not.toContain('SECRET')
    expect(json).not.toContain('Secretname')
    expect(json).not.toContain('Ivan')
  })
})
