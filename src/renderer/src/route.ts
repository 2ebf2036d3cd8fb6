/** Hash routes: `#/clock` (hall display, optional `?t=<tournament id>`) and `#/admin` (optional `?pin=`). */
export interface Route {
  view: 'admin' | 'clock'
  params: URLSearchParams
}

export function parseRoute(hash: string): Route {
  const [path = '', query = ''] = hash.replace(/^#\/?/, '').split('?', 2)
  return { view: path === 'clock' ? 'clock' : 'admin', params: new URLSearchParams(query) }
}
