import type { ReactNode } from 'react'
import { placeLabel } from '../../../../shared/core/results'
import { knockoutsLabel, stageLabel } from '../../../../shared/core/protocol'
import type { ResultsView } from '../../../../shared/core/results'
import { useI18n } from '../../i18n/I18n'

/** Everyone's place with its basis (§27.7), the level of elimination as players count levels (§27.13). */
export function PlacesTable({ view }: { view: ResultsView }): ReactNode {
  const { t, language, num } = useI18n()
  // BFSP §3.2: an Olympic shootout shows the stage of each place.
  const olympic = view.rows.some((r) => r.stage !== null)
  // §5.10: knockouts (a split one as a share), bounty collected and the head, in a bounty event.
  const bounties = view.bounties
  const bountyOf = new Map((bounties?.entries ?? []).map((e) => [e.entryId, e]))
  return (
    <section className="card">
      <h2>{t('results.places.title')}</h2>
      <table className="places" data-testid="places-table">
        <thead>
          <tr>
            <th>{t('results.col.place')}</th>
            {olympic && <th>{t('protocol.col.stage')}</th>}
            <th>{t('results.col.number')}</th>
            <th>{t('results.col.name')}</th>
            <th>{t('results.col.status')}</th>
            <th>{t('results.col.basis')}</th>
            <th>{t('results.col.level')}</th>
            <th>{t('results.col.stack')}</th>
            <th>{t('results.col.by')}</th>
            {bounties && (
              <>
                <th>{t('protocol.col.knockouts')}</th>
                <th>{t('protocol.col.bounty')}</th>
                {bounties.kind === 'progressive' && <th>{t('results.col.bountyHead')}</th>}
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {view.rows.map((r) => (
            <tr key={r.entryId}>
              <td>{placeLabel(r.place, r.placeTo)}</td>
              {olympic && <td data-testid="place-stage">{r.stage ? stageLabel(r.stage, language) : ''}</td>}
              <td>{r.number ?? '—'}</td>
              <td>{r.displayName}</td>
              <td>{t(`results.status.${r.status}`)}</td>
              <td>
                {r.basis ? t(`results.basis.${r.basis}`) : ''}
                {r.note ? ` (${r.note})` : ''}
              </td>
              <td>{r.level ?? ''}</td>
              <td>{r.startStack ? num(r.startStack) : ''}</td>
              <td>{r.eliminatedBy ?? ''}</td>
              {bounties && (
                <>
                  <td data-testid="place-knockouts">
                    {knockoutsLabel(bountyOf.get(r.entryId)?.knockouts ?? 0, language)}
                  </td>
                  <td data-testid="place-bounty">{num(bountyOf.get(r.entryId)?.collected ?? 0)}</td>
                  {bounties.kind === 'progressive' && (
                    <td data-testid="place-bounty-head">{num(bountyOf.get(r.entryId)?.head ?? 0)}</td>
                  )}
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {bounties && (
        <p className="muted" data-testid="places-bounty-note">
          {t('results.bountyNote', { unit: t(`tournament.bountyUnit.${bounties.unit}`) })}
        </p>
      )}
    </section>
  )
}
