import { describe, expect, it } from 'vitest'
import { clockAt } from '../../../../src/shared/core/clock/reading'
import { Structure } from '../../../../src/shared/core/clock/structure'
import { historyOverview } from '../../../../src/shared/core/history/views'
import { playerHits } from '../../../../src/shared/core/registration/deskSearch'
import { levelPositionFromClock } from '../../../../src/shared/core/registration/levels'
import { tournamentSummaries } from '../../../../src/shared/core/views/tournament'
import { givenFloor, T0 } from '../../../support/decider'

const MIN = 60_000
const structure = Structure.parse({
  items: [
    { kind: 'level', seconds: 1200, smallBlind: 100, bigBlind: 200 },
    { kind: 'level', seconds: 1200, smallBlind: 200, bigBlind: 400 }
  ]
})

/** A tournament with a two-level structure and three entries (Anna, Boris, Vera), recorded half an hour before T0. */
function lastHandCup() {
  const f = givenFloor([], { actor: 'Anna' })
  const fields = {
    name: 'Last Hand Cup',
    date: '2026-11-28',
    venue: 'Hall A',
    discipline: 'holdem',
    bettingFormat: 'no-limit',
    startingStack: 30000
  } as const
  f.at(T0 - 60 * MIN)
  const { tournamentId } = f.when({ type: 'tournament.create', fields })[0] as { tournamentId: string }
  f.at(T0 - 50 * MIN)
  f.when({ type: 'clock.structure.set', tournamentId, structure })
  const entries: string[] = []
  for (const displayName of ['Anna', 'Boris', 'Vera']) {
    f.at(T0 - 40 * MIN)
    const [p] = f.when({
      type: 'player.create',
      fields: { displayName, ageConfirmed: true, rulesConsent: true, dataConsent: true }
    })
    f.at(T0 - 30 * MIN)
    const [e] = f.when({
      type: 'entry.register',
      tournamentId,
      playerId: (p as { playerId: string }).playerId
    })
    expect(e).toMatchObject({ type: 'entry.registered', tournamentId })
    entries.push((e as { entryId: string }).entryId)
  }
  return Object.assign(f, { tournamentId, entries })
}

const bust = (tournamentId: string, entryId: string) => ({
  type: 'results.recordHand' as const,
  tournamentId,
  level: 1,
  confirmedBy: 'Floor Ivan',
  busts: [{ entryId, startStack: 0 }]
})

describe('when the winner is recorded the clock stops and the tournament is finished everywhere', () => {
  it('the hand that leaves one player pauses the running clock at that moment; the one before does not', () => {
    const f = lastHandCup()
    f.at(T0)
    f.when({ type: 'clock.start', tournamentId: f.tournamentId })
    f.at(T0 + 5 * MIN)
    const first = f.when(bust(f.tournamentId, f.entries[0]!))
    expect(first.some((e) => e.type === 'clock.paused')).toBe(false)
    expect(clockAt(f.state.tournaments.get(f.tournamentId)!, T0 + 6 * MIN).status).toBe('running')
    expect(tournamentSummaries(f.state)[0]!.finished).toBe(false)

    f.at(T0 + 7 * MIN)
    const last = f.when(bust(f.tournamentId, f.entries[1]!))
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
    const f = lastHandCup()
    f.at(T0)
    f.when({ type: 'clock.start', tournamentId: f.tournamentId })
    f.at(T0 + MIN)
    f.when({ type: 'clock.pause', tournamentId: f.tournamentId })
    f.at(T0 + 2 * MIN)
    f.when(bust(f.tournamentId, f.entries[0]!))
    f.at(T0 + 3 * MIN)
    const last = f.when(bust(f.tournamentId, f.entries[1]!))
    expect(last.filter((e) => e.type.startsWith('clock.'))).toEqual([])
    expect(tournamentSummaries(f.state)[0]!.finished).toBe(true)
  })
})

describe('§5.6: the desk search does not say "may re-enter" once the limit is used', () => {
  it('a freezeout: an entry out says no re-entry', () => {
    const f = lastHandCup()
    f.at(T0)
    f.when({ type: 'clock.start', tournamentId: f.tournamentId })
    f.at(T0 + MIN)
    f.when(bust(f.tournamentId, f.entries[0]!))
    expect(playerHits(f.state, 'Anna', 5, f.tournamentId)[0]!.entry).toMatchObject({
      status: 'eliminated',
      reentry: 'none'
    })
  })

  it('one re-entry allowed: open after the first bust, limit after the re-entry is out too', () => {
    const f = lastHandCup()
    const hit = () => playerHits(f.state, 'Anna', 5, f.tournamentId)[0]!.entry!
    f.at(T0 - 20 * MIN)
    f.when({
      type: 'registration.setTerms',
      tournamentId: f.tournamentId,
      terms: { reentry: { maxPerPlayer: 1 } }
    })
    f.at(T0)
    f.when({ type: 'clock.start', tournamentId: f.tournamentId })
    f.at(T0 + MIN)
    f.when(bust(f.tournamentId, f.entries[0]!))
    expect(hit()).toMatchObject({ status: 'eliminated', reentry: 'open' })
    const playerId = f.state.tournaments.get(f.tournamentId)!.registration.entries.get(f.entries[0]!)!.playerId
    f.at(T0 + 2 * MIN)
    const [again] = f.when({ type: 'entry.register', tournamentId: f.tournamentId, playerId })
    expect(hit().status).toBe('registered')
    f.at(T0 + 3 * MIN)
    f.when(bust(f.tournamentId, (again as { entryId: string }).entryId))
    expect(hit()).toMatchObject({ status: 'eliminated', reentry: 'limit' })
  })

  it('the re-entry period over (the desk would refuse it, §5.6): "the re-entry period has ended", not "may re-enter"', () => {
    const f = lastHandCup()
    f.at(T0 - 20 * MIN)
    f.when({
      type: 'registration.setTerms',
      tournamentId: f.tournamentId,
      terms: { reentry: { maxPerPlayer: 1, untilLevel: 1 } }
    })
    f.at(T0)
    f.when({ type: 'clock.start', tournamentId: f.tournamentId })
    f.at(T0 + MIN)
    f.when(bust(f.tournamentId, f.entries[0]!))
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
    f.at(T0 + 25 * MIN)
    const refusal = f.refused({ type: 'entry.register', tournamentId: f.tournamentId, playerId }, undefined, {
      levelOf: () => at(T0 + 25 * MIN)
    })
    expect(refusal.message).toMatch(/re-entry/i)
  })
})
