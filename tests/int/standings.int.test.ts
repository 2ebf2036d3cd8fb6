import { describe, expect, it } from 'vitest'
import { openFloor } from '../../src/main/app/bootstrap'
import type { ProtocolDocument } from '../../src/shared/core/protocol/document'
import type { ResultsView } from '../../src/shared/core/results/views'
import type { StandingsSetupView } from '../../src/shared/core/league/standings/views'
import type { SeriesCategoryStandingsView } from '../../src/shared/core/league/standings/series'
import { mainEvent } from '../support/fixtures'
import { admin, display, TestClock } from '../support/floor'
import { playerFields } from '../support/registration'
import { useTempDir } from '../support/tempDir'

const tempDir = useTempDir()

function open(dir: string, clock = new TestClock()) {
  let id = 0
  const floor = openFloor(dir, { clock, newId: () => `id-${++id}-${clock.now()}`, randomInt: () => 0 })
  const run = (command: unknown, meta?: unknown) => {
    const r = floor.service.execute(meta ? { command, meta } : { command }, admin('Anna (TD)'))
    if (!r.ok) throw new Error(r.error.message)
    return r.value.events as Array<Record<string, unknown>>
  }
  const q = <T>(query: unknown) => {
    const r = floor.service.query(query, admin())
    if (!r.ok) throw new Error(r.error.message)
    return r.value as T
  }
  return { floor, run, q, clock }
}

const women = { kind: 'women' }
const club = { kind: 'club', name: 'Minsk Aces' }

