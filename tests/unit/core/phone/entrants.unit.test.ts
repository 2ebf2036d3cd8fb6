import { describe, expect, it } from 'vitest'
import type { Command } from '../../../../src/shared/core/commands'
import type { DomainEvent } from '../../../../src/shared/core/events'
import { inputsOf, phoneCardSeat, phoneView } from '../../../../src/shared/core/phone/views'
import { phoneEntrants } from '../../../../src/shared/core/phone/entrants'
import { PhoneModel } from '../../../../src/main/app/views/phoneModel'
import type { LevelSource } from '../../../../src/shared/core/registration/levels'
import { defaultEntryTerms, type EntryTerms } from '../../../../src/shared/core/registration/terms'
import { diff } from '../../../../src/shared/contract/patch'
import { givenFloor } from '../../../support/decider'
import { mainEvent } from '../../../support/fixtures'
import { level, playerFields, registerCommand, T } from '../../../support/registration'

/**
 * a player finds themself on the phone page when not on a seat — registered before the draw, on the
 * waiting list, out with their place (shared places as the results show them) and, only when the desk would take
 * it, the re-entry hint (§5.6). Public names and public statuses only (§27.11).
 */
const NAMES = ['Anna', 'Boris', 'Vera', 'Gleb', 'Dina', 'Egor']

/** The six players in the directory, the tournament with these entry terms; helpers to register, draw and bust. */
function entrantsFloor(terms: Partial<EntryTerms> = {}) {
  const f = givenFloor(
    [
      { type: 'tournament.created', tournamentId: T, fields: mainEvent },
      ...NAMES.map((name, i): DomainEvent => ({
        type: 'player.created',
        playerId: `p${i + 1}`,
        fields: playerFields(name, { fullName: `${name} SECRET-FULLNAME` }),
        source: 'desk'
      }))
    ],
    { clock: 'ticking' }
  )
  if (Object.keys(terms).length > 0)
    f.when({ type: 'registration.setTerms', tournamentId: T, terms: { ...defaultEntryTerms(), ...terms } } as Command)
  const entry = new Map<string, string>()
  const register = (name: string, extra: Record<string, unknown> = {}): string => {
    const playerId = `p${NAMES.indexOf(name) + 1}`
    const events = f.when(registerCommand(playerId, extra) as Command)
    const id = (events.find((e) => e.type === 'entry.registered') as { entryId: string }).entryId
    entry.set(name, id)
    return id
  }
  const draw = (): void => {
    f.when({
      type: 'seating.configure',
      tournamentId: T,
      tables: [1, 2].map((number) => ({ number, seats: 9 })),
      closingOrder: { kind: 'published', order: [1, 2] },
      rules: {}
    } as Command)
    f.when({ type: 'seating.draw', tournamentId: T } as Command)
  }
  const out = (name: string): void => {
    f.when({ type: 'entry.eliminate', tournamentId: T, entryId: entry.get(name)!, level: 1, confirmedBy: 'Floor' })
  }
  /** What the desk answers a re-entry of `name` now: the refusal's code, or 'accepted' (nothing recorded either way). */
  const desk = (name: string): string => {
    const command = {
      type: 'entry.register',
      tournamentId: T,
      playerId: `p${NAMES.indexOf(name) + 1}`,
      preRegistered: false,
      waitingList: false,
      override: false
    } as Command
    const answer = f.peek(command)
    return 'rejection' in answer ? answer.rejection.code : 'accepted'
  }
  const view = (levelOf?: LevelSource) => phoneView(f.state, T, 0, levelOf)
  const row = (name: string, levelOf?: LevelSource) => view(levelOf).entrants.find((r) => r.name === name)
  return Object.assign(f, { entry, register, draw, out, view, row, desk })
}

