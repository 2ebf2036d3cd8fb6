import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildProtocol, countCorrections, type ProtocolFormat } from '../../../../src/shared/core/protocol/document'
import { renderProtocolHtml } from '../../../../src/shared/core/protocol/html'
import { layoutProtocol } from '../../../../src/shared/core/protocol/layout'
import { renderResultsCsv } from '../../../../src/shared/core/protocol/resultsCsv'
import { protocolInput as protocolInput12Of } from '../../../support/resultsFixtures'
import { olympicShootout, REASON_KNOCKOUT, REASON_STACK, rebuyEvening } from '../../../support/protocolFixtures'
import { T0 } from '../../../support/decider'

const protocolInput12 = () => protocolInput12Of(12)

const occurrences = (text: string, part: string): number => text.split(part).length - 1

describe('a complete protocol (Appendix C, §27.8)', () => {
  const { input, ids } = rebuyEvening()
  const doc = buildProtocol(input, { audience: 'internal', generatedAt: T0 + 9_000_000 })
  const html = renderProtocolHtml(doc, { language: 'en' })
  const byId = (id: string) => doc.participants.find((p) => p.entryId === id)!
  // The printable page of this evening, to look at (test-results/protocol/, like the e2e screenshot).
  fs.mkdirSync('test-results/protocol', { recursive: true })
  fs.writeFileSync('test-results/protocol/protocol-rebuys.html', html)

  it('§5.7, §5.8: each rebuy and add-on per entry with chips, the stack, when and who recorded it; and in the totals', () => {
    expect(byId(ids.boris)).toMatchObject({ rebuys: 2, rebuyChips: 60000 })
    expect(byId(ids.boris).purchases).toEqual([
      { kind: 'rebuy', chips: 30000, stack: 0, at: T0 + 21 * 60_000, recordedAt: T0 + 21 * 60_000, by: 'Desk Olga' },
      { kind: 'rebuy', chips: 30000, stack: 9000, at: T0 + 26 * 60_000, recordedAt: T0 + 26 * 60_000, by: 'Desk Olga' }
    ])
    expect(byId(ids.anna)).toMatchObject({ addons: 1, addonChips: 30000 })
    expect(byId(ids.anna).purchases).toEqual([
      { kind: 'addon', chips: 30000, at: T0 + 26 * 60_000, recordedAt: T0 + 36 * 60_000, by: 'Desk Olga' }
    ])
    expect(doc.totals).toEqual({
      entries: 5,
      reentries: 0,
      rebuys: 2,
      rebuyChips: 60000,
      addons: 1,
      addonChips: 30000,
      chips: 5 * 30000 + 90000,
      waiting: 1,
      withdrawn: 1
    })
    expect(doc.entrants).toBe(5)
    expect(html).toContain('Rebuys and add-ons (§5.7, §5.8)')
    expect(html).toMatch(/#2 Boris<\/td><td>Rebuy 1<\/td><td>\+30,000<\/td><td>0<\/td><td>Desk Olga/)
    expect(html).toMatch(/#2 Boris<\/td><td>Rebuy 2<\/td><td>\+30,000<\/td><td>9,000<\/td><td>Desk Olga/)
    expect(html).toContain(
      '<td>28/11/2026 19:26 <em class="later">(entered later: happened 28/11/2026 19:26, recorded 28/11/2026 19:36)</em></td><td>#1 Anna</td><td>Add-on</td><td>+30,000</td><td></td><td>Desk Olga</td>'
    )
    expect(html).toContain(
      '5 entries (re-entries 0); rebuys 2 (60000 chips); add-ons 1 (30000 chips); chips in play 240000'
    )
  })

  it('§6.5, §6.7: the waiting-list and the withdrawn entry are listed with their status, never given a place', () => {
    expect(byId(ids.egor)).toMatchObject({ status: 'waiting', place: null, waiting: { position: 1 } })
    expect(byId(ids.zoya)).toMatchObject({
      status: 'withdrawn',
      place: null,
      withdrawal: { at: T0 + 60_000, by: 'Ivan (floor)', reason: 'Zoya went home' }
    })
    // Places 1–5 to the five entries, then the waiting list, then the withdrawn.
    expect(doc.participants.map((p) => [p.publicName, p.place])).toEqual([
      ['Anna', 1],
      ['Boris', 2],
      ['Vera', 3],
      ['Gleb', 4],
      ['Dina', 5],
      ['Egor', null],
      ['Zoya', null]
    ])
    expect(html).toMatch(
      /<td><\/td><td><\/td><td>Egor <span class="internal">[^<]*<\/span><\/td><td>Waiting for a seat <em>\(no\. 1 on the waiting list since/
    )
    expect(html).toContain('Withdrawn <em>(28/11/2026 19:01, Ivan (floor): Zoya went home)</em>')
    expect(html).toContain('waiting list 1, withdrawn 1: listed with their status, never given a place')
  })

  it('names the format: rebuy, add-on, cap (§5.7, §5.8, §6.7)', () => {
    expect(html).toContain(
      'rebuy up to 2 per player until level 4 at a stack of 15000 or less, 30000 chips (§5.7); add-on at break 1, 30000 chips (§5.8); cap of 5 players, then a waiting list (§6.7)'
    )
  })

  it('§27.8: a stack correction and a knockout correction each appear once, old → new, with the reason, who and when', () => {
    const stack = doc.corrections.filter((c) => c.reason === REASON_STACK)
    expect(stack.map((c) => [c.entryId, c.field, c.from, c.to])).toEqual(
      expect.arrayContaining([
        [ids.vera, 'startStack', '4000', '12000'],
        [ids.vera, 'place', '4', '3'],
        [ids.gleb, 'place', '3', '4']
      ])
    )
    expect(stack).toHaveLength(3)
    expect(stack.every((c) => c.by === 'Anna (TD)' && c.at === T0 + 100 * 60_000)).toBe(true)
    const knockout = doc.corrections.filter((c) => c.reason === REASON_KNOCKOUT)
    expect(knockout.map((c) => [c.entryId, c.field, c.from, c.to])).toEqual([
      [ids.dina, 'eliminatedBy', '#2 Boris', '#1 Anna']
    ])
    // Each correction is one row of the history, its reason printed once.
    expect(occurrences(html, REASON_STACK)).toBe(1)
    expect(occurrences(html, REASON_KNOCKOUT)).toBe(1)
    expect(html).toContain('Vera — stack at the start of the hand: 4000 → 12000')
    expect(html).toContain('Vera — place: 4 → 3')
    expect(html).toContain('Gleb — place: 3 → 4')
    expect(html).toContain(
      '<td>Dina</td><td>Results</td><td>eliminated by (knockout): #2 Boris → #1 Anna</td><td>' + REASON_KNOCKOUT
    )
    expect(html).toContain(
      '<td>Vera<br>Gleb</td><td>Results</td><td>Vera — stack at the start of the hand: 4000 → 12000<br>Vera — place: 4 → 3<br>Gleb — place: 3 → 4</td>'
    )
  })

  it('§27.8: counts each correction once — the stack correction that swapped two places is one correction, not three rows', () => {
    expect(doc.corrections.filter((c) => c.reason === REASON_STACK)).toHaveLength(3)
    expect(doc.correctionCount).toBe(2)
    expect(doc.correctionsAfterApproval).toBe(0)
    expect(html).toContain('2, of them after the approval 0; each counted once')
    // The same history with the approval before the stack correction: one correction after it, not two (or three) —
    // "Corrections after approval" used to count one per place moved.
    const approvedEarlier = buildProtocol(
      { ...input, approval: { by: 'Anna (TD)', at: T0 + 50 * 60_000 } },
      { audience: 'internal', generatedAt: T0 + 9_000_000 }
    )
    expect(approvedEarlier.correctionsAfterApproval).toBe(1)
    const page = renderProtocolHtml(approvedEarlier, { language: 'en' })
    expect(page).toContain('Corrections after approval: 1.')
    expect(occurrences(page, '(after approval)')).toBe(1)
    expect(countCorrections(approvedEarlier.corrections, T0 + 50 * 60_000)).toBe(1)
  })

  it('§25.14, §27.11: the public version has no real names, contacts, notes, withdrawal reasons or unpublished penalties', () => {
    const pub = buildProtocol(input, { audience: 'public', generatedAt: T0 + 9_000_000 })
    const text = [
      JSON.stringify(pub),
      renderProtocolHtml(pub, { language: 'en' }),
      renderProtocolHtml(pub, { language: 'ru' }),
      renderResultsCsv(pub, { language: 'en' })
    ].join('\n')
    for (const secret of ['Secretname', '+375 29', 'note ', 'Zoya went home', 'Unpublished penalty words', 'Delay'])
      expect(text, secret).not.toContain(secret)
    expect(renderProtocolHtml(pub, { language: 'en' })).toContain('Not published (§25.14).')
    // Still public: the places, the corrections of results with their reason, the rebuys and the statuses.
    expect(pub.corrections.some((c) => c.field === 'startStack')).toBe(true)
    expect(pub.participants.find((p) => p.entryId === ids.zoya)).toMatchObject({ status: 'withdrawn' })
    expect(pub.totals).toEqual(doc.totals)
    // And the internal version has them, so the test could fail.
    expect(html).toContain('Secretname')
    expect(html).toContain('Zoya went home')
  })

  it('the CSV carries the same new columns: stage, rebuys and add-ons with chips; waiting and withdrawn rows without a place', () => {
    const csv = renderResultsCsv(doc, { language: 'en', bom: false })
    const lines = csv.trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      'Place,No.,Participant,Status,Table,Seat,Level of elimination,Basis of the order,Rating points,Knockouts,Eliminated at (UTC),Stage (BFSP §3.2),Rebuys,Rebuy chips,Add-ons,Add-on chips,Eliminated by,Bounty collected,Bounty on the head,Stack at the start of the hand'
    )
    expect(lines.find((l) => l.includes('Boris'))).toMatch(/,2,60000,0,0,#1 Anna,,,$/)
    expect(lines.find((l) => l.includes('Anna'))).toMatch(/,0,0,1,30000,,,,$/)
    expect(lines.find((l) => l.includes('Egor'))).toMatch(/^,,Egor,Waiting for a seat,/)
    expect(lines.find((l) => l.includes('Zoya'))).toMatch(/^,,Zoya,Withdrawn,/)
    expect(lines).toHaveLength(8)
  })
})

describe('the format named (§5.9, BFSP §3.2)', () => {
  const base = buildProtocol(protocolInput12(), { audience: 'internal', generatedAt: T0 })
  const fieldOf = (format: ProtocolFormat, language: 'en' | 'ru' = 'en') =>
    layoutProtocol({ ...base, tournament: { ...base.tournament, format } }, { language }).fields.find(
      ([k]) => k === (language === 'en' ? 'Format' : 'Формат')
    )?.[1]
  const none = { reentry: null, rebuy: null, addon: null, playerCap: null }

  it('a freezeout, and a re-entry event', () => {
    expect(fieldOf(none)).toBe('freezeout: one entry per player, no rebuy (§5.9)')
    expect(fieldOf({ ...none, reentry: { maxPerPlayer: 2, untilLevel: 6 } })).toBe(
      're-entry up to 2 per player until level 6 (§5.6)'
    )
    expect(fieldOf({ ...none, reentry: { maxPerPlayer: 1, untilLevel: null } }, 'ru')).toBe(
      'повторный вход до 1 на игрока, пока открыта поздняя регистрация (§5.6)'
    )
  })

  it('an Olympic shootout with its stages, and each participant’s stage in the results', () => {
    const olympic = {
      ...none,
      olympic: {
        stages: [
          { number: 1, name: '1/4', tables: 4, players: 24 },
          { number: 2, name: 'semi-final', tables: 2, players: 4 },
          { number: 3, name: 'final', tables: 1, players: 2 }
        ]
      }
    }
    expect(fieldOf(olympic)).toBe(
      'Olympic shootout (BFSP §3.2), stages: 1. 1/4 — 4 tables, 24 players → 2. Semi-final — 2 tables, 4 players → 3. Final — 1 table, 2 players; freezeout: one entry per player, no rebuy (§5.9)'
    )
    expect(fieldOf(olympic, 'ru')).toContain('2. Полуфинал — 2 стола, 4 игрока')
    const staged = buildProtocol(
      { ...protocolInput12(), participants: protocolInput12().participants.map((p) => ({ ...p, stage: 'final' })) },
      { audience: 'internal', generatedAt: T0 }
    )
    const results = layoutProtocol(staged, { language: 'en' }).sections.find((s) => s.id === 'results')!
    expect(results.table.headers).toContain('Stage (BFSP §3.2)')
    expect(renderResultsCsv(staged, { language: 'en' })).toContain(',Final,0,0,0,0')
  })
})

describe('the format of a real Olympic shootout (BFSP §3.2)', () => {
  it('24 players on 4 tables: stage 1/4 then the final of the 4 table winners, in the header and each player’s stage', () => {
    const { f, input } = olympicShootout()
    expect(input.tournament.format?.olympic?.stages).toEqual([
      { number: 1, name: '1/4', tables: 4, players: 24 },
      { number: 2, name: 'final', tables: 1, players: 4 }
    ])
    const doc = buildProtocol(input, { audience: 'public', generatedAt: f.now })
    const layout = layoutProtocol(doc, { language: 'en' })
    expect(layout.fields.find(([k]) => k === 'Format')?.[1]).toMatch(
      /^Olympic shootout \(BFSP §3\.2\), stages: 1\. 1\/4 — 4 tables, 24 players → 2\. Final — 1 table, 4 players; freezeout/
    )
    expect(doc.participants.filter((p) => p.stage === '1/4')).toHaveLength(20)
    expect(doc.participants.filter((p) => p.stage === 'final')).toHaveLength(4)
  })
})
