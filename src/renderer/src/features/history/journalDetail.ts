/* No DOM here, so Node tests import it: the journal line's facts (JournalTable shows them). */
import type { DomainEvent } from '../../../../shared/core/events'
import { changesOf, subjectsOf } from '../../../../shared/core/journal'
import type { JournalNames } from '../../../../shared/core/journal'
import { journalFieldLabel, journalValue, type ValueFormat } from './journalValues'
import { clockJournalDetail } from '../../apps/admin/clock/journalDetail'
import { registrationJournalDetail } from '../registration/journalDetail'
import { seatingJournalDetail } from '../seating/journalDetail'
import { flightsJournalDetail } from '../flights/journalDetail'

/**
 * Old → new of only the fields a record changed (§4.7, §27.8), field names and values in the chosen
 * language (`journalValues.ts`).
 */
function changesDetail(event: DomainEvent, f: ValueFormat): string | null {
  if (event.type === 'standings.teamsSet') return teamsDetail(event, f)
  const changes = changesOf(event)
  if (!changes || changes.length === 0) return null
  return changes
    .map(
      (c) =>
        `${journalFieldLabel(event, c.field, f)}: ${journalValue(event, c.field, c.from, f)} → ${journalValue(event, c.field, c.to, f)}`
    )
    .join('; ')
}

/** §5.4д: the teams as announced — the scoring in words, each team with its players by name ("Minsk: Vera, Gleb"). */
function teamsDetail(event: Extract<DomainEvent, { type: 'standings.teamsSet' }>, f: ValueFormat): string {
  const to = event.to
  if (!to || to.teams.length === 0) return f.t('standings.teams.none')
  const player = (id: string): string => f.names?.players[id] ?? '…'
  return [
    f.t(`standings.teams.rule.${to.scoring.rule}`, { count: to.scoring.count }),
    to.teams.map((team) => `${team.name}: ${team.playerIds.map(player).join(', ')}`).join('; ')
  ].join(' · ')
}

/** The facts of a record after its title, in the chosen language, with names for the ids it carries (§4.7). */
export function journalDetail(event: DomainEvent, f: ValueFormat): string {
  const { t, dateTime, num } = f
  return [
    registrationJournalDetail(event, t),
    changesDetail(event, f),
    clockJournalDetail(event, dateTime, t),
    seatingJournalDetail(event, t),
    flightsJournalDetail(event, t, num)
  ]
    .filter((d): d is string => !!d)
    .join(' · ')
}

/** The tournaments a record names whose names the journal needs: its own, and one a display was given. */
export function journalTournamentIds(event: DomainEvent): string[] {
  const ids: string[] = []
  const own = (event as { tournamentId?: unknown }).tournamentId
  if (typeof own === 'string') ids.push(own)
  if (event.type === 'display.screenConfigured' && event.changes.tournamentId) {
    const { from, to } = event.changes.tournamentId
    for (const id of [from, to]) if (id) ids.push(id)
  }
  return ids
}

/** The players a record names inside what it changed (a team's roster, §5.4д), whose names the journal needs. */
export function journalPlayerIds(event: DomainEvent): string[] {
  if (event.type !== 'standings.teamsSet') return []
  return [...(event.from?.teams ?? []), ...(event.to?.teams ?? [])].flatMap((team) => team.playerIds)
}

/** Who the record is about, by name: the players of the entries it names, then the players it names; a display. */
export function journalSubject(event: DomainEvent, names: JournalNames): string {
  const { entryIds, playerIds } = subjectsOf(event)
  const list: string[] = []
  for (const id of entryIds) {
    const name = names.entries[id]
    if (name && !list.includes(name)) list.push(name)
  }
  for (const id of playerIds) {
    const name = names.players[id]
    if (name && !list.includes(name)) list.push(name)
  }
  const screen = 'screenId' in event ? names.screens?.[event.screenId] : undefined
  if (screen) list.push(screen)
  return list.join(', ')
}
