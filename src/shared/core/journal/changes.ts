import type { StructureItem } from '../clock'
import type { DomainEvent } from '../events'
import { sameValue } from '../patch'

/** One field a record changed: its dotted path (`reentry.maxPerPlayer`, `items.3.bigBlind`), old and new value. */
export interface FieldChange {
  readonly field: string
  readonly from: unknown
  readonly to: unknown
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Old → new of every leaf that differs; a list is one value (a reordered list of places is one change). */
export function diffValues(before: unknown, after: unknown, path = ''): FieldChange[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    return keys.flatMap((key) => diffValues(before[key], after[key], path ? `${path}.${key}` : key))
  }
  return sameValue(before, after) ? [] : [{ field: path, from: before, to: after }]
}

/**
 * A structure's items compared in place after the common beginning and end are set aside, so inserting one level
 * reads as one added item and not as every later level changed.
 */
function diffItems(before: readonly StructureItem[], after: readonly StructureItem[]): FieldChange[] {
  let start = 0
  while (start < before.length && start < after.length && sameValue(before[start], after[start])) start += 1
  let endBefore = before.length
  let endAfter = after.length
  while (endBefore > start && endAfter > start && sameValue(before[endBefore - 1], after[endAfter - 1])) {
    endBefore -= 1
    endAfter -= 1
  }
  const changes: FieldChange[] = []
  for (let i = 0; start + i < Math.max(endBefore, endAfter); i += 1) {
    const a = start + i < endBefore ? before[start + i] : undefined
    const b = start + i < endAfter ? after[start + i] : undefined
    const path = `items.${start + i}`
    if (a && b && a.kind === b.kind) changes.push(...diffValues(a, b, path))
    else changes.push({ field: path, from: a, to: b })
  }
  return changes
}

/**
 * What an edit record changed (§4.7, §27.8): only the fields whose value differs, old and new. null for
 * a record that is not an edit (or a first announcement, which changes nothing that was there).
 */
export function changesOf(event: DomainEvent): FieldChange[] | null {
  switch (event.type) {
    case 'tournament.edited':
    case 'player.edited':
    case 'display.screenConfigured':
      return Object.entries(event.changes as Record<string, { from?: unknown; to?: unknown } | undefined>).map(
        ([field, change]) => ({ field, from: change?.from, to: change?.to })
      )
    case 'registration.termsSet':
      return diffValues(event.previous, event.terms)
    case 'registration.awardsSet':
      return diffValues(event.previous, event.awards)
    case 'seating.rulesSet':
    case 'results.rulesSet':
      return diffValues(event.previous, event.rules)
    case 'penalty.corrected':
    case 'dispute.corrected':
      return diffValues(event.previous, event.next)
    case 'standings.categoriesSet':
    case 'player.membershipsSet':
      return [
        { field: event.type === 'player.membershipsSet' ? 'memberships' : 'categories', from: event.from, to: event.to }
      ]
    case 'standings.teamsSet':
      return diffValues(event.from, event.to)
    case 'clock.structureSet':
      return event.previous ? diffItems(event.previous.items, event.structure.items) : null
    default:
      return null
  }
}
