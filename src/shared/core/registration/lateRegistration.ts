import type { Tournament } from '../tournament/state'
import { firstBreakOver, openThroughLevel, type LevelPosition } from './levels'
import type { LateRegistrationClose } from './terms'

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
