import { useEffect, useState, type ReactNode } from 'react'
import type { Command } from '../../../../shared/core/commands'
import { presetExpression, type RatingFormula } from '../../../../shared/core/league'
import type { SeriesStandingsView, SeriesSummary, TieBreak } from '../../../../shared/core/league'
import type { ResultsView } from '../../../../shared/core/results'
import { useClient } from '../../common/ClientContext'
import { useI18n } from '../../i18n/I18n'
import { emptyDraft, FormulaEditor, FormulaPreview, useFormulaCheck, type FormulaDraft } from './FormulaEditor'
import { SeriesStandingsPanel } from './SeriesStandingsPanel'
import { TieBreakEditor } from './TieBreakEditor'
import { useSender } from './useSender'
import { useEscape } from '../../common/escape'

type Send = (c: Command, reason?: string) => Promise<boolean>

/**
 * §28.1–§28.7: the tournament's series — its announced formula (frozen once the event starts), a new version, the
 * points of this event with how they were computed, and the series standings recomputed from the current places.
 */
export function SeriesPanel({ tournamentId, view }: { tournamentId: string; view: ResultsView }): ReactNode {
  const { t, language } = useI18n()
  const { send, error } = useSender()
  const refusal = error && (
    <p className="error" role="alert" data-testid="series-error">
      {error}
    </p>
  )
  const client = useClient()
  const [list, setList] = useState<SeriesSummary[]>([])
  const [standings, setStandings] = useState<SeriesStandingsView | null>(null)
  const [refresh, setRefresh] = useState(0)
  const [announcing, setAnnouncing] = useState(false)
  const [terms, setTerms] = useState<Terms>({ coefficient: '', category: '' })
  const mine = list.find((s) => s.events.some((e) => e.tournamentId === tournamentId)) ?? null

  useEffect(() => {
    void client.query({ type: 'series.list' }).then((r) => r.ok && setList(r.value))
  }, [client, refresh, view.version])
  useEffect(() => {
    if (!mine) return setStandings(null)
    void client
      .query({ type: 'series.standings', seriesId: mine.id, language })
      .then((r) => r.ok && setStandings(r.value))
  }, [client, mine?.id, language, view.version, refresh]) // eslint-disable-line react-hooks/exhaustive-deps

  const sendAndRefresh: Send = (command, reason) =>
    send(command, reason).then((ok) => {
      if (ok) setRefresh((n) => n + 1)
      return ok
    })

  if (!mine) {
    return (
      <section className="card" data-testid="series-panel">
        <h2>{t('series.title')}</h2>
        <p className="muted">{t('series.none')}</p>
        {refusal}
        <AttachTerms terms={terms} onChange={setTerms} />
        <div className="row">
          {list.map((s) => (
            <button
              key={s.id}
              onClick={() =>
                void sendAndRefresh({ type: 'series.attach', seriesId: s.id, tournamentId, ...termsOf(terms) })
              }
            >
              {t('series.attach', { name: s.name })}
            </button>
          ))}
        </div>
        <CreateSeriesForm
          onCreate={async (name, formula, tieBreaks, finalTableSize, keepWarnings) => {
            const ok = await send({
              type: 'series.create',
              name,
              formula,
              rules: { tieBreaks },
              finalTableSize,
              ...(keepWarnings ? { keepWarnings: true } : {})
            } as Command)
            if (!ok) return false
            const r = await client.query({ type: 'series.list' })
            const created = r.ok ? r.value.find((s) => s.name === name && s.events.length === 0) : undefined
            if (created)
              await sendAndRefresh({ type: 'series.attach', seriesId: created.id, tournamentId, ...termsOf(terms) })
            return true
          }}
        />
      </section>
    )
  }
  const event = mine.events.find((e) => e.tournamentId === tournamentId)!
  return (
    <section className="card" data-testid="series-panel">
      <h2>
        {t('series.title')}: {mine.name}
      </h2>
      <p className="muted">
        {t('series.formula', {
          version: event.version,
          tieBreaks: mine.tieBreaks.map((b) => t(`rating.tieBreak.${b}`)).join(' → ')
        })}{' '}
        · {event.frozen ? t('series.frozen') : t('series.notFrozen')}
        {(event.coefficient !== null || event.buyinCategory !== null) && (
          <span data-testid="series-event-terms">
            {' · '}
            {t('seriesPage.eventTerms', { coefficient: event.coefficient ?? 1, category: event.buyinCategory ?? 0 })}
          </span>
        )}
      </p>
      <p className="muted series-current" data-testid="series-current-formula">
        {t('series.current', { formula: formulaText(mine.formula, t) })}
      </p>
      {announcing ? (
        <AnnounceForm
          series={mine}
          onCancel={() => setAnnouncing(false)}
          onAnnounce={(formula, keepWarnings) =>
            sendAndRefresh({
              type: 'series.announceFormula',
              seriesId: mine.id,
              formula,
              ...(keepWarnings ? { keepWarnings: true } : {})
            } as Command).then((ok) => {
              if (ok) setAnnouncing(false)
              return ok
            })
          }
        />
      ) : (
        <button className="link" onClick={() => setAnnouncing(true)}>
          {t('series.announce')}
        </button>
      )}
      {refusal}
      {standings && <SeriesStandingsPanel tournamentId={tournamentId} standings={standings} send={sendAndRefresh} />}
    </section>
  )
}

type T = ReturnType<typeof useI18n>['t']

/** §28.2б–в: what the attachment sets for this event — its coefficient and buy-in category, as typed. */
interface Terms {
  coefficient: string
  category: string
}

