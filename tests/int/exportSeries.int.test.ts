import { describe, expect, it } from 'vitest'
import { operate } from '../../src/main/app/operations'
import type { SeriesStandingsView } from '../../src/shared/core/league/series/views'
import { mainEvent } from '../support/fixtures'
import { admin, openTestFloor } from '../support/floor'
import { useTempDir } from '../support/tempDir'

const tempDir = useTempDir()
type Floor = ReturnType<typeof openTestFloor>

function runner(floor: Floor) {
  return (command: Record<string, unknown>, meta?: Record<string, unknown>): Array<Record<string, string>> => {
    const r = floor.service.execute({ command, ...(meta ? { meta } : {}) }, admin())
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`)
    return r.value.events as never
  }
}
const table = (points: number[]) => ({ kind: 'table', points, beyond: 0, applyCoefficient: false, decimals: 2 })

/** Plays a small event of the series: three players, a winner, the results approved. */
function playEvent(floor: Floor, seriesId: string, name: string, players: string[]): string {
  const run = runner(floor)
  const tournamentId = run({ type: 'tournament.create', fields: { ...mainEvent, name } })[0]!.tournamentId!
  run({ type: 'series.attach', seriesId, tournamentId })
  const entries = players.map(
    (playerId) =>
      run({ type: 'entry.register', tournamentId, playerId }).find((e) => e.type === 'entry.registered')!.entryId!
  )
  for (const entryId of entries.slice(1).reverse())
    run({
      type: 'results.recordHand',
      tournamentId,
      level: 2,
      confirmedBy: 'Floor',
      busts: [{ entryId, startStack: 0 }]
    })
  run({ type: 'results.approve', tournamentId })
  return tournamentId
}

const standings = (floor: Floor, seriesId: string) => {
  const r = floor.service.query({ type: 'series.standings', seriesId, language: 'en' }, admin())
  if (!r.ok) throw new Error(r.error.message)
  const view = r.value as SeriesStandingsView
  return { rows: view.rows.map((row) => [row.name, row.points]), points: view.points.map((p) => [p.name, p.points]) }
}

/** "A complete JSON export that another installation can import": the tournament carries its series (§28.1, §28.6). */
describe('a tournament of a series exported and imported elsewhere', () => {
  it('carries the series and the formula version frozen for it; import then export gives the same file', async () => {
    const source = openTestFloor(tempDir())
    const run = runner(source)
    const players = ['Ivanova', 'Petrov', 'Sidorov'].map(
      (displayName) => run({ type: 'player.create', fields: { displayName } })[0]!.playerId!
    )
    const seriesId = run({
      type: 'series.create',
      name: 'Winter League',
      formula: table([50, 30, 10]),
      rules: { tieBreaks: ['wins'] },
      finalTableSize: 9
    })[0]!.seriesId!
    const tournamentId = run({ type: 'tournament.create', fields: { ...mainEvent, name: 'Winter 1' } })[0]!
      .tournamentId!
    run({ type: 'series.attach', seriesId, tournamentId })
    // §28.6: a version announced after the attachment, before the start, applies to the event.
    run({ type: 'series.announceFormula', seriesId, formula: table([100, 60, 30]) })
    const entries = players.map(
      (playerId) =>
        run({ type: 'entry.register', tournamentId, playerId }).find((e) => e.type === 'entry.registered')!.entryId!
    )
    for (const entryId of [entries[2]!, entries[1]!])
      run({
        type: 'results.recordHand',
        tournamentId,
        level: 2,
        confirmedBy: 'Floor',
        busts: [{ entryId, startStack: 0 }]
      })
    run({ type: 'results.approve', tournamentId })
    const before = standings(source, seriesId)
    expect(before.rows).toEqual([
      ['Ivanova', 100],
      ['Petrov', 60],
      ['Sidorov', 30]
    ])

    const exported = await operate(source, { type: 'tournament.export', tournamentId }, admin())
    if (!exported.ok) throw new Error('export failed')
    const file = JSON.stringify(exported.value, null, 2)
    // The series and both versions, each placed among the tournament's records as it happened (created before the
    // tournament; v2 after the attachment, which travels in the tournament's own records).
    const series = (exported.value as { series: Array<{ event: { type: string }; afterRecords: number }> }).series
    expect(series.map((r) => [r.event.type, r.afterRecords])).toEqual([
      ['series.created', 0],
      ['series.formulaAnnounced', 2]
    ])
    source.close()

    const target = openTestFloor(tempDir())
    expect(await operate(target, { type: 'tournament.import', document: JSON.parse(file) }, admin())).toMatchObject({
      ok: true
    })
    expect(standings(target, seriesId)).toEqual(before)
    const again = await operate(target, { type: 'tournament.export', tournamentId }, admin())
    expect(JSON.stringify((again as { ok: true; value: unknown }).value, null, 2)).toBe(file)
    target.close()
  })

  it('a second event of a series the target already has joins it; a different series under the same id is refused and nothing is written', async () => {
    const source = openTestFloor(tempDir())
    const run = runner(source)
    const players = ['Ivanova', 'Petrov', 'Sidorov'].map(
      (displayName) => run({ type: 'player.create', fields: { displayName } })[0]!.playerId!
    )
    const seriesId = run({
      type: 'series.create',
      name: 'Winter League',
      formula: table([100, 60, 30]),
      rules: { tieBreaks: ['wins'] },
      finalTableSize: 9
    })[0]!.seriesId!
    const first = playEvent(source, seriesId, 'Winter 1', players)
    const second = playEvent(source, seriesId, 'Winter 2', [players[1]!, players[0]!, players[2]!])
    const exportOf = async (tournamentId: string) => {
      const r = await operate(source, { type: 'tournament.export', tournamentId }, admin())
      if (!r.ok) throw new Error('export failed')
      return JSON.parse(JSON.stringify(r.value)) as unknown
    }
    const [doc1, doc2] = [await exportOf(first), await exportOf(second)]
    const both = standings(source, seriesId)
    source.close()

    const target = openTestFloor(tempDir())
    expect(await operate(target, { type: 'tournament.import', document: doc1 }, admin())).toMatchObject({ ok: true })
    expect(await operate(target, { type: 'tournament.import', document: doc2 }, admin())).toMatchObject({ ok: true })
    expect(target.service.current.series.size).toBe(1)
    expect(standings(target, seriesId)).toEqual(both)
    target.close()

    // Another installation whose own series got the same id, with another formula: refused, nothing written.
    const other = openTestFloor(tempDir())
    runner(other)({ type: 'player.create', fields: { displayName: 'Someone' } })
    runner(other)({ type: 'player.create', fields: { displayName: 'Someone else' } })
    runner(other)({ type: 'player.create', fields: { displayName: 'A third' } })
    runner(other)({
      type: 'series.create',
      name: 'Club rating',
      formula: table([10, 5]),
      rules: { tieBreaks: ['shared'] },
      finalTableSize: 9
    })
    expect(other.service.current.series.has(seriesId)).toBe(true)
    const count = other.store.count()
    expect(await operate(other, { type: 'tournament.import', document: doc1 }, admin())).toMatchObject({
      ok: false,
      error: { code: 'error.import.seriesDiffers', params: { series: 'Club rating' } }
    })
    expect(other.store.count()).toBe(count)
    other.close()
  })
})
