import type { ProtocolDocument } from '../../shared/core/protocol'
import { layoutProtocol } from '../../shared/core/protocol'
import type { Language } from '../../shared/i18n/translator'
import { publicProtocolSchema } from '../checks/protocol'
import type { Sql } from '../db/database'
import { checkEnvelope } from '../publication'
import { currentStandings, type SeriesTable, type StandingLine } from '../rating/standings'
import { normalisedName } from '../registry'
import { currentPublications, envelopeOf, historyOf, type AcceptedPublication } from '../store/publications'
import { cellHtml, e, page, tableHtml, wordsIn, type Words } from './html'

export { languageOf } from './html'

/** A time as the pages show it: the minute, in UTC, said so. */
const minute = (iso: string): string => `${iso.slice(0, 16).replace('T', ' ')} UTC`
const at = (path: string, language: Language): string => `${path}?lang=${language}`

/** What the reader asked of the index: a page of the standings, a name to find, a page of the tournaments. */
export interface IndexQuery {
  /** The page of every series' table, from 1. */
  readonly page?: number
  /** A player to find (their rows in every series, instead of a page). */
  readonly find?: string
  /** The page of the tournaments' list, from 1. */
  readonly events?: number
  /** Rows a page (100 unless told; the screenshots ask for a few to show the paging). */
  readonly pageRows?: number
}

/** The most rows a search shows: a name that matches thousands says "type more" rather than send them all. */
const FOUND_LIMIT = 100

/**
 * The index pages made at one state of the standings: they are the same for every reader until the next publication,
 * link or merge changes the counts (`currentStandings`), so 20 readers at once cost one computation and one rendering
 * per page. Kept per database handle; dropped whole when the counts move; at most `PAGES_KEPT` (a search is kept too).
 */
interface Rendered {
  version: string
  publications: Promise<AcceptedPublication[]> | null
  readonly pages: Map<string, string>
}
const rendered = new WeakMap<Sql, Rendered>()
const PAGES_KEPT = 500

/** `n` as a page number from 1, or 1. */
const pageNumber = (n: number | undefined): number => (n !== undefined && Number.isSafeInteger(n) && n >= 1 ? n : 1)

/**
 * `GET /`: every series' standings (§28.7), a page of rows at a time with links to the others, or the rows of the
 * players a search finds; then the tournaments counted (each one's latest version), newest first, a page at a time.
 */
export async function renderIndex(db: Sql, language: Language, query: IndexQuery = {}): Promise<string> {
  const { version, standings } = await currentStandings(db)
  let kept = rendered.get(db)
  if (!kept || kept.version !== version) {
    kept = { version, publications: null, pages: new Map() }
    rendered.set(db, kept)
  }
  const find = (query.find ?? '').trim().slice(0, 100)
  const ask = { page: pageNumber(query.page), events: pageNumber(query.events), find, rows: query.pageRows ?? 100 }
  const key = JSON.stringify([language, ask])
  const known = kept.pages.get(key)
  if (known !== undefined) return known
  kept.publications ??= currentPublications(db).then((list) =>
    list.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.eventId - a.eventId))
  )
  const publications = await kept.publications
  const text = indexHtml(
    language,
    standings.map((s) => s.table),
    publications,
    ask
  )
  if (kept.pages.size >= PAGES_KEPT) kept.pages.clear()
  kept.pages.set(key, text)
  return text
}

interface Asked {
  readonly page: number
  readonly events: number
  readonly find: string
  readonly rows: number
}

