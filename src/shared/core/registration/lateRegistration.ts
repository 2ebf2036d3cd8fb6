import type { Tournament } from '../tournament'
import { firstBreakOver, openThroughLevel, type LevelPosition } from './levels'
import { levelNumbers, type Structure } from '../clock'
import type { EntryTerms, LateRegistrationClose } from './terms'

/**
 * Is late registration open (§7.7)? Before the clock starts registration is simply open. Afterwards it closes at the
 * announced moment: after level N, after the first break, at the end of the rebuy period, or at the player cap
 * (the cap counts entries that took a place, so it stays closed once reached).
 */
export function lateRegistrationOpen(tournament: Tournament, position: LevelPosition): boolean {
  if (!position) return true
  const reg = tournament.registration
  const close = reg.terms.lateRegistration
  switch (close.kind) {
    case 'at-start':
      return false
    case 'level-end':
      return openThroughLevel(close.level, position)
    case 'first-break':
      return !firstBreakOver(position)
    case 'rebuy-end':
      return reg.terms.rebuy ? openThroughLevel(reg.terms.rebuy.untilLevel, position) : false
    case 'cap':
      return reg.terms.playerCap === null || reg.enteredCount < reg.terms.playerCap
  }
}

/** The closing moment in words a refusal can carry: an i18n key and its params. */
export function describeClose(
  close: LateRegistrationClose,
  rebuyUntil: number | null
): { key: string; params: Record<string, number> } {
  switch (close.kind) {
    case 'level-end':
      return { key: 'registration.close.level-end', params: { level: close.level } }
    case 'rebuy-end':
      return { key: 'registration.close.rebuy-end', params: { level: rebuyUntil ?? 0 } }
    default:
      return { key: `registration.close.${close.kind}`, params: {} }
  }
}

/**
 * Where late registration closes in the structure (§5.1 з, §7.7), so the structure editor and the entry terms show
 * the same moment. The entry terms are its one home (docs/decisions.md): the structure only shows it.
 * - `start`: no late registration — it closes when the clock starts;
 * - `item`: it closes at the end of the structure's item `index` (level `level`, or the first break), `afterSeconds`
 *   of play after the start;
 * - `cap`: at the player cap, whenever that is reached;
 * - `beyond`: the terms name level `level`, but the structure has only `levels` levels (or no break, `level` null).
 */
export type LateCloseInStructure =
  | { at: 'start' }
  | { at: 'item'; index: number; level: number | null; afterSeconds: number }
  | { at: 'cap'; cap: number | null }
  | { at: 'beyond'; level: number | null; levels: number }

export function lateCloseInStructure(terms: EntryTerms, structure: Structure | null): LateCloseInStructure {
  const close = terms.lateRegistration
  if (close.kind === 'at-start') return { at: 'start' }
  if (close.kind === 'cap') return { at: 'cap', cap: terms.playerCap }
  const items = structure?.items ?? []
  const numbers = structure ? levelNumbers(structure) : []
  const levels = numbers.filter((n) => n !== null).length
  const level =
    close.kind === 'level-end' ? close.level : close.kind === 'rebuy-end' ? (terms.rebuy?.untilLevel ?? 0) : null
  const index = level === null ? items.findIndex((i) => i.kind === 'break') : numbers.indexOf(level)
  if (index < 0) return { at: 'beyond', level, levels }
  const afterSeconds = items.slice(0, index + 1).reduce((sum, item) => sum + item.seconds, 0)
  return { at: 'item', index, level, afterSeconds }
}
