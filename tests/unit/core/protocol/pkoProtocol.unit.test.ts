import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildProtocol } from '../../../../src/shared/core/protocol/document'
import { protocolInput } from '../../../../src/shared/core/protocol/fromState'
import { renderProtocolHtml } from '../../../../src/shared/core/protocol/html'
import { layoutProtocol } from '../../../../src/shared/core/protocol/layout'
import { renderResultsCsv } from '../../../../src/shared/core/protocol/resultsCsv'
import { readCsvRows } from '../../../../src/shared/core/csv/codec'
import { bountiesOf } from '../../../../src/shared/core/results/eliminations/bounties'
import type { StructureInput } from '../../../../src/shared/core/clock/structure'
import { T0 } from '../../../support/decider'
import { mainEvent } from '../../../support/fixtures'
import { journalFloor } from '../../../support/protocolFixtures'
import { level, playerFields } from '../../../support/registration'

/**
 * A progressive-knockout evening played through the real decide and evolve, its journal kept as the service keeps it
 * (§27.8): the clock started, paused, jumped and set by named people; the late registration moved after the start
 * (§5.2); a hand with two out decided by the start-of-hand stacks (§24.7); a paper elimination entered 3½ minutes
 * late with "Entered after the fact" (§26.14); a penalty's seat corrected; the results approved, reopened, corrected
 * and approved again (§28.12). What the protocol (HTML, the PDF's layout, CSV) must then say.
 */
const MIN = 60_000
const TD = 'Anna Director'
const ZONE = 'Europe/Stockholm'

const structure: StructureInput = {
  items: [
    { kind: 'level', seconds: 1200, smallBlind: 100, bigBlind: 200, ante: 200, anteKind: 'big-blind' },
    { kind: 'level', seconds: 1200, smallBlind: 300, bigBlind: 600, ante: 600, anteKind: 'big-blind' },
    { kind: 'break', seconds: 600 },
    { kind: 'level', seconds: 1200, smallBlind: 400, bigBlind: 800, ante: 800, anteKind: 'big-blind' }
  ]
}

