/**
 * Arguments of the hall server: `--host`, `--port`, `--data-dir`, `--token`, `--allow-host`, `--restore-backup`,
 * `--time-zone`.
 */
export interface ServeArgs {
  host: string
  port: number
  dataDir?: string
  token?: string
  /** Restore this backup (file name in the data folder's backups/) before opening the database. */
  restoreBackup?: string
  /**
   * Names browsers may use to reach the server beyond localhost and its own addresses (a hall PC's DNS name, say
   * `hall.local`); repeatable or comma-separated. Any other Host is refused (DNS rebinding).
   */
  allowHosts?: string[]
  /** §27.8: the hall's time zone (IANA) the protocol prints its times in, kept for this installation. */
  timeZone?: string
}

export const DEFAULT_PORT = 4848

export function parseServeArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): ServeArgs {
  const args: ServeArgs = { host: '127.0.0.1', port: DEFAULT_PORT }
  if (env.FLOORCLOCK_ADMIN_TOKEN) args.token = env.FLOORCLOCK_ADMIN_TOKEN
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i]!.split('=', 2) as [string, string | undefined]
    const value = (): string => {
      const v = inline ?? argv[++i]
      if (v === undefined || v === '') throw new Error(`${flag} needs a value`)
      return v
    }
    switch (flag) {
      case '--host':
        args.host = value()
        break
      case '--port': {
        const port = Number(value())
        if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('--port must be 0–65535')
        args.port = port
        break
      }
      case '--data-dir':
        args.dataDir = value()
        break
      case '--restore-backup':
        args.restoreBackup = value()
        break
      case '--allow-host': {
        const names = value()
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean)
        for (const name of names)
          if (!/^[A-Za-z0-9.-]{1,253}$/.test(name)) throw new Error(`--allow-host: ${name} is not a host name`)
        args.allowHosts = [...(args.allowHosts ?? []), ...names]
        break
      }
      case '--time-zone':
        args.timeZone = value()
        if (!/^[A-Za-z0-9_+\-/]{1,64}$/.test(args.timeZone))
          throw new Error(`--time-zone: ${args.timeZone} is not a zone name`)
        break
      case '--token':
        args.token = value()
        if (args.token.length < 4) throw new Error('--token must be at least 4 characters')
        break
      default:
        throw new Error(
          `Unknown option ${flag}. Options: --host, --port, --data-dir, --token, --allow-host, --restore-backup, --time-zone`
        )
    }
  }
  return args
}
