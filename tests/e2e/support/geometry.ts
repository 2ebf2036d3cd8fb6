import type { Page } from '@playwright/test'

/** The sizes the hall display must hold at: TVs, laptops, an old 4:3 monitor, portrait and a phone. */
export const SIZES = [
  [390, 844],
  [1024, 768],
  [1280, 720],
  [1366, 768],
  [1920, 1080],
  [1080, 1920],
  [3840, 2160]
] as const

/**
 * The sizes whose screenshot is always kept for people to look at (the phone, the hall's usual landscape and portrait
 * screens). At the other sizes a screenshot is kept only when something is wrong there: a 4K picture costs about a
 * second of CPU to encode, and the geometry itself is checked at every size either way.
 */
const SHOWN_WIDTHS = new Set([390, 1920, 1080])

/** Keep a screenshot of this size when it is one people look at, or when the check found something wrong. */
export async function keepShot(page: Page, path: string, width: number, wrong: boolean): Promise<void> {
  if (wrong || SHOWN_WIDTHS.has(width)) await page.screenshot({ path })
}

export interface Geometry {
  violations: string[]
  digitsInk: number
  digitsWidth: number
  blindsFont: number
  regions: string[]
}

/**
 * Read the laid-out hall display and list what breaks its law. Runs in the page:
 * - the time: ink ≥ 25% of the height in landscape, the digits ≥ 60% of the width in portrait, inside the screen,
 *   and no other element painted over them (hit-testing points across the ink);
 * - regions (every visible `[data-region]`): inside the screen, no two overlapping;
 * - text: no visible text under max(12 px, 2.2% of the short side); none clipped (scroll size over client size);
 * - the current blinds are the second-largest text (only the digits are larger).
 */
