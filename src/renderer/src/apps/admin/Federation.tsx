import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import type {
  FederationPoints,
  FederationStatus,
  PublicationState,
  PublicationSummary
} from '../../../../shared/contract/federation'
import type { Rejection } from '../../../../shared/core/rejection'
import { placeLabel } from '../../../../shared/core/results'
import { isMessageKey, type MessageKey } from '../../../../shared/i18n'
import { useClient } from '../../common/ClientContext'
import { useConfirm } from '../../common/Dialog'
import { QrCode, svgSource } from '../../common/PhoneQr'
import { useI18n } from '../../i18n/I18n'

/** How often the page asks again while it is open: answers arrive from the federation on their own. */
const REFRESH_MS = 3_000

const STATE_KEYS: Record<PublicationState, MessageKey> = {
  waiting: 'federation.hall.state.waiting',
  sent: 'federation.hall.state.sent',
  accepted: 'federation.hall.state.accepted',
  refused: 'federation.hall.state.refused'
}

/**
 * Publishing to the federation (Appendix C, §28.14): the federation's address, this hall's join code with its QR code
 * (the public key — the private key is never shown), and each publication's state, last attempt and next retry, with
 * "Send now". The refusals are the federation's reasons in the director's language.
 */
export function Federation(): ReactNode {
  const { t, explain } = useI18n()
  const client = useClient()
  const [status, setStatus] = useState<FederationStatus | null>(null)
  const [url, setUrl] = useState('')
  const [problem, setProblem] = useState<Rejection | null>(null)
  const [saved, setSaved] = useState(false)
  const [busy, setBusy] = useState(false)
  const [rotated, setRotated] = useState(false)
  const { ask, dialog } = useConfirm()
  // What the director typed is never replaced by an answer that arrives later (the first one makes the key).
  const typed = useRef(false)

  const refresh = useCallback(() => {
    void client.operate({ type: 'federation.status' }).then((r) => {
      if (!r.ok) return setProblem(r.error)
      setStatus(r.value)
      if (!typed.current) setUrl(r.value.url)
    })
  }, [client])
  useEffect(() => {
    refresh()
    const timer = setInterval(refresh, REFRESH_MS)
    return () => clearInterval(timer)
  }, [refresh])

  const act = (operation: Parameters<typeof client.operate>[0], after?: () => void): void => {
    setBusy(true)
    setSaved(false)
    void client.operate(operation).then((r) => {
      setBusy(false)
      if (!r.ok) return setProblem(r.error)
      setProblem(null)
      setStatus(r.value as FederationStatus)
      after?.()
    })
  }

  return (
    <section data-testid="federation">
      <div className="section-head">
        <h1>{t('federation.hall.title')}</h1>
      </div>
      <p className="muted">{t('federation.hall.explain')}</p>
      <form
        className="card form"
        onSubmit={(e) => {
          e.preventDefault()
          act({ type: 'federation.setUrl', url }, () => {
            typed.current = false
            setSaved(true)
          })
        }}
      >
        <label className="wide">
          {t('federation.hall.url')}
          {/* Checked by the hall in the director's language, not by the browser's own bubble. */}
          <input
            type="text"
            inputMode="url"
            spellCheck={false}
            value={url}
            maxLength={500}
            placeholder="https://"
            aria-invalid={problem?.field === 'url'}
            onChange={(e) => {
              typed.current = true
              setUrl(e.target.value)
            }}
            data-testid="federation-url"
          />
        </label>
        <div className="actions">
          <button type="submit" className="primary" disabled={busy} data-testid="federation-save">
            {t('federation.hall.save')}
          </button>
        </div>
        {saved && <p role="status">{t('federation.hall.saved')}</p>}
        {status && status.url === '' && <p className="muted">{t('federation.hall.noUrl')}</p>}
        {problem && (
          <p className="error" role="alert" data-testid="federation-problem">
            {explain(problem)}
          </p>
        )}
      </form>

      {status && (
        <div className="card sharing__share" data-testid="federation-join">
          <QrCode
            link={{ url: status.joinCode, src: svgSource(status.joinQrSvg) }}
            className="sharing__qr"
            testId="federation-join-qr"
            alt={t('federation.hall.joinQrAlt', { code: status.joinCode })}
            size={180}
          />
          <dl className="sharing__facts">
            <dt>{t('federation.hall.joinTitle')}</dt>
            <dd>
              <code data-testid="federation-join-code">{status.joinCode}</code>
            </dd>
            <dd className="muted">{t('federation.hall.joinExplain')}</dd>
            <dd>
              <button
                disabled={busy || status.url === ''}
                title={t('federation.hall.rotateExplain')}
                data-testid="federation-rotate"
                onClick={() => {
                  setRotated(false)
                  void ask({
                    title: t('federation.hall.rotate'),
                    body: <p>{t('federation.hall.rotateExplain')}</p>,
                    confirmLabel: t('federation.hall.rotateConfirm')
                  }).then((yes) => {
                    if (yes) act({ type: 'federation.rotateKey' }, () => setRotated(true))
                  })
                }}
              >
                {t('federation.hall.rotate')}
              </button>
              {rotated && (
                <p role="status" data-testid="federation-rotated">
                  {t('federation.hall.rotated')}
                </p>
              )}
            </dd>
          </dl>
        </div>
      )}

      <div className="section-head">
        <h2>{t('federation.hall.publications')}</h2>
        <button
          disabled={busy || !status || status.url === ''}
          title={t('federation.hall.sendNowExplain')}
          onClick={() => act({ type: 'federation.sendNow' })}
          data-testid="federation-send-now"
        >
          {t('federation.hall.sendNow')}
        </button>
      </div>
      {status && status.publications.length === 0 && <p className="muted">{t('federation.hall.none')}</p>}
      {status && status.publications.length > 0 && <Publications publications={status.publications} />}

      <div className="section-head">
        <h2>{t('federation.points.title')}</h2>
        <button
          disabled={busy || !status || status.url === ''}
          onClick={() => act({ type: 'federation.pullNow' })}
          data-testid="federation-pull-now"
        >
          {t('federation.points.pullNow')}
        </button>
      </div>
      <p className="muted">{t('federation.points.explain')}</p>
      {status?.pullProblem && (
        <p className="error" data-testid="federation-pull-problem">
          {t('federation.points.pullFailed', {
            problem: t(`federation.hall.problem.${status.pullProblem.kind}`, {
              status: status.pullProblem.status ?? ''
            })
          })}
        </p>
      )}
      {status && !status.points && <p className="muted">{t('federation.points.never')}</p>}
      {status?.points && <Points points={status.points} />}
      {dialog}
    </section>
  )
}

