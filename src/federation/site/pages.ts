import type { ProtocolDocument } from '../../shared/core/protocol'
import { layoutProtocol } from '../../shared/core/protocol'
import type { Language } from '../../shared/i18n/translator'
import { publicProtocolSchema } from '../checks/protocol'
import type { Sql } from '../db/database'
import { checkEnvelope } from '../publication'
import { federationStandings, type SeriesTable } from '../rating/standings'
import { currentPublications, envelopeOf, historyOf } from '../store/publications'
import { cellHtml, e, page, tableHtml, wordsIn, type Words } from './html'

export { languageOf } from './html'

/** A time as the pages show it: the minute, in UTC, said so. */
const minute = (iso: string): string => `${iso.slice(0, 16).replace('T', ' ')} UTC`
const at = (path: string, language: Language): string => `${path}?lang=${language}`

/** `GET /`: the tournaments counted (each one's latest version) and every series' standings (§28.7). */
export async function renderIndex(db: Sql, language: Language): Promise<string> {
  const t = wordsIn(language)
  const [publications, tables] = await Promise.all([currentPublications(db), federationStandings(db)])
  publications.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.eventId - a.eventId))
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
          publications.map((p) => [
            e(p.date),
            `<a href="${e(at(`/t/${p.eventId}`, language))}">${e(p.name)}</a>`,
            e(p.hallName),
            String(p.entrants),
            String(p.version)
          ]),
          [3, 4]
        )
  const standings =
    tables.length === 0
      ? `<p>${e(t('federation.site.noSeries'))}</p>`
      : tables.map((s) => seriesHtml(s, t, language)).join('')
  const body = `<h1>${e(t('federation.site.title'))}</h1>
<h2>${e(t('federation.site.standings'))}</h2>${standings}
<h2>${e(t('federation.site.tournaments'))}</h2>${list}`
  return page(language, t('federation.site.title'), '/', body)
}

/** §28.3: each row with the events its points come from, place and points per event, and the player's page. */
function seriesHtml(table: SeriesTable, t: Words, language: Language): string {
  const events = new Map(table.events.map((ev) => [String(ev.eventId), ev]))
  const rows = table.rows.map((row) => {
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
  const heading = `<h3>${e(table.series.name)}</h3>`
  if (rows.length === 0) return `${heading}<p>${e(t('federation.site.noStandings'))}</p>`
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
