import { describe, expect, it } from 'vitest'
import { openFloor } from '../../src/main/app/bootstrap'
import type { SeriesStandingsView } from '../../src/shared/core/league/series/views'
import { mainEvent } from '../support/fixtures'
import { admin, TestClock } from '../support/floor'
import { playerFields } from '../support/registration'
import { stateHash } from '../support/stateHash'
import { useTempDir } from '../support/tempDir'

const tempDir = useTempDir()

describe('series decisions through the real service and a SQLite file (§28.7ж, §28.9, §28.10, §28.15в)', () => {
  it('merges recorded with a reason reach the standings, lots are drawn by the service and replayed after a restart, refusals write nothing', () => {
    const dir = tempDir()
    let id = 0
    const open = () => openFloor(dir, { clock: new TestClock(), newId: () => `id-${++id}`, randomInt: (n) => n - 1 })
    let floor = open()
    const run = (command: unknown, meta?: unknown) =>
      floor.service.execute(meta ? { command, meta } : { command }, admin('Olga (TD)'))
    const ok = (command: unknown, meta?: unknown) => {
      const r = run(command, meta)
      if (!r.ok) throw new Error(r.error.message)
      return r.value.events as Array<Record<string, unknown>>
    }
    const tournamentId = ok({ type: 'tournament.create', fields: mainEvent })[0]!.tournamentId as string
    const player = (name: string) => ok({ type: 'player.create', fields: playerFields(name) })[0]!.playerId as string
    const [anna, alias, boris] = [player('Anna'), player('Anna Alias'), player('Boris')]
    const entry = (playerId: string) => ok({ type: 'entry.register', tournamentId, playerId })[0]!.entryId as string
    const [, aliasEntry, borisEntry] = [entry(anna), entry(alias), entry(boris)]
    const seriesId = ok({
      type: 'series.create',
      name: 'League',
      formula: { kind: 'table', points: [100, 50, 50] },
      rules: { tieBreaks: ['lot'] },
      finalTableSize: 9
    })[0]!.seriesId as string
    ok({ type: 'series.attach', seriesId, tournamentId })
    ok({
      type: 'results.recordHand',
      tournamentId,
      level: 1,
      confirmedBy: 'Floor',
      busts: [{ entryId: aliasEntry, startStack: 0 }]
    })
    ok({
      type: 'results.recordHand',
      tournamentId,
      level: 2,
      confirmedBy: 'Floor',
      busts: [{ entryId: borisEntry, startStack: 0 }]
    })
    const standings = () => {
      const r = floor.service.query({ type: 'series.standings', seriesId, language: 'en' }, admin())
      if (!r.ok) throw new Error(r.error.message)
      return r.value as SeriesStandingsView
    }
    // Anna wins (100); Boris 2nd and Anna Alias 3rd both have 50 — a lot is announced, so the tie waits for one.
    expect(standings().pendingLots).toEqual([
      { rank: 2, rankTo: 3, names: ['Anna Alias', 'Boris'], playerIds: expect.any(Array) }
    ])

    // A refusal writes nothing: the journal and the state stay as they were.
    const count = floor.store.count()
    const hash = stateHash(floor.service.current)
    const refused = run({ type: 'series.excludeEvent', seriesId, tournamentId })
    expect(refused.ok ? null : refused.error.code).toBe('rating.error.decisionNeedsReason')
    expect(floor.store.count()).toBe(count)
    expect(stateHash(floor.service.current)).toBe(hash)

    const drawn = ok({ type: 'series.drawLots', seriesId })
    expect(drawn[0]).toMatchObject({ type: 'series.lotsDrawn', reason: null })
    const order = standings().rows.map((r) => r.name)

    // §28.9: the merge's reason is the record's; the standings combine the records and name who merged them.
    ok({ type: 'player.merge', duplicateId: alias, keepId: anna }, { reason: 'Same person, passport checked' })
    const merged = standings()
    expect(merged.merges).toEqual([
      { from: 'Anna Alias', into: 'Anna', reason: 'Same person, passport checked', by: 'Olga (TD)' }
    ])
    expect(merged.mergeConflicts).toHaveLength(1)
    // The merged record's better result counts (Anna's win); the tie the lot settled is gone, so the lot no longer applies.
    expect(merged.rows.map((r) => [r.name, r.points])).toEqual([
      ['Anna', 100],
      ['Boris', 50]
    ])
    expect(merged.lots[0]!.applies).toBe(false)

    // After a restart the journal replays to the same standings.
    floor.close()
    floor = open()
    expect(standings()).toEqual(merged)
    // The injected source (n − 1) leaves the tied group in its order: the lot put Anna Alias ahead of Boris.
    expect(order).toEqual(['Anna', 'Anna Alias', 'Boris'])
    floor.close()
  })
})