function indexHtml(
  language: Language,
  tables: readonly SeriesTable[],
  publications: readonly AcceptedPublication[],
  ask: Asked
): string {
  const t = wordsIn(language)
  const link = (params: Partial<Asked>): string => {
    const q = new URLSearchParams({ lang: language })
    if (params.page && params.page > 1) q.set('page', String(params.page))
    if (params.events && params.events > 1) q.set('events', String(params.events))
    return `/?${q.toString()}`
  }
  const eventsPages = Math.max(1, Math.ceil(publications.length / ask.rows))
  const eventsPage = Math.min(ask.events, eventsPages)
  const shown = publications.slice((eventsPage - 1) * ask.rows, eventsPage * ask.rows)
  const list =
    publications.length === 0
      ? `<p>${e(t('federation.site.noTournaments'))}</p>`
      : tableHtml(
          [
            t('federation.site.date'),
            t('federation.site.tournament'),
            t('federation.site.hall'),
            t('federation.site.entrants'),
            t('federation.site.version')
          ],
          shown.map((p) => [
            e(p.date),
            `<a href="${e(at(`/t/${p.eventId}`, language))}">${e(p.name)}</a>`,
            e(p.hallName),
            String(p.entrants),
            String(p.version)
          ]),
          [3, 4]
        ) + pagesHtml(eventsPage, eventsPages, (n) => link({ page: ask.page, events: n }) + '#tournaments', t)
  const findForm = `<form class="find" method="get" action="/" role="search">
<input type="hidden" name="lang" value="${e(language)}"><label for="find">${e(t('federation.site.find'))}</label>
<span><input type="search" id="find" name="find" value="${e(ask.find)}" maxlength="100" autocomplete="off">
<button type="submit">${e(t('federation.site.findButton'))}</button></span></form>`
  const standings =
    tables.length === 0
      ? `<p>${e(t('federation.site.noSeries'))}</p>`
      : findForm +
        tables
          .map((s) =>
            ask.find !== ''
              ? foundHtml(s, ask.find, t, language, link({}))
              : pagedHtml(s, ask, t, language, (n) => link({ page: n, events: ask.events }))
          )
          .join('')
  const body = `<h1>${e(t('federation.site.title'))}</h1>
<h2>${e(t('federation.site.standings'))}</h2>${standings}
<h2 id="tournaments">${e(t('federation.site.tournaments'))}</h2>${list}`
  return page(language, t('federation.site.title'), '/', body)
}

/** One page of a series' table, with the links to the others. */
function pagedHtml(
  table: SeriesTable,
  ask: Asked,
  t: Words,
  language: Language,
  pageLink: (n: number) => string
): string {
  const pages = Math.max(1, Math.ceil(table.rows.length / ask.rows))
  const n = Math.min(ask.page, pages)
  const rows = table.rows.slice((n - 1) * ask.rows, n * ask.rows)
  return seriesHtml(table, rows, t, language) + (table.rows.length > 0 ? pagesHtml(n, pages, pageLink, t) : '')
}

/** The rows of the players whose public name contains what was typed (case and accents folded, as the registry). */
function foundHtml(table: SeriesTable, find: string, t: Words, language: Language, whole: string): string {
  const wanted = normalisedName(find)
  const all = table.rows.filter((row) => normalisedName(row.name).includes(wanted))
  const rows = all.slice(0, FOUND_LIMIT)
  const said = `<p class="muted">${e(t('federation.site.found', { count: all.length, query: find }))}${
    all.length > rows.length ? ` ${e(t('federation.site.foundFirst', { shown: rows.length }))}` : ''
  } <a href="${e(whole)}">${e(t('federation.site.wholeTable'))}</a></p>`
  return seriesHtml(table, rows, t, language, said)
}

/** "« First ‹ Previous Page 2 of 175 Next › Last »": wraps on a phone; a single page says nothing. */
function pagesHtml(current: number, pages: number, link: (n: number) => string, t: Words): string {
  if (pages <= 1) return ''
  const to = (n: number, key: Parameters<Words>[0]): string =>
    n === current || n < 1 || n > pages
      ? `<span class="muted">${e(t(key))}</span>`
      : `<a href="${e(link(n))}">${e(t(key))}</a>`
  return `<nav class="pages" aria-label="${e(t('federation.site.pages'))}">${to(1, 'federation.site.firstPage')}${to(
    current - 1,
    'federation.site.previousPage'
  )}<b>${e(t('federation.site.pageOf', { page: current, pages }))}</b>${to(current + 1, 'federation.site.nextPage')}${to(
    pages,
    'federation.site.lastPage'
  )}</nav>`
}

/** §28.3: each row with the events its points come from, place and points per event, and the player's page. */
function seriesHtml(
  table: SeriesTable,
  shown: readonly StandingLine[],
  t: Words,
  language: Language,
  note = ''
): string {
  const events = new Map(table.events.map((ev) => [String(ev.eventId), ev]))
  const rows = shown.map((row) => {
    const rank = row.rankTo > row.rank ? `${row.rank}–${row.rankTo}` : String(row.rank)
    const why = row.results
      .map((r) => {
        const ev = events.get(r.eventId)
        const place = r.place === null ? '—' : r.placeTo && r.placeTo !== r.place ? `${r.place}–${r.placeTo}` : r.place
        return `<div class="why">${e(t('federation.site.perEvent', { name: ev?.name ?? r.eventId, date: ev?.date ?? '', place, points: r.points }))}</div>`
      })
      .join('')
    const more = `<a href="${e(at(`/p/${row.playerId}`, language))}">${e(t('federation.site.playerPage'))}</a>`
    return [
      rank,
      `<details><summary>${e(row.name)}</summary>${why}${more}</details>`,
      e(row.points),
      String(row.eventsPlayed)
    ]
  })
  const heading = `<h3>${e(table.series.name)}</h3>${note}`
  if (table.rows.length === 0) return `${heading}<p>${e(t('federation.site.noStandings'))}</p>`
  if (rows.length === 0) return heading
  return (
    heading +
    tableHtml(
      [
        t('federation.site.rank'),
        t('federation.site.player'),
        t('federation.site.points'),
        t('federation.site.events')
      ],
      rows,
      [2, 3]
    )
  )
}

