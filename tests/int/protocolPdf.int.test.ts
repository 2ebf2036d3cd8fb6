import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { openFloor, type Floor } from '../../src/main/app/bootstrap'
import { operate } from '../../src/main/app/operations'
import { startHallServer } from '../../src/main/hall/server'
import { findFontDir } from '../../src/main/protocol/fonts'
import { renderProtocolPdf } from '../../src/main/protocol/protocolPdf'
import { lastPdfThread } from '../../src/main/protocol/pdfInWorker'
import type { ProtocolPdfFile } from '../../src/shared/contract/resultsQueries'
import { MAX_FRAME_BYTES } from '../../src/shared/contract/protocol'
import { buildProtocol, type ProtocolDocument } from '../../src/shared/core/protocol/document'
import { layoutProtocol } from '../../src/shared/core/protocol/layout'
import type { ResultsView } from '../../src/shared/core/results/views'
import { mainEvent } from '../support/fixtures'
import { admin, display, TestClock } from '../support/floor'
import { readPdf, type PdfText } from '../support/pdfText'
import { playerFields } from '../support/registration'
import { protocolInput, T0 } from '../support/resultsFixtures'
import { useTempDir } from '../support/tempDir'
import { TestSocket } from '../support/wsClient'

const tempDir = useTempDir()
const A4 = { width: 595.28, height: 841.89 }

/** A small event with Cyrillic and Swedish names, played to a winner through the real service on a SQLite file. */
function playedEvent(dir: string) {
  let id = 0
  const clock = new TestClock()
  const floor = openFloor(dir, { clock, newId: () => `id-${++id}`, randomInt: () => 0 })
  const run = (command: unknown, meta?: unknown) => {
    const r = floor.service.execute(meta ? { command, meta } : { command }, admin('Иван Петров'))
    if (!r.ok) throw new Error(r.error.message)
    return r.value.events as unknown as Array<Record<string, string>>
  }
  const tournamentId = run({
    type: 'tournament.create',
    fields: { ...mainEvent, name: 'Кубок Минска — Главное событие', venue: 'Зал «Север»' }
  })[0]!.tournamentId!
  // §28.1: the formula is announced before the start, so the protocol carries points (C.14).
  const seriesId = run({
    type: 'series.create',
    name: 'Зимняя лига',
    formula: { kind: 'preset', preset: 'sqrt', base: 10 },
    rules: { tieBreaks: ['wins', 'shared'] }
  })[0]!.seriesId!
  run({ type: 'series.attach', seriesId, tournamentId })
  const entry = (name: string, fullName: string): string => {
    const playerId = run({ type: 'player.create', fields: playerFields(name, { fullName }) })[0]!.playerId!
    return run({ type: 'entry.register', tournamentId, playerId })[0]!.entryId!
  }
  const [anna, boris, vera, asa] = [
    entry('Анна Ковалёва', 'Анна Сергеевна Ковалёва'),
    entry('Борис', 'Борис Internal'),
    entry('Вера', 'Вера Internal'),
    entry('Åsa Öberg', 'Åsa Öberg')
  ]
  const hand = (busts: unknown[], meta?: unknown) =>
    run({ type: 'results.recordHand', tournamentId, level: 2, confirmedBy: 'Дилер Ольга', busts }, meta)
  // §24.7: two out in one hand — Vera had more chips at the start of the hand, so she places higher.
  hand([
    { entryId: asa, startStack: 4000 },
    { entryId: vera, startStack: 9000 }
  ])
  // §25.13: a measure with its fields.
  run({
    type: 'penalty.record',
    tournamentId,
    entryId: boris,
    tableId: 'T1',
    level: 2,
    violation: { code: 'delay-of-game' },
    measure: { kind: 'official-warning' },
    decidedBy: { name: 'Флор Иван', role: 'floor' }
  })
  hand([{ entryId: boris }])
  run({ type: 'results.approve', tournamentId })
  clock.advance(60_000)
  // §27.8 after the approval: undone with a reason and recorded again — a correction in C.17.
  const view = floor.service.query({ type: 'results.get', tournamentId }, admin())
  const borisHand = (view as { value: ResultsView }).value.hands.find((h) =>
    h.entries.some((e) => e.entryId === boris)
  )!.handId
  // §28.12: reopened with a reason first.
  run({ type: 'results.reopen', tournamentId }, { reason: 'Борис не был олл-ин' })
  run({ type: 'results.undoHand', tournamentId, handId: borisHand }, { reason: 'Борис не был олл-ин' })
  hand([{ entryId: boris }], { reason: 'Борис выбыл в следующей раздаче' })
  return { floor, tournamentId, anna }
}

