import type { Rectangle } from 'electron'

/**
 * Where the clock goes: plain decisions over the displays Electron reports, so they are tested in Node.
 * The hall monitor is the display the director chose (remembered), else any display that is not the primary one;
 * the clock sits there fullscreen. With no hall monitor it is a normal window on the primary display.
 */
export interface DisplayInfo {
  readonly id: number
  readonly bounds: Rectangle
  readonly workArea: Rectangle
  readonly label?: string
}

export interface Placement {
  readonly displayId: number
  readonly bounds: Rectangle
  readonly fullscreen: boolean
}

/** The clock's window size when it is not fullscreen. */
export const WINDOW_SIZE = { width: 1280, height: 800 }

/** The remembered display if connected, else the first that is not the primary, else none. */
export function hallDisplay(
  displays: readonly DisplayInfo[],
  primaryId: number,
  rememberedId: number | undefined
): DisplayInfo | undefined {
  return displays.find((d) => d.id === rememberedId) ?? displays.find((d) => d.id !== primaryId)
}

/**
 * At start and at a reopen: fullscreen on the hall display, else a window on the primary (also when the director chose
 * the primary display for the clock).
 */
export function clockPlacement(
  displays: readonly DisplayInfo[],
  primaryId: number,
  rememberedId: number | undefined
): Placement {
  const hall = hallDisplay(displays, primaryId, rememberedId)
  if (hall) return placementOn(hall, primaryId)
  const primary = displays.find((d) => d.id === primaryId) ?? displays[0]
  if (!primary) return { displayId: primaryId, bounds: { x: 0, y: 0, ...WINDOW_SIZE }, fullscreen: false }
  return { displayId: primary.id, bounds: windowedIn(primary.workArea), fullscreen: false }
}

/** A window of the usual size, centred in `area` and never larger than it. */
export function windowedIn(area: Rectangle): Rectangle {
  const width = Math.min(WINDOW_SIZE.width, area.width)
  const height = Math.min(WINDOW_SIZE.height, area.height)
  return {
    x: area.x + Math.round((area.width - width) / 2),
    y: area.y + Math.round((area.height - height) / 2),
    width,
    height
  }
}

/** Placement on a display the director picked from the menu: fullscreen unless it is the primary one. */
export function placementOn(display: DisplayInfo, primaryId: number): Placement {
  return display.id === primaryId
    ? { displayId: display.id, bounds: windowedIn(display.workArea), fullscreen: false }
    : { displayId: display.id, bounds: display.bounds, fullscreen: true }
}

/**
 * After the window moved or resized (or the displays' layout changed): the display to remember, or null to keep the
 * remembered one. Only a choice among several displays is a choice; with one display left (the hall monitor was
 * unplugged and the system moved the clock) the remembered hall monitor stays remembered for when it comes back.
 */
export function displayToRemember(
  displays: readonly DisplayInfo[],
  currentId: number,
  rememberedId: number | undefined
): number | null {
  if (displays.length < 2) return null
  return currentId === rememberedId ? null : currentId
}

/**
 * A display was connected: should the clock move? Yes, fullscreen onto it, when it is the remembered hall monitor
 * coming back, or when the clock has no hall monitor now (it sits on the primary) and the new one is not the primary.
 */
export function placementOnDisplayAdded(
  displays: readonly DisplayInfo[],
  primaryId: number,
  rememberedId: number | undefined,
  added: DisplayInfo,
  currentId: number
): Placement | null {
  if (added.id === currentId) return null
  const rememberedConnected = displays.some((d) => d.id === rememberedId && d.id !== added.id)
  if (added.id === rememberedId || (!rememberedConnected && currentId === primaryId && added.id !== primaryId))
    return { displayId: added.id, bounds: added.bounds, fullscreen: true }
  return null
}

/**
 * A display went away: if the clock was on it, the clock stays a window, on the primary display (not fullscreen,
 * not closed), until the hall monitor is back.
 */
export function placementOnDisplayRemoved(
  displays: readonly DisplayInfo[],
  primaryId: number,
  removed: DisplayInfo,
  currentId: number
): Placement | null {
  if (removed.id !== currentId && displays.some((d) => d.id === currentId)) return null
  const primary = displays.find((d) => d.id === primaryId) ?? displays[0]
  if (!primary) return null
  return { displayId: primary.id, bounds: windowedIn(primary.workArea), fullscreen: false }
}

/** The display a rectangle overlaps most (what Electron's screen.getDisplayMatching does), for the fakes and tests. */
export function displayMatching(displays: readonly DisplayInfo[], rect: Rectangle): DisplayInfo | undefined {
  let best: DisplayInfo | undefined
  let bestArea = -1
  for (const d of displays) {
    const w = Math.min(rect.x + rect.width, d.bounds.x + d.bounds.width) - Math.max(rect.x, d.bounds.x)
    const h = Math.min(rect.y + rect.height, d.bounds.y + d.bounds.height) - Math.max(rect.y, d.bounds.y)
    const area = Math.max(0, w) * Math.max(0, h)
    if (area > bestArea) {
      best = d
      bestArea = area
    }
  }
  return best
}
