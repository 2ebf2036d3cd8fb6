import { describe, expect, it } from 'vitest'
import type { Command } from '../../../../src/shared/core/commands'
import { Structure } from '../../../../src/shared/core/clock/structure'
import type { DomainEvent } from '../../../../src/shared/core/events'
import { buildProtocol } from '../../../../src/shared/core/protocol/document'
import { renderProtocolHtml } from '../../../../src/shared/core/protocol/html'
import { layoutProtocol } from '../../../../src/shared/core/protocol/layout'
import { localIso, utcOffset, zoneLabel } from '../../../../src/shared/core/protocol/time'
import { renderResultsCsv } from '../../../../src/shared/core/protocol/resultsCsv'
import { protocolInput as adapt } from '../../../../src/shared/core/protocol/fromState'
import { givenFloor } from '../../../support/decider'
import { created, playerCreated, registered, T } from '../../../support/registration'
import { protocolInput, T0 } from '../../../support/resultsFixtures'

/** T0 is 19:00 UTC on 28 November 2026: 20:00 in Stockholm (UTC+1, winter), 22:00 in Minsk (UTC+3). */
const input = protocolInput(6)
const html = (
  timeZone: string | undefined,
  language: 'en' | 'ru' = 'en',
  audience: 'internal' | 'public' = 'internal'
) =>
  renderProtocolHtml(buildProtocol(input, { audience, generatedAt: T0, ...(timeZone ? { timeZone } : {}) }), {
    language
  })

describe("§27.8, §27.12: the printed protocol in the hall's local time, its zone named", () => {
  it('names the zone with its offset at the moment: winter and summer time, half hours, UTC itself', () => {
    expect(zoneLabel(T0, 'Europe/Stockholm')).toBe('Europe/Stockholm, UTC+1')
    expect(zoneLabel(Date.UTC(2026, 6, 1, 12), 'Europe/Stockholm')).toBe('Europe/Stockholm, UTC+2')
    expect(utcOffset(T0, 'Asia/Kolkata')).toBe('UTC+5:30')
    expect(utcOffset(T0, 'America/St_Johns')).toBe('UTC-3:30')
    expect(zoneLabel(T0, 'UTC')).toBe('UTC')
  })

  it('prints every time in the zone it is given (data, not the platform), the zone in the header and the sentences', () => {
    const stockholm = html('Europe/Stockholm')
    expect(stockholm).toContain('<th>Times</th><td>local time of the hall, Europe/Stockholm, UTC+1</td>')
    // C.18 and the generation line: the time with the zone, as "19:42 (Europe/Stockholm, UTC+1)".
    expect(stockholm).toContain('Generated 28/11/2026 20:00 (Europe/Stockholm, UTC+1).')
    expect(stockholm).toMatch(/Results approved by [^<]* at 28\/11\/2026 \d\d:\d\d \(Europe\/Stockholm, UTC\+1\)\./)
    // C.9: a move at T0 + 5 s, in local time.
    expect(stockholm).toContain('<td>28/11/2026 20:00</td>')
    const minsk = html('Europe/Minsk')
    expect(minsk).toContain('Generated 28/11/2026 22:00 (Europe/Minsk, UTC+3).')
    expect(minsk).not.toContain('20:00')
  })

  it('in Russian, with the Russian date order and words', () => {
    const ru = html('Europe/Minsk', 'ru')
    expect(ru).toContain('<th>Время</th><td>местное время зала, Europe/Minsk, UTC+3</td>')
    expect(ru).toContain('Сформировано 28.11.2026 22:00 (Europe/Minsk, UTC+3).')
  })

  it('a zone this build does not know, or none given, prints UTC and says so — never an unnamed time', () => {
    expect(html('Mars/Olympus')).toContain('Generated 28/11/2026 19:00 (UTC).')
    expect(html(undefined)).toContain('<th>Times</th><td>local time of the hall, UTC</td>')
  })

  it('the results CSV: the time of elimination in the hall zone, the zone in its header', () => {
    const participants = input.participants.map((p, i) => (i === 5 ? { ...p, eliminatedAt: T0 + 60_000 } : p))
    const doc = buildProtocol(
      { ...input, participants },
      { audience: 'public', generatedAt: T0, timeZone: 'Europe/Stockholm' }
    )
    const csv = renderResultsCsv(doc, { language: 'en', bom: false })
    const [header, ...rows] = csv.trimEnd().split('\r\n')
    expect(header).toContain(',"Eliminated at (Europe/Stockholm, UTC+1)",')
    const out = rows.filter((r) => r.includes(',2026-11-28 20:01,'))
    expect(out).toHaveLength(1)
    expect(localIso(T0, 'Asia/Kolkata')).toBe('2026-11-29 00:30')
    expect(renderResultsCsv(doc, { language: 'ru' })).toContain('Время выбывания (Europe/Stockholm, UTC+1)')
  })
})

