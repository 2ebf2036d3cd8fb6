import { describe, expect, it } from 'vitest'
import {
  clockPlacement,
  displayMatching,
  displayToRemember,
  hallDisplay,
  placementOn,
  placementOnDisplayAdded,
  placementOnDisplayRemoved,
  windowedIn
} from '../../../../src/main/electron/displays'
import { display } from '../../../support/fakeElectron'

// Where the clock goes: plain decisions, tested without Electron (its binary cannot run here).
const laptop = display(1, 0, 1440, 900)
const hall = display(2, 1440, 1920, 1080)
const projector = display(3, 3360, 1280, 720)

describe('the hall display', () => {
  it('is the remembered display, else the first that is not the primary, else none', () => {
    expect(hallDisplay([laptop, hall, projector], 1, 3)?.id).toBe(3)
    expect(hallDisplay([laptop, hall, projector], 1, 99)?.id).toBe(2)
    expect(hallDisplay([laptop, hall], 1, undefined)?.id).toBe(2)
    expect(hallDisplay([laptop], 1, 2)).toBeUndefined()
  })

  it('at start: fullscreen on the hall monitor; a centred window on the only screen; a window on a chosen primary', () => {
    expect(clockPlacement([laptop, hall], 1, undefined)).toEqual({
      displayId: 2,
      bounds: hall.bounds,
      fullscreen: true
    })
    expect(clockPlacement([laptop], 1, 2)).toEqual({
      displayId: 1,
      bounds: { x: 80, y: 30, width: 1280, height: 800 },
      fullscreen: false
    })
    expect(clockPlacement([laptop, hall], 1, 1)).toMatchObject({ displayId: 1, fullscreen: false })
  })

  it('a window never exceeds a small screen', () => {
    expect(windowedIn({ x: 10, y: 0, width: 1024, height: 600 })).toEqual({ x: 10, y: 0, width: 1024, height: 600 })
  })

  it('chosen from the menu: fullscreen on a secondary, a window on the primary', () => {
    expect(placementOn(hall, 1)).toEqual({ displayId: 2, bounds: hall.bounds, fullscreen: true })
    expect(placementOn(laptop, 1).fullscreen).toBe(false)
  })
})

describe('remembering the clock display on every platform', () => {
  it('remembers a move to another display when several are connected', () => {
    expect(displayToRemember([laptop, hall, projector], 3, 2)).toBe(3)
    expect(displayToRemember([laptop, hall], 2, 2)).toBeNull()
  })

  it('keeps the hall monitor remembered when the system moved the clock off it (one display left)', () => {
    expect(displayToRemember([laptop], 1, 2)).toBeNull()
  })
})

describe('monitors plugged in and out', () => {
  it('the remembered hall monitor coming back takes the clock, fullscreen', () => {
    expect(placementOnDisplayAdded([laptop, hall], 1, 2, hall, 1)).toEqual({
      displayId: 2,
      bounds: hall.bounds,
      fullscreen: true
    })
  })

  it('a first monitor plugged into a one-screen PC takes the clock', () => {
    expect(placementOnDisplayAdded([laptop, hall], 1, undefined, hall, 1)).toMatchObject({ displayId: 2 })
  })

  it('another monitor does not steal the clock from the hall monitor it is on', () => {
    expect(placementOnDisplayAdded([laptop, hall, projector], 1, 2, projector, 2)).toBeNull()
    expect(placementOnDisplayAdded([laptop, hall, projector], 1, undefined, projector, 2)).toBeNull()
  })

  it('the clock’s monitor unplugged: the clock stays open, as a window on the primary', () => {
    expect(placementOnDisplayRemoved([laptop], 1, hall, 2)).toEqual({
      displayId: 1,
      bounds: windowedIn(laptop.workArea),
      fullscreen: false
    })
  })

  it('another monitor unplugged: the clock stays where it is', () => {
    expect(placementOnDisplayRemoved([laptop, hall], 1, projector, 2)).toBeNull()
  })

  it('finds the display a window overlaps most', () => {
    expect(displayMatching([laptop, hall], { x: 1400, y: 0, width: 800, height: 600 })?.id).toBe(2)
    expect(displayMatching([laptop, hall], { x: 1000, y: 0, width: 800, height: 600 })?.id).toBe(1)
  })
})
