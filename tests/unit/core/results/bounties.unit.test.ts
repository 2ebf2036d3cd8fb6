import { describe, expect, it } from 'vitest'
import type { Command } from '../../../../src/shared/core/commands'
import type { DomainEvent } from '../../../../src/shared/core/events'
import { bountiesOf, splitEqually } from '../../../../src/shared/core/results/eliminations/bounties'
import { buildProtocol } from '../../../../src/shared/core/protocol/document'
import { protocolInput } from '../../../../src/shared/core/protocol/fromState'
import { renderProtocolHtml } from '../../../../src/shared/core/protocol/html'
import { resultsView } from '../../../../src/shared/core/views/results'
import type { BountyFormat } from '../../../../src/shared/core/tournament/schemas'
import { publicDisplay } from '../../../../src/shared/core/views/tournament'
import { givenFloor, type GivenFloor } from '../../../support/decider'
import { mainEvent } from '../../../support/fixtures'
import { playerCreated, registered, T } from '../../../support/registration'

const names = ['Anna', 'Boris', 'Vera', 'Gleb', 'Dina', 'Egor']
const PROGRESSIVE: BountyFormat = { kind: 'progressive', unit: 'points', startingBounty: 100, collectedPercent: 50 }
const PLAIN: BountyFormat = { kind: 'bounty', unit: 'chips', startingBounty: 5000, collectedPercent: 100 }

function base(bounty: BountyFormat | null): DomainEvent[] {
  return [
    { type: 'tournament.created', tournamentId: T, fields: { ...mainEvent, ...(bounty ? { bounty } : {}) } },
    ...names.map((n, i) => playerCreated(`p${i + 1}`, n, { fullName: `${n} Real` })),
    ...names.map((_, i) => registered(`e${i + 1}`, `p${i + 1}`, i + 1))
  ]
}

/** A floor with six entries and this bounty format; each command decided on everything recorded before it. */
const bountyFloor = (bounty: BountyFormat | null = PROGRESSIVE): GivenFloor => givenFloor(base(bounty))
const bountyTable = (f: GivenFloor) => bountiesOf(f.state.tournaments.get(T)!)
function of(f: GivenFloor, entryId: string) {
  const e = bountyTable(f)!.entries.find((x) => x.entryId === entryId)!
  return { knockouts: e.knockouts, collected: e.collected, head: e.head, inPlay: e.inPlay }
}

const bust = (entryId: string, eliminatedBy?: string | string[]): Command =>
  ({
    type: 'results.recordHand',
    tournamentId: T,
    level: 2,
    confirmedBy: 'Floor Ivan',
    busts: [{ entryId, startStack: 0, ...(eliminatedBy ? { eliminatedBy } : {}) }]
  }) as Command
const handIdOf = (events: DomainEvent[]): string =>
  (events.find((e) => e.type === 'results.handRecorded') as { handId: string }).handId

