import { performance } from 'node:perf_hooks'
import { recomputePlaces, type ResultRecord } from '../src/shared/core/results/places/placesTable'
import { buildProtocol } from '../src/shared/core/protocol/document'
import { renderProtocolHtml } from '../src/shared/core/protocol/html'
import { renderResultsCsv } from '../src/shared/core/protocol/resultsCsv'
import { findFontDir } from '../src/main/protocol/fonts'
import { renderProtocolPdf } from '../src/main/protocol/protocolPdf'
import { recomputeSeries, type SeriesEvent, type SeriesRules } from '../src/shared/core/league/rating/seriesStandings'
import { playedTournament, protocolInput, T0 } from '../tests/support/resultsFixtures'
import { atMost, info, percentile, sample, type Bench } from './harness'

const EVENTS = 100
const ENTRANTS = 200
const POOL = 2000

/**
 * Issue 6: a correction in the first event of a 100-event series recomputes, in order (§28.14), what depends on it:
 * the places of that event from its elimination journal, its points, and the whole standings table (the other
 * events' points do not depend on it and are reused). The no-cache recomputation of every event is printed too.
 * Then the protocol of a 1,000-entry event, built and rendered to HTML and CSV, and to PDF (A4, fonts embedded).
 */
export const resultsBench: Bench = async () => {
  const tournaments = Array.from({ length: EVENTS }, (_, k) => playedTournament(ENTRANTS, `ev${k + 1}-`))
  const rules: SeriesRules = {
    tieBreaks: ['wins', 'best-place', 'final-tables', 'events-played', 'average-place', 'latest-best-result', 'shared']
  }
  const toSeries = (places: ReturnType<typeof recomputePlaces>[]): SeriesEvent[] =>
    places.map((table, k) => ({
      eventId: `ev${k + 1}`,
      sequence: k + 1,
      date: '2026-01-01',
      formula: { kind: 'preset', preset: 'sqrt', base: 10, finalTableBonus: 5, knockoutPoints: 1 },
      entrants: ENTRANTS,
      finalTableSize: 9,
      coefficient: 1 + (k % 3) / 2,
      results: table.results.map((r, i) => ({
        playerId: `p${(i * 7 + k * 13) % POOL}`,
        entryId: r.entryId,
        place: r.place,
        placeTo: r.placeTo,
        knockouts: r.knockouts
      }))
    }))

  // The correction: undo the first hand of event 1, then re-record it, alternating, so each run changes the places.
  const correction = (i: number): ResultRecord[] => {
    const { records } = tournaments[0]!
    const first = records[0]!
    return i % 2 === 0
      ? [
          ...records,
          { type: 'hand-undone', handId: first.type === 'hand' ? first.handId : '', reason: 'bench', by: 'bench' }
        ]
      : records
  }
  const placesOfAll = tournaments.map((t) => recomputePlaces({ entries: t.entries, records: t.records }))
  let previous = recomputeSeries(toSeries(placesOfAll), rules)

  const full = sample(
    10,
    (i) => {
      const places = tournaments.map((t, k) =>
        recomputePlaces({ entries: t.entries, records: k === 0 ? correction(i) : t.records })
      )
      recomputeSeries(toSeries(places), rules)
    },
    3
  )
  const incremental = sample(
    30,
    (i) => {
      const first = tournaments[0]!
      const places = [recomputePlaces({ entries: first.entries, records: correction(i) }), ...placesOfAll.slice(1)]
      previous = recomputeSeries(toSeries(places), rules, { previous, changed: ['ev1'] })
    },
    3
  )

  const input = protocolInput(1000)
  const protocolMs = sample(
    10,
    () => {
      const doc = buildProtocol(input, { audience: 'internal', generatedAt: T0 })
      renderProtocolHtml(doc, { language: 'ru' })
      renderResultsCsv(doc, { language: 'ru' })
    },
    2
  )
  const start = performance.now()
  const html = renderProtocolHtml(buildProtocol(input, { audience: 'internal', generatedAt: T0 }), { language: 'en' })
  const once = performance.now() - start

  // §27.12: the PDF of the same protocol, in Russian (Cyrillic glyphs in the font subset), as the admin downloads it.
  const fontDir = findFontDir()
  let pdf = renderProtocolPdf(buildProtocol(input, { audience: 'internal', generatedAt: T0 }), {
    language: 'ru',
    fontDir
  })
  const pdfMs = sample(
    5,
    () => {
      pdf = renderProtocolPdf(buildProtocol(input, { audience: 'internal', generatedAt: T0 }), {
        language: 'ru',
        fontDir
      })
    },
    1
  )

  return [
    atMost(
      `series of ${EVENTS}×${ENTRANTS}: correction in event 1 → its places, its points, the standings (median)`,
      percentile(incremental, 50),
      'ms',
      200
    ),
    info('same (p95)', percentile(incremental, 95), 'ms'),
    info('same, recomputing every event from its journal, no cache (median)', percentile(full, 50), 'ms'),
    info('players in the standings', previous.standings.rows.length, 'players'),
    atMost('protocol of a 1,000-entry event: build + HTML + CSV (median)', percentile(protocolMs, 50), 'ms', 1000),
    atMost('protocol of a 1,000-entry event: build + HTML + CSV (slowest)', Math.max(...protocolMs, once), 'ms', 1000),
    info('protocol HTML size', Math.round(html.length / 1024), 'KiB'),
    atMost('protocol of a 1,000-entry event: build + PDF (median)', percentile(pdfMs, 50), 'ms', 2000),
    atMost('protocol of a 1,000-entry event: build + PDF (slowest)', Math.max(...pdfMs), 'ms', 2000),
    info('protocol PDF size', Math.round(pdf.bytes.length / 1024), 'KiB'),
    info('protocol PDF pages (A4)', pdf.pages, 'pages')
  ]
}
