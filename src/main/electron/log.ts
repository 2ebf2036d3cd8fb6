import fs from 'node:fs'
import path from 'node:path'

export const LOG_FOLDER = 'logs'
export const SHELL_LOG = 'desktop.log'
/** Past this size the log starts again (the previous one kept as desktop.log.1). */
const MAX_BYTES = 2 * 1024 * 1024

/**
 * The desktop app's log: what the shell did on its own — a page reloaded after a crash or a hang, the
 * clock moved to a monitor plugged in, a refused navigation, a backup at quit — one line each, with the time, in
 * `<data folder>/logs/desktop.log`, and on stderr for `npm start`.
 */
export function shellLog(dataDir: string, now: () => number = Date.now): (line: string) => void {
  const dir = path.join(dataDir, LOG_FOLDER)
  const file = path.join(dir, SHELL_LOG)
  return (line) => {
    const stamped = `${new Date(now()).toISOString()} ${line}\n`
    process.stderr.write(`Floorclock: ${line}\n`)
    try {
      fs.mkdirSync(dir, { recursive: true })
      if ((fs.statSync(file, { throwIfNoEntry: false })?.size ?? 0) > MAX_BYTES) fs.renameSync(file, `${file}.1`)
      fs.appendFileSync(file, stamped)
    } catch {
      // a log that cannot be written must not stop the clock
    }
  }
}
