import { performance } from 'node:perf_hooks'

export interface TurnOptions {
  /** The longest the displays' frames are handled at a stretch before the event loop turns (ms). */
  readonly sliceMs: number
  /** Frames one connection may have waiting; more are refused unread. */
  readonly perConnection: number
  /** Bytes of frames waiting, all connections together; more are refused unread. */
  readonly bytes: number
}

/**
 * A display needs a handful of frames waiting at most (it waits for each answer); its rate limit's burst is 200. The
 * bytes bound keeps a storm of large frames from growing the queue: 16 MiB is 64 frames of the largest size.
 */
export const TURN_OPTIONS: TurnOptions = { sliceMs: 2, perConnection: 256, bytes: 16 * 1024 * 1024 }

interface Waiting {
  readonly owner: object
  readonly bytes: number
  readonly run: () => void
}

/**
 * Who waits for whom on the hall server's one thread. The director's commands are the floor: an admin connection's
 * frames are handled as they arrive. The frames of every other connection — hall screens, players' phones, anyone
 * not signed in — wait here and are handled in the order they came, in stretches of at most `sliceMs` per turn of
 * the event loop. However many screens connect and subscribe at once (a storm of 300 with 16 views each is 5,100
 * frames, some 100–400 ms of work in one go), an admin's frame then waits at most one stretch behind them, and the
 * displays still get all the time the admin leaves. New connections' handshakes wait here too (server.ts): who
 * connects is not known before the hello.
 */
export class FrameTurns {
  private queue: Waiting[] = []
  private head = 0
  private bytes = 0
  private readonly perOwner = new Map<object, number>()
  private scheduled = false

  constructor(
    private readonly options: TurnOptions = TURN_OPTIONS,
    private readonly now: () => number = () => performance.now(),
    private readonly onError: (error: unknown) => void = () => undefined
  ) {}

  /** How many frames of `owner` wait (its next frame must wait behind them, so its frames keep their order). */
  waiting(owner: object): number {
    return this.perOwner.get(owner) ?? 0
  }

  /** Queue one frame of `owner`; false when too much waits already (the caller refuses the frame). */
  defer(owner: object, bytes: number, run: () => void): boolean {
    const mine = this.waiting(owner)
    if (mine >= this.options.perConnection || this.bytes + bytes > this.options.bytes) return false
    this.perOwner.set(owner, mine + 1)
    this.bytes += bytes
    this.queue.push({ owner, bytes, run })
    this.schedule()
    return true
  }

  /** Frames waiting, all connections together (diagnostics, tests). */
  get size(): number {
    return this.queue.length - this.head
  }

  private schedule(): void {
    if (this.scheduled) return
    this.scheduled = true
    setImmediate(() => this.drain())
  }

  private drain(): void {
    this.scheduled = false
    const until = this.now() + this.options.sliceMs
    while (this.head < this.queue.length) {
      const next = this.queue[this.head]!
      this.queue[this.head] = undefined as unknown as Waiting
      this.head += 1
      this.bytes -= next.bytes
      const left = (this.perOwner.get(next.owner) ?? 1) - 1
      if (left > 0) this.perOwner.set(next.owner, left)
      else this.perOwner.delete(next.owner)
      try {
        next.run()
      } catch (error) {
        this.onError(error)
      }
      if (this.now() >= until) break
    }
    if (this.head >= this.queue.length) {
      this.queue = []
      this.head = 0
    } else {
      if (this.head > 1024 && this.head * 2 > this.queue.length) {
        this.queue = this.queue.slice(this.head)
        this.head = 0
      }
      this.schedule()
    }
  }
}