function pkoNight() {
  const f = journalFloor()
  const tid = f.run(
    {
      type: 'tournament.create',
      fields: {
        ...mainEvent,
        bounty: { kind: 'progressive', unit: 'points', startingBounty: 100, collectedPercent: 50 }
      }
    },
    undefined,
    TD
  )[0]!.tournamentId!
  f.run({
    type: 'registration.setTerms',
    tournamentId: tid,
    terms: { lateRegistration: { kind: 'level-end', level: 1 } }
  })
  const entry = (name: string): string => {
    const pid = f.run({ type: 'player.create', allowDuplicate: true, fields: playerFields(name) })[0]!.playerId!
    return f.run({ type: 'entry.register', tournamentId: tid, playerId: pid })[0]!.entryId!
  }
  const [anna, boris, vera, gleb, dina] = ['Anna', 'Boris', 'Vera', 'Gleb', 'Dina'].map(entry) as [
    string,
    string,
    string,
    string,
    string
  ]
  f.run({ type: 'clock.structure.set', tournamentId: tid, structure })
  f.advance(MIN)
  f.run({ type: 'clock.start', tournamentId: tid }, undefined, TD)
  const startedAt = T0 + MIN
  f.at(level(1))
  f.advance(5 * MIN)
  f.run({ type: 'clock.pause', tournamentId: tid }, { reason: 'Table 2 reshuffles a misdeal' }, 'Floor Ivan')
  f.advance(2 * MIN)
  f.run({ type: 'clock.resume', tournamentId: tid }, undefined, 'Floor Ivan')
  // §5.2: late registration kept open one more level, after the start — on record, with the reason.
  f.advance(MIN)
  f.run(
    { type: 'registration.setTerms', tournamentId: tid, terms: { lateRegistration: { kind: 'level-end', level: 2 } } },
    { reason: 'The airport bus was late' },
    TD
  )
  f.run({ type: 'clock.jump', tournamentId: tid, index: 1 }, { reason: 'Level 1 was announced over' }, TD)
  f.at(level(2))
  f.advance(MIN)
  f.run({ type: 'clock.adjust', tournamentId: tid, seconds: -120 }, undefined, 'Floor Ivan')
  const hand = (busts: unknown[], meta?: { occurredAt?: number; reason?: string }) =>
    f.run({ type: 'results.recordHand', tournamentId: tid, level: 2, confirmedBy: 'Dealer Lena', busts }, meta)
  f.advance(MIN)
  hand([{ entryId: dina, startStack: 0, eliminatedBy: anna }])
  f.advance(MIN)
  // §24.7: Gleb had more chips at the start of the hand: he places above Vera.
  hand([
    { entryId: vera, startStack: 4000, eliminatedBy: boris },
    { entryId: gleb, startStack: 9000, eliminatedBy: boris }
  ])
  f.run(
    {
      type: 'penalty.record',
      tournamentId: tid,
      entryId: boris,
      tableId: '1',
      seat: 3,
      level: 2,
      violation: { code: 'delay-of-game' },
      measure: { kind: 'official-warning' },
      decidedBy: { name: 'Floor Ivan', role: 'floor' }
    },
    undefined,
    'Floor Ivan'
  )
  const penaltyId = f.state.tournaments.get(tid)!.results.penalties[0]!.id
  f.run(
    { type: 'penalty.correct', tournamentId: tid, penaltyId, seat: 5 },
    { reason: 'Boris sat in seat 5, per the dealer' },
    TD
  )
  // §26.14: Boris's bust reached the desk on paper 3½ minutes after it happened; the operator chose "entered after
  // the fact" and gave its time.
  f.advance(12 * MIN)
  const paperAt = T0 + 20 * MIN + 30_000
  hand([{ entryId: boris, startStack: 0, eliminatedBy: anna }], { occurredAt: paperAt })
  f.run({ type: 'results.approve', tournamentId: tid }, undefined, TD)
  const firstApproval = T0 + 24 * MIN
  f.advance(30 * MIN)
  f.run({ type: 'results.reopen', tournamentId: tid }, { reason: 'The dealer confirmed Dina’s bust' }, TD)
  const dinaHand = f.state.tournaments.get(tid)!.results.handOf.get(dina)!
  f.run(
    {
      type: 'results.correctHand',
      tournamentId: tid,
      handId: dinaHand,
      level: 2,
      confirmedBy: 'Floor Ivan',
      busts: [{ entryId: dina, startStack: 0, eliminatedBy: anna }]
    },
    { reason: 'Floor Ivan confirmed it, not the dealer' },
    TD
  )
  f.advance(MIN)
  f.run({ type: 'results.approve', tournamentId: tid }, undefined, TD)
  const secondApproval = T0 + 55 * MIN
  return {
    f,
    tid,
    ids: { anna, boris, vera, gleb, dina },
    times: { startedAt, paperAt, firstApproval, secondApproval }
  }
}

const night = pkoNight()
const input = protocolInput(night.f.state, night.tid, night.f.journal)!
const doc = buildProtocol(input, { audience: 'internal', generatedAt: T0 + 90 * MIN, timeZone: ZONE })
const html = renderProtocolHtml(doc, { language: 'en' })
const layout = layoutProtocol(doc, { language: 'en' })
const csv = renderResultsCsv(doc, { language: 'en', bom: false })
const byId = (id: string) => doc.participants.find((p) => p.entryId === id)!
const section = (id: string) => layout.sections.find((s) => s.id === id)
const text = (cells: readonly (readonly { text: string }[])[]): string[] =>
  cells.map((c) => c.map((s) => s.text).join(''))
fs.mkdirSync('test-results/protocol', { recursive: true })
fs.writeFileSync('test-results/protocol/protocol-pko.html', html)

