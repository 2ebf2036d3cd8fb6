import { describe, expect, it } from 'vitest'
import { APPENDIX_C_FIELDS, buildProtocol } from '../../../../src/shared/core/protocol/document'
import { placeLabel } from '../../../../src/shared/core/results/places/placeLabel'
import { escapeHtml, renderProtocolHtml } from '../../../../src/shared/core/protocol/html'
import { csvCell, renderResultsCsv } from '../../../../src/shared/core/protocol/resultsCsv'
import { protocolInput, T0 } from '../../../support/resultsFixtures'

const input = protocolInput(12)

describe('the tournament protocol (§28.12, Appendix C)', () => {
  const doc = buildProtocol(input, { audience: 'internal', generatedAt: T0 + 9_999_999 })

  it('carries every Appendix C field (C.1–C.18)', () => {
    expect(Object.keys(doc.fields)).toEqual([...APPENDIX_C_FIELDS])
    expect(Object.values(doc.fields).every(Boolean)).toBe(true)
    expect(doc.tournament).toMatchObject({
      id: 't1',
      date: '2026-11-28',
      venue: 'Hall A',
      discipline: 'holdem',
      bettingFormat: 'no-limit',
      startingStack: 30000
    })
    expect(doc.levels).toHaveLength(3)
    expect(doc.entrants).toBe(12)
    expect(doc.moves).toHaveLength(1)
    expect(doc.penalties).toHaveLength(2)
    expect(doc.disputes).toHaveLength(1)
    expect(doc.corrections).toHaveLength(2)
    expect(doc.approval).toEqual({ by: 'Anna (TD)', at: T0 + 8_000_000 })
  })

  it('ranks participants by place, winner first, each with table, seat, status, level, place, basis and points', () => {
    expect(doc.participants.map((p) => p.place)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    const winner = doc.participants[0]!
    expect(winner).toMatchObject({ status: 'winner', basis: 'last-remaining', table: 'T1', seat: 1 })
    expect(doc.participants.find((p) => p.place === 12)).toMatchObject({
      status: 'eliminated',
      basis: 'sole-elimination',
      eliminationLevel: 1
    })
    expect(winner.points).toBeGreaterThan(0)
  })

  it('C.18: approval seals the results; corrections after it are counted and shown', () => {
    expect(doc.correctionsAfterApproval).toBe(1)
    const html = renderProtocolHtml(doc, { language: 'en' })
    expect(html).toContain('Results approved by Anna (TD)')
    expect(html).toContain('Corrections after approval: 1.')
    expect(html).toContain('(after approval)')
    const unapproved = buildProtocol({ ...input, approval: null }, { audience: 'internal', generatedAt: T0 })
    expect(unapproved.fields['C18-approval']).toBe(false)
    expect(renderProtocolHtml(unapproved, { language: 'en' })).toContain('The results are preliminary')
  })

  it('§25.14, §27.11: the public version leaves out real names, unpublished penalties and disputes, internal corrections', () => {
    const pub = buildProtocol(input, { audience: 'public', generatedAt: T0 })
    expect(pub.participants.some((p) => 'realName' in p)).toBe(false)
    expect(pub.penalties.map((p) => p.id)).toEqual(['pen-published'])
    expect(pub.disputes).toEqual([])
    expect(pub.corrections.map((c) => c.field)).toEqual(['place'])
    expect(renderProtocolHtml(pub, { language: 'en' })).not.toContain('Real Name')
    expect(renderProtocolHtml(doc, { language: 'en' })).toContain('Real Name 1')
  })

  it('shows a shared place as a range (§24.9а)', () => {
    expect(placeLabel(5, 6)).toBe('5–6')
    expect(placeLabel(5, 5)).toBe('5')
    expect(placeLabel(null)).toBe('')
  })
})

describe('printable HTML (§27.12): everything escaped', () => {
  const doc = buildProtocol(input, { audience: 'internal', generatedAt: T0 })
  const html = renderProtocolHtml(doc, { language: 'ru' })

  it('escapes every dynamic string: no markup from names, facts or the tournament name gets through', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;'
    )
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('Saturday &lt;Main&gt; &amp; &quot;Friends&quot;')
    expect(html).toContain('&lt;b&gt;Eve&lt;/b&gt;')
    expect(html).not.toContain('<b>Eve</b>')
  })

  it('is a complete page in the chosen language, with no scripts, headings for every section and the §30.13 disclaimer', () => {
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true)
    expect(html).toContain('<html lang="ru">')
    expect(html).not.toMatch(/<script/i)
    for (const heading of [
      'Протокол турнира',
      'Структура уровней',
      'Участники, места и очки',
      'Пересадки',
      'Штрафы и предупреждения',
      'Спорные решения',
      'История исправлений',
      'Утверждение итогов'
    ]) {
      expect(html).toContain(heading)
    }
    expect(html).toContain('1 круг × 9 игроков = 9 раздач')
    expect(html).toContain('не является денежным счетом')
    // §5.11, §24.12: with no cash prizes, the protocol says so and calls the places rating and award places.
    expect(html).toContain('Без денежных призов: места — рейтинговые и наградные')
  })

  it('§28.4: shows how each participant’s points were computed', () => {
    expect(renderProtocolHtml(doc, { language: 'en' })).toContain(
      '= coefficient * 10 * sqrt(entrants) / sqrt(place), with coefficient = 1, entrants = 12, place = 1'
    )
  })
})

