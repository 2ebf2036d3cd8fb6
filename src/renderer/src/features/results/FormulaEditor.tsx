import { useMemo, type ReactNode } from 'react'
import { ZodError } from 'zod'
import {
  FormulaError,
  FUNCTIONS,
  checkFormulaOverFields,
  compileRatingFormula,
  FORMULA_VARIABLES,
  RatingPreset,
  type RatingFormulaInput,
  formulaWarnings,
  type FormulaWarning
} from '../../../../shared/core/league'
import { RejectedError } from '../../../../shared/core/rejection'
import { useI18n } from '../../i18n/I18n'

/** What the director types; turned into a `RatingFormula` (§28.1–§28.3) by `formulaOf`. */
export interface FormulaDraft {
  kind: 'table' | 'preset' | 'custom'
  points: string
  beyond: string
  applyCoefficient: boolean
  preset: RatingPreset
  base: string
  finalTableBonus: string
  knockoutPoints: string
  expression: string
  decimals: string
}

export const emptyDraft: FormulaDraft = {
  kind: 'table',
  points: '100, 70, 50, 30',
  beyond: '0',
  applyCoefficient: false,
  preset: 'sqrt',
  base: '100',
  finalTableBonus: '0',
  knockoutPoints: '0',
  expression: 'coefficient * 100 * (entrants - place + 1) / entrants',
  decimals: '2'
}

const num = (text: string): number => (text.trim() === '' ? NaN : Number(text))

/** The formula the draft stands for, or null when the points table is not a list of numbers. */
export function formulaOf(d: FormulaDraft): RatingFormulaInput | null {
  const decimals = num(d.decimals)
  if (d.kind === 'table') {
    const points = d.points
      .split(/[,;\s]+/)
      .filter(Boolean)
      .map(Number)
    if (points.length === 0 || points.some((p) => !Number.isFinite(p))) return null
    return { kind: 'table', points, beyond: num(d.beyond), applyCoefficient: d.applyCoefficient, decimals }
  }
  if (d.kind === 'preset') {
    return {
      kind: 'preset',
      preset: d.preset,
      base: num(d.base),
      finalTableBonus: num(d.finalTableBonus),
      knockoutPoints: num(d.knockoutPoints),
      decimals
    }
  }
  return { kind: 'custom', expression: d.expression, decimals }
}

export interface FormulaCheck {
  formula: RatingFormulaInput | null
  /** Why the series would refuse it (the same checks as `series.create`, §28.1), in the reader's language. */
  error: string | null
  /** Points for places 1…entrants (§28.4: what a participant will get). */
  preview: Array<{ place: number; points: number }>
  /**
   * §28.3: points that rise with a worse place or go negative — in the preview's field first, else over every field
   * size the core checks; the director confirms to keep such a formula (`keepWarnings`).
   */
  warnings: FormulaWarning[]
}

/** The warnings of a formula, reported for the preview's field size when it shows them there. */
function warningsOf(formula: RatingFormulaInput, entrants: number, finalTableSize: number): FormulaWarning[] {
  const here = formulaWarnings(formula, { finalTableSize, entrants: [entrants] })
  const anywhere = formulaWarnings(formula, { finalTableSize })
  return (['rises', 'negative'] as const)
    .map((kind) => here.find((w) => w.kind === kind) ?? anywhere.find((w) => w.kind === kind))
    .filter((w): w is FormulaWarning => w !== undefined)
}

/** §28.1, §28.4: check the draft as the core will at announcement, and compute the preview in the renderer. */
export function useFormulaCheck(draft: FormulaDraft, entrants: number, finalTableSize: number): FormulaCheck {
  const { t, explain } = useI18n()
  return useMemo(() => {
    const formula = formulaOf(draft)
    if (!formula) return { formula, error: t('series.formula.badTable'), preview: [], warnings: [] }
    const message = (error: unknown): string => {
      if (error instanceof FormulaError) return t(error.key, error.messageParams)
      if (error instanceof RejectedError) return explain(error.rejection)
      if (error instanceof ZodError)
        return t('series.formula.invalid', { field: error.issues[0]?.path.join('.') ?? '' })
      throw error
    }
    try {
      const compiled = compileRatingFormula(formula)
      const over = checkFormulaOverFields(formula, { finalTableSize, maxEntrants: 60 })
      if (!over.ok)
        return {
          formula,
          error: t('series.formula.failsAt', {
            message: message(over.error),
            place: over.place,
            entrants: over.entrants
          }),
          preview: [],
          warnings: []
        }
      const preview = Array.from({ length: entrants }, (_, i) => ({
        place: i + 1,
        points: compiled.points({ place: i + 1, entrants, finalTableSize }).points
      }))
      return { formula, error: null, preview, warnings: warningsOf(formula, entrants, finalTableSize) }
    } catch (error) {
      return { formula, error: message(error), preview: [], warnings: [] }
    }
  }, [draft, entrants, finalTableSize, t, explain])
}