describe('a complete PKO (§5.10): the winner’s own bounty, who eliminated whom, the bounties collected', () => {
  it('§5.10: the winner is credited with their own head at the end, and the record says so', () => {
    const anna = bountiesOf(night.f.state.tournaments.get(night.tid)!)!.entries.find(
      (e) => e.entryId === night.ids.anna
    )!
    // Anna knocked out Dina (100 → 50 collected, her head 150) and Boris (head 200 after Vera and Gleb: 100 collected,
    // her head 250); she won: her own 250 is hers too.
    expect(anna).toMatchObject({ knockouts: 2, head: 250, ownHead: 250, collected: 50 + 100 + 250 })
    expect(byId(night.ids.anna).bounty).toMatchObject({ collected: 400, ownHead: 250 })
    expect(html).toContain('(own bounty 250, won as the winner, §5.10)')
  })

  it('§27.6: the protocol and the CSV name who eliminated whom and what each collected for that head', () => {
    expect(byId(night.ids.gleb).eliminatedBy).toEqual([night.ids.boris])
    expect(byId(night.ids.gleb).bounty?.collectedBy).toEqual([{ entryId: night.ids.boris, amount: 50 }])
    expect(html).toContain('<th>Eliminated by</th>')
    expect(html).toContain('<td>#2 Boris (collected 50)</td>')
    const [header, ...rows] = readCsvRows(csv)
    const row = (name: string) => rows.find((r) => r[2] === name)!
    const col = (name: string) => header!.indexOf(name)
    expect(row('Boris')[col('Eliminated by')]).toBe('#1 Anna')
    expect(row('Boris')[col('Bounty collected')]).toBe('100')
    expect(row('Anna')[col('Bounty collected')]).toBe('400')
    expect(row('Vera')[col('Eliminated by')]).toBe('#2 Boris')
  })

  it('§24.7, §27.7: the start-of-hand stacks that decided the order of a hand with two out are in the protocol', () => {
    expect(byId(night.ids.gleb)).toMatchObject({ startStack: 9000, place: 3 })
    expect(byId(night.ids.vera)).toMatchObject({ startStack: 4000, place: 4 })
    expect(byId(night.ids.dina).startStack).toBeUndefined()
    expect(html).toContain('<td>Stack at the start of the hand: 9,000</td>')
    expect(csv.split('\r\n').find((l) => l.includes(',Vera,'))).toMatch(/,4000$/)
  })
})

