import type { CommandSpec, Gen } from './context'
import { plain, tournamentId } from './context'

/**
 * Accounts of the floor staff (added by the survival branch). Rare: each new PIN is a deliberate scrypt
 * hash. The fuzzer signs in with the installation PIN (a director), so what a role may record changes nothing here;
 * account ids are those it saw created, now and then one that does not exist (refused by the rules, not by zod).
 */
function accountId(g: Gen): string {
  const known = g.world.accountIds
  return known.length > 0 && g.rng.chance(0.9) ? g.rng.pick(known) : `acct-${g.rng.range(1, 3)}`
}

const NAMES = ['Olga Floor', 'Ivan Desk', 'Anna TD', 'Boris Floor']
const ROLES = ['director', 'floor', 'desk'] as const
const AREAS = ['tournament', 'clock', 'players', 'registration', 'results', 'seating', 'series', 'backups'] as const

export const accountCommands: Record<string, CommandSpec> = {
  'account.create': {
    weight: () => 0.05,
    generate: (g) =>
      plain(g, {
        type: 'account.create',
        name: g.rng.pick(NAMES),
        role: g.rng.pick(ROLES),
        pin: `pin-${g.rng.range(1000, 9999)}`
      })
  },
  // Once an account exists its edits are worth trying (their accepted path, not only `error.account.notFound`).
  'account.edit': {
    weight: (s) => (s.accounts > 0 ? 0.1 : 0.05),
    generate: (g) => plain(g, { type: 'account.edit', accountId: accountId(g), role: g.rng.pick(ROLES) })
  },
  'account.setPin': {
    weight: (s) => (s.accounts > 0 ? 0.1 : 0.03),
    generate: (g) => plain(g, { type: 'account.setPin', accountId: accountId(g), pin: '4321-pin' })
  },
  'account.setEnabled': {
    weight: (s) => (s.accounts > 0 ? 0.1 : 0.05),
    generate: (g) => plain(g, { type: 'account.setEnabled', accountId: accountId(g), enabled: g.rng.chance(0.5) })
  },
  // A festival's scope (§3): an account limited to a tournament or two with a role in each, or given the whole hall
  // back. Now and then a tournament named twice, which the rules refuse.
  'account.setScope': {
    weight: (s) => (s.accounts > 0 ? 0.08 : 0.02),
    generate: (g) => {
      const first = tournamentId(g)
      const scope = g.rng.chance(0.25)
        ? null
        : g.rng.chance(0.1)
          ? [first, first].map((id) => ({ tournamentId: id, role: g.rng.pick(ROLES) }))
          : [...new Set([first, tournamentId(g)])].map((id) => ({ tournamentId: id, role: g.rng.pick(ROLES) }))
      return plain(g, { type: 'account.setScope', accountId: accountId(g), scope })
    }
  },
  'roles.setPermissions': {
    weight: () => 0.05,
    generate: (g) =>
      plain(g, {
        type: 'roles.setPermissions',
        role: g.rng.pick(['floor', 'desk'] as const),
        areas: AREAS.filter(() => g.rng.chance(0.5))
      })
  }
}
