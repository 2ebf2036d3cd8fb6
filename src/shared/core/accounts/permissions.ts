import type { AccountsState } from './state'
import type { AccountRole, PermissionArea } from './schemas'

/**
 * The area a command belongs to, for what a role may record. Account and role records are the
 * director's alone and belong to no grantable area.
 */
export function areaOfCommand(type: string): PermissionArea | 'accounts' {
  const [prefix] = type.split('.', 1) as [string]
  switch (prefix) {
    case 'tournament':
    case 'standings': // §5.4: the separate standings are announced with the tournament
      return 'tournament'
    // The colour-up and chip race are a procedure of the clock's break (§10.9–§10.13).
    case 'clock':
    case 'chipRace':
      return 'clock'
    case 'player':
      return 'players'
    case 'registration':
      return 'registration'
    case 'seating':
      return 'seating'
    case 'series':
      return 'series'
    case 'results':
    case 'penalty':
    case 'dispute':
    case 'tickets': // a satellite's awards follow its results (§5.12)
      return 'results'
    // §5.5, §27.5: bagging and closing a flight are the floor's record of its end; Day 2 is the desk's.
    case 'flight':
      return 'results'
    case 'day2':
      return type === 'day2.seatByStack' ? 'seating' : 'registration'
    case 'entry':
      // Eliminations and disqualifications are results (§27.6, §25.1); the rest of an entry's life is the desk's.
      return type === 'entry.eliminate' || type === 'entry.disqualify' || type === 'entry.liftDisqualification'
        ? 'results'
        : 'registration'
    default:
      return 'accounts'
  }
}

/** Operations on the installation a role may use: backups and restores need the 'backups' area; reading is free. */
export function areaOfOperation(type: string): PermissionArea | 'accounts' | null {
  if (type === 'protocol.pdf' || type === 'tournament.export' || type === 'backup.list' || type === 'sharing.status')
    return null
  if (type.startsWith('backup.')) return 'backups'
  if (type === 'tournament.import' || type === 'results.importCsv') return 'tournament'
  return 'accounts'
}

/** Whether an account of `role` may record in `area` (a director may record everything). */
export function mayRecord(
  accounts: AccountsState,
  role: AccountRole,
  area: PermissionArea | 'accounts' | null
): boolean {
  if (area === null || role === 'director') return true
  if (area === 'accounts') return false
  return accounts.permissions[role].includes(area)
}
