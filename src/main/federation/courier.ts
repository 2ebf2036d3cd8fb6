import type { Logger } from '../app/log'

/**
 * The one discipline of the hall's errands to the federation (sending publications, pulling the standings): a
 * timer off the command path, one errand at a time (a wake-up during one runs another right after it), a request
 * with a timeout that `stop` abandons, and nothing written once stopped. A subclass says what one errand does and
 * how long to sleep after it.
 */
export abstract class Courier {
  private timer: NodeJS.Timeout | null = null
  private running = false
  private again = false
  private inFlight: AbortController | null = null
  protected stopped = true

  protected constructor(
    private readonly logger: Logger,
    /** The log event of an errand that threw. */
    private readonly faultEvent: string
  ) {}

  start(): void {
    this.stopped = false
    this.wake()
  }

  /** Stop at once: the request in flight is abandoned and nothing more is written. */
  stop(): void {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.inFlight?.abort()
  }

  /** Run the errand now (a new address, "Send now", "Pull now", the start). */
  wake(): void {
    if (this.stopped) return
    if (this.running) {
      this.again = true
      return
    }
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.running = true
    void this.errand()
      .catch((error: unknown) => this.logger.error(this.faultEvent, { message: (error as Error).message }))
      .finally(() => {
        this.running = false
        if (this.stopped) return
        if (this.again) {
          this.again = false
          this.wake()
        } else this.sleep()
      })
  }

  /** A promise settled once an errand started now has finished (for "Pull now" to answer with its outcome). */
  async settled(): Promise<void> {
    while (this.running) await new Promise((resolve) => setTimeout(resolve, 20))
  }

  /** One errand: send what is due, pull once. */
  protected abstract errand(): Promise<void>

  /** How long to sleep after an errand before the next (null: until woken). */
  protected abstract nextWaitMs(): number | null

  /**
   * One HTTP request, abandoned after `timeoutMs` or by `stop`. Resolves to the status and text, or to the problem:
   * a timeout (abandoned while still running) or an unreachable address.
   */
  protected async request(
    fetcher: typeof fetch,
    url: string,
    init: RequestInit,
    timeoutMs: number
  ): Promise<{ status: number; text: string } | { failed: 'timeout' | 'unreachable'; message: string }> {
    const abort = new AbortController()
    this.inFlight = abort
    const timeout = setTimeout(() => abort.abort(new Error('timeout')), timeoutMs)
    try {
      const response = await fetcher(url, { ...init, signal: abort.signal })
      return { status: response.status, text: await response.text() }
    } catch (error) {
      return {
        failed: abort.signal.aborted && !this.stopped ? 'timeout' : 'unreachable',
        message: (error as Error).message
      }
    } finally {
      clearTimeout(timeout)
      this.inFlight = null
    }
  }

  private sleep(): void {
    const wait = this.nextWaitMs()
    if (wait === null) return
    this.timer = setTimeout(() => {
      this.timer = null
      this.wake()
    }, wait)
    // The hall's own work keeps the process alive, not a pending errand.
    this.timer.unref()
  }
}
