import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { openFloor } from '../../src/main/app/bootstrap'
import type { Push } from '../../src/main/app/hub'
import type { Session } from '../../src/main/app/service'
import { PushReplicas } from '../../src/shared/contract/patch'
import type { Subscription } from '../../src/shared/contract/subscriptions'
import { publicDisplay, tournamentDetail, tournamentSummaries } from '../../src/shared/core/views/tournament'
import { registrationSummary } from '../../src/shared/core/views/registration'
import { resultsView } from '../../src/shared/core/views/results'
import { seatingView } from '../../src/shared/core/seating/views'
import { chartSeries, type ChartSeries } from '../../src/shared/core/charts/series'
import { mainEvent } from '../support/fixtures'
import { TestClock } from '../support/floor'
import { useTempDir } from '../support/tempDir'
import type { ScreenView } from '../../src/shared/core/display/views'
import { DEFAULT_LAYOUT_REF, PRESETS } from '../../src/shared/core/display/presets'
import type { FederationCopy } from '../../src/shared/core/league'

const tempDir = useTempDir()
const admin: Session = { role: 'admin', operator: 'Anna (TD)' }
const display: Session = { role: 'display', operator: 'display' }
/** The hall's zone: a pulled copy's "as of" is told in it (§27.8). */
const HALL_ZONE = 'Europe/Stockholm'

type Command = Record<string, unknown>

/**
 * the pushed views are computed incrementally (totals and places per entry, rows per table and per entry,
 * a draw chain checked once per link) and sent as patches. Random floors — registrations, re-entries, rebuys, the
 * draw, eliminations with balancing, hands with several players out, corrections, undos, disqualifications, moves,
 * terms and player edits, the clock — run with every view subscribed and the service's check on, which compares
 * every pushed view with the plain core computation after every command and throws on any difference. A client
 * replica rebuilt from the wire payloads must equal the view as well.
 */