describe('the phone view lists the players not seated with their public standing', () => {
  it('registered before the draw: every player, by name, "registered"; after the draw they are on seats', () => {
    const f = entrantsFloor()
    for (const name of ['Vera', 'Anna', 'Boris']) f.register(name)
    const before = f.view()
    expect(before.seats).toEqual([])
    expect(before.entrants.map(({ name, status }) => ({ name, status }))).toEqual([
      { name: 'Anna', status: 'registered' },
      { name: 'Boris', status: 'registered' },
      { name: 'Vera', status: 'registered' }
    ])
    // The key is the player's, stable, and neither an entry id nor an entry number.
    expect(new Set(before.entrants.map((r) => r.key)).size).toBe(3)
    for (const r of before.entrants) {
      expect(Object.keys(r).sort()).toEqual(['key', 'name', 'status'])
      expect(f.entry.get(r.name)).not.toBe(r.key)
    }
    f.draw()
    const after = f.view()
    expect(after.seats.map((s) => s.name)).toEqual(['Anna', 'Boris', 'Vera'])
    expect(after.entrants).toEqual([])
    // The card number of the desk's confirmation works before the draw too, and gives the seat after it.
    expect(phoneCardSeat(f.state, T, 1)).toMatchObject({ name: 'Vera', table: expect.any(Number) })
  })

  it('a late registration not seated yet is "registered" after the draw; the card says the same', () => {
    const f = entrantsFloor({ lateRegistration: { kind: 'level-end', level: 4 }, noShowStack: 'not-posted' })
    f.register('Anna')
    f.register('Boris')
    f.draw()
    f.register('Vera', { preRegistered: true })
    expect(f.row('Vera')).toMatchObject({ status: 'registered' })
    expect(phoneCardSeat(f.state, T, 3)).toEqual({ name: 'Vera', status: 'registered' })
  })

  it('the waiting list: "waiting" with the position; nothing for a player who left it', () => {
    const f = entrantsFloor({ playerCap: 2 })
    f.register('Anna')
    f.register('Boris')
    f.register('Vera', { waitingList: true })
    f.register('Gleb', { waitingList: true })
    expect(f.row('Vera')).toEqual({ key: expect.any(String), name: 'Vera', status: 'waiting', waiting: 1 })
    expect(f.row('Gleb')).toMatchObject({ status: 'waiting', waiting: 2 })
    f.when({ type: 'entry.withdraw', tournamentId: T, entryId: f.entry.get('Vera')! } as Command)
    expect(f.row('Vera')).toBeUndefined()
    expect(f.row('Gleb')).toMatchObject({ status: 'waiting', waiting: 1 })
  })

  it('eliminated: "out" with the place, by name and by the seat card; a busted seat leaves the seats', () => {
    const f = entrantsFloor()
    for (const name of NAMES) f.register(name)
    f.draw()
    f.out('Dina')
    const view = f.view()
    expect(view.seats.some((s) => s.name === 'Dina')).toBe(false)
    expect(f.row('Dina')).toEqual({ key: expect.any(String), name: 'Dina', status: 'out', place: 6 })
    expect(phoneCardSeat(f.state, T, NAMES.indexOf('Dina') + 1)).toEqual({ name: 'Dina', status: 'out', place: 6 })
    // A bust is a small patch: the one row arriving, the one seat leaving.
    f.out('Boris')
    const next = f.view()
    const patch = JSON.stringify(diff({ s: view.seats, e: view.entrants }, { s: next.seats, e: next.entrants }))
    expect(patch).toContain('Boris')
    expect(patch).not.toContain('Anna')
    expect(patch.length).toBeLessThan(160)
  })

  it('a shared place: two out in one hand with the same starting stack share "4–5"', () => {
    const f = entrantsFloor()
    for (const name of NAMES.slice(0, 5)) f.register(name)
    f.draw()
    f.when({
      type: 'results.recordHand',
      tournamentId: T,
      level: 2,
      confirmedBy: 'Floor',
      busts: [
        { entryId: f.entry.get('Anna')!, startStack: 1000 },
        { entryId: f.entry.get('Boris')!, startStack: 1000 }
      ]
    } as Command)
    expect(f.row('Anna')).toMatchObject({ status: 'out', place: 4, placeTo: 5 })
    expect(f.row('Boris')).toMatchObject({ status: 'out', place: 4, placeTo: 5 })
  })

  it('the re-entry hint only when the desk would take a re-entry (§5.6, §5.9)', () => {
    // Freezeout: never.
    const freezeout = entrantsFloor()
    for (const name of NAMES.slice(0, 3)) freezeout.register(name)
    freezeout.out('Anna')
    expect(freezeout.row('Anna')).not.toHaveProperty('reentry')
    expect(freezeout.desk('Anna')).toBe('error.entry.noReentry')

    // One re-entry while late registration is open (through level 2).
    const f = entrantsFloor({
      reentry: { maxPerPlayer: 1, untilLevel: null, chips: null },
      lateRegistration: { kind: 'level-end', level: 2 }
    })
    for (const name of NAMES.slice(0, 4)) f.register(name)
    f.out('Anna')
    expect(f.row('Anna')).toMatchObject({ status: 'out', reentry: true })
    expect(f.desk('Anna')).toBe('accepted')
    expect(f.row('Anna', () => level(2))).toMatchObject({ reentry: true })
    // The period over: no hint.
    expect(f.row('Anna', () => level(3))).not.toHaveProperty('reentry')
    // Re-entered: registered again (no row of the old entry's place); out again: the one re-entry is used up.
    f.register('Anna')
    expect(f.view().entrants.filter((r) => r.name === 'Anna')).toEqual([
      expect.objectContaining({ status: 'registered' })
    ])
    f.out('Anna')
    expect(f.row('Anna')).toMatchObject({ status: 'out' })
    expect(f.row('Anna')).not.toHaveProperty('reentry')
    expect(f.desk('Anna')).toBe('error.entry.reentryLimit')

    // A full field with alternates waiting: the desk would put the player on the list, so no hint.
    const capped = entrantsFloor({ reentry: { maxPerPlayer: 2, untilLevel: null, chips: null }, playerCap: 3 })
    for (const name of NAMES.slice(0, 3)) capped.register(name)
    capped.register('Gleb', { waitingList: true })
    capped.out('Anna')
    expect(capped.row('Anna')).toMatchObject({ status: 'out' })
    expect(capped.row('Anna')).not.toHaveProperty('reentry')
    expect(capped.desk('Anna')).toBe('error.entry.waitingListFirst')
    capped.when({ type: 'entry.withdraw', tournamentId: T, entryId: capped.entry.get('Gleb')! } as Command)
    expect(capped.row('Anna')).toMatchObject({ reentry: true })
    expect(capped.desk('Anna')).toBe('accepted')
  })

  it('a disqualified player is not listed, and carries no reason; no real name anywhere', () => {
    const f = entrantsFloor()
    for (const name of NAMES.slice(0, 4)) f.register(name)
    f.draw()
    f.when({ type: 'entry.disqualify', tournamentId: T, entryId: f.entry.get('Gleb')! } as Command, {
      reason: 'SECRET-REASON'
    })
    f.out('Anna')
    const view = f.view()
    expect(view.entrants.map((r) => r.name)).toEqual(['Anna'])
    expect(phoneCardSeat(f.state, T, 4)).toBeNull()
    const text = JSON.stringify(view)
    expect(text).not.toContain('SECRET')
    for (const id of f.entry.values()) expect(text).not.toContain(id)
  })
})

