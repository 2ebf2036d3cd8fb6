import { describe, expect, it } from 'vitest'
import type { HistoryOverview, PlayerHistory } from '../../src/shared/core/history/views'
import { mainEvent } from '../support/fixtures'
import { admin, display, openTestFloor } from '../support/floor'
import { useTempDir } from '../support/tempDir'

const tempDir = useTempDir()

/** "A history of past tournaments and series": through the real service on a real SQLite file. */
describe('the history of tournaments, series and one participant (§28.12, §28.9, §28.14, §4.7)', () => {
  function setup() {
    const floor = openTestFloor(tempDir())
    const run = (command: Record<string, unknown>, meta?: Record<string, unknown>): Array<Record<string, string>> => {
      const r = floor.service.execute({ command, ...(meta ? { meta } : {}) }, admin())
      if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`)
      return r.value.events as never
    }
    const q = <T>(query: Record<string, unknown>): T => {
      const r = floor.service.query(query, admin())
      if (!r.ok) throw new Error(r.error.message)
      return r.value as T
    }
    const player = (name: string): string => run({ type: 'player.create', fields: { displayName: name } })[0]!.playerId!
    const register = (tournamentId: string, playerId: string): string =>
      run({ type: 'entry.register', tournamentId, playerId }).find((e) => e.type === 'entry.registered')!.entryId!
    const tournament = (name: string, date: string): string =>
      run({ type: 'tournament.create', fields: { ...mainEvent, name, date } })[0]!.tournamentId!
    const out = (tournamentId: string, entryId: string, meta?: Record<string, unknown>) =>
      run(
        {
          type: 'results.recordHand',
          tournamentId,
          level: 1,
          confirmedBy: 'Floor',
          busts: [{ entryId, startStack: 1000 }]
        },
        meta
      )
    return { floor, run, q, player, register, tournament, out }
  }

  it('lists tournaments newest first with winner, entries, series and approval; counts corrections after approval', () => {
    const { floor, run, q, player, register, tournament, out } = setup()
    const [anna, boris, vera] = ['Anna', 'Boris', 'Vera'].map(player) as [string, string, string]
    const seriesId = run({
      type: 'series.create',
      name: 'Winter League',
      formula: { kind: 'table', points: [100, 60, 30], beyond: 0, applyCoefficient: false, decimals: 2 },
      rules: { tieBreaks: ['wins', 'best-place'] },
      finalTableSize: 9
    })[0]!.seriesId!
    const first = tournament('Winter 1', '2026-11-07')
    const second = tournament('Winter 2', '2026-11-21')
    const club = tournament('Club night', '2026-11-28')
    run({ type: 'series.attach', seriesId, tournamentId: first })
    run({ type: 'series.attach', seriesId, tournamentId: second })
    const e1 = [anna, boris, vera].map((p) => register(first, p))
    out(first, e1[2]!)
    out(first, e1[1]!)
    run({ type: 'results.approve', tournamentId: first })
    floor.testClock.advance(60_000)
    // §27.8: a correction after the approval needs a reason and is counted in the history.
    const hand = q<{ hands: Array<{ handId: string; entries: Array<{ entryId: string }> }> }>({
      type: 'results.get',
      tournamentId: first
    }).hands.find((h) => h.entries[0]!.entryId === e1[1])!
    // §28.12: reopened with a reason first.
    run({ type: 'results.reopen', tournamentId: first }, { reason: 'Boris was not all in' })
    run({ type: 'results.undoHand', tournamentId: first, handId: hand.handId }, { reason: 'Boris was not all in' })
    out(first, e1[1]!, { reason: 'Boris out in the next hand' })
    register(second, anna)
    register(club, boris)

    const overview = q<HistoryOverview>({ type: 'history.overview' })
    expect(overview.tournaments.map((r) => r.name)).toEqual(['Club night', 'Winter 2', 'Winter 1'])
    const w1 = overview.tournaments.find((r) => r.id === first)!
    expect(w1).toMatchObject({
      status: 'finished',
      entries: 3,
      players: 3,
      winner: 'Anna',
      series: { id: seriesId, name: 'Winter League' },
      approval: { by: 'Anna (TD)' }
    })
    expect(w1.correctionsAfterApproval).toBeGreaterThan(0)
    expect(overview.tournaments.find((r) => r.id === club)).toMatchObject({
      status: 'announced',
      winner: null,
      series: null,
      approval: null,
      correctionsAfterApproval: 0
    })
    expect(overview.series).toEqual([
      {
        id: seriesId,
        name: 'Winter League',
        events: 2,
        finishedEvents: 1,
        firstDate: '2026-11-07',
        lastDate: '2026-11-21'
      }
    ])
    // Internal records: a display connection may not ask.
    expect(floor.service.query({ type: 'history.overview' }, display())).toMatchObject({
      ok: false,
      error: { code: 'error.readOnly' }
    })
    floor.close()
  })

  it("a participant's history spans tournaments and re-entries, with places and series points; a merged record's entries join it (§28.9)", () => {
    const { floor, run, q, player, register, tournament, out } = setup()
    const [anna, boris, vera] = ['Anna', 'Boris', 'Vera'].map(player) as [string, string, string]
    const annaAlias = player('A. Smirnova')
    const seriesId = run({
      type: 'series.create',
      name: 'Winter League',
      formula: { kind: 'table', points: [100, 60, 30, 10], beyond: 0, applyCoefficient: false, decimals: 2 },
      rules: { tieBreaks: ['wins'] },
      finalTableSize: 9
    })[0]!.seriesId!
    const first = tournament('Winter 1', '2026-11-07')
    const second = tournament('Winter 2', '2026-11-21')
    run({ type: 'series.attach', seriesId, tournamentId: first })
    run({ type: 'registration.setTerms', tournamentId: first, terms: { reentry: { maxPerPlayer: 2 } } })
    const annaFirst = register(first, anna)
    const b1 = register(first, boris)
    const v1 = register(first, vera)
    out(first, annaFirst)
    const annaAgain = register(first, anna)
    out(first, v1)
    out(first, b1)
    // Anna played the second event under a duplicate record, merged afterwards (§6.3, §28.9).
    const aliasEntry = register(second, annaAlias)
    register(second, boris)
    run({ type: 'player.merge', duplicateId: annaAlias, keepId: anna }, { reason: 'Same person, registered twice' })

    const history = q<PlayerHistory>({ type: 'history.player', playerId: anna })
    expect(history.displayName).toBe('Anna')
    expect(history.rows.map((r) => [r.tournamentName, r.entryOrdinal, r.place, r.status])).toEqual([
      ['Winter 2', 1, null, 'in'],
      ['Winter 1', 1, 4, 'eliminated'],
      ['Winter 1', 2, 1, 'winner']
    ])
    const winning = history.rows.find((r) => r.entryId === annaAgain)!
    expect(winning).toMatchObject({ entrants: 4, points: 100, series: { name: 'Winter League' }, approved: false })
    expect(history.rows.find((r) => r.entryId === annaFirst)!.points).toBe(10)
    expect(history.rows.find((r) => r.entryId === aliasEntry)).toMatchObject({
      registeredAs: 'A. Smirnova',
      points: null,
      series: null
    })
    expect(history.summary).toEqual({ tournaments: 2, entries: 3, wins: 1, bestPlace: 1 })
    // Asking by the merged record's id gives the same person.
    expect(q<PlayerHistory>({ type: 'history.player', playerId: annaAlias }).playerId).toBe(anna)
    expect(q<PlayerHistory | null>({ type: 'history.player', playerId: 'nobody' })).toBeNull()
    floor.close()
  })
})
