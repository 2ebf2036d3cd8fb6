import type { z } from 'zod'
import type { DecideContext } from '../../context'
import { reject, type Rejection, RejectedError } from '../../rejection'
import type { FloorState } from '../../state'
import { requireTournament } from '../../guards'
import {
  FormulaError,
  checkFormulaOverFields,
  compileRatingFormula,
  type RatingFormula,
  recomputeSeries,
  formulaWarnings
} from '../rating'
import type { FormulaVersion } from '../rating'
import type { SeriesEventRecord } from './events'
import type {
  AnnounceFormula,
  AnnulPoints,
  AttachTournament,
  CreateSeries,
  DrawLots,
  ExcludeEvent,
  IncludeEvent,
  ResolveMergeConflict,
  RestorePoints
} from './schemas'
import { hasStarted, type Series } from './state'
import { drawLot } from '../../results'
import { seriesInput } from './standingsInput'

type Cmd<T extends z.ZodType> = z.infer<T>

/** §28.3: a formula is refused at announcement if it cannot be evaluated over real fields. */
function checkFormula(formula: RatingFormula, finalTableSize: number): void {
  try {
    compileRatingFormula(formula)
    const over = checkFormulaOverFields(formula, { finalTableSize, maxEntrants: 60 })
    if (!over.ok) throw new RejectedError(over.error.toRejection('formula'))
  } catch (error) {
    if (error instanceof FormulaError) {
      const r: Rejection = error.toRejection('formula')
      throw new RejectedError(r)
    }
    throw error
  }
}

/**
 * §28.2, §28.3: points that rise with a worse place or go negative are kept only when the director confirmed the
 * preview's warning (`keepWarnings`).
 */
function checkWarnings(formula: RatingFormula, finalTableSize: number, keep: true | undefined): void {
  if (keep) return
  const [w] = formulaWarnings(formula, { finalTableSize })
  if (!w) return
  if (w.kind === 'rises')
    reject(
      'rating.error.pointsRise',
      `Place ${w.place} of ${w.entrants} gets more points (${w.points}) than place ${w.place - 1} (${w.abovePoints}); confirm to keep this formula.`,
      {
        field: 'keepWarnings',
        params: { place: w.place, entrants: w.entrants, points: w.points, above: w.abovePoints }
      }
    )
  reject(
    'rating.error.pointsNegative',
    `Place ${w.place} of ${w.entrants} gets negative points (${w.points}); confirm to keep this formula.`,
    { field: 'keepWarnings', params: { place: w.place, entrants: w.entrants, points: w.points } }
  )
}

export function decideCreateSeries(command: Cmd<typeof CreateSeries>, ctx: DecideContext): SeriesEventRecord[] {
  checkFormula(command.formula, command.finalTableSize)
  checkWarnings(command.formula, command.finalTableSize, command.keepWarnings)
  const seriesId = ctx.newId()
  const version: FormulaVersion = {
    id: `${seriesId}-v1`,
    seriesId,
    version: 1,
    formula: command.formula,
    announcedAt: ctx.now,
    announcedBy: ctx.actor
  }
  return [
    {
      type: 'series.created',
      seriesId,
      name: command.name,
      version,
      rules: command.rules,
      finalTableSize: command.finalTableSize
    }
  ]
}

function requireSeries(state: FloorState, seriesId: string): Series {
  const series = state.series.get(seriesId)
  if (!series)
    reject('rating.error.seriesNotFound', `No series ${seriesId}`, { field: 'seriesId', params: { seriesId } })
  return series
}

export function decideAnnounceFormula(
  command: Cmd<typeof AnnounceFormula>,
  state: FloorState,
  ctx: DecideContext
): SeriesEventRecord[] {
  const series = requireSeries(state, command.seriesId)
  checkFormula(command.formula, series.finalTableSize)
  checkWarnings(command.formula, series.finalTableSize, command.keepWarnings)
  const n = series.versions.length + 1
  return [
    {
      type: 'series.formulaAnnounced',
      seriesId: series.id,
      version: {
        id: `${series.id}-v${n}`,
        seriesId: series.id,
        version: n,
        formula: command.formula,
        announcedAt: ctx.now,
        announcedBy: ctx.actor
      }
    }
  ]
}

