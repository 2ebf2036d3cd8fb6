import { z } from 'zod'

const Id = z.string().min(1).max(64)

/**
 * §5.4е: the kinds of separate standing an event may announce — women, juniors, seniors, a club (corporate or club
 * standing) or any other named group. The first three are presets whose public label is translated; a club or a
 * group is named by the director.
 */
export const CategoryKind = z.enum(['women', 'juniors', 'seniors', 'club', 'group'])
export type CategoryKind = z.infer<typeof CategoryKind>

export const PRESET_KINDS: readonly CategoryKind[] = ['women', 'juniors', 'seniors']
export const isPresetKind = (kind: CategoryKind): boolean => PRESET_KINDS.includes(kind)

/** One category as announced: its kind and, for a club or a group, its name (the public label). */
export const Category = z
  .strictObject({
    kind: CategoryKind,
    /** Required for a club or a group; for a preset an optional label replacing the translated one. */
    name: z.string().trim().max(80).optional()
  })
  .refine((c) => isPresetKind(c.kind) || (c.name !== undefined && c.name.length > 0), {
    message: 'invalid.categoryName',
    path: ['name']
  })
export type Category = z.infer<typeof Category>

/**
 * What a player belongs to (§5.4е), recorded on the player: a preset kind, or a club or group by its name. This is
 * internal personal data (§27.11): only the standings built from it are public, never the membership itself. The
 * app records the belonging, not what it was derived from (no gender field, no birth date): the least data that
 * serves the standing.
 */
export const Membership = Category
export type Membership = Category

/** The key a category and a membership match on: the kind, and for a club or a group its name, case-folded. */
export function categoryKey(c: { kind: CategoryKind; name?: string | undefined }): string {
  return isPresetKind(c.kind) ? c.kind : `${c.kind}:${(c.name ?? '').trim().toLocaleLowerCase()}`
}

const uniqueKeys = (list: readonly Category[]): boolean => new Set(list.map(categoryKey)).size === list.length

/**
 * §5.4, §5.1: the separate standings announced with the tournament, the whole list at once (empty: none). Before the
 * start it may change freely; after the start only with a recorded reason (§5.2, §5.3).
 */
export const SetCategories = z.strictObject({
  type: z.literal('standings.setCategories'),
  tournamentId: Id,
  categories: z.array(Category).max(20).refine(uniqueKeys, { message: 'invalid.categoryTwice' })
})

/** §5.4е: the categories a player belongs to, the whole list at once (empty: none). Journaled with who and when. */
export const SetMemberships = z.strictObject({
  type: z.literal('player.setMemberships'),
  playerId: Id,
  memberships: z.array(Membership).max(20).refine(uniqueKeys, { message: 'invalid.categoryTwice' })
})

/**
 * §5.4д: the announced team scoring. `points`: the sum of the best `count` members' points by the event's formula
 * (higher wins); `places`: the sum of the best `count` members' overall places (lower wins). Only members with a
 * place count; a team with fewer than `count` placed members stands behind every complete team.
 */
export const TeamScoring = z.strictObject({
  rule: z.enum(['points', 'places']),
  count: z.int().min(1).max(50)
})
export type TeamScoring = z.infer<typeof TeamScoring>

export const Team = z.strictObject({
  name: z.string().trim().min(1).max(80),
  playerIds: z.array(Id).min(1).max(50)
})
export type Team = z.infer<typeof Team>

export const TeamsAnnouncement = z.strictObject({
  scoring: TeamScoring,
  teams: z.array(Team).max(100)
})
export type TeamsAnnouncement = z.infer<typeof TeamsAnnouncement>

/** §5.4д: the team event's rosters and its scoring, the whole announcement at once (no teams: none). */
export const SetTeams = z.strictObject({
  type: z.literal('standings.setTeams'),
  tournamentId: Id,
  ...TeamsAnnouncement.shape
})

export const standingsCommands = [SetCategories, SetMemberships, SetTeams] as const
