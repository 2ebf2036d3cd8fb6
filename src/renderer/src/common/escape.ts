import { useEffect, useRef, type RefObject } from 'react'
import { isTypingTarget } from './keyboard'

/**
 * Escape closes what is open, one layer at a time, innermost first: a confirmation over a form closes alone (nothing is
 * recorded, the form keeps every word typed), the next Escape closes the form (the same as its Cancel: nothing is
 * recorded). The one place Escape is handled for forms and dialogs, so every form and dialog behaves alike.
 *
 * A layer is what `useEscape` registers while it is mounted and active. Which one an Escape closes:
 * - a modal layer (a dialog) opened last, whatever has the focus;
 * - else the innermost layer that holds the focus;
 * - else, when the focus is in no field (on the page, or on the button that opened the form), the layer opened last.
 * An Escape a field already used for itself (a list it closed: `preventDefault`) closes nothing more, and Escape in a
 * field of the page outside every layer (the desk's search) is left to that field.
 */
interface Layer {
  readonly close: () => void
  readonly scope: RefObject<HTMLElement | null>
  readonly modal: boolean
}

const layers: Layer[] = []

function layerFor(target: EventTarget | null): Layer | undefined {
  for (let i = layers.length - 1; i >= 0; i -= 1) if (layers[i]!.modal) return layers[i]
  const node = target instanceof Node ? target : null
  for (let i = layers.length - 1; i >= 0; i -= 1) {
    const box = layers[i]!.scope.current
    if (node && box?.contains(node)) return layers[i]
  }
  if (isTypingTarget(target)) return undefined
  return layers.at(-1)
}

function onKeyDown(e: KeyboardEvent): void {
  if (e.key !== 'Escape' || e.defaultPrevented || e.isComposing) return
  const layer = layerFor(e.target)
  if (!layer) return
  e.preventDefault()
  e.stopPropagation()
  layer.close()
}

/**
 * Close this form or dialog with Escape (see above). Attach the returned ref to its root element so the layer knows
 * when the focus is inside it (or pass the ref the element already has as `scope`). `modal`: a dialog that takes
 * every Escape while it is open (and is the innermost one).
 */
export function useEscape<T extends HTMLElement = HTMLElement>(
  close: () => void,
  {
    active = true,
    modal = false,
    scope: given
  }: { active?: boolean; modal?: boolean; scope?: RefObject<T | null> } = {}
): RefObject<T | null> {
  const own = useRef<T | null>(null)
  const scope = given ?? own
  const latest = useRef(close)
  latest.current = close
  useEffect(() => {
    if (!active) return
    const layer: Layer = { close: () => latest.current(), scope, modal }
    if (layers.length === 0) window.addEventListener('keydown', onKeyDown)
    layers.push(layer)
    return () => {
      layers.splice(layers.indexOf(layer), 1)
      if (layers.length === 0) window.removeEventListener('keydown', onKeyDown)
    }
  }, [active, modal, scope])
  return scope
}