/** §28.1: the event joins the series before it starts, under the formula announced now. */
export function decideAttach(command: Cmd<typeof AttachTournament>, state: FloorState): SeriesEventRecord[] {
  const series = requireSeries(state, command.seriesId)
  const t = requireTournament(state, command.tournamentId)
  if (hasStarted(t))
    reject('rating.error.formulaNotAnnounced', 'The formula must be announced before the event starts (§28.1).', {
      field: 'tournamentId'
    })
  for (const other of state.series.values()) {
    if (other.events.some((e) => e.tournamentId === t.id))
      reject('rating.error.alreadyInSeries', 'The tournament already belongs to a series.', { field: 'tournamentId' })
  }
  const version = series.versions[series.versions.length - 1]!
  return [
    {
      type: 'series.tournamentAttached',
      seriesId: series.id,
      tournamentId: t.id,
      versionId: version.id,
      coefficient: command.coefficient ?? null,
      buyinCategory: command.buyinCategory ?? null
    }
  ]
}

/** §28.7ж: draw, with the injected randomness, every tie the standings now send to a lot; refused when none waits. */
export function decideDrawLots(
  command: Cmd<typeof DrawLots>,
  state: FloorState,
  ctx: DecideContext,
  reason: string | null
): SeriesEventRecord[] {
  const series = requireSeries(state, command.seriesId)
  const { events, rules } = seriesInput(state, series)
  const pending = recomputeSeries(events, rules).standings.pendingLots
  if (pending.length === 0)
    reject('rating.error.noLotPending', 'No tie in the standings waits for a lot (§28.7ж).', { field: 'seriesId' })
  if (command.physical) {
    // A lot drawn by hand: its order is exactly one waiting tie, who drew is named, and the reason is recorded.
    const order = command.physical.order
    const group = pending.find(
      (p) =>
        p.playerIds.length === order.length &&
        new Set(order).size === order.length &&
        order.every((id) => p.playerIds.includes(id))
    )
    if (!group)
      reject(
        'rating.error.lotNotAGroup',
        'The order drawn must name exactly the players of one waiting tie (§28.7ж).',
        {
          field: 'physical.order'
        }
      )
    const why = requireReason(reason, '§28.7ж')
    return [
      {
        type: 'series.lotsDrawn',
        seriesId: series.id,
        lots: [{ order: [...order] }],
        reason: why,
        physical: { drawnBy: command.physical.drawnBy }
      }
    ]
  }
  return [
    {
      type: 'series.lotsDrawn',
      seriesId: series.id,
      lots: pending.map((p) => ({ order: [...drawLot(p.playerIds, ctx.randomInt).order] })),
      reason
    }
  ]
}

/** A decision of the administration on the rating is recorded with its reason (§27.8, §28.8, §28.15). */
function requireReason(reason: string | null, rule: string): string {
  if (!reason)
    reject('rating.error.decisionNeedsReason', `Give the reason for this decision (${rule}).`, {
      field: 'meta.reason',
      params: { rule }
    })
  return reason
}

function requireBinding(series: Series, tournamentId: string) {
  const binding = series.events.find((e) => e.tournamentId === tournamentId)
  if (!binding)
    reject('rating.error.eventNotInSeries', `Tournament ${tournamentId} is not an event of this series.`, {
      field: 'tournamentId',
      params: { tournamentId }
    })
  return binding
}

/** §28.15в: exclude an event from the rating; its points stay on record. */
export function decideExcludeEvent(
  command: Cmd<typeof ExcludeEvent>,
  state: FloorState,
  reason: string | null
): SeriesEventRecord[] {
  const series = requireSeries(state, command.seriesId)
  const binding = requireBinding(series, command.tournamentId)
  const why = requireReason(reason, '§28.15')
  if (binding.excluded)
    reject('rating.error.alreadyExcluded', 'The event is already excluded from the rating.', { field: 'tournamentId' })
  return [{ type: 'series.eventExcluded', seriesId: series.id, tournamentId: binding.tournamentId, reason: why }]
}