describe('§27.13: levels numbered as players know them — breaks are not counted', () => {
  it('the structure table reads 1, 2, 3, 4, Break, 5 when the input gives no numbers', () => {
    const levels = [1, 2, 3, 4, 5, 6].map((index) =>
      index === 5
        ? { index, kind: 'break' as const, durationMinutes: 10 }
        : { index, kind: 'level' as const, durationMinutes: 20, smallBlind: index * 100, bigBlind: index * 200 }
    )
    const doc = buildProtocol({ ...input, levels }, { audience: 'internal', generatedAt: T0 })
    const layout = layoutProtocol(doc, { language: 'en' })
    const structure = layout.sections.find((s) => s.id === 'structure')!
    expect(structure.table.rows.map((r) => r[0]!.map((s) => s.text).join(''))).toEqual([
      '1',
      '2',
      '3',
      '4',
      'Break',
      '5'
    ])
  })

  it('from the real records: an elimination in the level after the break says level 5, and the structure agrees', () => {
    const base: DomainEvent[] = [created]
    for (let i = 1; i <= 3; i += 1)
      base.push(playerCreated(`p${i}`, ['Anna', 'Boris', 'Vera'][i - 1]!), registered(`e${i}`, `p${i}`, i))
    let n = 0
    const floor = givenFloor(base, { now: T0 - 3_600_000, context: { newId: () => `x${++n}` } })
    floor.at(T0)
    const state = floor.state
    const run = (command: Command): void => void floor.when(command)
    const structure = Structure.parse({
      items: [
        { kind: 'level', seconds: 1200, smallBlind: 100, bigBlind: 200 },
        { kind: 'level', seconds: 1200, smallBlind: 200, bigBlind: 400 },
        { kind: 'level', seconds: 1200, smallBlind: 300, bigBlind: 600 },
        { kind: 'level', seconds: 1200, smallBlind: 400, bigBlind: 800 },
        { kind: 'break', seconds: 600 },
        { kind: 'level', seconds: 1200, smallBlind: 500, bigBlind: 1000 }
      ]
    })
    run({ type: 'clock.structure.set', tournamentId: T, structure } as Command)
    run({
      type: 'results.recordHand',
      tournamentId: T,
      level: 5,
      confirmedBy: 'Floor Ivan',
      busts: [{ entryId: 'e3', startStack: 0 }]
    } as Command)
    const doc = buildProtocol(adapt(state, T)!, { audience: 'internal', generatedAt: T0, timeZone: 'UTC' })
    expect(doc.levels.map((l) => (l.kind === 'break' ? 'Break' : l.number))).toEqual([1, 2, 3, 4, 'Break', 5])
    const page = renderProtocolHtml(doc, { language: 'en' })
    expect(page).toContain('<td>5</td><td>500 / 1000</td>')
    expect(page).not.toContain('<td>6</td><td>500 / 1000</td>')
    expect(doc.participants.find((p) => p.entryId === 'e3')?.eliminationLevel).toBe(5)
    expect(doc.participants.find((p) => p.entryId === 'e3')?.eliminatedAt).toBe(T0)
  })
})

describe('§25.14, §27.11: the public protocol says "not published" where records exist unpublished', () => {
  it('penalties and a dispute recorded, none published: "Not published", never "None recorded"', () => {
    const hidden = {
      ...input,
      penalties: input.penalties.map((p) => ({ ...p, published: false })),
      disputes: input.disputes.map((d) => ({ ...d, published: false }))
    }
    const page = renderProtocolHtml(buildProtocol(hidden, { audience: 'public', generatedAt: T0 }), { language: 'en' })
    const penalties = page.slice(
      page.indexOf('<h2>Penalties and warnings</h2>'),
      page.indexOf('<h2>Disputed decisions</h2>')
    )
    expect(penalties).toContain('Not published (§25.14).')
    expect(penalties).not.toContain('None recorded.')
    const disputes = page.slice(
      page.indexOf('<h2>Disputed decisions</h2>'),
      page.indexOf('<h2>History of corrections</h2>')
    )
    expect(disputes).toContain('Not published (§25.14).')
    const ru = renderProtocolHtml(buildProtocol(hidden, { audience: 'public', generatedAt: T0 }), { language: 'ru' })
    expect(ru).toContain('Не публикуются (§25.14).')
  })

  it('some published: they are shown and a line says more are not published; nothing recorded: "None recorded"', () => {
    const page = html(undefined, 'en', 'public') // the fixture: one published penalty, one internal
    const penalties = page.slice(
      page.indexOf('<h2>Penalties and warnings</h2>'),
      page.indexOf('<h2>Disputed decisions</h2>')
    )
    expect(penalties).toContain('Missed rounds')
    expect(penalties).toContain('Further records are not published (§25.14).')
    const none = renderProtocolHtml(
      buildProtocol({ ...input, penalties: [], disputes: [] }, { audience: 'public', generatedAt: T0 }),
      { language: 'en' }
    )
    // the fixture's one internal correction (a real name) is "not published" — the truth; no discipline record is.
    expect(none.replace('Corrections of internal records are not published (§27.11).', '')).not.toContain(
      'not published'
    )
    expect(none).toContain('None recorded.')
  })

  it('the internal protocol shows every record and never says "not published"', () => {
    const doc = buildProtocol(input, { audience: 'internal', generatedAt: T0 })
    expect(doc.unpublished).toEqual({ penalties: 0, disputes: 0, corrections: 0 })
    expect(renderProtocolHtml(doc, { language: 'en' })).not.toContain('not published')
  })
})
