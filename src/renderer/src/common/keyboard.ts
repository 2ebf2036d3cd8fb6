/**
 * Nothing changes by accident: a page-wide shortcut never acts while the operator types. A field is
 * any text-like input, a text area, a list box or an editable element; checkboxes and buttons are not fields.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  if (target instanceof HTMLInputElement) {
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'color', 'range', 'image'].includes(target.type)
  }
  return false
}

/** A shortcut that changes the live clock: Shift+Alt with the key, matched by the physical key (layout-proof). */
export type ClockShortcut = 'toggle' | 'next' | 'previous' | 'plusMinute' | 'minusMinute'

export function clockShortcutOf(e: KeyboardEvent): ClockShortcut | null {
  if (!e.shiftKey || !e.altKey || e.ctrlKey || e.metaKey || isTypingTarget(e.target)) return null
  switch (e.code) {
    case 'Space':
      return 'toggle'
    case 'ArrowRight':
      return 'next'
    case 'ArrowLeft':
      return 'previous'
    case 'Equal':
    case 'NumpadAdd':
      return 'plusMinute'
    case 'Minus':
    case 'NumpadSubtract':
      return 'minusMinute'
    default:
      return null
  }
}

/** `?` opens the shortcuts on every page, unless typed into a field. */
export function isHelpKey(e: KeyboardEvent): boolean {
  return e.key === '?' && !e.ctrlKey && !e.metaKey && !e.altKey && !isTypingTarget(e.target)
}