export async function readGeometry(page: Page): Promise<Geometry> {
  return page.evaluate(() => {
    const W = window.innerWidth
    const H = window.innerHeight
    const violations: string[] = []
    const name = (el: Element): string =>
      el.getAttribute('data-testid') ?? el.getAttribute('data-region') ?? `${el.tagName.toLowerCase()}.${el.className}`
    const visible = (el: Element): boolean =>
      (el as HTMLElement).checkVisibility?.() ?? (el as HTMLElement).offsetParent !== null
    const regions = Array.from(document.querySelectorAll('[data-region]')).filter(visible)
    const boxes = regions.map((el) => ({ el, r: el.getBoundingClientRect() }))
    for (const { el, r } of boxes) {
      if (r.left < -0.5 || r.top < -0.5 || r.right > W + 0.5 || r.bottom > H + 0.5)
        violations.push(
          `${name(el)} off screen: ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}`
        )
    }
    for (let i = 0; i < boxes.length; i += 1)
      for (let j = i + 1; j < boxes.length; j += 1) {
        const a = boxes[i]!.r
        const b = boxes[j]!.r
        const w = Math.min(a.right, b.right) - Math.max(a.left, b.left)
        const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)
        if (w > 0.5 && h > 0.5) violations.push(`${name(boxes[i]!.el)} overlaps ${name(boxes[j]!.el)}`)
      }

    // The digits.
    const digits = document.querySelector('[data-testid="clock-time"]') as HTMLElement | null
    let digitsInk = 0
    let digitsWidth = 0
    const digitsFont = digits ? parseFloat(getComputedStyle(digits).fontSize) : 0
    if (digits) {
      const style = getComputedStyle(digits)
      const ctx = document.createElement('canvas').getContext('2d')!
      ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      const m = ctx.measureText('0123456789')
      digitsInk = m.actualBoundingBoxAscent + m.actualBoundingBoxDescent
      const range = document.createRange()
      range.selectNodeContents(digits)
      const ink = range.getBoundingClientRect()
      digitsWidth = ink.width
      const portrait = H > W
      if (!portrait && digitsInk < 0.25 * H) violations.push(`digits ink ${Math.round(digitsInk)} px < 25% of ${H}`)
      if (portrait && digitsWidth < 0.6 * W) violations.push(`digits ${Math.round(digitsWidth)} px wide < 60% of ${W}`)
      if (ink.left < 0 || ink.right > W || ink.top < 0 || ink.bottom > H) violations.push('digits off screen')
      // Nothing painted over the digits: hit-test across the ink box (the baseline-anchored ink sits in the box).
      const region = digits.closest('[data-region]')!
      const baseline =
        ink.top + (ink.height - (m.fontBoundingBoxAscent + m.fontBoundingBoxDescent)) / 2 + m.fontBoundingBoxAscent
      const top = baseline - m.actualBoundingBoxAscent
      const bottom = baseline + m.actualBoundingBoxDescent
      const regionBox = region.getBoundingClientRect()
      if (top < regionBox.top - 1 || bottom > regionBox.bottom + 1)
        violations.push('digits ink outside the time region')
      for (const fx of [0.05, 0.3, 0.5, 0.7, 0.95])
        for (const fy of [0.1, 0.5, 0.9]) {
          const x = ink.left + fx * ink.width
          const y = top + fy * (bottom - top)
          const hit = document.elementFromPoint(x, y)
          if (hit && !region.contains(hit))
            violations.push(`${name(hit)} covers the digits at ${Math.round(x)},${Math.round(y)}`)
        }
    }

    // Text: sizes, clipping, the blinds second.
    const min = Math.max(12, 0.022 * Math.min(W, H))
    const blinds = document.querySelector('[data-testid="clock-stakes"]') as HTMLElement | null
    const blindsFont = blinds && visible(blinds) ? parseFloat(getComputedStyle(blinds).fontSize) : 0
    const texts = Array.from(document.querySelectorAll('.hall *')).filter(
      (el) => visible(el) && Array.from(el.childNodes).some((n) => n.nodeType === 3 && n.textContent!.trim() !== '')
    )
    for (const el of texts) {
      const style = getComputedStyle(el)
      const font = parseFloat(style.fontSize)
      if (font < min - 0.01)
        violations.push(`${name(el)} "${el.textContent!.slice(0, 30)}" at ${font.toFixed(1)} px < ${min.toFixed(1)}`)
      if (blindsFont > 0 && el !== digits && !digits?.contains(el) && !blinds!.contains(el) && font > blindsFont + 0.01)
        violations.push(`${name(el)} at ${font.toFixed(1)} px is larger than the blinds (${blindsFont.toFixed(1)})`)
      if (digits && el !== digits && !digits.contains(el) && font > digitsFont)
        violations.push(`${name(el)} is larger than the digits`)
    }
    const blocks = Array.from(document.querySelectorAll('.hall *')).filter(
      (el) => visible(el) && getComputedStyle(el).display !== 'inline' && el.textContent!.trim() !== ''
    ) as HTMLElement[]
    for (const el of blocks) {
      if (el.closest('[data-region="time"]')) continue
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
        violations.push(
          `${name(el)} "${el.textContent!.slice(0, 30)}" clipped: ${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight}`
        )
    }
    return {
      violations: [...new Set(violations)],
      digitsInk,
      digitsWidth,
      blindsFont,
      regions: regions.map((r) => r.getAttribute('data-region')!)
    }
  })
}

/** Wait until the display has laid itself out for the current viewport (two frames after the resize). */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))
  )
}

/** What the room must be able to read on a crowded screen: an element (by test id or selector) and its least capitals. */
export interface LegibleCheck {
  /** A test id, or a CSS selector (the first visible match is checked). */
  testId?: string
  selector?: string
  /** The smallest capital height of its text, in px. */
  caps: number
  /** For a tile: its label's smallest capital height (the value is the tile's `caps`). */
  labelCaps?: number
}