function termsOf(terms: Terms): { coefficient?: number; buyinCategory?: number } {
  const c = terms.coefficient.trim() === '' ? NaN : Number(terms.coefficient)
  const b = terms.category.trim() === '' ? NaN : Number(terms.category)
  return {
    ...(Number.isFinite(c) && c > 0 ? { coefficient: c } : {}),
    ...(Number.isFinite(b) && b >= 0 ? { buyinCategory: b } : {})
  }
}

/** The event coefficient and buy-in category the default formula and the presets read (§28.2б–в). */
function AttachTerms({ terms, onChange }: { terms: Terms; onChange: (t: Terms) => void }): ReactNode {
  const { t } = useI18n()
  return (
    <div className="row series-terms" data-testid="series-attach-terms">
      <label>
        {t('series.attach.coefficient')}
        <input
          className="narrow"
          type="number"
          min={0.01}
          max={100}
          step="any"
          placeholder="1"
          value={terms.coefficient}
          onChange={(e) => onChange({ ...terms, coefficient: e.target.value })}
          data-testid="series-coefficient"
        />
      </label>
      <label>
        {t('series.attach.category')}
        <input
          className="narrow"
          type="number"
          min={0}
          step="any"
          placeholder="0"
          value={terms.category}
          onChange={(e) => onChange({ ...terms, category: e.target.value })}
          data-testid="series-category"
        />
      </label>
    </div>
  )
}

/** The announced formula as a participant reads it (§28.4). */
export function formulaText(f: RatingFormula, t: T): string {
  if (f.kind === 'table') return t('series.current.table', { points: f.points.join(', ') })
  return f.kind === 'preset' ? presetExpression(f) : f.expression
}

/** §28.1, §28.7: name, formula with preview, tie-break order, final table size. */
function CreateSeriesForm({
  onCreate
}: {
  onCreate: (
    name: string,
    formula: object,
    tieBreaks: TieBreak[],
    finalTableSize: number,
    keepWarnings: boolean
  ) => Promise<boolean>
}): ReactNode {
  const { t } = useI18n()
  const [name, setName] = useState('')
  const [draft, setDraft] = useState<FormulaDraft>(emptyDraft)
  const [tieBreaks, setTieBreaks] = useState<TieBreak[]>(['wins', 'best-place', 'average-place', 'shared'])
  const [finalTableSize, setFinalTableSize] = useState(9)
  const [entrants, setEntrants] = useState(10)
  const check = useFormulaCheck(draft, entrants, finalTableSize)
  const [keep, setKeep] = useState(false)
  const held = check.warnings.length > 0 && !keep
  return (
    <form
      className="series-create"
      data-testid="series-create"
      onSubmit={(e) => {
        e.preventDefault()
        if (check.error || !check.formula || tieBreaks.length === 0 || held) return
        void onCreate(name, check.formula, tieBreaks, finalTableSize, check.warnings.length > 0)
      }}
    >
      <div className="series-editor">
        <div className="series-editor__main">
          <label>
            {t('series.name')}
            <input
              placeholder={t('series.name')}
              maxLength={120}
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              data-testid="series-name"
            />
          </label>
          <FormulaEditor draft={draft} onChange={setDraft} />
          <label className="series-decimals">
            {t('series.formula.finalTableSize')}
            <input
              type="number"
              min={2}
              max={12}
              value={finalTableSize}
              onChange={(e) => setFinalTableSize(Math.min(12, Math.max(2, Number(e.target.value) || 9)))}
            />
          </label>
          <TieBreakEditor value={tieBreaks} onChange={setTieBreaks} />
        </div>
        <FormulaPreview check={check} entrants={entrants} onEntrants={setEntrants} keep={keep} onKeep={setKeep} />
      </div>
      <button type="submit" className="primary" disabled={!!check.error || tieBreaks.length === 0 || held}>
        {t('series.create')}
      </button>
    </form>
  )
}

/** §28.6: a new version; events not started yet follow it, started ones keep their frozen formula. */
function AnnounceForm({
  series,
  onAnnounce,
  onCancel
}: {
  series: SeriesSummary
  onAnnounce: (formula: object, keepWarnings: boolean) => Promise<boolean>
  onCancel: () => void
}): ReactNode {
  const { t } = useI18n()
  const [draft, setDraft] = useState<FormulaDraft>(emptyDraft)
  const [entrants, setEntrants] = useState(10)
  const check = useFormulaCheck(draft, entrants, series.finalTableSize)
  const [keep, setKeep] = useState(false)
  const held = check.warnings.length > 0 && !keep
  const escape = useEscape<HTMLFormElement>(onCancel) // Escape = Cancel: nothing is recorded
  return (
    <form
      ref={escape}
      className="series-create"
      data-testid="series-announce"
      onSubmit={(e) => {
        e.preventDefault()
        if (!check.error && check.formula && !held) void onAnnounce(check.formula, check.warnings.length > 0)
      }}
    >
      <p className="muted">{t('series.announceNote')}</p>
      <div className="series-editor">
        <div className="series-editor__main">
          <FormulaEditor draft={draft} onChange={setDraft} />
        </div>
        <FormulaPreview check={check} entrants={entrants} onEntrants={setEntrants} keep={keep} onKeep={setKeep} />
      </div>
      <div className="row">
        <button type="submit" className="primary" disabled={!!check.error || held}>
          {t('series.announceConfirm', { version: series.version + 1 })}
        </button>
        <button type="button" className="link" onClick={onCancel}>
          {t('series.cancel')}
        </button>
      </div>
    </form>
  )
}