describe('§5.10 bounties are records only, derived from who eliminated whom', () => {
  it('§5.10 no bounty format: no bounty table, nothing on the hall', () => {
    const f = bountyFloor(null)
    f.when(bust('e1', 'e2'))
    expect(bountyTable(f)).toBeNull()
    expect(publicDisplay(f.state, T).bounties).toBeNull()
  })

  it('§5.10 standard bounty: the eliminator collects the whole starting bounty, heads never grow', () => {
    const f = bountyFloor(PLAIN)
    f.when(bust('e1', 'e2'))
    f.when(bust('e3', 'e2'))
    f.when(bust('e4', 'e5'))
    expect(of(f, 'e2')).toEqual({ knockouts: 2, collected: 10_000, head: 5000, inPlay: true })
    expect(of(f, 'e5')).toEqual({ knockouts: 1, collected: 5000, head: 5000, inPlay: true })
    expect(of(f, 'e1')).toEqual({ knockouts: 0, collected: 0, head: 5000, inPlay: false })
    const table = bountyTable(f)!
    expect(table.collectedPercent).toBe(100)
    expect(table.unit).toBe('chips')
  })

  it('§5.10 progressive bounty: half collected, half onto the eliminator’s head, passed on in the order of eliminations', () => {
    const f = bountyFloor()
    f.when(bust('e1', 'e2')) // e2: collects 50, head 150
    f.when(bust('e2', 'e3')) // e3: collects 75, head 175
    f.when(bust('e4', 'e3')) // e3: collects 50 more, head 225
    expect(of(f, 'e2')).toEqual({ knockouts: 1, collected: 50, head: 150, inPlay: false })
    expect(of(f, 'e3')).toEqual({ knockouts: 2, collected: 125, head: 225, inPlay: true })
    // An odd head: the collected share is rounded down, the odd point goes onto the head.
    f.when(bust('e3', 'e5')) // 225 → collects 112, head 100 + 113
    expect(of(f, 'e5')).toEqual({ knockouts: 1, collected: 112, head: 213, inPlay: true })
    // The hall sees the biggest heads still in play, public names only.
    const pub = publicDisplay(f.state, T).bounties!
    expect(pub.kind).toBe('progressive')
    expect(pub.leaders[0]).toEqual({ name: 'Dina', head: 213, collected: 112, knockouts: 1 })
    expect(JSON.stringify(pub)).not.toContain('Real')
  })

  it('§5.10 the hall names a top bounty only once one stands out: not one of six equal heads at the start', () => {
    const start = publicDisplay(bountyFloor().state, T).bounties!
    expect(start.leaders).toEqual([]) // every head 100: "TOP BOUNTY Anna 100 · 0 KO" would pick one at random
    // A plain bounty with nothing collected yet leads nobody either; the first knockout leads.
    const plain = bountyFloor(PLAIN)
    expect(publicDisplay(plain.state, T).bounties!.leaders).toEqual([])
    plain.when(bust('e1', 'e2'))
    expect(publicDisplay(plain.state, T).bounties!.leaders[0]).toMatchObject({ name: 'Boris' })
    // An elimination with no eliminator recorded leaves the heads equal: still nobody.
    const f = bountyFloor()
    f.when(bust('e1'))
    expect(publicDisplay(f.state, T).bounties!.leaders).toEqual([])
    f.when(bust('e2', 'e3'))
    expect(publicDisplay(f.state, T).bounties!.leaders[0]).toMatchObject({ name: 'Vera', head: 150 })
  })

  it('§5.10 §5.6 progressive with re-entry: the re-entry starts with a fresh starting bounty', () => {
    const f = bountyFloor()
    f.when(bust('e1', 'e2'))
    f.when(bust('e2', 'e3')) // e3 head 175
    // Anna re-enters as a new entry: a fresh head of 100, not what her first entry had.
    f.given(registered('e7', 'p1', 7, { kind: 'reentry' }))
    expect(of(f, 'e7')).toEqual({ knockouts: 0, collected: 0, head: 100, inPlay: true })
    f.when(bust('e3', 'e7')) // e7 collects 87, head 100 + 88
    expect(of(f, 'e7')).toEqual({ knockouts: 1, collected: 87, head: 188, inPlay: true })
    expect(of(f, 'e1')).toEqual({ knockouts: 0, collected: 0, head: 100, inPlay: false })
  })

  it('§5.10 split knockout: two eliminators share the bounty (remainder to the first named) and a knockout each half', () => {
    const f = bountyFloor()
    f.when(bust('e1', 'e2')) // e2 head 150
    f.when(bust('e2', ['e4', 'e3'])) // 150: collected 75 → 38 (e4, first named) + 37 (e3); head part 75 → 38 + 37
    expect(of(f, 'e4')).toEqual({ knockouts: 0.5, collected: 38, head: 138, inPlay: true })
    expect(of(f, 'e3')).toEqual({ knockouts: 0.5, collected: 37, head: 137, inPlay: true })
    expect(splitEqually(100, 3)).toEqual([34, 33, 33])
    // Three ways: a third each, adding up to one knockout.
    f.when(bust('e5', ['e3', 'e4', 'e6']))
    expect(of(f, 'e6').knockouts).toBeCloseTo(1 / 3, 9)
    // e3 and e4 hold a half and a third each: 5/6, kept exactly (the knockouts add up to the entries out).
    expect(of(f, 'e3').knockouts).toBeCloseTo(5 / 6, 9)
    const total = bountyTable(f)!.entries.reduce((s, e) => s + e.knockouts, 0)
    expect(total).toBeCloseTo(3, 9)
    // The results view names both eliminators of the hand.
    const view = resultsView(f.state, T)!
    const hand = view.hands.find((h) => h.entries[0]!.entryId === 'e2')!
    expect(hand.entries[0]!.eliminatedByIds).toEqual(['e4', 'e3'])
    expect(hand.entries[0]!.eliminatedBy).toBe('Gleb, Vera')
    // e5's 100 three ways: 50 collected → 18 (e3, first named), 16, 16.
    expect(view.bounties?.entries.find((e) => e.entryId === 'e4')?.collected).toBe(38 + 16)
    // The places table (and the rating's knockouts) count the same shares.
    expect(view.rows.find((r) => r.entryId === 'e4')?.knockouts).toBeCloseTo(0.5 + 1 / 3, 9)
  })

  it('§5.10 a split knockout names each eliminator once, none of them out in the same hand or already out', () => {
    const f = bountyFloor()
    expect(f.refused(bust('e1', ['e2', 'e2'])).code).toBe('results.error.eliminatorTwice')
    expect(f.refused(bust('e1', ['e2', 'e1'])).code).toBe('error.entry.eliminatorNotIn')
    const twoOut = {
      type: 'results.recordHand',
      tournamentId: T,
      level: 2,
      confirmedBy: 'Floor Ivan',
      busts: [
        { entryId: 'e1', startStack: 100, eliminatedBy: ['e3', 'e4'] },
        { entryId: 'e4', startStack: 200, eliminatedBy: 'e3' }
      ]
    } as Command
    expect(f.refused(twoOut).code).toBe('results.error.eliminatorOut')
    f.when(bust('e3', 'e2'))
    expect(f.refused(bust('e1', ['e2', 'e3'])).code).toBe('error.entry.eliminatorNotIn')
  })

  it('§5.10 §27.8 a correction of the eliminator moves the bounty, and everything after it follows', () => {
    const f = bountyFloor()
    const first = handIdOf(f.when(bust('e1', 'e2'))) // e2 head 150
    f.when(bust('e3', 'e2')) // e2 collects 50 more, head 200
    expect(of(f, 'e2')).toMatchObject({ knockouts: 2, head: 200 })
    f.when(
      {
        type: 'results.correctHand',
        tournamentId: T,
        handId: first,
        level: 2,
        confirmedBy: 'Floor Ivan',
        busts: [{ entryId: 'e1', startStack: 0, eliminatedBy: 'e4' }]
      } as Command,
      { reason: 'The floor confirmed Gleb won the pot' }
    )
    expect(of(f, 'e4')).toEqual({ knockouts: 1, collected: 50, head: 150, inPlay: true })
    expect(of(f, 'e2')).toEqual({ knockouts: 1, collected: 50, head: 150, inPlay: true })
    // The correction is in the history with the old and new eliminator.
    const corrected = f.journal.find((e) => e.type === 'results.handCorrected') as { fields?: Array<{ field: string }> }
    expect(corrected.fields?.map((x) => x.field)).toContain('eliminatedBy')
  })

  it('§5.10 §27.8 an undo puts the head back in play: the knockout and the bounty it gave are gone', () => {
    const f = bountyFloor()
    const first = handIdOf(f.when(bust('e1', 'e2')))
    f.when({ type: 'results.undoHand', tournamentId: T, handId: first } as Command, { reason: 'Recorded by mistake' })
    expect(of(f, 'e2')).toEqual({ knockouts: 0, collected: 0, head: 100, inPlay: true })
    expect(of(f, 'e1')).toEqual({ knockouts: 0, collected: 0, head: 100, inPlay: true })
    // An elimination without an eliminator leaves the head unclaimed.
    f.when(bust('e1'))
    expect(bountyTable(f)!.unclaimed).toBe(100)
  })

  it("§5.10 §25.1 a disqualified player is out of play: no head in play, none on the hall's bounty tile, no knockout", () => {
    const f = bountyFloor(PROGRESSIVE)
    f.when(bust('e1', 'e2'))
    // e2 now carries the biggest head (150); then e2 is disqualified (not a knockout: nobody collects it).
    f.when({ type: 'entry.disqualify', tournamentId: T, entryId: 'e2' } as Command, { reason: 'Collusion' })
    expect(of(f, 'e2')).toEqual({ knockouts: 1, collected: 50, head: 150, inPlay: false })
    expect(bountyTable(f)!.unclaimed).toBe(150)
    const tile = publicDisplay(f.state, T).bounties!
    expect(tile.leaders.map((row) => row.name)).not.toContain('Boris')
  })

  it('§5.10 §5.2 the bounty format is announced with the tournament; after the start a change needs a reason', () => {
    const f = bountyFloor(null)
    f.when({ type: 'tournament.edit', tournamentId: T, changes: { bounty: PROGRESSIVE } } as Command)
    expect(bountyTable(f)?.kind).toBe('progressive')
    f.given({ type: 'tournament.started', tournamentId: T })
    const change = { type: 'tournament.edit', tournamentId: T, changes: { bounty: PLAIN } } as Command
    expect(f.refused(change).code).toBe('error.reasonRequired')
    f.when(change, { reason: 'Announced format misread at setup' })
    expect(bountyTable(f)?.kind).toBe('bounty')
  })

  it('§5.10 §28.12 the protocol names the bounty format and has knockouts and bounty columns, public and internal', () => {
    const f = bountyFloor()
    f.when(bust('e1', 'e2'))
    f.when(bust('e2', ['e3', 'e4']))
    const state = f.state
    for (const audience of ['public', 'internal'] as const) {
      const doc = buildProtocol(protocolInput(state, T)!, { audience, generatedAt: 0 })
      const html = renderProtocolHtml(doc, { language: 'en' })
      expect(html).toContain('Progressive bounty: 100 points per entry; the eliminator records 50%')
      expect(html).toContain('Floorclock holds and pays no money')
      expect(html).toContain('<th>Knockouts</th>')
      expect(html).toContain('<th>Bounty collected</th>')
      // e3 (first named) took 38 of Boris's 75 collected; a half knockout each; Vera's head is 100 + 38.
      expect(html).toMatch(/Vera[\s\S]*?<td>0\.5<\/td><td>38 <em>\(on the head: 138\)<\/em><\/td>/)
      const ru = renderProtocolHtml(doc, { language: 'ru' })
      expect(ru).toContain('Прогрессивный баунти: 100 очков за каждый вход')
    }
    // Without a bounty format the protocol has neither the field nor the columns.
    const plain = bountyFloor(null)
    plain.when(bust('e1', 'e2'))
    const doc = buildProtocol(protocolInput(plain.state, T)!, { audience: 'public', generatedAt: 0 })
    expect(renderProtocolHtml(doc, { language: 'en' })).not.toContain('Bounty collected')
  })
})