/**
 * `GET /t/:id`: the tournament's public protocol as its hall laid it out (the hall's own `layoutProtocol`, in the
 * reader's language), what the federation checked — the signature (checked again now) and the draw — and its history
 * of versions with their reasons (§28.14). Only what the public protocol shows (§27.11).
 */
export async function renderTournament(
  db: Sql,
  eventId: number,
  language: Language
): Promise<{ found: boolean; text: string }> {
  const t = wordsIn(language)
  const history = await historyOf(db, eventId)
  const current = history[history.length - 1]
  const envelope = current ? await envelopeOf(db, current.id) : null
  if (!current || !envelope) {
    const body = `<h1>${e(t('federation.site.notFound'))}</h1><p><a href="${e(at('/', language))}">${e(t('federation.site.back'))}</a></p>`
    return { found: false, text: page(language, t('federation.site.notFound'), `/t/${eventId}`, body) }
  }
  const check = checkEnvelope(envelope)
  const body = envelope.body
  const verified = check.ok
    ? `<section class="verified"><p><strong>✓ ${e(t('federation.site.verified'))}</strong></p>
<p class="muted">${e(t('federation.site.verifiedDetails', { hall: current.hallName, key: body.hallKey, hash: current.hash, records: body.records.length }))}</p>
<p class="muted">${e(body.draw ? t('federation.site.drawChecked', { seed: body.draw.seed, commitment: body.draw.commitment }) : t('federation.site.noDraw'))}</p></section>`
    : ''
  const lines = history
    .map(
      (p) =>
        `<li>${e(t('federation.site.historyLine', { version: p.version, publishedAt: minute(p.publishedAt), reason: p.correctionReason ?? t('federation.site.firstApproval') }))}</li>`
    )
    .join('')
  const content = `<p><a href="${e(at('/', language))}">← ${e(t('federation.site.back'))}</a></p>
${protocolHtml(body.protocol, language, t)}
${verified}
<h2>${e(t('federation.site.history'))}</h2><ul>${lines}</ul>`
  return { found: true, text: page(language, current.name, `/t/${eventId}`, content) }
}

/** The hall's layout of its public protocol; a protocol this build cannot lay out still shows its places. */
function protocolHtml(protocol: unknown, language: Language, t: Words): string {
  try {
    const layout = layoutProtocol(protocol as ProtocolDocument, { language })
    const fields = tableHtml(
      [],
      layout.fields.map(([k, v]) => [`<b>${e(k)}</b>`, e(v)])
    )
    const sections = layout.sections
      .map(
        (s) =>
          `<h2>${e(s.heading)}</h2>${
            s.table.rows.length === 0
              ? `<p class="muted">${e(s.table.empty ?? layout.none)}</p>`
              : tableHtml(
                  s.table.headers,
                  s.table.rows.map((r) => r.map(cellHtml))
                )
          }${s.table.note ? `<p class="muted">${e(s.table.note)}</p>` : ''}`
      )
      .join('')
    const approval = `<h2>${e(layout.approval.heading)}</h2>${layout.approval.lines.map((l) => `<p>${e(l)}</p>`).join('')}`
    const note = layout.publicNote ? `<p class="muted">${e(layout.publicNote)}</p>` : ''
    return `<h1>${e(layout.title)}</h1>${note}${fields}${sections}${approval}`
  } catch {
    const parsed = publicProtocolSchema.safeParse(protocol)
    const rows = parsed.success
      ? parsed.data.participants.filter((p) => p.place != null).map((p) => [String(p.place), e(p.publicName)])
      : []
    return `<h1>${e(parsed.success ? parsed.data.tournament.name : '')}</h1><p class="muted">${e(t('federation.site.protocolUnreadable'))}</p>${tableHtml([t('federation.site.rank'), t('federation.site.player')], rows)}`
  }
}
