import { explainPoints, type EventPointsRow } from '../../shared/core/league'
import type { Language } from '../../shared/i18n/translator'
import type { Sql } from '../db/database'
import { seriesStandings, type SeriesStanding } from '../rating/standings'
import { allMerges, type MergeRow } from '../store/merges'
import { e, page, tableHtml, type Words, wordsIn } from './html'

const at = (path: string, language: Language): string => `${path}?lang=${language}`
const day = (iso: string): string => iso.slice(0, 10)

/**
 * `GET /p/:id`: one federation player, phone-first — per series their place and points, and every event they have a
 * result in: its date, name (linked to its protocol), hall, place, points and the one line that says how the points
 * came (§28.3, §28.4: the hall's own explanation text, `explainPoints`, in the reader's language). The merges behind
 * the id are shown with their reasons (§28.9, §28.10). Only public data: the public names the protocols show.
 */
export async function renderPlayer(
  db: Sql,
  playerId: number,
  language: Language
): Promise<{ found: boolean; text: string }> {
  const t = wordsIn(language)
  const here = `/p/${playerId}`
  const [players, merges, standings] = await Promise.all([
    db.query<{ id: number; name: string }>('SELECT id, display_name AS name FROM players WHERE id = $1', [playerId]),
    allMerges(db),
    seriesStandings(db)
  ])
  const player = players[0]
  if (!player) {
    const body = `<h1>${e(t('federation.site.playerNotFound'))}</h1><p><a href="${e(at('/', language))}">${e(t('federation.site.back'))}</a></p>`
    return { found: false, text: page(language, t('federation.site.playerNotFound'), here, body) }
  }
  const back = `<p><a href="${e(at('/', language))}">← ${e(t('federation.site.back'))}</a></p>`
  const away = merges.find((m) => m.from === playerId)
  if (away) {
    // §28.9: an id merged into another is that person: their page has the results.
    const root = standings[0]?.resolve(String(playerId)) ?? String(away.into)
    const body = `${back}<h1>${e(player.name)}</h1><p>${e(t('federation.site.wasMerged', { id: playerId }))} <a href="${e(at(`/p/${root}`, language))}">${e(t('federation.site.playerPage'))}</a></p>`
    return { found: true, text: page(language, player.name, here, body) }
  }
  const sections = standings.map((s) => seriesSection(s, String(playerId), language, t)).filter((s) => s !== '')
  const body = `${back}<h1>${e(player.name)}</h1><p class="muted">${e(t('federation.site.playerId', { id: playerId }))}</p>
${await mergedHere(db, merges, playerId, t)}
${sections.length > 0 ? sections.join('') : `<p>${e(t('federation.site.noResults'))}</p>`}`
  return { found: true, text: page(language, player.name, here, body) }
}

/** The ids merged into this one (whole chains), each with its date and reason (§28.10: recorded, never overwritten). */
async function mergedHere(db: Sql, merges: readonly MergeRow[], playerId: number, t: Words): Promise<string> {
  const into = new Map(merges.map((m) => [m.from, m.into]))
  const rootOf = (id: number): number => {
    let at = id
    for (let hops = 0; into.has(at) && hops < 1000; hops += 1) at = into.get(at)!
    return at
  }
  const here = merges.filter((m) => rootOf(m.from) === playerId)
  if (here.length === 0) return ''
  const names = await db.query<{ id: number; name: string }>(
    'SELECT id, display_name AS name FROM players WHERE id = ANY($1::int[])',
    [here.map((m) => m.from)]
  )
  const nameOf = new Map(names.map((n) => [n.id, n.name]))
  const lines = here.map(
    (m) =>
      `<li>${e(t('federation.site.mergedInto', { id: m.from, name: nameOf.get(m.from) ?? '', date: day(m.mergedAt), reason: m.reason }))}</li>`
  )
  return `<ul class="muted">${lines.join('')}</ul>`
}

/** One series: the player's place and points, then each event with place, points and why (§28.3). */
function seriesSection(s: SeriesStanding, playerId: string, language: Language, t: Words): string {
  const row = s.table.rows.find((r) => r.playerId === playerId)
  if (!row) return ''
  const rank = row.rankTo > row.rank ? `${row.rank}–${row.rankTo}` : String(row.rank)
  const byId = new Map(s.counted.map((c) => [String(c.eventId), c]))
  const counted = new Set(row.counted)
  const lines = row.results.map((result) => {
    const ev = byId.get(result.eventId)
    // The result that counts in this event (the best of the person's entries, §28.10), with its explanation.
    const own = (s.explain(result.eventId)?.rows ?? []).filter(
      (r) => s.resolve(r.playerId) === playerId && r.points === result.points && r.place === result.place
    )
    const why = explanationOf(own[0], language)
    const place =
      result.place === null
        ? '—'
        : result.placeTo && result.placeTo !== result.place
          ? `${result.place}–${result.placeTo}`
          : String(result.place)
    const notCounted =
      counted.has(result.eventId) || s.table.series.countBest === null
        ? ''
        : `<div class="why">${e(t('federation.site.notCounted', { count: s.table.series.countBest }))}</div>`
    const name = `<a href="${e(at(`/t/${result.eventId}`, language))}">${e(ev?.name ?? result.eventId)}</a>`
    return [
      e(ev?.date ?? ''),
      `${name}<div class="muted">${e(ev?.hallName ?? '')}</div><div class="why">${e(why)}</div>${notCounted}`,
      e(place),
      e(result.points)
    ]
  })
  return `<h2>${e(s.table.series.name)}</h2>
<p>${e(t('federation.site.seriesRank', { rank, points: row.points, events: row.eventsPlayed }))}</p>
${tableHtml([t('federation.site.date'), t('federation.site.tournament'), t('federation.site.rank'), t('federation.site.points')], lines)}`
}

function explanationOf(row: EventPointsRow | undefined, language: Language): string {
  return row?.explanation ? explainPoints(row.explanation, language) : ''
}
