import type { Timers } from '../../src/main/electron/recovery'

/** Timers a test advances by hand, so debounces and grace periods are checked without waiting. */
export class ManualTimers implements Timers {
  now = 0
  private pending: Array<{ at: number; callback: () => void; id: number }> = []
  private nextId = 1

  setTimeout(callback: () => void, ms: number): unknown {
    const id = this.nextId++
    this.pending.push({ at: this.now + ms, callback, id })
    return id
  }
  clearTimeout(handle: unknown): void {
    this.pending = this.pending.filter((p) => p.id !== handle)
  }
  advance(ms: number): void {
    const until = this.now + ms
    for (;;) {
      const due = this.pending.filter((p) => p.at <= until).sort((a, b) => a.at - b.at)[0]
      if (!due) break
      this.pending = this.pending.filter((p) => p !== due)
      this.now = due.at
      due.callback()
    }
    this.now = until
  }
  get count(): number {
    return this.pending.length
  }
}
