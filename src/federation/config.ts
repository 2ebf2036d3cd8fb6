import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'

export interface FederationConfig {
  /** A PostgreSQL URL: the `pg` driver. Absent: PGlite in `dataDir`. */
  readonly databaseUrl: string | null
  readonly dataDir: string
  readonly host: string
  readonly port: number
  readonly adminToken: string
  /** Whether the token was made up at this start (it is printed once so the administrator can use it). */
  readonly generatedToken: boolean
}

export const DEFAULT_PORT = 4850

/**
 * `npm run federation -- [--data DIR] [--database postgres://…] [--host H] [--port N] [--admin-token T]`; the database
 * URL and the token may come from FLOORCLOCK_FEDERATION_DATABASE and FLOORCLOCK_FEDERATION_ADMIN_TOKEN instead (a
 * token on the command line is visible to every user of the machine).
 */
export function readConfig(argv: readonly string[], env: NodeJS.ProcessEnv): FederationConfig {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      data: { type: 'string' },
      database: { type: 'string' },
      host: { type: 'string' },
      port: { type: 'string' },
      'admin-token': { type: 'string' }
    },
    strict: true
  })
  const port = Number(values.port ?? DEFAULT_PORT)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port ${values.port}: not a port`)
  const databaseUrl = values.database ?? env.FLOORCLOCK_FEDERATION_DATABASE ?? null
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new Error('--database must be a postgres:// URL')
  const token = values['admin-token'] ?? env.FLOORCLOCK_FEDERATION_ADMIN_TOKEN ?? ''
  return {
    databaseUrl: databaseUrl || null,
    dataDir: values.data ?? './federation-data',
    host: values.host ?? '127.0.0.1',
    port,
    adminToken: token || randomBytes(24).toString('base64url'),
    generatedToken: !token
  }
}
