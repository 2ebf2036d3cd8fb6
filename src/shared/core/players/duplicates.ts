import { candidatesFor, keysOf } from './search'
import type { PlayerFields } from './schemas'
import type { Player, PlayerDatabase, PlayerKeys } from './state'

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
  const mine = keysOf({ ...emptyFields, ...fields })
  const found: PossibleDuplicate[] = []
  const consider = (player: Player): void => {
    if (
      found.length >= 10 ||
      player.mergedInto ||
      player.id === exceptId ||
      found.some((f) => f.playerId === player.id)
    )
      return
    const basis = matchBasis(player.keys, mine)
    if (basis) found.push({ playerId: player.id, displayName: player.fields.displayName, basis })
  }
  // Same club ID or contact: exact comparisons of precomputed keys over every record.
  if (mine.clubId || mine.contact) {
    for (const player of db.byId.values()) {
      if ((mine.clubId && player.keys.clubId === mine.clubId) || (mine.contact && player.keys.contact === mine.contact))
        consider(player)
    }
  }
  // Close names: only records sharing a word's first two letters with the new name (a typo in the first two
  // letters of every word goes unnoticed — the price of not comparing 50,000 names on every new player).
  for (const word of new Set(mine.nameTokens)) for (const player of candidatesFor(db, word)) consider(player)
  return found
}

const emptyFields: PlayerFields = {
  displayName: '',
  fullName: '',
  participantNumber: '',
  clubId: '',
  contact: '',
  ageConfirmed: false,
  rulesConsent: false,
  dataConsent: false,
  notes: ''
}

function matchBasis(theirs: PlayerKeys, mine: PlayerKeys): DuplicateBasis | null {
  if (mine.clubId && theirs.clubId === mine.clubId) return 'clubId'
  if (mine.contact && theirs.contact === mine.contact) return 'contact'
  for (let i = 0; i < mine.names.length; i += 1) {
    for (let j = 0; j < theirs.names.length; j += 1) {
      if (mine.sortedNames[i] === theirs.sortedNames[j] || closeByEdits(mine.names[i]!, theirs.names[j]!)) return 'name'
    }
  }
  return null
}

/** Close names: equal, the same words reordered, or at most one edit per six letters (max 2). */
export function namesClose(a: string, b: string): boolean {
  if (a === b) return true
  if (sortedWords(a) === sortedWords(b)) return true
  return closeByEdits(a, b)
}

function closeByEdits(a: string, b: string): boolean {
  const allowed = Math.min(2, Math.floor(Math.min(a.length, b.length) / 6))
  if (allowed === 0 || Math.abs(a.length - b.length) > allowed) return false
  return editDistanceAtMost(a, b, allowed)
}

function sortedWords(s: string): string {
  return s.split(' ').sort().join(' ')
}

/** Levenshtein distance ≤ limit, with an early exit per row; two reused rows. */
let rowA = new Int32Array(64)
let rowB = new Int32Array(64)
function editDistanceAtMost(a: string, b: string, limit: number): boolean {
  if (b.length + 1 > rowA.length) {
    rowA = new Int32Array(b.length + 1)
    rowB = new Int32Array(b.length + 1)
  }
  let previous = rowA
  let current = rowB
  for (let j = 0; j <= b.length; j += 1) previous[j] = j
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i
    let rowMin = i
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      current[j] = value
      if (value < rowMin) rowMin = value
    }
    if (rowMin > limit) return false
    const swap = previous
    previous = current
    current = swap
  }
  return previous[b.length]! <= limit
}