describe('a protocol that tells the truth (§27.8, §28.12)', () => {
  it('§27.8: the actual start and end, in the hall’s local time with its zone (never "UTC" for a Stockholm hall)', () => {
    expect(doc.tournament).toMatchObject({ startedAt: night.times.startedAt, endedAt: night.times.paperAt })
    const fields = new Map(layout.fields)
    expect(fields.get('Play began')).toBe('28/11/2026 20:01 (Europe/Stockholm, UTC+1)')
    expect(fields.get('Play ended')).toBe('28/11/2026 20:20 (Europe/Stockholm, UTC+1)')
    expect(fields.get('Times')).toBe('local time of the hall, Europe/Stockholm, UTC+1')
  })

  it("§27.8: the clock's log — start, pause with its reason, resume, jump, time change — with who did each", () => {
    expect(doc.clockLog.map((e) => [e.kind, e.by])).toEqual([
      ['started', TD],
      ['paused', 'Floor Ivan'],
      ['resumed', 'Floor Ivan'],
      ['jump', TD],
      ['adjust', 'Floor Ivan'],
      // The clock stops itself when the winner's hand is recorded — as the one who recorded it (§9.3).
      ['paused', 'Ivan (floor)']
    ])
    const rows = section('clock')!.table.rows.map((r) => text(r))
    expect(rows[0]).toEqual(['28/11/2026 20:01', 'Clock started', 'level 1, 20:00 left', TD, ''])
    expect(rows[1]).toEqual([
      '28/11/2026 20:06',
      'Paused',
      'level 1, 15:00 left',
      'Floor Ivan',
      'Table 2 reshuffles a misdeal'
    ])
    expect(rows[3]).toEqual([
      '28/11/2026 20:09',
      'Jump',
      'level 1, 14:00 left → level 2, 20:00 left',
      TD,
      'Level 1 was announced over'
    ])
    expect(rows[4]!.slice(1, 3)).toEqual(['Time changed', 'level 2, 19:00 left → level 2, 17:00 left'])
  })

  it('BFSP §13.6: the Ante column says a big blind ante is the big blind’s, not 600 from each player', () => {
    const rows = section('structure')!.table.rows.map((r) => text(r))
    expect(rows[1]).toEqual(['2', '300 / 600', '600, big blind ante (BFSP §13.6)', '20 min'])
    expect(doc.levels[1]).toMatchObject({ ante: 600, anteKind: 'big-blind' })
  })

  it('§5.2, §7.7: the format line states the late registration; its change after the start is on record', () => {
    expect(new Map(layout.fields).get('Format')).toContain('late registration closes after level 2 (§7.7)')
    expect(doc.termsChanges).toHaveLength(1)
    expect(text(section('terms')!.table.rows[0]!)).toEqual([
      '28/11/2026 20:09',
      'Entry terms',
      'late registration closes after level 1 (§7.7) → late registration closes after level 2 (§7.7)',
      'The airport bus was late',
      TD
    ])
  })

  it('§26.14: a paper elimination 3½ minutes late, entered "after the fact", carries the mark', () => {
    expect(byId(night.ids.boris).eliminationEnteredLater).toEqual({
      occurredAt: night.times.paperAt,
      recordedAt: T0 + 24 * MIN
    })
    expect(html).toContain('(entered later: happened 28/11/2026 20:20, recorded 28/11/2026 20:24)')
  })

  it('§28.12: after a correction and a second approval, both approvals are shown', () => {
    expect(doc.approvals).toEqual([
      { by: TD, at: night.times.firstApproval },
      { by: TD, at: night.times.secondApproval }
    ])
    expect(layout.approval.lines.slice(0, 2)).toEqual([
      'Results approved by Anna Director at 28/11/2026 20:24 (Europe/Stockholm, UTC+1) (approval 1).',
      'Approved again by Anna Director at 28/11/2026 20:55 (Europe/Stockholm, UTC+1) after corrections (approval 2).'
    ])
  })

  it('§27.8: a corrected penalty seat prints in the history of corrections, in every language', () => {
    for (const language of ['en', 'ru', 'sv'] as const) {
      const rows = layoutProtocol(doc, { language }).sections.find((s) => s.id === 'corrections')!.table.rows
      const seat = { en: 'seat: 3 → 5', ru: 'место: 3 → 5', sv: 'plats: 3 → 5' }[language]
      expect(rows.map((r) => text(r)[3]).filter((x) => x === seat)).toHaveLength(1)
    }
  })

  it('§26.14: a hand at a level the clock has not reached is refused, naming the level it is at; nothing written', () => {
    const f = journalFloor()
    const tid = f.run({ type: 'tournament.create', fields: mainEvent })[0]!.tournamentId!
    const pids = ['A', 'B', 'C'].map(
      (n) => f.run({ type: 'player.create', allowDuplicate: true, fields: playerFields(n) })[0]!.playerId!
    )
    const [a, b] = pids.map((p) => f.run({ type: 'entry.register', tournamentId: tid, playerId: p })[0]!.entryId!)
    f.at(level(2))
    const before = f.journal.length
    const refusal = f.refused({
      type: 'results.recordHand',
      tournamentId: tid,
      level: 3,
      confirmedBy: 'Floor',
      busts: [{ entryId: a!, startStack: 0 }]
    })
    expect(refusal).toMatchObject({
      code: 'results.error.levelNotReached',
      field: 'level',
      params: { level: 3, current: 2 }
    })
    expect(
      f.refused({ type: 'entry.eliminate', tournamentId: tid, entryId: b!, level: 4, confirmedBy: 'Floor' }).code
    ).toBe('results.error.levelNotReached')
    expect(f.journal).toHaveLength(before)
    // The level reached is taken.
    f.run({
      type: 'results.recordHand',
      tournamentId: tid,
      level: 2,
      confirmedBy: 'Floor',
      busts: [{ entryId: a!, startStack: 0 }]
    })
  })
})
