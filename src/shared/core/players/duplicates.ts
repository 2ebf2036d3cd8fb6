import { normalizeContact, normalizeName } from './normalize'
import type { PlayerFields } from './schemas'
import type { Player, PlayerDatabase } from './state'

/** Why a record looks like the same person (§6.3, §29.57). */
export type DuplicateBasis = 'clubId' | 'contact' | 'name'

export interface PossibleDuplicate {
  playerId: string
  displayName: string
  basis: DuplicateBasis
}

/**
 * Existing players who may be the same person as `fields`: the same club ID, the same contact, or a close name
 * (display or full name within a small edit distance, or the same words in another order). Merged records are skipped.
 */
export function findPossibleDuplicates(
  db: PlayerDatabase,
  fields: Pick<PlayerFields, 'displayName' | 'fullName' | 'clubId' | 'contact'>,
  exceptId?: string
): PossibleDuplicate[] {
  const clubId = fields.clubId.trim().toLowerCase()
  const contact = fields.contact ? normalizeContact(fields.contact) : ''
  const names = [fields.displayName, fields.fullName].map(normalizeName).filter((n) => n.length > 0)
  const found: PossibleDuplicate[] = []
  for (const player of db.byId.values()) {
    if (player.mergedInto || player.id === exceptId) continue
    const basis = matchBasis(player, clubId, contact, names)
    if (basis) found.push({ playerId: player.id, displayName: player.fields.displayName, basis })
    if (found.length >= 10) break
  }
  return found
}

function matchBasis(player: Player, clubId: string, contact: string, names: string[]): DuplicateBasis | null {
  if (clubId && player.fields.clubId.trim().toLowerCase() === clubId) return 'clubId'
  if (contact && player.fields.contact && normalizeContact(player.fields.contact) === contact) return 'contact'
  const theirs = [player.fields.displayName, player.fields.fullName].map(normalizeName).filter((n) => n.length > 0)
  for (const mine of names) for (const other of theirs) if (namesClose(mine, other)) return 'name'
  return null
}

/** Close names: equal, the same words reordered, or at most one edit per six letters (max 2). */
export function namesClose(a: string, b: string): boolean {
  if (a === b) return true
  if (sortedWords(a) === sortedWords(b)) return true
  const allowed = Math.min(2, Math.floor(Math.min(a.length, b.length) / 6))
  if (allowed === 0 || Math.abs(a.length - b.length) > allowed) return false
  return editDistanceAtMost(a, b, allowed)
}

function sortedWords(s: string): string {
  return s.split(' ').sort().join(' ')
}

/** Levenshtein distance ≤ limit, with an early exit per row. */
function editDistanceAtMost(a: string, b: string, limit: number): boolean {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      current.push(value)
      if (value < rowMin) rowMin = value
    }
    if (rowMin > limit) return false
    previous = current
  }
  return previous[b.length]! <= limit
}
