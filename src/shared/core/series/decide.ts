import type { z } from 'zod'
import type { DecideContext } from '../context'
import { reject, type Rejection } from '../rejection'
import { RejectedError } from '../rejection'
import type { FloorState } from '../state'
import { requireTournament } from '../tournament/decide'
import { FormulaError } from '../rating/FormulaError'
import { checkFormulaOverFields, compileRatingFormula, type RatingFormula } from '../rating/RatingFormula'
import type { FormulaVersion } from '../rating/FormulaVersion'
import type { SeriesEventRecord } from './events'
import type { AnnounceFormula, AttachTournament, CreateSeries } from './schemas'
import { hasStarted } from './state'

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

export function decideCreateSeries(command: Cmd<typeof CreateSeries>, ctx: DecideContext): SeriesEventRecord[] {
  checkFormula(command.formula, command.finalTableSize)
  const seriesId = ctx.newId()
  const version: FormulaVersion = { id: `${seriesId}-v1`, seriesId, version: 1, formula: command.formula, announcedAt: ctx.now, announcedBy: ctx.actor }
  return [{ type: 'series.created', seriesId, name: command.name, version, rules: command.rules, finalTableSize: command.finalTableSize }]
}

function requireSeries(state: FloorState, seriesId: string) {
  const series = state.series.get(seriesId)
  if (!series) reject('rating.error.seriesNotFound', `No series ${seriesId}`, { field: 'seriesId', params: { seriesId } })
  return series
}

export function decideAnnounceFormula(command: Cmd<typeof AnnounceFormula>, state: FloorState, ctx: DecideContext): SeriesEventRecord[] {
  const series = requireSeries(state, command.seriesId)
  checkFormula(command.formula, series.finalTableSize)
  const n = series.versions.length + 1
  return [{ type: 'series.formulaAnnounced', seriesId: series.id, version: { id: `${series.id}-v${n}`, seriesId: series.id, version: n, formula: command.formula, announcedAt: ctx.now, announcedBy: ctx.actor } }]
}

/** §28.1: the event joins the series before it starts, under the formula announced now. */
export function decideAttach(command: Cmd<typeof AttachTournament>, state: FloorState): SeriesEventRecord[] {
  const series = requireSeries(state, command.seriesId)
  const t = requireTournament(state, command.tournamentId)
  if (hasStarted(t)) reject('rating.error.formulaNotAnnounced', 'The formula must be announced before the event starts (§28.1).', { field: 'tournamentId' })
  for (const other of state.series.values()) {
    if (other.events.some((e) => e.tournamentId === t.id)) reject('rating.error.alreadyInSeries', 'The tournament already belongs to a series.', { field: 'tournamentId' })
  }
  const version = series.versions[series.versions.length - 1]!
  return [{ type: 'series.tournamentAttached', seriesId: series.id, tournamentId: t.id, versionId: version.id, coefficient: command.coefficient ?? null }]
}
