import type { MessageKey } from '../../i18n'
import type { Structure } from './structure'

/** One problem in a structure: an i18n key, the item it concerns and the field to blame. */
export interface StructureIssue {
  code: MessageKey
  index: number
  field: string
  params: Record<string, string | number>
}

/**
 * Rules a published structure must satisfy (§5.1, §5.2, §2.20; BFSP §4.7, §5.4). Durations are already > 0 by the
 * schema. Blinds may not fall between consecutive levels of the same game (a mixed rotation compares like with like).
 */
export function structureIssues(structure: Structure): StructureIssue[] {
  const issues: StructureIssue[] = []
  const add = (code: MessageKey, index: number, field: string, params: Record<string, string | number> = {}): void => {
    issues.push({ code, index, field, params: { level: index + 1, ...params } })
  }
  if (!structure.items.some((item) => item.kind === 'level')) add('error.structure.noLevel', 0, 'items')
  const lastByGame = new Map<string, { bigBlind: number; index: number }>()
  structure.items.forEach((item, index) => {
    if (item.kind !== 'level') return
    const limits = item.smallBet !== undefined || item.bigBet !== undefined
    const stud = item.bringIn !== undefined || item.complete !== undefined
    const points = item.pointValue !== undefined
    if (!limits && !stud && !points) {
      if (item.bigBlind <= 0) add('error.structure.bigBlindPositive', index, 'bigBlind')
      if (item.smallBlind > item.bigBlind) add('error.structure.smallAboveBig', index, 'smallBlind')
    }
    if (item.anteKind === 'none' && item.ante > 0 && !stud) add('error.structure.anteWithoutKind', index, 'anteKind')
    if (item.anteKind !== 'none' && item.ante <= 0) add('error.structure.antePositive', index, 'ante')
    if (item.anteKind !== 'none' && item.bigBlind > 0 && item.ante > item.bigBlind)
      add('error.structure.anteAboveBig', index, 'ante')
    if (limits && (item.smallBet ?? 0) <= 0) add('error.structure.betPositive', index, 'smallBet')
    if (limits && (item.bigBet ?? 0) < (item.smallBet ?? 0)) add('error.structure.bigBetBelowSmall', index, 'bigBet')
    if (stud && (item.complete ?? 0) < (item.bringIn ?? 0))
      add('error.structure.completeBelowBringIn', index, 'complete')
    const key = item.game ?? ''
    const scale = item.bigBlind || item.bigBet || item.complete || item.pointValue || 0
    const previous = lastByGame.get(key)
    if (previous && scale < previous.bigBlind) {
      add('error.structure.blindsFall', index, 'bigBlind', { previous: previous.index + 1 })
    }
    lastByGame.set(key, { bigBlind: scale, index })
  })
  return issues
}