describe('§5.4е separate standings through the real service and a SQLite file', () => {
  it('§5.4 a women’s and a club standing: own places and points from the one result list, in the protocol, across a restart', () => {
    const dir = tempDir()
    const { floor, run, q, clock } = open(dir)
    const tournamentId = run({ type: 'tournament.create', fields: mainEvent })[0]!.tournamentId as string
    // §28.4: the event has a formula (its series): the standings get their own points by it.
    const seriesId = run({
      type: 'series.create',
      name: 'League',
      formula: { kind: 'table', points: [50, 30, 20, 10, 5], beyond: 1, applyCoefficient: false, decimals: 2 },
      rules: { tieBreaks: ['wins'] }
    })[0]!.seriesId as string
    run({ type: 'series.attach', seriesId, tournamentId })
    run({ type: 'standings.setCategories', tournamentId, categories: [women, club] })
    const member: Record<string, unknown[]> = {
      Anna: [women],
      Boris: [],
      Vera: [women, club],
      Gleb: [club],
      Dina: [women]
    }
    const entry: Record<string, string> = {}
    for (const [name, memberships] of Object.entries(member)) {
      const playerId = run({
        type: 'player.create',
        fields: playerFields(name, { fullName: `${name} Internal` }),
        allowDuplicate: true
      })[0]!.playerId as string
      if (memberships.length > 0) run({ type: 'player.setMemberships', playerId, memberships })
      entry[name] = run({ type: 'entry.register', tournamentId, playerId }).find((e) => e.type === 'entry.registered')!
        .entryId as string
    }
    const setup = q<StandingsSetupView>({ type: 'standings.get', tournamentId })
    expect(setup.players.find((p) => p.name === 'Vera')!.memberships).toEqual([women, club])
    // Membership is internal: a display connection may not read the setup.
    expect(floor.service.query({ type: 'standings.get', tournamentId }, display())).toMatchObject({ ok: false })

    const out = (name: string) => {
      clock.advance(60_000)
      run({
        type: 'results.recordHand',
        tournamentId,
        level: 2,
        confirmedBy: 'Dealer Olga',
        busts: [{ entryId: entry[name], startStack: 1000 }]
      })
    }
    out('Dina')
    out('Boris')
    const standing = (view: ResultsView, kind: string) =>
      view.categories.find((c) => c.kind === kind)!.rows.map((r) => [r.name, r.place, r.overallPlace, r.points])
    // Mid-event: Dina is 5th overall, and 3rd of the women — Anna and Vera still play above her.
    let view = q<ResultsView>({ type: 'results.get', tournamentId })
    expect(standing(view, 'women')).toEqual([
      ['Dina', 3, 5, 20],
      ['Anna', null, null, null],
      ['Vera', null, null, null]
    ])
    // The public protocol lists only placed players in a standing (who belongs while in play is internal).
    const midPublic = q<ProtocolDocument>({ type: 'results.protocol', tournamentId, audience: 'public' })
    expect(midPublic.categories[0]!.rows.map((r) => r.publicName)).toEqual(['Dina'])
    out('Vera')
    out('Gleb')
    view = q<ResultsView>({ type: 'results.get', tournamentId })
    expect(view.winner?.displayName).toBe('Anna')
    // Overall: Anna 1, Gleb 2, Vera 3, Boris 4, Dina 5. Points by the table with the category place (§28.4).
    expect(standing(view, 'women')).toEqual([
      ['Anna', 1, 1, 50],
      ['Vera', 2, 3, 30],
      ['Dina', 3, 5, 20]
    ])
    expect(standing(view, 'club')).toEqual([
      ['Gleb', 1, 2, 50],
      ['Vera', 2, 3, 30]
    ])
    expect(view.categories.map((c) => c.entrants)).toEqual([3, 2])

    // The protocol, internal and public, has a section per standing (§28.12, Appendix C).
    for (const audience of ['internal', 'public'] as const) {
      const html = q<string>({ type: 'results.protocol', tournamentId, format: 'html', audience, language: 'en' })
      expect(html).toContain('Separate standing: Women')
      expect(html).toContain('Separate standing: Minsk Aces')
      const ru = q<string>({ type: 'results.protocol', tournamentId, format: 'html', audience, language: 'ru' })
      expect(ru).toContain('Отдельный зачёт: Женский зачёт')
    }
    const doc = q<ProtocolDocument>({ type: 'results.protocol', tournamentId, audience: 'public' })
    expect(JSON.stringify(doc.categories)).not.toContain('Internal')
    expect(doc.categories[0]!.rows.map((r) => [r.publicName, r.place, r.points])).toEqual([
      ['Anna', 1, 50],
      ['Vera', 2, 30],
      ['Dina', 3, 20]
    ])

    // §5.4е correctable: Dina was recorded as a woman by mistake — the standing follows, and the journal keeps both.
    const dina = setup.players.find((p) => p.name === 'Dina')!.playerId
    run({ type: 'player.setMemberships', playerId: dina, memberships: [] })
    view = q<ResultsView>({ type: 'results.get', tournamentId })
    expect(standing(view, 'women').map((r) => r[0])).toEqual(['Anna', 'Vera'])
    const journal = q<Array<{ event: { type: string }; actor: string }>>({ type: 'journal.list', limit: 1000 })
    const changes = journal.filter((r) => r.event.type === 'player.membershipsSet')
    expect(changes.length).toBe(5)
    expect(changes.every((r) => r.actor === 'Anna (TD)')).toBe(true)

    // §5.2: after the start, a change of the announced standings needs a reason.
    expect(
      floor.service.execute(
        { command: { type: 'standings.setCategories', tournamentId, categories: [women] } },
        admin()
      )
    ).toMatchObject({ ok: false, error: { code: 'error.reasonRequired' } })
    floor.close()

    // The journal folds back to the same standings.
    const again = open(dir, clock)
    const reread = again.q<ResultsView>({ type: 'results.get', tournamentId })
    expect(reread.categories).toEqual(view.categories)
    again.floor.close()
  })

  it('§5.4е, §28.7 a women’s standing across a series: each event’s category points, the series’ tie-breaks', () => {
    const { run, q, clock } = open(tempDir())
    const seriesId = run({
      type: 'series.create',
      name: 'Ladies League',
      formula: { kind: 'table', points: [10, 6, 3], beyond: 1, applyCoefficient: false, decimals: 2 },
      rules: { tieBreaks: ['wins', 'lot'] }
    })[0]!.seriesId as string
    const players: Record<string, string> = {}
    for (const name of ['Anna', 'Boris', 'Vera', 'Dina']) {
      players[name] = run({ type: 'player.create', fields: playerFields(name), allowDuplicate: true })[0]!
        .playerId as string
      if (name !== 'Boris') run({ type: 'player.setMemberships', playerId: players[name], memberships: [women] })
    }
    // Three events; the second does not announce the standing, so it does not count in it.
    const play = (name: string, order: string[], announce: boolean) => {
      const tournamentId = run({ type: 'tournament.create', fields: { ...mainEvent, name } })[0]!.tournamentId as string
      run({ type: 'series.attach', seriesId, tournamentId })
      if (announce) run({ type: 'standings.setCategories', tournamentId, categories: [women] })
      const entry: Record<string, string> = {}
      for (const p of order)
        entry[p] = run({ type: 'entry.register', tournamentId, playerId: players[p] }).find(
          (e) => e.type === 'entry.registered'
        )!.entryId as string
      // `order` is the finishing order, winner first: the last one goes out first.
      for (const p of [...order].reverse().slice(0, -1)) {
        clock.advance(60_000)
        run({
          type: 'results.recordHand',
          tournamentId,
          level: 1,
          confirmedBy: 'Floor',
          busts: [{ entryId: entry[p], startStack: 1000 }]
        })
      }
      return tournamentId
    }
    play('Night 1', ['Boris', 'Anna', 'Vera', 'Dina'], true) // women: Anna 1 (10), Vera 2 (6), Dina 3 (3)
    play('Night 2', ['Dina', 'Boris', 'Vera', 'Anna'], false)
    let view = q<SeriesCategoryStandingsView>({ type: 'series.categoryStandings', seriesId })
    expect(view.categories).toEqual([{ key: 'women', kind: 'women', name: null, events: 1 }])
    expect(view.rows.map((r) => [r.rank, r.name, r.points])).toEqual([
      [1, 'Anna', 10],
      [2, 'Vera', 6],
      [3, 'Dina', 3]
    ])
    play('Night 3', ['Dina', 'Boris', 'Vera', 'Anna'], true) // women: Dina 1 (10), Vera 2 (6), Anna 3 (3)
    view = q<SeriesCategoryStandingsView>({ type: 'series.categoryStandings', seriesId, key: 'women' })
    expect(view.categories[0]!.events).toBe(2)
    // Anna 13 and Dina 13, one win each: the next tie-break is a lot — shared here (lots are the overall table's).
    expect(view.rows.map((r) => [r.rank, r.rankTo, r.name, r.points, r.eventsPlayed])).toEqual([
      [1, 2, 'Anna', 13, 2],
      [1, 2, 'Dina', 13, 2],
      [3, 3, 'Vera', 12, 2]
    ])
  })

  it('§5.4д a team event: rosters and the announced scoring, the team standing on the results tab and in the protocol', () => {
    const { run, q, clock } = open(tempDir())
    const tournamentId = run({ type: 'tournament.create', fields: mainEvent })[0]!.tournamentId as string
    const ids: Record<string, string> = {}
    const entry: Record<string, string> = {}
    for (const name of ['Anna', 'Boris', 'Vera', 'Gleb']) {
      ids[name] = run({ type: 'player.create', fields: playerFields(name), allowDuplicate: true })[0]!
        .playerId as string
      entry[name] = run({ type: 'entry.register', tournamentId, playerId: ids[name] }).find(
        (e) => e.type === 'entry.registered'
      )!.entryId as string
    }
    run({
      type: 'standings.setTeams',
      tournamentId,
      scoring: { rule: 'places', count: 2 },
      teams: [
        { name: 'Minsk', playerIds: [ids.Anna!, ids.Gleb!] },
        { name: 'Vilnius', playerIds: [ids.Boris!, ids.Vera!] }
      ]
    })
    // Out in order: Gleb 4th, Boris 3rd, Vera 2nd; Anna wins. Minsk 1 + 4 = 5, Vilnius 2 + 3 = 5: a shared first.
    for (const name of ['Gleb', 'Boris', 'Vera']) {
      clock.advance(60_000)
      run({
        type: 'results.recordHand',
        tournamentId,
        level: 1,
        confirmedBy: 'Floor',
        busts: [{ entryId: entry[name] }]
      })
    }
    const view = q<ResultsView>({ type: 'results.get', tournamentId })
    expect(view.teams!.rows.map((r) => [r.rank, r.rankTo, r.name, r.score])).toEqual([
      [1, 2, 'Minsk', 5],
      [1, 2, 'Vilnius', 5]
    ])
    const html = q<string>({
      type: 'results.protocol',
      tournamentId,
      format: 'html',
      audience: 'public',
      language: 'en'
    })
    expect(html).toContain('Team standings (sum of the best 2 members’ places)')
    expect(html).toContain('✓ Anna: 1')
    // §5.2: after play began, a change of the teams needs a reason.
    expect(() =>
      run({ type: 'standings.setTeams', tournamentId, scoring: { rule: 'points', count: 1 }, teams: [] })
    ).toThrow(/reason/)
  })
})
