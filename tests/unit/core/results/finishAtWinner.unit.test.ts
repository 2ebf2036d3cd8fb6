import { describe, expect, it } from 'vitest'
import { Command } from '../../../../src/shared/core/commands'
import type { DomainEvent } from '../../../../src/shared/core/events'
import { fold } from '../../../../src/shared/core/evolve'
import { decide } from '../../../../src/shared/core/decide'
import { initialState } from '../../../../src/shared/core/state'
import { clockAt } from '../../../../src/shared/core/clock/reading'
import { Structure } from '../../../../src/shared/core/clock/structure'
import { historyOverview } from '../../../../src/shared/core/history/views'
import { playerHits } from '../../../../src/shared/core/registration/deskSearch'
import { levelPositionFromClock } from '../../../../src/shared/core/registration/levels'
import { tournamentSummaries } from '../../../../src/shared/core/views/tournament'
import { T0, testContext } from '../../../support/decider'

const MIN = 60_000
const structure = Structure.parse({
  items: [
    { kind: 'level', seconds: 1200, smallBlind: 100, bigBlind: 200 },
    { kind: 'level', seconds: 1200, smallBlind: 200, bigBlind: 400 }
  ]
})

/** The real decide + evolve, each command at its own time, as the service runs them. */
function floor() {
  const state = initialState()
  let n = 0
  const run = (at: number, command: Record<string, unknown>): DomainEvent[] => {
    // Parsed at the boundary as the service does (zod defaults), then decided and folded.
    const events = decide(
      { command: Command.parse(command) },
      state,
      testContext({ now: at, newId: () => `id-${++n}` })
    )
    fold(
      events.map((event, i) => ({
        seq: n * 100 + i,
        stream: 'x',
        event,
        actor: 'Anna',
        recordedAt: at,
        occurredAt: at,
        reason: null
      })),
      state
    )
    return events
  }
  const fields = {
    name: 'Last Hand Cup',
    date: '2026-11-28',
    venue: 'Hall A',
    discipline: 'holdem',
    bettingFormat: 'no-limit',
    startingStack: 30000
  } as const
  const { tournamentId } = run(T0 - 60 * MIN, { type: 'tournament.create', fields })[0] as { tournamentId: string }
  run(T0 - 50 * MIN, { type: 'clock.structure.set', tournamentId, structure })
  const entries: string[] = []
  for (const displayName of ['Anna', 'Boris', 'Vera']) {
    const [p] = run(T0 - 40 * MIN, {
      type: 'player.create',
      fields: { displayName, ageConfirmed: true, rulesConsent: true, dataConsent: true }
    })
    const [e] = run(T0 - 30 * MIN, {
      type: 'entry.register',
      tournamentId,
      playerId: (p as { playerId: string }).playerId
    })
    entries.push((e as { entryId: string }).entryId)
  }
  return { state, run, tournamentId, entries }
}

const bust = (tournamentId: string, entryId: string) => ({
  type: 'results.recordHand',
  tournamentId,
  level: 1,
  confirmedBy: 'Floor Ivan',
  busts: [{ entryId, startStack: 0 }]
})

describe('issue 14.5: when the winner is recorded the clock stops and the tournament is finished everywhere', () => {
  it('the hand that leaves one player pauses the running clock at that moment; the one before does not', () => {
    const f = floor()
    f.run(T0, { type: 'clock.start', tournamentId: f.tournamentId })
    const first = f.run(T0 + 5 * MIN, bust(f.tournamentId, f.entries[0]!))
    expect(first.some((e) => e.type === 'clock.paused')).toBe(false)
    expect(clockAt(f.state.tournaments.get(f.tournamentId)!, T0 + 6 * MIN).status).toBe('running')
    expect(tournamentSummaries(f.state)[0]!.finished).toBe(false)

    const last = f.run(T0 + 7 * MIN, bust(f.tournamentId, f.entries[1]!))
    expect(last.at(-1)).toEqual({
      type: 'clock.paused',
      tournamentId: f.tournamentId,
      at: T0 + 7 * MIN,
      position: 7 * MIN
    })
    const reading = clockAt(f.state.tournaments.get(f.tournamentId)!, T0 + 30 * MIN)
    expect(reading.status).toBe('paused')
    expect(reading.position).toBe(7 * MIN)
    // The list and History say the same: finished.
    expect(tournamentSummaries(f.state)[0]!.finished).toBe(true)
    expect(historyOverview(f.state).tournaments[0]!.status).toBe('finished')
  })

  it('a clock already paused stays as it is (nothing extra recorded)', () => {
    const f = floor()
    f.run(T0, { type: 'clock.start', tournamentId: f.tournamentId })
    f.run(T0 + MIN, { type: 'clock.pause', tournamentId: f.tournamentId })
    f.run(T0 + 2 * MIN, bust(f.tournamentId, f.entries[0]!))
    const last = f.run(T0 + 3 * MIN, bust(f.tournamentId, f.entries[1]!))
    expect(last.filter((e) => e.type.startsWith('clock.'))).toEqual([])
    expect(tournamentSummaries(f.state)[0]!.finished).toBe(true)
  })
})

