import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ResultsView } from '../../src/shared/core/results/views'
import { mainEvent } from '../support/fixtures'
import { admin, openTestFloor } from '../support/floor'
import { stateHash } from '../support/stateHash'
import { useTempDir } from '../support/tempDir'

const tempDir = useTempDir()

/**
 * Results under fire: random sequences of eliminations, corrections, undos, approvals, penalties, disputes and series
 * decisions — valid and not, with and without reasons, some "entered after the fact" and some from the future —
 * against the real store. Each command is applied (the journal grows by exactly its events) or refused with a clear
 * error and nothing written (§27.8: a rejected command changes no record); places stay consistent; and the state
 * rebuilt from the file is the state in memory (nothing half-applied).
 */
describe('fuzzing results, discipline and series against the real store', () => {
  it('applies or refuses 3 × 500 random result commands; refused ones change nothing; places stay consistent; a restart rebuilds the same state', () => {
    let tried = 0
    let applied = 0
    const codes = new Map<string, number>()
    const seed = Number(process.env.FLOORCLOCK_FUZZ_SEED ?? 20261129)
    for (let round = 0; round < 3; round += 1) {
      const dir = tempDir()
      const floor = openTestFloor(dir)
      const run = (command: Record<string, unknown>): Array<Record<string, string>> => {
        const r = floor.service.execute({ command }, admin())
        if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`)
        return r.value.events as never
      }
      const tournamentId = run({ type: 'tournament.create', fields: mainEvent })[0]!.tournamentId!
      const seriesId = run({
        type: 'series.create',
        name: 'Fuzz League',
        formula: { kind: 'table', points: [100, 60, 30, 20, 10], beyond: 1, applyCoefficient: false, decimals: 2 },
        rules: { tieBreaks: ['wins', 'lot'] },
        finalTableSize: 9
      })[0]!.seriesId!
      run({ type: 'series.attach', seriesId, tournamentId })
      const entries: string[] = []
      for (let i = 0; i < 8; i += 1) {
        const playerId = run({
          type: 'player.create',
          fields: { displayName: `Player ${i}` },
          allowDuplicate: true
        })[0]!.playerId!
        entries.push(
          run({ type: 'entry.register', tournamentId, playerId }).find((e) => e.type === 'entry.registered')!.entryId!
        )
      }
      const handIds = (): string[] => [
        ...floor.service.current.tournaments.get(tournamentId)!.results.handOrder,
        'h-none'
      ]
      const penaltyIds = (): string[] => [
        ...floor.service.current.tournaments.get(tournamentId)!.results.penalties.map((p) => p.id),
        'p-none'
      ]
      const now = floor.testClock.now()

      // Mostly real entries, sometimes none that exists: the mix keeps both paths busy.
      const entry = fc.oneof(
        { weight: 9, arbitrary: fc.constantFrom(...entries) },
        { weight: 1, arbitrary: fc.constantFrom('nobody', '') }
      )
      const bust = fc.record({
        entryId: entry,
        startStack: fc.oneof(
          { weight: 9, arbitrary: fc.integer({ min: 0, max: 3 }).map((n) => n * 1000) },
          { weight: 1, arbitrary: fc.constant(-1) }
        )
      })
      const command: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
        {
          weight: 6,
          arbitrary: fc.record({
            type: fc.constant('results.recordHand'),
            tournamentId: fc.constant(tournamentId),
            level: fc.integer({ min: 0, max: 12 }).map((n) => (n > 4 ? 2 : n)),
            confirmedBy: fc.constantFrom('Floor', 'Floor', 'Floor', ''),
            busts: fc.array(bust, { minLength: 1, maxLength: 3 })
          })
        },
        {
          weight: 2,
          arbitrary: fc.record({
            type: fc.constant('results.correctHand'),
            tournamentId: fc.constant(tournamentId),
            handId: fc.nat().map((n) => handIds()[n % handIds().length]!),
            level: fc.constant(2),
            confirmedBy: fc.constant('Floor'),
            busts: fc.array(bust, { minLength: 1, maxLength: 2 })
          })
        },
        {
          weight: 2,
          arbitrary: fc.record({
            type: fc.constant('results.undoHand'),
            tournamentId: fc.constant(tournamentId),
            handId: fc.nat().map((n) => handIds()[n % handIds().length]!)
          })
        },
        { weight: 1, arbitrary: fc.constant({ type: 'results.approve', tournamentId }) },
        {
          weight: 1,
          arbitrary: fc.record({
            type: fc.constant('entry.register'),
            tournamentId: fc.constant(tournamentId),
            playerId: fc.constantFrom('nobody', 'x')
          })
        },
        {
          weight: 3,
          arbitrary: fc.record({
            type: fc.constant('penalty.record'),
            tournamentId: fc.constant(tournamentId),
            entryId: entry,
            tableId: fc.constantFrom('T1', 'T1', 'T1', ''),
            level: fc.constant(1),
            violation: fc.constant({ code: 'delay-of-game' }),
            measure: fc.constantFrom(
              { kind: 'official-warning' },
              { kind: 'time-away', minutes: 5 },
              { kind: 'disqualification', scope: 'tournament' }
            ),
            decidedBy: fc.constantFrom({ name: 'Floor', role: 'floor' }, { name: 'TD', role: 'director' })
          })
        },
        {
          weight: 2,
          arbitrary: fc.record({
            type: fc.constant('penalty.correct'),
            tournamentId: fc.constant(tournamentId),
            penaltyId: fc.nat().map((n) => penaltyIds()[n % penaltyIds().length]!),
            level: fc.integer({ min: 0, max: 3 })
          })
        },
        {
          weight: 1,
          arbitrary: fc.record({
            type: fc.constant('penalty.withdraw'),
            tournamentId: fc.constant(tournamentId),
            penaltyId: fc.nat().map((n) => penaltyIds()[n % penaltyIds().length]!)
          })
        },
        {
          weight: 1,
          arbitrary: fc.record({
            type: fc.constant('penalty.startTimeAway'),
            tournamentId: fc.constant(tournamentId),
            penaltyId: fc.nat().map((n) => penaltyIds()[n % penaltyIds().length]!)
          })
        },
        {
          weight: 1,
          arbitrary: fc.record({
            type: fc.constant('dispute.record'),
            tournamentId: fc.constant(tournamentId),
            tableId: fc.constant('T1'),
            facts: fc.constantFrom('Facts', 'Facts', ''),
            ruling: fc.constant('Ruling'),
            ruledBy: fc.constant({ name: 'TD', role: 'director' }),
            ruledAt: fc.constantFrom(now - 60_000, now + 3_600_000)
          })
        },
        { weight: 1, arbitrary: fc.constant({ type: 'series.drawLots', seriesId }) },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            { type: 'series.excludeEvent', seriesId, tournamentId },
            { type: 'series.includeEvent', seriesId, tournamentId }
          )
        },
        {
          weight: 1,
          arbitrary: fc
            .record({
              type: fc.constant('series.annulPoints'),
              seriesId: fc.constant(seriesId),
              tournamentId: fc.constant(tournamentId),
              entryId: entry,
              mode: fc.constantFrom('full', 'partial'),
              keptShare: fc.constantFrom(0.5, undefined)
            })
            .map((c) => JSON.parse(JSON.stringify(c)) as Record<string, unknown>)
        }
      )
      const meta = fc.oneof(
        { weight: 5, arbitrary: fc.constant(undefined) },
        { weight: 4, arbitrary: fc.record({ reason: fc.constantFrom('Floor decision', 'Floor decision', '') }) },
        {
          weight: 2,
          arbitrary: fc.record({
            reason: fc.constant('From the paper record'),
            occurredAt: fc.constant(now - 30 * 60_000)
          })
        },
        { weight: 1, arbitrary: fc.record({ occurredAt: fc.constant(now + 3_600_000) }) }
      )

      fc.assert(
        fc.property(command, meta, (cmd, m) => {
          tried += 1
          floor.testClock.advance(1_000)
          const countBefore = floor.store.count()
          const hashBefore = stateHash(floor.service.current)
          const result = floor.service.execute({ command: cmd, ...(m ? { meta: m } : {}) }, admin())
          if (result.ok) {
            applied += 1
            expect(floor.store.count()).toBe(countBefore + result.value.events.length)
          } else {
            codes.set(result.error.code, (codes.get(result.error.code) ?? 0) + 1)
            expect(result.error.message.length, result.error.code).toBeGreaterThan(3)
            expect(floor.store.count(), result.error.code).toBe(countBefore)
            expect(stateHash(floor.service.current), result.error.code).toBe(hashBefore)
          }
          // §9.5, §24.7: places are 1…N, each taken by one entry or shared by a range, never beyond the field.
          const view = floor.service.query({ type: 'results.get', tournamentId }, admin())
          if (!view.ok) throw new Error(view.error.message)
          const rows = (view.value as ResultsView).rows
          const placed = rows.filter((r) => r.place !== null)
          for (const r of placed) {
            expect(r.place!).toBeGreaterThanOrEqual(1)
            expect(r.placeTo ?? r.place!).toBeLessThanOrEqual(rows.length)
          }
          expect(rows.filter((r) => r.status === 'winner').length).toBeLessThanOrEqual(1)
          const sole = placed
            .filter((r) => (r.placeTo ?? r.place) === r.place && r.status !== 'disqualified')
            .map((r) => r.place)
          expect(new Set(sole).size).toBe(sole.length)
          // The standings never fail to answer, whatever happened to the event.
          expect(floor.service.query({ type: 'series.standings', seriesId, language: 'en' }, admin()).ok).toBe(true)
        }),
        { numRuns: 500, seed: seed + round }
      )
      const inMemory = stateHash(floor.service.current)
      floor.close()
      const reopened = openTestFloor(dir, floor.testClock)
      expect(stateHash(reopened.service.current)).toBe(inMemory)
      reopened.close()
    }
    console.log(
      `results fuzz: ${tried} commands tried, ${applied} applied; refusals: ${[...codes].map(([c, n]) => `${c} ${n}`).join(', ')}`
    )
    expect(tried).toBe(1500)
    expect(applied).toBeGreaterThan(100)
  }, 300_000)
})