/**
 * Read the elements a crowded screen must keep and list what is wrong with them. Runs in the page:
 * - each is there, visible, inside the screen, with a non-empty box, and nothing else painted over its centre;
 * - an image (the QR code) is loaded and square;
 * - every text in it is whole: no horizontal or vertical overflow (scroll size over client size, which is also what a
 *   line clamp's ellipsis needs), no "…", every line of text inside the element's box (a word cut at the edge leaves
 *   a line box outside it);
 * - its capitals (the height of "H" in its computed font, measured with a canvas) are at least the given height.
 */
export async function readLegible(page: Page, checks: LegibleCheck[]): Promise<string[]> {
  return page.evaluate((checks) => {
    const W = window.innerWidth
    const H = window.innerHeight
    const out: string[] = []
    const ctx = document.createElement('canvas').getContext('2d')!
    const capsOf = (el: Element): number => {
      const s = getComputedStyle(el)
      ctx.font = `${s.fontWeight} ${s.fontSize} ${s.fontFamily}`
      return ctx.measureText('H').actualBoundingBoxAscent
    }
    const visible = (el: Element): boolean =>
      (el as HTMLElement).checkVisibility?.() ?? (el as HTMLElement).offsetParent !== null
    const whole = (el: HTMLElement, what: string): void => {
      const text = el.textContent!.trim()
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
        out.push(
          `${what} "${text}" clipped: ${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight}`
        )
      if (text.endsWith('…')) out.push(`${what} "${text}" ends in an ellipsis`)
      const box = el.getBoundingClientRect()
      const range = document.createRange()
      range.selectNodeContents(el)
      for (const line of Array.from(range.getClientRects()))
        if (
          line.width > 0 &&
          (line.left < box.left - 1 ||
            line.right > box.right + 1 ||
            line.top < box.top - 1 ||
            line.bottom > box.bottom + 1)
        )
          out.push(`${what} "${text}": a line runs outside its box`)
    }
    for (const check of checks) {
      const what = check.testId ?? check.selector!
      const el = (
        check.testId
          ? document.querySelector(`[data-testid="${check.testId}"]`)
          : (Array.from(document.querySelectorAll(check.selector!)).find(visible) ?? null)
      ) as HTMLElement | null
      if (!el || !visible(el)) {
        out.push(`${what} is not shown`)
        continue
      }
      const r = el.getBoundingClientRect()
      if (r.width < 1 || r.height < 1) out.push(`${what} has no size`)
      if (r.left < -0.5 || r.top < -0.5 || r.right > W + 0.5 || r.bottom > H + 0.5)
        out.push(
          `${what} off screen: ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}`
        )
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
      if (hit && hit !== el && !el.contains(hit)) out.push(`${what} is covered at its centre`)
      if (el instanceof HTMLImageElement) {
        if (!el.complete || el.naturalWidth === 0) out.push(`${what} is not loaded`)
        if (Math.abs(r.width - r.height) > 1) out.push(`${what} is not square`)
        continue
      }
      // A tile: its label and its value, each whole and large enough; else the element's own text.
      const label = el.querySelector('.hall__tile-label') as HTMLElement | null
      const value = el.querySelector('.hall__tile-value') as HTMLElement | null
      const parts: Array<[HTMLElement, number, string]> =
        label && value
          ? [
              [label, check.labelCaps ?? check.caps, `${what} label`],
              [value, check.caps, `${what} value`]
            ]
          : [
              [el, check.caps, what],
              // A paged line is a block of its own (clamped to its lines): it must hold its text too.
              ...(Array.from(el.querySelectorAll(':scope > span'))
                .filter((x) => getComputedStyle(x).display !== 'inline')
                .map((x) => [x, check.caps, what]) as Array<[HTMLElement, number, string]>)
            ]
      for (const [part, caps, name] of parts) {
        if (part.textContent!.trim() === '') out.push(`${name} is empty`)
        whole(part, name)
        const measured = capsOf(part)
        // The canvas gives whole pixels: half a pixel of rounding either way.
        if (measured < caps - 0.5)
          out.push(`${name} "${part.textContent!.trim()}": capitals ${measured.toFixed(1)} px < ${caps.toFixed(1)} px`)
      }
    }
    return out
  }, checks)
}