describe('CSV of results: formula injection neutralised in text, never in numbers', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+SUM(A1)', "'+SUM(A1)"],
    ['-2+3', "'-2+3"],
    ['-2', '-2'],
    [-5, '-5'],
    ['@cmd', "'@cmd"],
    ['\tx', '"\'\tx"'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['plain', 'plain'],
    [12, '12']
  ])('%j → %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected)
  })

  it('renders a header and one row per participant, with the BOM and CRLF lines', () => {
    const doc = buildProtocol(input, { audience: 'public', generatedAt: T0 })
    const csv = renderResultsCsv(doc, { language: 'en' })
    expect(
      csv.startsWith(
        '\uFEFFPlace,No.,Participant,Status,Table,Seat,Level of elimination,Basis of the order,Rating points,Knockouts,Eliminated at (UTC),Stage (BFSP §3.2),Rebuys,Rebuy chips,Add-ons,Add-on chips,Eliminated by,Bounty collected,Bounty on the head,Stack at the start of the hand\r\n'
      )
    ).toBe(true)
    const lines = csv.trimEnd().split('\r\n')
    expect(lines).toHaveLength(13)
    expect(lines[1]).toMatch(/^1,1,Player 1,Winner,T1,1,,Last remaining,/)
    expect(csv).toContain(`"'=HYPERLINK(""http://x"",""<b>Eve</b>"")"`)
    const shared = buildProtocol(
      {
        ...input,
        participants: input.participants.map((p) =>
          p.place === 11 || p.place === 12 ? { ...p, place: 11, placeTo: 12, basis: 'equal-places' as const } : p
        )
      },
      { audience: 'public', generatedAt: T0 }
    )
    expect(renderResultsCsv(shared, { language: 'ru', bom: false })).toContain(
      '11–12,11,Player 11,Выбыл,T1,2,1,Равные места,'
    )
  })
})

describe('the printed protocol shows each Appendix C field with its value', () => {
  const html = renderProtocolHtml(buildProtocol(input, { audience: 'internal', generatedAt: T0 }), { language: 'en' })
  it.each([
    ['C.1 tournament ID', '<th>Tournament ID</th><td>t1</td>'],
    ['C.2 name', '<th>Name</th><td>Saturday &lt;Main&gt; &amp; &quot;Friends&quot;</td>'],
    ['C.3 date and venue', '<th>Date and venue</th><td>2026-11-28 19:00, Hall A</td>'],
    ['C.4 discipline and betting format', '<th>Discipline and betting format</th><td>Texas Hold&#39;em, No-limit</td>'],
    ['C.5 level structure', '<td>2</td><td>200/400</td><td>400 from each player</td><td>20 min</td>'],
    ['C.6 participants', '<th>Participant</th>'],
    ['C.7 starting stack', '<th>Starting stack</th><td>30,000</td>'],
    ['C.8 table and seat', '<td>T1 / 1</td>'],
    ['C.9 moves', '<td>T9 / 4</td><td>T1 / 7</td><td>Secretary</td><td>balancing</td>'],
    ['C.10 status', '<td>Winner</td>'],
    ['C.11 level of elimination', '<th>Level of elimination</th>'],
    ['C.12 place', '<tr><td>12</td><td>12</td><td>Player 12'],
    ['C.13 basis of the order', '<td>Order of elimination</td>'],
    ['C.14 rating points', '<th>Rating points</th>'],
    ['C.15 penalties and warnings', 'Missed rounds: 1 round × 9 players = 9 hands'],
    ['C.16 disputed decisions', '(appealed to the director)'],
    ['C.17 history of corrections', '<td>place: 6 → 5–6</td><td>equal stacks</td><td>Anna</td>'],
    ['C.18 approval', 'Results approved by Anna (TD) at 28/11/2026 21:13 (UTC).']
  ])('%s', (_field, fragment) => {
    expect(html).toContain(fragment)
  })
})