/** §28.1–§28.3: a points table, a preset with its parameters, or an expression in the safe formula language. */
export function FormulaEditor({
  draft,
  onChange
}: {
  draft: FormulaDraft
  onChange: (d: FormulaDraft) => void
}): ReactNode {
  const { t } = useI18n()
  const set = <K extends keyof FormulaDraft>(key: K, value: FormulaDraft[K]): void =>
    onChange({ ...draft, [key]: value })
  return (
    <div className="series-formula" data-testid="formula-editor">
      <fieldset className="row series-kinds">
        <legend className="muted">{t('series.formula.kind')}</legend>
        {(['table', 'preset', 'custom'] as const).map((kind) => (
          <label key={kind} className="check">
            <input type="radio" name="formula-kind" checked={draft.kind === kind} onChange={() => set('kind', kind)} />
            {t(`series.formula.kind.${kind}`)}
          </label>
        ))}
      </fieldset>
      {draft.kind === 'table' && (
        <div className="series-fields">
          <label className="wide">
            {t('series.pointsTable')}
            <input
              maxLength={20_000}
              value={draft.points}
              onChange={(e) => set('points', e.target.value)}
              data-testid="series-points"
            />
          </label>
          <label>
            {t('series.formula.beyond')}
            <input type="number" value={draft.beyond} onChange={(e) => set('beyond', e.target.value)} />
          </label>
          <label className="check">
            <input
              type="checkbox"
              checked={draft.applyCoefficient}
              onChange={(e) => set('applyCoefficient', e.target.checked)}
            />
            {t('series.formula.applyCoefficient')}
          </label>
        </div>
      )}
      {draft.kind === 'preset' && (
        <div className="series-fields">
          <label className="wide">
            {t('series.formula.preset')}
            <select
              value={draft.preset}
              onChange={(e) => set('preset', e.target.value as RatingPreset)}
              data-testid="series-preset"
            >
              {RatingPreset.options.map((p) => (
                <option key={p} value={p}>
                  {t(`series.formula.preset.${p}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('series.formula.base')}
            <input
              type="number"
              value={draft.base}
              onChange={(e) => set('base', e.target.value)}
              data-testid="series-base"
            />
          </label>
          <label>
            {t('series.formula.finalTableBonus')}
            <input
              type="number"
              value={draft.finalTableBonus}
              onChange={(e) => set('finalTableBonus', e.target.value)}
            />
          </label>
          <label>
            {t('series.formula.knockoutPoints')}
            <input type="number" value={draft.knockoutPoints} onChange={(e) => set('knockoutPoints', e.target.value)} />
          </label>
        </div>
      )}
      {draft.kind === 'custom' && (
        <div className="series-fields">
          <label className="wide">
            {t('series.formula.expression')}
            <textarea
              rows={2}
              maxLength={2000}
              value={draft.expression}
              onChange={(e) => set('expression', e.target.value)}
              spellCheck={false}
              data-testid="series-expression"
            />
          </label>
          <p className="muted wide series-small">
            {t('series.formula.variables', { names: FORMULA_VARIABLES.join(', ') })}
            <br />
            {t('series.formula.functions', { names: Object.keys(FUNCTIONS).join(', ') })}
          </p>
        </div>
      )}
      <label className="series-decimals">
        {t('series.formula.decimals')}
        <input type="number" min={0} max={4} value={draft.decimals} onChange={(e) => set('decimals', e.target.value)} />
      </label>
    </div>
  )
}

/** §28.4: what each place would get, before the formula is announced; or why it would be refused. */
export function FormulaPreview({
  check,
  entrants,
  onEntrants,
  keep,
  onKeep
}: {
  check: FormulaCheck
  entrants: number
  onEntrants: (n: number) => void
  /** §28.3: the director's confirmation to keep a formula with warnings. */
  keep: boolean
  onKeep: (keep: boolean) => void
}): ReactNode {
  const { t } = useI18n()
  return (
    <div className="series-preview" data-testid="formula-preview">
      <label className="row">
        {t('series.preview.entrants')}
        <input
          className="narrow"
          type="number"
          min={2}
          max={60}
          value={entrants}
          onChange={(e) => onEntrants(Math.min(60, Math.max(2, Number(e.target.value) || 2)))}
          data-testid="preview-entrants"
        />
      </label>
      {check.error ? (
        <p className="error" role="alert" data-testid="formula-error">
          {check.error}
        </p>
      ) : (
        <>
          <p className="muted">{t('series.preview.title', { entrants })}</p>
          <ol className="series-preview__list">
            {check.preview.map((p, i) => {
              // §28.3: a place that gets more than the place above it, or negative points, is marked in the list.
              const odd = p.points < 0 || (i > 0 && p.points > check.preview[i - 1]!.points)
              return (
                <li key={p.place} className={odd ? 'series-preview__odd' : undefined}>
                  <span className="muted">{p.place}.</span> <b>{p.points}</b>
                </li>
              )
            })}
          </ol>
          {check.warnings.length > 0 && (
            <div className="warning" role="alert" data-testid="formula-warnings">
              <b>{t('series.warning.title')}</b>
              <ul className="series-notes">
                {check.warnings.map((w) => (
                  <li key={w.kind}>
                    {w.kind === 'rises'
                      ? t('series.warning.rises', {
                          place: w.place,
                          entrants: w.entrants,
                          points: w.points,
                          abovePlace: w.place - 1,
                          above: w.abovePoints
                        })
                      : t('series.warning.negative', { place: w.place, entrants: w.entrants, points: w.points })}
                  </li>
                ))}
              </ul>
              <label className="row">
                <input
                  type="checkbox"
                  checked={keep}
                  onChange={(e) => onKeep(e.target.checked)}
                  data-testid="formula-keep-warnings"
                />
                {t('series.warning.keep')}
              </label>
            </div>
          )}
        </>
      )}
    </div>
  )
}
