import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import type { FederationDb } from '../../../src/federation/db/database'
import { federationServer } from '../../../src/federation/http/server'
import type { SeriesTable } from '../../../src/federation/rating/standings'

export const ADMIN_TOKEN = 'test-admin-token'

/** The federation's real HTTP server on a free port over `db`, and the calls a hall and an administrator make. */
export async function federationOver(db: FederationDb, options: { pageRows?: number } = {}) {
  const server: Server = federationServer(db, { adminToken: ADMIN_TOKEN, ...options })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const call = async (method: string, path: string, body?: unknown, token: string | null = ADMIN_TOKEN) => {
    const response = await fetch(base + path, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {})
      },
      ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {})
    })
    const text = await response.text()
    const type = response.headers.get('content-type') ?? ''
    return { status: response.status, body: (type.includes('json') ? JSON.parse(text) : text) as never, text }
  }
  return {
    base,
    call,
    /** A hall pushing an envelope (no token: publications are signed, not authorised). */
    publish: (envelope: unknown) => call('POST', '/api/publications', envelope, null),
    registerHall: async (name: string, publicKey: string): Promise<number> => {
      const r = await call('POST', '/api/halls', { name, publicKey })
      if (r.status !== 201) throw new Error(`registering ${name}: ${r.text}`)
      return (r.body as { id: number }).id
    },
    counts: async (): Promise<{ accepted: number; refused: number }> => {
      const { accepted, refused } = (await call('GET', '/health')).body as { accepted: number; refused: number }
      return { accepted, refused }
    },
    standings: async (): Promise<SeriesTable[]> => (await call('GET', '/api/standings', undefined, null)).body,
    page: async (path: string) => call('GET', path, undefined, null),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
export type Federation = Awaited<ReturnType<typeof federationOver>>
