import type { FontId } from '../../../../shared/core/display'
import type { Measurer, TextRole } from './layout/types'

/** Font stacks: what the hall PC or TV has; the canvas measures whichever the browser picks, so layout stays exact. */
export const FONT_STACKS: Record<FontId, string> = {
  sans: "'DejaVu Sans', 'Noto Sans', Roboto, 'Liberation Sans', Arial, sans-serif",
  condensed: "'DejaVu Sans Condensed', 'Roboto Condensed', 'Liberation Sans Narrow', 'Arial Narrow', sans-serif",
  serif: "'DejaVu Serif', 'Noto Serif', 'Liberation Serif', Georgia, serif",
  rounded: "'Nunito', 'Varela Round', 'Comfortaa', 'DejaVu Sans', sans-serif"
}
export const TIME_STACK = "'DejaVu Sans Mono', 'Noto Sans Mono', 'Roboto Mono', 'Liberation Mono', monospace"
/** The colon between the digits is drawn this much narrower (em, both sides together). */
export const COLON_TRIM = 0.3

const SIZE = 100

/** Text widths from a canvas, cached: a layout pass measures each distinct string once. */
export function canvasMeasurer(font: FontId): Measurer {
  const ctx = document.createElement('canvas').getContext('2d')!
  const family = FONT_STACKS[font]
  const fontOf: Record<TextRole, string> = {
    time: `700 ${SIZE}px ${TIME_STACK}`,
    bold: `700 ${SIZE}px ${family}`,
    caps: `700 ${SIZE}px ${family}`,
    regular: `400 ${SIZE}px ${family}`
  }
  const cache = new Map<string, number>()
  const width = (text: string, role: TextRole): number => {
    const key = `${role}\u0000${text}`
    let w = cache.get(key)
    if (w === undefined) {
      ctx.font = fontOf[role]
      w = ctx.measureText(role === 'caps' ? text.toUpperCase() : text).width / SIZE
      cache.set(key, w)
    }
    return w
  }
  ctx.font = fontOf.time
  const digits = ctx.measureText('0123456789')
  const box = ctx.measureText('0')
  // At line-height 1 the content area is centred in the 1 em line box; the baseline sits at its ascent.
  const ascent = box.fontBoundingBoxAscent / SIZE
  const descent = box.fontBoundingBoxDescent / SIZE
  const baseline = (1 - (ascent + descent)) / 2 + ascent
  const timeInk = {
    top: baseline - digits.actualBoundingBoxAscent / SIZE,
    bottom: baseline + digits.actualBoundingBoxDescent / SIZE
  }
  const digit = width('0', 'time')
  const colon = width(':', 'time') - COLON_TRIM
  return {
    width,
    timeInk,
    timeWidth: (sample) => [...sample].reduce((sum, ch) => sum + (ch === ':' ? colon : digit), 0)
  }
}
