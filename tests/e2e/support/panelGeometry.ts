import type { Locator } from '@playwright/test'

/**
 * What breaks an admin panel's layout at the window's size (the admin's counterpart of `readGeometry`):
 * - the panel past the window's left or right edge (a horizontal scroll to reach a button);
 * - any element inside it whose content is cut (scroll size over client size; fields and their own scrolling
 *   excepted: a long typed value scrolls inside its input by design);
 * - a control or a table cell covered by something else (hit-testing its centre, scrolled into view).
 */
export async function panelViolations(panel: Locator): Promise<string[]> {
  return panel.evaluate((root) => {
    const W = document.documentElement.clientWidth
    const violations: string[] = []
    const name = (el: Element): string =>
      el.getAttribute('data-testid') ??
      `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''} «${(el.textContent ?? '').trim().slice(0, 30)}»`
    const r = root.getBoundingClientRect()
    if (r.left < -0.5 || r.right > W + 0.5)
      violations.push(`${name(root)} past the window: ${Math.round(r.left)}–${Math.round(r.right)} of ${W}`)
    const all = [root, ...Array.from(root.querySelectorAll('*'))] as HTMLElement[]
    for (const el of all) {
      if (!el.checkVisibility()) continue
      const tag = el.tagName.toLowerCase()
      if (tag === 'input' || tag === 'select' || tag === 'textarea' || tag === 'option') continue
      const style = getComputedStyle(el)
      const scrolls = ['auto', 'scroll'].includes(style.overflowX) || ['auto', 'scroll'].includes(style.overflowY)
      if (!scrolls && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)) {
        // Only elements that clip: an overflow left visible spills rather than cuts, and is caught below if covered.
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') violations.push(`${name(el)} cut`)
      }
      const box = el.getBoundingClientRect()
      if (box.width > 0 && (box.left < -0.5 || box.right > W + 0.5)) violations.push(`${name(el)} past the window`)
    }
    const targets = Array.from(root.querySelectorAll('button, input, select, td, th, h2, h3')) as HTMLElement[]
    for (const el of targets) {
      if (!el.checkVisibility()) continue
      el.scrollIntoView({ block: 'center', inline: 'nearest' })
      const box = el.getBoundingClientRect()
      if (box.width < 1 || box.height < 1) continue
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      if (hit && hit !== el && !el.contains(hit) && !hit.contains(el))
        violations.push(`${name(el)} covered by ${name(hit)}`)
    }
    return violations
  })
}
