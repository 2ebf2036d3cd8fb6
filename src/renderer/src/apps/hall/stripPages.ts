import type { ListPage } from './layout/lists'
import type { Panel } from './layout/types'

/** The strip's lists as they are paged, and the page on screen. */
export interface StripPages {
  readonly pages: readonly ListPage[]
  readonly panels: readonly Panel[]
}

/** The newest seat change shown (moves come newest first), or null: a new one is news for the whole room. */
export function newestMove(panels: readonly Panel[]): string | null {
  const first = panels.find((p) => p.kind === 'moves')?.items[0]
  return first ? `${first.main}\u0000${first.aside}` : null
}

/**
 * Where the strip's rotation goes on when its pages change. A new seat change goes first: the players it moves look
 * for their names now. Any other change (a move's 45 seconds over, one more name in the last eliminated, a new pull
 * of the federation's points) keeps the panel on screen where it was: starting again from the first page at each
 * change kept the panels after the seat changes off the screen for as long as moves made seconds apart kept
 * expiring one by one.
 */
export function pageAfterChange(before: StripPages & { readonly index: number }, after: StripPages): number {
  const movesAt = after.pages.findIndex((p) => after.panels[p.panel]?.kind === 'moves')
  if (movesAt >= 0 && newestMove(after.panels) !== newestMove(before.panels)) return movesAt
  const shown = before.pages[before.index]
  const panel = shown ? before.panels[shown.panel] : undefined
  if (!shown || !panel) return 0
  // The same panel: the same kind, the same one of its kind (the federation's panels, one per series).
  const nth = nthOfKind(before.panels, shown.panel)
  const same = after.panels.findIndex((p, i) => p.kind === panel.kind && nthOfKind(after.panels, i) === nth)
  if (same >= 0) {
    const page = after.pages.findIndex((p) => p.panel === same && p.from === shown.from)
    if (page >= 0) return page
    const first = after.pages.findIndex((p) => p.panel === same)
    if (first >= 0) return first
  }
  // Gone: the panel that now stands where it stood, else the first.
  const next = after.pages.findIndex((p) => p.panel >= shown.panel)
  return next >= 0 ? next : 0
}

/** Which one of its kind the panel at `i` is: 0 for the first federation panel, 1 for the second. */
function nthOfKind(panels: readonly Panel[], i: number): number {
  return panels.slice(0, i).filter((p) => p.kind === panels[i]!.kind).length
}