/** §28.15: take an excluded event back into the rating. */
export function decideIncludeEvent(
  command: Cmd<typeof IncludeEvent>,
  state: FloorState,
  reason: string | null
): SeriesEventRecord[] {
  const series = requireSeries(state, command.seriesId)
  const binding = requireBinding(series, command.tournamentId)
  const why = requireReason(reason, '§28.15')
  if (!binding.excluded)
    reject('rating.error.notExcluded', 'The event is not excluded from the rating.', { field: 'tournamentId' })
  return [{ type: 'series.eventIncluded', seriesId: series.id, tournamentId: binding.tournamentId, reason: why }]
}

/** §28.8: only a disqualified participant's points may be annulled, fully or partly, by the administration. */
export function decideAnnulPoints(
  command: Cmd<typeof AnnulPoints>,
  state: FloorState,
  reason: string | null
): SeriesEventRecord[] {
  const series = requireSeries(state, command.seriesId)
  const binding = requireBinding(series, command.tournamentId)
  const t = requireTournament(state, command.tournamentId)
  const entry = t.registration.entries.get(command.entryId)
  if (!entry)
    reject('rating.error.entryNotFound', `No entry ${command.entryId} in this tournament.`, {
      field: 'entryId',
      params: { entryId: command.entryId }
    })
  if (entry.status !== 'disqualified')
    reject('rating.error.notDisqualified', 'Only the points of a disqualified participant may be annulled (§28.8).', {
      field: 'entryId'
    })
  if (command.mode === 'partial' && command.keptShare === undefined)
    reject('rating.error.keptShareRequired', 'A partial annulment says which share of the points is kept.', {
      field: 'keptShare'
    })
  if (command.mode === 'full' && command.keptShare !== undefined)
    reject('rating.error.keptShareRequired', 'A full annulment keeps nothing: leave the share out.', {
      field: 'keptShare'
    })
  const why = requireReason(reason, '§28.8')
  return [
    {
      type: 'series.pointsAnnulled',
      seriesId: series.id,
      tournamentId: binding.tournamentId,
      entryId: entry.id,
      mode: command.mode,
      keptShare: command.mode === 'partial' ? command.keptShare! : null,
      reason: why
    }
  ]
}

/** §28.10: the administration keeps one result of a merged person in an event; the others count for nothing. */
export function decideResolveMergeConflict(
  command: Cmd<typeof ResolveMergeConflict>,
  state: FloorState,
  reason: string | null
): SeriesEventRecord[] {
  const series = requireSeries(state, command.seriesId)
  const binding = requireBinding(series, command.tournamentId)
  const { events, rules } = seriesInput(state, series)
  const conflict = recomputeSeries(events, rules).standings.mergeConflicts.find(
    (c) => c.eventId === binding.tournamentId && c.entryIds.includes(command.keepEntryId)
  )
  if (!conflict)
    reject('rating.error.noMergeConflict', 'This entry is not in a merge conflict of this event (§28.10).', {
      field: 'keepEntryId'
    })
  const why = requireReason(reason, '§28.10')
  return [
    {
      type: 'series.mergeConflictResolved',
      seriesId: series.id,
      tournamentId: binding.tournamentId,
      keepEntryId: command.keepEntryId,
      dropEntryIds: conflict.entryIds.filter((id) => id !== command.keepEntryId),
      reason: why
    }
  ]
}

/** §28.8: withdraw an annulment; the entry's points count again. */
export function decideRestorePoints(
  command: Cmd<typeof RestorePoints>,
  state: FloorState,
  reason: string | null
): SeriesEventRecord[] {
  const series = requireSeries(state, command.seriesId)
  const binding = requireBinding(series, command.tournamentId)
  if (!binding.annulments.has(command.entryId))
    reject('rating.error.notAnnulled', 'The points of this entry are not annulled.', { field: 'entryId' })
  const why = requireReason(reason, '§28.8')
  return [
    {
      type: 'series.pointsRestored',
      seriesId: series.id,
      tournamentId: binding.tournamentId,
      entryId: command.entryId,
      reason: why
    }
  ]
}
