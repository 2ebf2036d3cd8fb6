import { useState, type ReactNode } from 'react'
import type { ResultsView } from '../../../../shared/core/results'
import { useClient } from '../../common/ClientContext'
import { useConfirm } from '../../common/Dialog'
import { useI18n } from '../../i18n/I18n'
import { downloadBase64, downloadText } from './download'
import { HallZone } from './HallZone'
import { ProtocolPreview } from './ProtocolPreview'
import { ReasonForm } from './ReasonForm'
import { useSender } from './useSender'

/** Approval of the results (§28.12, C.18) and the protocol to download or preview (§27.12, Appendix C). */
export function ProtocolSection({
  tournamentId,
  fileBase,
  view
}: {
  tournamentId: string
  fileBase: string
  view: ResultsView
}): ReactNode {
  const { t, explain, language, dateTime } = useI18n()
  const client = useClient()
  const [previewing, setPreviewing] = useState(false)
  const [reopening, setReopening] = useState(false)
  // §28.12: the approval in force is the last one; the first still seals the results.
  const lastApproval = view.approvals.at(-1) ?? view.approval
  const { send, error, setError } = useSender()
  // Approval is the official result (§28.12): asked once more, with what it means.
  const { ask, dialog } = useConfirm()

  const protocol = (format: 'html' | 'pdf' | 'csv', audience: 'internal' | 'public'): void => {
    const suffix = audience === 'public' ? '-public' : ''
    if (format === 'pdf') {
      // Made in a worker on the hall PC: the floor keeps working while a long protocol is set.
      void client.operate({ type: 'protocol.pdf', tournamentId, audience, language }).then((r) => {
        if (!r.ok) return setError(explain(r.error))
        downloadBase64(`protocol-${fileBase}${suffix}.pdf`, r.value.contentBase64, 'application/pdf')
      })
      return
    }
    void client.query({ type: 'results.protocol', tournamentId, format, audience, language }).then((r) => {
      if (!r.ok) return setError(explain(r.error))
      if (typeof r.value !== 'string') return
      if (format === 'html') downloadText(`protocol-${fileBase}${suffix}.html`, r.value, 'text/html;charset=utf-8')
      else downloadText(`places-${fileBase}.csv`, r.value, 'text/csv;charset=utf-8')
    })
  }

  return (
    <>
      {dialog}
      <section className="card">
        <h2>{t('results.protocol.title')}</h2>
        {view.reopenings.map((r, i) => (
          <p key={i} className={view.reopened ? 'warn' : 'muted'} data-testid="results-reopened">
            {t('results.reopenedBy', { by: r.by, at: dateTime(r.at), reason: r.reason })}{' '}
            {view.reopened && i === view.reopenings.length - 1 && t('results.reopenedNeedsApproval')}
          </p>
        ))}
        {lastApproval && !view.reopened ? (
          <>
            <p data-testid="results-approved">
              {t('results.approved', { by: lastApproval.by, at: dateTime(lastApproval.at) })}
              {view.approvals.length > 1 && ` ${t('results.approvedAgain', { count: view.approvals.length })}`}
            </p>
            {reopening ? (
              <ReasonForm
                aria-label={t('results.reopenReason')}
                placeholder={t('results.reopenReason')}
                confirm={t('results.reopenConfirm')}
                testId="reopen-form"
                onSubmit={(reason) =>
                  send({ type: 'results.reopen', tournamentId }, reason).then((ok) => {
                    if (ok) setReopening(false)
                    return ok
                  })
                }
                onCancel={() => setReopening(false)}
              />
            ) : (
              <button onClick={() => setReopening(true)} data-testid="reopen-results">
                {t('results.reopen')}
              </button>
            )}
          </>
        ) : (
          <button
            onClick={() =>
              void ask({
                title: t('results.approveConfirm.title'),
                body: t('results.approveConfirm.body', {
                  winner: view.winner?.displayName ?? '',
                  count: view.rows.length
                }),
                confirmLabel: t('results.approveConfirm.yes')
              }).then((yes) => yes && send({ type: 'results.approve', tournamentId }))
            }
            disabled={!view.winner}
            data-testid="approve-results"
          >
            {t('results.approve')}
          </button>
        )}
        {view.corrections > 0 && <p className="muted">{t('results.corrections', { count: view.corrections })}</p>}
        <div className="actions">
          <button onClick={() => protocol('html', 'internal')} data-testid="download-protocol">
            {t('results.protocol.html')}
          </button>
          <button onClick={() => protocol('pdf', 'internal')} data-testid="download-protocol-pdf">
            {t('results.protocol.pdf')}
          </button>
          <button onClick={() => protocol('html', 'public')}>{t('results.protocol.publicHtml')}</button>
          <button onClick={() => protocol('pdf', 'public')} data-testid="download-public-pdf">
            {t('results.protocol.publicPdf')}
          </button>
          <button onClick={() => protocol('csv', 'internal')} data-testid="download-csv">
            {t('results.protocol.csv')}
          </button>
          <button onClick={() => setPreviewing(!previewing)} aria-expanded={previewing} data-testid="preview-protocol">
            {previewing ? t('results.protocol.hidePreview') : t('results.protocol.preview')}
          </button>
        </div>
        {error && (
          <p className="error" role="alert" data-testid="protocol-error">
            {error}
          </p>
        )}
        <HallZone />
        {previewing && <ProtocolPreview tournamentId={tournamentId} version={view.version} />}
      </section>
    </>
  )
}
