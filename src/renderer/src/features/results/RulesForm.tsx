import { useState, type ReactNode } from 'react'
import type { ResultsView } from '../../../../shared/core/results'
import { useI18n } from '../../i18n/I18n'
import { useSender } from './useSender'

/** How ties and disqualified places are settled (§27.7, §28.8), recorded with a reason when changed. */
export function RulesForm({ tournamentId, view }: { tournamentId: string; view: ResultsView }): ReactNode {
  const { t } = useI18n()
  const { send, error } = useSender()
  const [tieRule, setTieRule] = useState(view.rules.tieRule)
  const [dq, setDq] = useState(view.rules.disqualificationPlaces)
  const [reason, setReason] = useState('')
  return (
    <form
      className="card"
      onSubmit={(e) => {
        e.preventDefault()
        void send(
          { type: 'results.setRules', tournamentId, rules: { tieRule, disqualificationPlaces: dq } },
          reason || undefined
        )
      }}
    >
      <h2>{t('results.rules.title')}</h2>
      <div className="row">
        <label>
          {t('results.rules.tieRule')}
          <select value={tieRule} onChange={(e) => setTieRule(e.target.value as typeof tieRule)} data-testid="tie-rule">
            {(['split', 'lot', 'director', 'other'] as const).map((r) => (
              <option key={r} value={r}>
                {t(`results.tieRule.${r}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('results.rules.disqualification')}
          <select value={dq} onChange={(e) => setDq(e.target.value as typeof dq)}>
            <option value="keep">{t('results.dq.keep')}</option>
            <option value="annul">{t('results.dq.annul')}</option>
          </select>
        </label>
        <input
          aria-label={t('results.rules.reason')}
          placeholder={t('results.rules.reason')}
          maxLength={1000}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <button type="submit">{t('results.rules.save')}</button>
      </div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </form>
  )
}