describe("the hall server's kept rows of players not seated", () => {
  it('equal the plain rows after every change; a row that did not change keeps its identity', () => {
    const f = entrantsFloor({ reentry: { maxPerPlayer: 1, untilLevel: null, chips: null }, playerCap: 4 })
    const model = new PhoneModel()
    let stamp = 0
    let before = new Map<string, object>()
    const check = (): void => {
      const t = f.state.tournaments.get(T)!
      const kept = model.entrants(
        f.state,
        t,
        String(++stamp),
        inputsOf(t, () => null)
      )
      expect(kept).toEqual(
        phoneEntrants(
          f.state,
          t,
          inputsOf(t, () => null)
        )
      )
      const plain = new Map(
        phoneEntrants(
          f.state,
          t,
          inputsOf(t, () => null)
        ).map((r) => [r.key, JSON.stringify(r)])
      )
      for (const row of kept) {
        const old = before.get(row.key)
        if (old && JSON.stringify(old) === plain.get(row.key)) expect(row).toBe(old)
      }
      before = new Map(kept.map((r) => [r.key, r]))
    }
    for (const name of ['Egor', 'Anna', 'Dina', 'Boris']) {
      f.register(name)
      check()
    }
    f.register('Vera', { waitingList: true })
    f.register('Gleb', { waitingList: true })
    check()
    f.draw()
    check()
    f.out('Dina')
    check()
    f.when({ type: 'player.edit', playerId: 'p5', changes: { displayName: 'Zara' } } as Command)
    check()
    f.when({ type: 'entry.withdraw', tournamentId: T, entryId: f.entry.get('Vera')! } as Command)
    check()
    f.out('Egor')
    f.out('Boris')
    check()
    // The same change asked again: the same list.
    const t = f.state.tournaments.get(T)!
    const again = model.entrants(
      f.state,
      t,
      String(stamp),
      inputsOf(t, () => null)
    )
    expect(
      model.entrants(
        f.state,
        t,
        String(stamp),
        inputsOf(t, () => null)
      )
    ).toBe(again)
  })
})
