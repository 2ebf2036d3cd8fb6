/**
 * The main process's log: one JSON line per entry on stderr (the hall server's console, the Electron shell's log).
 * A fault names where it happened and what was asked (a command's type, a query's type), never the payload: names,
 * PINs and notes stay out of the log.
 */
export interface Logger {
  error(event: string, details?: Record<string, unknown>): void
  warn(event: string, details?: Record<string, unknown>): void
  info(event: string, details?: Record<string, unknown>): void
}

type Sink = (line: string) => void

/** Errors become their name, message and stack (JSON.stringify would drop them). */
export function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { error: error.name, message: error.message, stack: error.stack }
  return { error: typeof error, message: String(error) }
}

export function createLogger(sink: Sink = (line) => process.stderr.write(line + '\n'), now = () => Date.now()): Logger {
  const write = (level: string, event: string, details: Record<string, unknown> = {}): void => {
    let line: string
    try {
      line = JSON.stringify({ at: new Date(now()).toISOString(), level, event, ...details })
    } catch {
      line = JSON.stringify({ at: new Date(now()).toISOString(), level, event, details: 'unserialisable' })
    }
    try {
      sink(line)
    } catch {
      // A log that cannot be written (closed stderr) must not take the floor down.
    }
  }
  return {
    error: (event, details) => write('error', event, details),
    warn: (event, details) => write('warn', event, details),
    info: (event, details) => write('info', event, details)
  }
}

/** The process-wide log. Tests pass their own logger where they assert on what was logged. */
export const log: Logger = createLogger()

/** A logger that keeps its lines, for tests. */
export function memoryLogger(): Logger & { readonly lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = []
  const logger = createLogger((line) => lines.push(JSON.parse(line) as Record<string, unknown>))
  return Object.assign(logger, { lines })
}
