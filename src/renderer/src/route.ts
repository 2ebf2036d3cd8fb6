/**
 * Hash routes: `#/clock` (hall display, optional `?t=<tournament id>`) and `#/admin` (optional `?pin=`). The admin
 * keeps where it is in the path so a reload (or a link) opens the same page:
 * `#/admin/tournaments/<id>[/<tab>[/<results page>]]`, the query (`?pin=`) kept as it was.
 */
export interface Route {
  view: 'admin' | 'clock'
  params: URLSearchParams
}

export function parseRoute(hash: string): Route {
  const [path = '', query = ''] = hash.replace(/^#\/?/, '').split('?', 2)
  return { view: path === 'clock' ? 'clock' : 'admin', params: new URLSearchParams(query) }
}

/** The tabs of one tournament, in the order they are shown. */
export const TOURNAMENT_TABS = ['overview', 'desk', 'entries', 'terms', 'seating', 'results'] as const
export type TournamentTab = (typeof TOURNAMENT_TABS)[number]

/** The sub-pages of the results tab, in the order of the sub-navigation. */
export const RESULTS_PAGES = ['places', 'discipline', 'series', 'protocol'] as const
export type ResultsPage = (typeof RESULTS_PAGES)[number]

/** Where the admin is: the open tournament, its tab and, on the results tab, the sub-page. Unknown parts read as none. */
export interface AdminPath {
  readonly tournamentId: string | null
  readonly tab: TournamentTab | null
  readonly results: ResultsPage | null
}

export const NO_ADMIN_PATH: AdminPath = { tournamentId: null, tab: null, results: null }

const isTab = (s: string | undefined): s is TournamentTab => TOURNAMENT_TABS.includes(s as TournamentTab)
const isResultsPage = (s: string | undefined): s is ResultsPage => RESULTS_PAGES.includes(s as ResultsPage)

export function parseAdminPath(hash: string): AdminPath {
  const [path = ''] = hash.replace(/^#\/?/, '').split('?', 1)
  const [view, section, id, tab, sub] = path.split('/')
  if (view !== 'admin' || section !== 'tournaments' || !id) return NO_ADMIN_PATH
  let tournamentId: string
  try {
    tournamentId = decodeURIComponent(id)
  } catch {
    return NO_ADMIN_PATH
  }
  const knownTab = isTab(tab) ? tab : null
  return { tournamentId, tab: knownTab, results: knownTab === 'results' && isResultsPage(sub) ? sub : null }
}

/** The hash of an admin path, with the query of the current hash (`?pin=`) kept. */
export function adminHash(path: AdminPath, currentHash = ''): string {
  const query = currentHash.includes('?') ? currentHash.slice(currentHash.indexOf('?')) : ''
  const parts = ['#/admin']
  if (path.tournamentId) {
    parts.push('tournaments', encodeURIComponent(path.tournamentId))
    if (path.tab) parts.push(path.tab)
    if (path.tab === 'results' && path.results) parts.push(path.results)
  }
  return `${parts.join('/')}${query}`
}