describe('live views equal the plain computation', () => {
  it(
    'over random floors of every kind of command, each view pushed after each command is the plain view',
    { timeout: 600_000 },
    () => {
      const seed = Number(process.env.FLOORCLOCK_FUZZ_SEED ?? 20261201)
      let commands = 0
      let applied = 0
      let patches = 0
      const refusals = new Map<string, number>()
      const done = new Map<string, number>()
      const rounds = Number(process.env.FLOORCLOCK_FUZZ_ROUNDS ?? 4)
      const length = Number(process.env.FLOORCLOCK_FUZZ_STEPS ?? 150)
      for (let round = 0; round < rounds; round += 1) {
        const clock = new TestClock()
        let n = 0
        let random = seed + round
        const floor = openFloor(tempDir(), {
          clock,
          newId: () => `id-${++n}`,
          randomInt: (k) => {
            random = (random * 1103515245 + 12345) % 2 ** 31
            return k > 0 ? random % k : 0
          },
          verifyViews: true,
          timeZone: () => HALL_ZONE
        })
        const run = (command: Command): Array<Record<string, string>> => {
          const r = floor.service.execute({ command }, admin)
          if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`)
          return r.value.events as never
        }
        // §5.10: the first is a progressive-bounty event, so the display's bounty tile is folded too.
        const bounty = { kind: 'progressive', unit: 'points', startingBounty: 100, collectedPercent: 50 }
        const t1 = run({ type: 'tournament.create', fields: { ...mainEvent, bounty } })[0]!.tournamentId!
        const t2 = run({ type: 'tournament.create', fields: { ...mainEvent, name: 'Side event' } })[0]!.tournamentId!
        // Both events in one rating series: the phone's series standings follow the places of either (§12.13, §28.7).
        const seriesId = run({
          type: 'series.create',
          name: 'League',
          formula: { kind: 'table', points: [50, 30, 20, 10], beyond: 1, applyCoefficient: false, decimals: 2 },
          rules: { tieBreaks: ['wins'] }
        })[0]!.seriesId!
        for (const tournamentId of [t1, t2]) run({ type: 'series.attach', seriesId, tournamentId })
        run({
          type: 'registration.setTerms',
          tournamentId: t1,
          terms: {
            reentry: { maxPerPlayer: 2 },
            rebuy: { maxPerPlayer: 3, untilLevel: 6, stackThreshold: 30000, chips: 20000 }
          }
        })
        const players: string[] = []
        for (let i = 0; i < 30; i += 1)
          players.push(
            run({ type: 'player.create', fields: { displayName: `Player ${i}` }, allowDuplicate: true })[0]!.playerId!
          )
        // §28.9: every other round the hall has a pulled copy of the federation's standings ranking some of the
        // players (by their ids here, one of them by name only): the displays' panel, the screens' and the phones'
        // federation parts are checked against the plain computation as the floor plays on.
        const federation: FederationCopy | null =
          round % 2 === 1
            ? {
                pulledAt: 1_796_661_600_000,
                timeZone: HALL_ZONE,
                series: [
                  {
                    name: 'Federation season',
                    rows: players.slice(0, 12).map((id, i) => ({
                      local: [`Player ${i}`],
                      ...(i === 5 ? {} : { localIds: [id] }),
                      points: 100 - 5 * i,
                      rank: i + 1,
                      rankTo: i + 1
                    }))
                  },
                  {
                    name: 'Ladies',
                    rows: [{ local: ['Player 3'], localIds: [players[3]!], points: 7, rank: 1, rankTo: 1 }]
                  }
                ]
              }
            : null
        if (federation) floor.service.federationSource(() => federation)

        // Every view, as the admin and the displays have them; each followed by a client replica fed from the wire.
        const subs: Subscription[] = [
          { topic: 'tournaments' },
          { topic: 'tournament', tournamentId: t1 },
          { topic: 'tournament', tournamentId: t2 },
          { topic: 'display' },
          { topic: 'display', tournamentId: t1 },
          { topic: 'registration', tournamentId: t1 },
          { topic: 'seating', tournamentId: t1 },
          { topic: 'results', tournamentId: t1 },
          { topic: 'results', tournamentId: t2 },
          // Screens share one public display per tournament (the one shown, and one pinned by its address).
          { topic: 'screen', screenId: 'bar-tv-01' },
          { topic: 'screen', screenId: 'bar-tv-02' },
          { topic: 'screen', screenId: 'pinned-t2', tournamentId: t2 },
          { topic: 'phone', tournamentId: t1 },
          // seat cards found through the card index kept per change (one past the field's numbers).
          { topic: 'phoneCard', tournamentId: t1, card: 1 },
          { topic: 'phoneCard', tournamentId: t1, card: 7 },
          { topic: 'phoneCard', tournamentId: t1, card: 31 },
          { topic: 'phoneSeries', tournamentId: t1 },
          // the charts, folded from the records as they come, against the fold of the whole journal.
          { topic: 'charts', tournamentId: t1 },
          { topic: 'charts', tournamentId: t2 },
          // The festival board: both events' tiles from the kept totals and places, against the plain view (§12.13).
          { topic: 'festival' }
        ]
        const replicas = new PushReplicas()
        const latest = new Map<string, unknown>()
        const rebuilt = new Map<string, unknown>()
        for (const sub of subs) {
          const r = floor.service.subscribe(
            sub,
            sub.topic === 'display' ||
              sub.topic === 'screen' ||
              sub.topic === 'festival' ||
              sub.topic.startsWith('phone')
              ? display
              : admin,
            (key, value, push: Push) => {
              latest.set(key, value)
              const wire = JSON.parse(push.json()) as { value: unknown }
              if ('patch' in (wire.value as object)) patches += 1
              const view = replicas.receive(key, wire.value, () => {
                throw new Error(`lost a push of ${key}`)
              })
              rebuilt.set(key, view!.value)
            }
          )
          if (!r.ok) throw new Error(r.error.message)
        }

        const t = () => floor.service.current.tournaments.get(t1)!
        const entriesIn = (): string[] =>
          [...t().registration.entries.values()].filter((e) => e.status === 'registered').map((e) => e.id)
        const anyEntry = (): string[] => [...t().registration.entries.keys(), 'nobody']
        const pick = <T>(list: readonly T[], k: number): T => list[k % list.length]!

        // Drawn as numbers, made into a command against the state at the time it runs.
        const commandFor = ([kind, a, b, c]: [number, number, number, number]): Command => {
          const tid = c % 7 === 0 ? t2 : t1
          const ins = entriesIn()
          const seated = [...(t().seating?.room.seatOf.keys() ?? [])]
          const hands = t().results.handOrder
          switch (kind % 28) {
            case 0:
            case 1:
            case 2:
              return {
                type: 'entry.register',
                tournamentId: tid,
                playerId: pick(players, a),
                preRegistered: b % 5 === 0
              }
            case 3:
              return { type: 'entry.confirm', tournamentId: t1, entryId: pick(anyEntry(), a) }
            case 4:
              // Only before any result: registration accepts a withdrawal later too, and then placesOf cannot
              // recompute the places (a bug outside the views, reported; the hub survives it, see hub test).
              return t().results.records.length === 0
                ? { type: 'entry.withdraw', tournamentId: t1, entryId: pick(anyEntry(), a) }
                : { type: 'entry.register', tournamentId: t1, playerId: pick(players, a) }
            case 5:
            case 6:
            case 7:
              return {
                type: 'entry.eliminate',
                tournamentId: t1,
                // Not the last one in play: registration's entry.eliminate accepts it, and then placesOf itself
                // cannot recompute the places (a bug outside the views, reported; the hub survives it, see hub test).
                entryId: pick(ins.length > 1 ? ins : ['nobody'], a),
                level: 1 + (b % 3),
                confirmedBy: 'Floor',
                ...(b % 2 === 0 && ins.length > 1 ? { eliminatedBy: pick(ins, b + 1) } : {})
              }
            case 8:
            case 9:
              return {
                type: 'results.recordHand',
                tournamentId: t1,
                level: 2,
                confirmedBy: 'Floor',
                busts: (b % 3 === 0 ? [a, a + 1] : [a]).map((k, i) => ({
                  entryId: pick(ins.length ? ins : ['nobody'], k),
                  startStack: i === 0 ? 1000 : 1000 * (c % 2),
                  // §5.10: one eliminator, or a split knockout of two (refused when one of them is out in the hand).
                  ...(ins.length > 2 && c % 3 !== 0
                    ? { eliminatedBy: c % 3 === 1 ? pick(ins, k + 1) : [pick(ins, k + 1), pick(ins, k + 2)] }
                    : {})
                }))
              }
            case 10:
              return { type: 'results.undoHand', tournamentId: t1, handId: pick([...hands, 'h-none'], a) }
            case 11:
              return {
                type: 'results.correctHand',
                tournamentId: t1,
                handId: pick([...hands, 'h-none'], a),
                level: 3,
                confirmedBy: 'Floor',
                busts: [{ entryId: pick(anyEntry(), b), startStack: 500 }]
              }
            case 12:
              return { type: 'entry.disqualify', tournamentId: t1, entryId: pick(ins.length > 1 ? ins : anyEntry(), a) }
            case 13:
              return { type: 'entry.liftDisqualification', tournamentId: t1, entryId: pick(anyEntry(), a) }
            case 14:
              return { type: 'entry.rebuy', tournamentId: t1, entryId: pick(anyEntry(), a), stack: b * 10 }
            case 15:
              return t().seating
                ? { type: 'seating.draw', tournamentId: t1 }
                : {
                    type: 'seating.configure',
                    tournamentId: t1,
                    tables: [1, 2, 3, 4, 5, 6].map((number) => ({ number, seats: 9 })),
                    closingOrder: { kind: 'random' },
                    rules: {},
                    trackButtons: a % 2 === 0
                  }
            case 16: {
              const pending = t().seating?.pending
              return pending
                ? { type: 'seating.confirm', tournamentId: t1, proposalId: pending.id }
                : { type: 'seating.propose', tournamentId: t1 }
            }
            case 17:
              return {
                type: 'seating.move',
                tournamentId: t1,
                entryId: pick(seated.length ? seated : ['nobody'], a),
                to: { table: 1 + (b % 6), seat: 1 + (c % 9) }
              }
            case 18:
              return {
                type: 'seating.button',
                tournamentId: t1,
                table: 1 + (a % 4),
                seat: b % 2 ? 'advance' : 1 + (c % 6)
              }
            case 19:
              return { type: 'seating.showList', tournamentId: t1, on: a % 2 === 0 }
            case 20:
              return { type: 'player.edit', playerId: pick(players, a), changes: { displayName: `Renamed ${b}` } }
            case 21:
              return a % 3 === 0
                ? { type: 'tournament.display', tournamentId: tid }
                : { type: 'tournament.edit', tournamentId: tid, changes: { notes: `n${b}` } }
            case 22:
              return { type: 'seating.dismiss', tournamentId: t1, proposalId: t().seating?.pending?.id ?? 'none' }
            // The clock: evolve changes some of its parts in place (the hands counted during hand-for-hand), which
            // a pushed view must still carry.
            case 24:
              return t().clock.structure
                ? { type: a % 2 ? 'clock.start' : 'clock.pause', tournamentId: t1 }
                : {
                    type: 'clock.structure.set',
                    tournamentId: t1,
                    structure: {
                      items: [1, 2, 3].map((k) => ({
                        kind: 'level',
                        seconds: 600,
                        smallBlind: 100 * k,
                        bigBlind: 200 * k
                      }))
                    }
                  }
            case 25:
              return { type: 'clock.handForHand', tournamentId: t1, on: a % 3 !== 0, mode: b % 2 ? 'deduct' : 'pause' }
            case 26:
              return { type: 'clock.handComplete', tournamentId: t1 }
            case 27:
              return a % 3 === 0
                ? { type: 'clock.shotClock.start', tournamentId: t1, table: String(1 + (b % 6)), seat: 1 + (c % 9) }
                : a % 3 === 1
                  ? { type: 'clock.shotClock.clear', tournamentId: t1 }
                  : { type: 'clock.announce', tournamentId: t1, text: `Break in ${b} minutes` }
            default:
              return {
                type: 'registration.setTerms',
                tournamentId: t1,
                terms: { noShowStack: a % 2 ? 'posted' : 'not-posted', reentry: { maxPerPlayer: 2 } }
              }
          }
        }
        const step = fc.tuple(fc.nat(40), fc.nat(1000), fc.nat(1000), fc.nat(1000))

        fc.assert(
          fc.property(fc.noShrink(fc.array(step, { minLength: length, maxLength: length })), (steps) => {
            for (const numbers of steps) {
              const command = commandFor(numbers)
              commands += 1
              clock.advance(1000)
              // Corrections need a reason (§27.8); the others record it too.
              const r = floor.service.execute({ command, meta: { reason: 'fuzz' } }, admin)
              if (process.env.TRACE) console.log(JSON.stringify(command), r.ok ? 'ok' : r.error.code)
              if (r.ok) {
                applied += 1
                done.set(String(command.type), (done.get(String(command.type)) ?? 0) + 1)
              } else refusals.set(String(command.type), (refusals.get(String(command.type)) ?? 0) + 1)
              // Pushes now; with the check on, a view that differs from the plain computation throws here.
              floor.service.flushViews()
            }
          }),
          { numRuns: 1, seed: seed + round }
        )
        const state = floor.service.current
        const now = floor.service.now()
        const levelOf = floor.service.levelSource
        const plain: Record<string, unknown> = {
          tournaments: tournamentSummaries(state),
          [`tournament:${t1}`]: tournamentDetail(state, t1),
          [`tournament:${t2}`]: tournamentDetail(state, t2),
          'display:': publicDisplay(state, undefined, now, levelOf, { federation }),
          [`display:${t1}`]: publicDisplay(state, t1, now, levelOf, { federation }),
          [`registration:${t1}`]: registrationSummary(state, t1, levelOf(t1)),
          [`seating:${t1}`]: seatingView(state, t1),
          [`results:${t1}`]: resultsView(state, t1),
          [`results:${t2}`]: resultsView(state, t2),
          // the charts from the whole journal of each stream, read back from the database.
          ...Object.fromEntries(
            [t1, t2].map((id) => [
              `charts:${id}`,
              chartSeries(id, floor.service.streamRecords(id), state.tournaments.get(id)!.clock.structure, now)
            ])
          )
        }
        expect((latest.get(`charts:${t1}`) as ChartSeries).field.at.length).toBeGreaterThan(0)
        for (const [key, value] of Object.entries(plain)) {
          expect(JSON.parse(JSON.stringify(latest.get(key)))).toEqual(JSON.parse(JSON.stringify(value)))
          expect(rebuilt.get(key)).toEqual(JSON.parse(JSON.stringify(value)))
        }
        floor.close()
      }
      if (process.env.VERBOSE) console.log({ commands, applied, patches, refusals, done })
      // The runs did reach the interesting paths: most commands applied, and views travelled as patches.
      expect(applied).toBeGreaterThan(commands / 3)
      expect(patches).toBeGreaterThan(200)
    }
  )

  it('a screen shows its layout as saved, again and again, and a preset after it (one kept copy per layout)', () => {
    const floor = openFloor(tempDir(), { clock: new TestClock(), verifyViews: true })
    const run = (command: Command): Array<Record<string, string>> => {
      const r = floor.service.execute({ command }, admin)
      if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`)
      return r.value.events as never
    }
    const shown: ScreenView[] = []
    const screens = ['bar-tv-01', 'bar-tv-02'].map((screenId) => {
      const r = floor.service.subscribe({ topic: 'screen', screenId }, display, (_key, value) => {
        if (screenId === 'bar-tv-01') shown.push(value as ScreenView)
      })
      if (!r.ok) throw new Error(r.error.message)
      return screenId
    })
    const saved = (name: string) => ({ ...structuredClone(PRESETS.big), name })
    const layoutId = run({ type: 'display.layout.save', layout: saved('Bar') })[0]!.layoutId!
    for (const screenId of screens) run({ type: 'display.screen.configure', screenId, layoutId })
    floor.service.flushViews()
    expect(shown.at(-1)!.screen.layout.name).toBe('Bar')
    run({ type: 'display.layout.save', layoutId, layout: saved('Bar, late') })
    floor.service.flushViews()
    expect(shown.at(-1)!.screen.layout.name).toBe('Bar, late')
    for (const screenId of screens) run({ type: 'display.screen.configure', screenId, layoutId: DEFAULT_LAYOUT_REF })
    run({ type: 'display.layout.delete', layoutId })
    floor.service.flushViews()
    expect(shown.at(-1)!.screen.layoutId).toBe(DEFAULT_LAYOUT_REF)
    expect(shown.at(-1)!.screen.layout.name).toBe(PRESETS.classic.name)
    floor.close()
  })
})