describe('issue 14.5, §5.6: the desk search does not say "may re-enter" once the limit is used', () => {
  it('a freezeout: an entry out says no re-entry', () => {
    const f = floor()
    f.run(T0, { type: 'clock.start', tournamentId: f.tournamentId })
    f.run(T0 + MIN, bust(f.tournamentId, f.entries[0]!))
    expect(playerHits(f.state, 'Anna', 5, f.tournamentId)[0]!.entry).toMatchObject({
      status: 'eliminated',
      reentry: 'none'
    })
  })

  it('one re-entry allowed: open after the first bust, limit after the re-entry is out too', () => {
    const f = floor()
    const hit = () => playerHits(f.state, 'Anna', 5, f.tournamentId)[0]!.entry!
    f.run(T0 - 20 * MIN, {
      type: 'registration.setTerms',
      tournamentId: f.tournamentId,
      terms: { reentry: { maxPerPlayer: 1 } }
    })
    f.run(T0, { type: 'clock.start', tournamentId: f.tournamentId })
    f.run(T0 + MIN, bust(f.tournamentId, f.entries[0]!))
    expect(hit()).toMatchObject({ status: 'eliminated', reentry: 'open' })
    const playerId = f.state.tournaments.get(f.tournamentId)!.registration.entries.get(f.entries[0]!)!.playerId
    const [again] = f.run(T0 + 2 * MIN, { type: 'entry.register', tournamentId: f.tournamentId, playerId })
    expect(hit().status).toBe('registered')
    f.run(T0 + 3 * MIN, bust(f.tournamentId, (again as { entryId: string }).entryId))
    expect(hit()).toMatchObject({ status: 'eliminated', reentry: 'limit' })
  })

  it('the re-entry period over (the desk would refuse it, §5.6): "the re-entry period has ended", not "may re-enter"', () => {
    const f = floor()
    f.run(T0 - 20 * MIN, {
      type: 'registration.setTerms',
      tournamentId: f.tournamentId,
      terms: { reentry: { maxPerPlayer: 1, untilLevel: 1 } }
    })
    f.run(T0, { type: 'clock.start', tournamentId: f.tournamentId })
    f.run(T0 + MIN, bust(f.tournamentId, f.entries[0]!))
    const t = f.state.tournaments.get(f.tournamentId)!
    const at = (now: number) =>
      levelPositionFromClock(
        clockAt(t, now),
        structure.items.map((i) => i.kind)
      )
    const hit = (now: number) => playerHits(f.state, 'Anna', 5, f.tournamentId, at(now))[0]!.entry!
    expect(hit(T0 + 2 * MIN)).toMatchObject({ status: 'eliminated', reentry: 'open' }) // level 1
    expect(hit(T0 + 25 * MIN)).toMatchObject({ status: 'eliminated', reentry: 'closed' }) // level 2
    // The desk's refusal says the same at that moment.
    const playerId = t.registration.entries.get(f.entries[0]!)!.playerId
    expect(() =>
      decide(
        { command: Command.parse({ type: 'entry.register', tournamentId: f.tournamentId, playerId }) },
        f.state,
        testContext({ now: T0 + 25 * MIN, levelOf: () => at(T0 + 25 * MIN) })
      )
    ).toThrow(/re-entry/i)
  })
})