const bustAt = (level: number, entryId: string, eliminatedBy?: string): Command =>
  ({ ...bust(entryId, eliminatedBy), level }) as Command
const correct = (handId: string, level: number, entryId: string, eliminatedBy?: string): Command =>
  ({
    type: 'results.correctHand',
    tournamentId: T,
    handId,
    level,
    confirmedBy: 'Floor Ivan',
    busts: [{ entryId, startStack: 0, ...(eliminatedBy ? { eliminatedBy } : {}) }]
  }) as Command
const REASON = { reason: 'From the paper record' }

describe('§27.6 §26.14 §27.8 the order of eliminations is one story: nobody eliminates after going out', () => {
  it('§26.14 a hand entered after the fact that puts out a player before the knockout they made is refused', () => {
    const f = bountyFloor()
    f.when(bustAt(4, 'e5', 'e2')) // Boris knocks out Dina at level 4: his head 150
    // Boris out at level 3 (entered later): he would be out before his own knockout — refused, naming him and level 4.
    const error = f.refused(bustAt(3, 'e2'))
    expect(error.code).toBe('results.error.eliminatorLater')
    expect(error.params).toMatchObject({ name: '#2 Boris', level: 4 })
    // At level 4 or after, it stands; his whole head (with the half he took) is unclaimed.
    f.when(bustAt(5, 'e2'))
    expect(bountyTable(f)!.unclaimed).toBe(150)
  })

  it('§27.8 a correction may not name as eliminator a player out in an earlier hand, nor move a hand before one its player eliminated in', () => {
    const f = bountyFloor()
    const early = handIdOf(f.when(bustAt(2, 'e1'))) // Anna out at level 2, no eliminator named
    const vera = handIdOf(f.when(bustAt(3, 'e3', 'e4'))) // Gleb knocks out Vera at level 3
    const gleb = handIdOf(f.when(bustAt(4, 'e4'))) // Gleb out at level 4
    // Anna (out at level 2) named as the one who knocked out Vera at level 3.
    const out = f.refused(correct(vera, 3, 'e3', 'e1'), REASON)
    expect(out.code).toBe('results.error.eliminatorOutBefore')
    expect(out.params).toMatchObject({ name: '#1 Anna', level: 2 })
    // Gleb's own bust moved to level 1 would come before his knockout at level 3.
    const moved = f.refused(correct(gleb, 1, 'e4'), REASON)
    expect(moved.code).toBe('results.error.eliminatorLater')
    expect(moved.params).toMatchObject({ name: '#4 Gleb', level: 3 })
    // Corrections that keep the story are recorded: Gleb (still in at level 2) knocked out Anna too.
    f.when(correct(early, 2, 'e1', 'e4'), REASON)
    f.when(correct(gleb, 5, 'e4'), REASON)
    expect(of(f, 'e4')).toMatchObject({ knockouts: 2, inPlay: false })
  })

  it('§26.14 a hand entered after the fact may name as eliminator a player who went out later, never one out before it', () => {
    const f = bountyFloor()
    f.when(bustAt(5, 'e2')) // Boris out at level 5 (no eliminator named)
    // The paper sheet of level 3, entered now: Boris knocked out Vera then — he was still in play.
    f.when(bustAt(3, 'e3', 'e2'))
    expect(of(f, 'e2')).toEqual({ knockouts: 1, collected: 50, head: 150, inPlay: false })
    const places = resultsView(f.state, T)!.rows
    const place = (id: string) => places.find((r) => r.entryId === id)!.place!
    expect(place('e3')).toBeGreaterThan(place('e2'))
    // A hand at level 6 naming Boris, out since level 5, is refused.
    expect(f.refused(bustAt(6, 'e4', 'e2')).code).toBe('error.entry.eliminatorNotIn')
  })

  it('§27.8 §5.6 a correction never names as eliminator an entry that never played (withdrawn, or waiting)', () => {
    const f = bountyFloor()
    const hand = handIdOf(f.when(bustAt(2, 'e1', 'e2')))
    f.when({ type: 'entry.withdraw', tournamentId: T, entryId: 'e6' } as Command, { reason: 'Registered twice' })
    expect(f.refused(correct(hand, 2, 'e1', 'e6'), REASON).code).toBe('error.entry.eliminatorNotIn')
    f.when(correct(hand, 2, 'e1', 'e3'), REASON)
    expect(of(f, 'e3')).toMatchObject({ knockouts: 1, inPlay: true })
  })
})
