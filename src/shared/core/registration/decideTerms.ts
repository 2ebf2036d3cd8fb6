import type { z } from 'zod'
import type { DecideContext } from '../context'
import { rejectInvalid } from '../issues'
import { applyPatch, sameValue } from '../patch'
import { reject } from '../rejection'
import type { FloorState } from '../state'
import { requireTournament } from '../guards'
import type { Tournament } from '../tournament'
import type { RegistrationEvent } from './events'
import type { SetAwards, SetEntryTerms } from './schemas'
import { Awards, EntryTerms } from './terms'

/** Has play begun (the tournament recorded as started, or the clock running)? */
export function playBegun(tournament: Tournament, ctx: DecideContext): boolean {
  return tournament.status !== 'announced' || (ctx.levelOf?.(tournament.id) ?? null) !== null
}

/**
 * Entry terms are announced before the start (§5.1, §5.7: no rebuy on terms not announced in advance). After the
 * start a change is a correction with a recorded reason (§5.2, §5.3).
 */
export function decideSetEntryTerms(
  command: z.infer<typeof SetEntryTerms>,
  state: FloorState,
  ctx: DecideContext,
  reason: string | null
): RegistrationEvent[] {
  const tournament = requireTournament(state, command.tournamentId)
  const previous = tournament.registration.terms
  const parsed = EntryTerms.safeParse(applyPatch(previous, command.terms))
  if (!parsed.success) rejectInvalid(parsed.error, 'command.terms')
  const terms = parsed.data
  if (sameValue(previous, terms)) {
    reject('error.registration.noChange', 'The terms are already as announced', { field: 'terms' })
  }
  if (playBegun(tournament, ctx) && !reason) {
    reject('error.reasonRequired', 'Play has begun: changing the entry terms needs a recorded reason (§5.2)', {
      field: 'meta.reason'
    })
  }
  return [{ type: 'registration.termsSet', tournamentId: tournament.id, terms, previous }]
}

/** Awards are described before the start (§5.12); afterwards a change needs a reason. */
export function decideSetAwards(
  command: z.infer<typeof SetAwards>,
  state: FloorState,
  ctx: DecideContext,
  reason: string | null
): RegistrationEvent[] {
  const tournament = requireTournament(state, command.tournamentId)
  const previous = tournament.registration.awards
  const parsed = Awards.safeParse(applyPatch(previous, command.awards))
  if (!parsed.success) rejectInvalid(parsed.error, 'command.awards')
  const awards = parsed.data
  // §5.12: a ticket is a seat in another recorded event.
  for (const p of awards.places) {
    if (!p.ticketFor) continue
    if (p.ticketFor === tournament.id)
      reject('error.awards.ticketForItself', 'A tournament cannot award a seat in itself', { field: 'awards.places' })
    if (!state.tournaments.has(p.ticketFor))
      reject('error.awards.ticketForUnknown', `The event of the ticket for place ${p.place} is not recorded`, {
        field: 'awards.places',
        params: { place: p.place }
      })
  }
  if (sameValue(previous, awards)) {
    reject('error.registration.noChange', 'The awards are already as announced', { field: 'awards' })
  }
  if (playBegun(tournament, ctx) && !reason) {
    reject(
      'error.reasonRequired',
      'Play has begun: awards are described before the start (§5.12); a change needs a reason',
      {
        field: 'meta.reason'
      }
    )
  }
  return [{ type: 'registration.awardsSet', tournamentId: tournament.id, awards, previous }]
}