/** The `protocol.pdf` operation through the real service: the PDF is made in a worker thread (pdfInWorker.ts). */
async function pdfOf(floor: Floor, query: Record<string, unknown>): Promise<Buffer> {
  const r = await operate(floor, { type: 'protocol.pdf', ...query }, admin())
  if (!r.ok) throw new Error(r.error.message)
  const file = r.value as ProtocolPdfFile
  expect(file.format).toBe('pdf')
  expect(lastPdfThread).toBe('worker')
  return Buffer.from(file.contentBase64, 'base64')
}

/** Every piece of text lies inside the page's margins (A4, 40 pt left and right). */
function expectInsideMargins(pdf: PdfText): void {
  expect(pdf.pageSize.width).toBeCloseTo(A4.width, 1)
  expect(pdf.pageSize.height).toBeCloseTo(A4.height, 1)
  for (const item of pdf.items) {
    const where = `page ${item.page}: ${item.text.slice(0, 40)}`
    expect(item.x, where).toBeGreaterThanOrEqual(39.5)
    expect(item.x + item.width, where).toBeLessThanOrEqual(A4.width - 39.5)
    expect(item.y, where).toBeGreaterThan(0)
    expect(item.y + item.height, where).toBeLessThan(A4.height)
  }
}

describe('the protocol as PDF (§27.12, §28.12, Appendix C)', () => {
  it('from the real service: every Appendix C field, Cyrillic and Swedish names, places, basis, points, penalty, correction, approval', async () => {
    const { floor, tournamentId } = playedEvent(tempDir())
    // A display connection gets no protocol in any format (§27.11, §25.14).
    expect(await operate(floor, { type: 'protocol.pdf', tournamentId }, display())).toMatchObject({
      ok: false,
      error: { code: 'error.readOnly' }
    })

    const bytes = await pdfOf(floor, { tournamentId, language: 'ru' })
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const pdf = await readPdf(bytes)
    const text = pdf.pages.join('\n')
    expect(pdf.info).toMatchObject({ Title: 'Протокол турнира: Кубок Минска — Главное событие', Language: 'ru' })
    for (const fragment of [
      'ID турнира',
      tournamentId, // C.1
      'Кубок Минска — Главное событие', // C.2
      '2026-11-28 19:00, Зал «Север»', // C.3
      'Техасский холдем, Безлимитный', // C.4
      'Структура уровней', // C.5
      'Анна Ковалёва', // C.6 (a Cyrillic name), public name
      '(Анна Сергеевна Ковалёва)', // internal version: the real name beside it
      'Åsa Öberg',
      'Пересадки', // C.9 (none recorded yet: seating is wired later)
      'Победитель', // C.10
      'Последний оставшийся', // C.13
      'Стек на начало раздачи', // C.13, §27.7
      '20 = coefficient * 10 * sqrt(entrants) / sqrt(place)', // C.14 with its explanation (§28.4)
      'Задержка игры', // C.15
      'Флор Иван (флор)',
      'Спорные решения', // C.16
      'Борис не был олл-ин', // C.17
      '(после утверждения)',
      'Итоги утвердил Иван Петров' // C.18
    ]) {
      expect(text, fragment).toContain(fragment)
    }
    expect(pdf.pages[0]).toContain(`Страница 1 из ${pdf.pageCount}`)
    // C.11 level of elimination and C.12 places, in the row of each participant.
    // C.7: the starting stack, grouped as Russian writes it (a no-break space between the groups).
    expect(text).toMatch(/30[\s\u00a0\u202f]000/u)
    expect(text).toMatch(/1\s+1\s+Анна Ковалёва/)
    expect(text).toMatch(/3\s+3\s+Вера .*Выбыл\s+2\s+Стек на начало раздачи/)
    expectInsideMargins(pdf)

    // The same headings and labels as the HTML, in English too.
    const en = await readPdf(await pdfOf(floor, { tournamentId, language: 'en' }))
    const enText = en.pages.join('\n')
    const doc = (
      floor.service.query({ type: 'results.protocol', tournamentId }, admin()) as { value: ProtocolDocument }
    ).value
    const layout = layoutProtocol(doc, { language: 'en' })
    for (const section of layout.sections) expect(enText).toContain(section.heading)
    for (const [label] of layout.fields) expect(enText).toContain(label)
    expect(enText).toContain('Results approved by Иван Петров')
    expect(en.pages.at(-1)).toContain(`Page ${en.pageCount} of ${en.pageCount}`)

    // §27.11: the public version leaves out real names and the unpublished penalty.
    const pub = (await readPdf(await pdfOf(floor, { tournamentId, language: 'ru', audience: 'public' }))).pages.join(
      '\n'
    )
    expect(pub).toContain('Анна Ковалёва')
    expect(pub).not.toContain('Сергеевна')
    expect(pub).not.toContain('Задержка игры')
    floor.close()
  })

  it('from the real service: rebuys, the waiting list and a withdrawn entry, a stack correction old → new; the PDF says what the HTML says', async () => {
    let id = 0
    const clock = new TestClock()
    const floor = openFloor(tempDir(), { clock, newId: () => `id-${++id}`, randomInt: () => 0 })
    const run = (command: unknown, meta?: unknown) => {
      const r = floor.service.execute(meta ? { command, meta } : { command }, admin('Иван Петров'))
      if (!r.ok) throw new Error(r.error.message)
      return r.value.events as unknown as Array<Record<string, string>>
    }
    const tournamentId = run({ type: 'tournament.create', fields: { ...mainEvent, name: 'Ребай-турнир' } })[0]!
      .tournamentId!
    run({
      type: 'registration.setTerms',
      tournamentId,
      terms: { rebuy: { maxPerPlayer: 2, untilLevel: 4, stackThreshold: 15000, chips: 30000 }, playerCap: 3 }
    })
    const entry = (name: string, waitingList = false): string => {
      const playerId = run({ type: 'player.create', fields: playerFields(name, { fullName: `${name} Скрытое` }) })[0]!
        .playerId!
      return run({ type: 'entry.register', tournamentId, playerId, waitingList })[0]!.entryId!
    }
    const [anna, boris, vera] = [entry('Анна'), entry('Борис'), entry('Вера')]
    const [egor, zoya] = [entry('Егор', true), entry('Зоя', true)]
    run({ type: 'entry.withdraw', tournamentId, entryId: zoya }, { reason: 'Зоя ушла домой' })
    clock.advance(60_000)
    run({ type: 'entry.rebuy', tournamentId, entryId: boris, stack: 0 })
    run({ type: 'entry.rebuy', tournamentId, entryId: boris, stack: 12000 })
    const busts = (veraStack: number) => [
      { entryId: vera, startStack: veraStack },
      { entryId: boris, startStack: 9000, eliminatedBy: anna }
    ]
    run({ type: 'results.recordHand', tournamentId, level: 2, confirmedBy: 'Дилер Ольга', busts: busts(4000) })
    clock.advance(60_000)
    const handId = (
      floor.service.query({ type: 'results.get', tournamentId }, admin()) as { value: ResultsView }
    ).value.hands.find((h) => h.entries.some((e) => e.entryId === vera))!.handId
    run(
      { type: 'results.correctHand', tournamentId, handId, level: 2, confirmedBy: 'Дилер Ольга', busts: busts(12000) },
      { reason: 'У Веры было 12000' }
    )
    run({ type: 'results.approve', tournamentId })
    const doc = (
      floor.service.query({ type: 'results.protocol', tournamentId }, admin()) as { value: ProtocolDocument }
    ).value
    expect([doc.correctionCount, doc.correctionsAfterApproval]).toEqual([1, 0])
    expect(doc.participants.map((p) => [p.publicName, p.place, p.status])).toEqual([
      ['Анна', 1, 'winner'],
      ['Вера', 2, 'eliminated'],
      ['Борис', 3, 'eliminated'],
      ['Егор', null, 'waiting'],
      ['Зоя', null, 'withdrawn']
    ])
    expect(doc.participants[2]!.purchases?.map((p) => [p.kind, p.stack, p.by])).toEqual([
      ['rebuy', 0, 'Иван Петров'],
      ['rebuy', 12000, 'Иван Петров']
    ])
    const text = (await readPdf(await pdfOf(floor, { tournamentId, language: 'ru' }))).pages.join('\n')
    for (const fragment of [
      'ребай до 2 на игрока до уровня 4 при стеке не больше 15000, 30000 фишек (§5.7)', // the format
      'входов 3 (повторных 0); ребаев 2 (60000 фишек)',
      'Ребаи и аддоны (§5.7, §5.8)',
      'Ребай 2',
      'Ожидает посадки (№ 1 в листе ожидания',
      'Снят с регистрации',
      'Зоя ушла домой',
      'Вера — стек на начало раздачи: 4000 → 12000',
      'Вера — место: 3 → 2',
      'Борис — место: 2 → 3',
      'У Веры было 12000',
      '1, из них после утверждения 0; каждое посчитано один раз'
    ]) {
      expect(text.replace(/\s+/g, ' '), fragment).toContain(fragment)
    }
    // The HTML and the PDF draw one layout: every word of the corrections, rebuys and results sections is in the PDF.
    const layout = layoutProtocol(doc, { language: 'ru' })
    const words = (s: string): string[] => s.split(/\s+/).filter(Boolean)
    const flat = text.replace(/\s+/g, ' ')
    for (const section of layout.sections.filter((x) => ['results', 'purchases', 'corrections'].includes(x.id))) {
      for (const row of section.table.rows)
        for (const cellSpans of row)
          for (const span of cellSpans) for (const word of words(span.text)) expect(flat, section.id).toContain(word)
    }
    // §27.11: the public PDF has neither the real names nor why Zoya was withdrawn.
    const pub = (await readPdf(await pdfOf(floor, { tournamentId, language: 'ru', audience: 'public' }))).pages.join(
      '\n'
    )
    expect(pub).toContain('Снят с регистрации')
    expect(pub).not.toContain('Скрытое')
    expect(pub).not.toContain('Зоя ушла домой')
    expect(doc.participants.find((p) => p.entryId === egor)).toMatchObject({ waiting: { position: 1 } })
    floor.close()
  })

  it('is deterministic: the same protocol gives the same bytes, dated by its generation time', async () => {
    const doc = buildProtocol(protocolInput(12), { audience: 'internal', generatedAt: T0 })
    const fontDir = findFontDir()
    const first = renderProtocolPdf(doc, { language: 'ru', fontDir })
    expect(renderProtocolPdf(doc, { language: 'ru', fontDir }).bytes.equals(first.bytes)).toBe(true)
    expect((await readPdf(first.bytes)).info).toMatchObject({ CreationDate: 'D:20261128190000Z' })
  })

  it('§27.8, §26.14, §29.79: a withdrawn measure struck through and marked, a corrected penalty field by field, records entered later', async () => {
    const input = protocolInput(12)
    const pen = input.penalties[0]!
    const penalties = [
      ...input.penalties,
      {
        ...pen,
        id: 'w',
        enteredAfterTheFact: true,
        occurredAt: T0 + 60_000,
        withdrawn: { at: T0 + 7_000_000, by: 'Anna', reason: 'wrong player' },
        history: [
          {
            at: T0 + 6_000_000,
            by: 'Anna',
            reason: 'table and level',
            previous: {
              tableId: 'T2',
              hand: 12,
              violation: pen.violation,
              measure: pen.measure,
              decidedBy: pen.decidedBy
            },
            next: {
              tableId: 'T3',
              level: 4,
              violation: pen.violation,
              measure: { kind: 'official-warning' as const },
              decidedBy: pen.decidedBy
            }
          }
        ]
      }
    ]
    const participants = input.participants.map((p, i) =>
      i === 10 ? { ...p, eliminationEnteredLater: { occurredAt: T0 + 60_000, recordedAt: T0 + 120_000 } } : p
    )
    const doc = buildProtocol({ ...input, penalties, participants }, { audience: 'internal', generatedAt: T0 })
    const pdf = await readPdf(renderProtocolPdf(doc, { language: 'en', fontDir: findFontDir() }).bytes)
    const text = pdf.pages.join('\n')
    for (const fragment of [
      'Withdrawn 28/11/2026 20:56 by Anna: wrong player',
      'Corrected: see the history of corrections',
      'table: T2 → T3 hand: 12 → — level: — → 4',
      'Penalty withdrawn',
      '(entered later: happened 28/11/2026 19:01, recorded 28/11/2026 19:02)'
    ]) {
      expect(text, fragment).toContain(fragment)
    }
    expectInsideMargins(pdf)
  })

  it('a 1,000-entry protocol: many A4 pages, "page N of M" on each, the table header repeated, long text wrapped inside the margins', async () => {
    const input = protocolInput(1000)
    const participants = input.participants.map((p, i) =>
      i === 7
        ? { ...p, publicName: 'Ж'.repeat(120) }
        : i === 8
          ? { ...p, publicName: 'Констанция Владиславовна Преображенская-Длинноимённая' }
          : p
    )
    const disputes = [
      {
        ...input.disputes[0]!,
        facts: 'Ставка фишками из руки без объявления размера; дилер принял ставку. '.repeat(80)
      }
    ]
    const doc = buildProtocol(
      { ...input, participants, disputes, approval: null },
      { audience: 'internal', generatedAt: T0 }
    )
    const { bytes, pages } = renderProtocolPdf(doc, { language: 'en', fontDir: findFontDir() })
    const pdf = await readPdf(bytes)
    expect(pdf.pageCount).toBe(pages)
    expect(pages).toBeGreaterThan(20)
    pdf.pages.forEach((page, i) => expect(page, `page ${i + 1}`).toContain(`Page ${i + 1} of ${pages}`))
    // After a page break in the results, the section is named again and the header row repeated.
    expect(pdf.pages[1]).toContain('Participants, places and points (continued)')
    expect(pdf.pages[1]).toMatch(/Place\s+No\.\s+Participant\s+Status/)
    expect(pdf.pages.filter((p) => /Place\s+No\.\s+Participant/.test(p)).length).toBeGreaterThan(15)
    expect(pdf.pages.join('\n')).toContain('Player 1000 (Real Name 1000)')
    // C.18 not approved: said so, with the line to sign.
    const all = pdf.pages.join('\n')
    expect(all).toContain('The results are preliminary: not yet approved by the tournament director (§4.5).')
    expect(all).toContain('Tournament director:')
    expect(pdf.pages.at(-1)).toContain('Generated 28/11/2026 19:00 (UTC).')
    // The dispute taller than a page continues on the next ones, between lines: no word lost, nothing off the page.
    expect(all.match(/Ставка/g)?.length).toBe(80)
    expect(all.match(/ставку/g)?.length).toBe(80)
    expect(all.match(/Disputed decisions \(continued\)/g)?.length).toBeGreaterThanOrEqual(1)
    expect(all.replace(/\s/g, '')).toContain('Ж'.repeat(120))
    expectInsideMargins(pdf)
  }, 60_000)

  it('a 1,000-entry event played through the real store reaches the admin over the hall server, though larger than an incoming frame may be', async () => {
    const floor = openFloor(tempDir(), { clock: new TestClock(), randomInt: () => 0 })
    const run = (command: unknown) => {
      const r = floor.service.execute({ command }, admin())
      if (!r.ok) throw new Error(r.error.message)
      return r.value.events as unknown as Array<Record<string, string>>
    }
    const tournamentId = run({ type: 'tournament.create', fields: mainEvent })[0]!.tournamentId!
    const seriesId = run({
      type: 'series.create',
      name: 'Лига',
      formula: { kind: 'preset', preset: 'sqrt', base: 10 },
      rules: { tieBreaks: ['wins', 'shared'] }
    })[0]!.seriesId!
    run({ type: 'series.attach', seriesId, tournamentId })
    const rows = Array.from({ length: 1000 }, (_, i) =>
      playerFields(`Игрок ${i + 1}`, { fullName: `Полное Имя ${i + 1}` })
    )
    const entries = run({ type: 'player.import', rows }).map(
      (e) => run({ type: 'entry.register', tournamentId, playerId: e.playerId! })[0]!.entryId!
    )
    for (let i = entries.length - 1; i > 0; i -= 1)
      run({
        type: 'results.recordHand',
        tournamentId,
        level: 1 + Math.floor((1000 - i) / 100),
        confirmedBy: 'Флор',
        busts: [{ entryId: entries[i]! }]
      })

    const server = await startHallServer({
      service: floor.service,
      operate: (input, session) => operate(floor, input, session),
      staticDir: path.resolve(__dirname, '../../out/renderer'),
      port: 0,
      adminToken: () => 'pin'
    })
    const socket = await TestSocket.open(server.baseUrl)
    try {
      await socket.hello('admin', 'pin')
      // The main thread keeps serving while the worker sets the PDF: a query sent after it is answered before it.
      const order: string[] = []
      const sent = socket
        // Setting a thousand rows on A4 pages takes seconds on a loaded machine: the answer may take up to a minute.
        .request({ kind: 'operation', operation: { type: 'protocol.pdf', tournamentId, language: 'ru' } }, 60_000)
        .then((r) => (order.push('pdf'), r))
      const meanwhile = socket
        .request({ kind: 'query', query: { type: 'results.get', tournamentId } })
        .then((r) => (order.push('query'), r))
      const result = (await sent).result as { ok: true; value: ProtocolPdfFile }
      expect((await meanwhile).result.ok).toBe(true)
      expect(order).toEqual(['query', 'pdf'])
      expect(lastPdfThread).toBe('worker')
      expect(result.ok).toBe(true)
      expect(result.value.contentBase64.length).toBeGreaterThan(MAX_FRAME_BYTES)
      const pdf = await readPdf(Buffer.from(result.value.contentBase64, 'base64'))
      expect(pdf.pageCount).toBe(result.value.pages)
      expect(pdf.pages[0]).toContain('Игрок 1 (Полное Имя 1)')
      expect(pdf.pages.at(-1)).toContain(`Страница ${pdf.pageCount} из ${pdf.pageCount}`)
    } finally {
      socket.close()
      await server.close()
      floor.close()
    }
  }, 120_000)
})
