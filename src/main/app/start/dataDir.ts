import os from 'node:os'
import path from 'node:path'

export const DATA_DIR_ENV = 'FLOORCLOCK_DATA_DIR'
export const DATABASE_FILE = 'floorclock.sqlite'

/**
 * Where the hall server keeps its data when not told otherwise: the same folder Electron's `userData` would be for
 * an app named Floorclock, so the desktop app and the hall server share one database.
 */
export function defaultDataDir(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
  home: string = os.homedir()
): string {
  if (env[DATA_DIR_ENV]) return path.resolve(env[DATA_DIR_ENV])
  switch (platform) {
    case 'win32':
      return path.join(env.APPDATA ?? path.join(home, 'AppData', 'Roaming'), 'Floorclock')
    case 'darwin':
      return path.join(home, 'Library', 'Application Support', 'Floorclock')
    default:
      return path.join(env.XDG_CONFIG_HOME ?? path.join(home, '.config'), 'Floorclock')
  }
}