function Publications({ publications }: { publications: readonly PublicationSummary[] }): ReactNode {
  const { t, dateTime } = useI18n()
  return (
    <table className="grid" data-testid="federation-publications">
      <thead>
        <tr>
          <th>{t('federation.hall.col.tournament')}</th>
          <th>{t('federation.hall.col.version')}</th>
          <th>{t('federation.hall.col.state')}</th>
          <th>{t('federation.hall.col.lastAttempt')}</th>
          <th>{t('federation.hall.col.nextAttempt')}</th>
        </tr>
      </thead>
      <tbody>
        {publications.map((p) => (
          <tr key={p.id} data-testid={`publication-${p.tournamentId}-${p.version}`} data-state={p.state}>
            <td title={p.hash}>{p.tournamentName}</td>
            <td>
              {p.version} — {p.reason ?? t('federation.hall.firstVersion')}
            </td>
            <td className={p.state === 'refused' ? 'error' : ''}>
              <b data-testid="publication-state">{t(STATE_KEYS[p.state])}</b>
              <Detail publication={p} />
            </td>
            <td>
              {p.lastAttemptAt !== null ? dateTime(p.lastAttemptAt) : '—'}
              {p.attempts > 0 && <div className="muted">{t('federation.hall.attempts', { count: p.attempts })}</div>}
            </td>
            <td>{p.nextAttemptAt !== null ? dateTime(p.nextAttemptAt) : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** Why: the federation's refusal in the director's language, or why the last attempt got no answer. */
function Detail({ publication: p }: { publication: PublicationSummary }): ReactNode {
  const { t, language } = useI18n()
  let text: string | null = null
  if (p.refusal) {
    const { reason, params, texts } = p.refusal
    text = isMessageKey(reason)
      ? t(reason, params)
      : (texts?.[language] ?? t('federation.hall.refusedUnknown', { reason: texts?.en ?? reason }))
  } else if (p.problem) {
    text = t(`federation.hall.problem.${p.problem.kind}`, { status: p.problem.status ?? '' })
  }
  return text ? (
    <div className="muted" data-testid="publication-detail">
      {text}
    </div>
  ) : null
}

/**
 * §28.9: the federation's tables, this hall's players only, as last pulled — "as of" the day the copy arrived, so a
 * hall offline shows what it has and says how old it is. A row shows the federation's public name and id and the
 * hall's own names of the local players linked to it (two after a merge, §28.10).
 */
function Points({ points }: { points: FederationPoints }): ReactNode {
  const { t, dateTime, date } = useI18n()
  // The plural follows the number itself, so it goes in as a number, to two places.
  const exact = (n: number): number => Math.round(n * 100) / 100
  return (
    <div data-testid="federation-points">
      <p>
        <b data-testid="federation-points-as-of">{t('federation.points.asOf', { date: dateTime(points.pulledAt) })}</b>
      </p>
      {points.hallName === null && <p className="muted">{t('federation.points.unknownHall')}</p>}
      {points.series.map((s) => (
        <div key={s.name} className="card" data-testid="federation-points-series">
          <h3>{t('federation.points.series', { name: s.name, count: s.events })}</h3>
          {s.rows.length === 0 ? (
            <p className="muted">{t('federation.points.empty')}</p>
          ) : (
            <table className="grid">
              <thead>
                <tr>
                  <th>{t('federation.points.col.place')}</th>
                  <th>{t('federation.points.col.player')}</th>
                  <th>{t('federation.points.col.id')}</th>
                  <th>{t('federation.points.col.points')}</th>
                </tr>
              </thead>
              <tbody>
                {s.rows.map((r) => (
                  <tr key={r.federationId} data-testid="federation-points-row" data-federation-id={r.federationId}>
                    <td>{placeLabel(r.rank, r.rankTo)}</td>
                    <td>
                      {r.local.join(', ')}
                      {r.local.join() !== r.name && <div className="muted">{r.name}</div>}
                    </td>
                    <td>{r.federationId}</td>
                    <td>
                      <b data-testid="federation-points-points">
                        {t('federation.points.points', { points: exact(r.points) })}
                      </b>
                      <div className="muted">{t('federation.points.played', { count: r.eventsPlayed })}</div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      ))}
      {points.merges.length > 0 && (
        <>
          <h3>{t('federation.points.mergesTitle')}</h3>
          <ul data-testid="federation-points-merges">
            {points.merges.map((m) => (
              <li key={m.from}>
                {t('federation.points.merged', {
                  from: String(m.from),
                  into: String(m.into),
                  date: date(Date.parse(m.mergedAt)),
                  reason: m.reason
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
