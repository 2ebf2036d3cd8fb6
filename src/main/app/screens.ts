import type { ScreenRuntime } from '../../shared/core/display'

/**
 * Displays that left, remembered for the director's list (address, size, last seen) — the most recent ones only. A
 * hall has some 20 screens; a storm of connections under made-up screen ids must not grow the list (and the admin's
 * pushed view of it) without end. A screen the director configured stays listed from its records when forgotten here.
 */
export const REMEMBERED_GONE = 100

/** What a display says about itself when it subscribes. */
export interface ScreenHello {
  screenId: string
  tournamentId?: string
  layout?: string
  width?: number
  height?: number
}

/**
 * The displays connected now: by their own ids, with the address they connect from, their size and
 * when they were last seen. Not records: the director's settings of a display are journal records (core/display);
 * this is who is on the line, and lasts while the process runs. A change tells the hub, so the admin's list follows.
 */
export class ScreenRegistry {
  private readonly screens = new Map<string, ScreenRuntime>()
  /** Screens with no connection, the one that left longest ago first. */
  private readonly gone = new Set<string>()

  constructor(
    private readonly now: () => number,
    private readonly changed: () => void
  ) {}

  /** A display subscribed; the returned function is called when it unsubscribes or its connection closes. */
  attach(hello: ScreenHello, address: string | undefined): () => void {
    const now = this.now()
    const known = this.screens.get(hello.screenId)
    this.gone.delete(hello.screenId)
    this.screens.set(hello.screenId, {
      screenId: hello.screenId,
      address: address ?? known?.address ?? null,
      connections: (known?.connections ?? 0) + 1,
      connectedSince: known?.connections ? known.connectedSince : now,
      lastSeen: now,
      width: hello.width ?? known?.width ?? null,
      height: hello.height ?? known?.height ?? null,
      hint: hello.tournamentId ?? null,
      layoutHint: hello.layout ?? null
    })
    this.changed()
    let attached = true
    return () => {
      if (!attached) return
      attached = false
      const entry = this.screens.get(hello.screenId)
      if (!entry) return
      entry.connections = Math.max(0, entry.connections - 1)
      entry.lastSeen = this.now()
      if (entry.connections === 0) {
        entry.connectedSince = null
        this.forgetOldest(hello.screenId)
      }
      this.changed()
    }
  }

  /** `screenId` left: remember it, and forget the one that left longest ago beyond REMEMBERED_GONE. */
  private forgetOldest(screenId: string): void {
    this.gone.add(screenId)
    if (this.gone.size <= REMEMBERED_GONE) return
    const oldest = this.gone.values().next().value as string
    this.gone.delete(oldest)
    this.screens.delete(oldest)
  }

  /**
   * The displays as last heard of. `lastSeen` is when a display last connected or left, never the moment the list
   * is read: the admin's pushed list is compared with a fresh reading when the floor is quiet, and a time that moves
   * by itself made every such check a "difference" (logged, corrected and pushed again) and every command a patch.
   * The admin shows "connected" for a connected display, the time only for one that left.
   */
  list(): ScreenRuntime[] {
    return [...this.screens.values()].map((s) => ({ ...s }))
  }
}
