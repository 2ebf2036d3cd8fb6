import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { ALL_INTERFACES, SHARING_DEFAULT_PORT, type SharingStatus } from '../../../../shared/contract/sharing'
import type { Rejection } from '../../../../shared/core/rejection'
import { useClient } from '../../common/ClientContext'
import { useConfirm } from '../../common/Dialog'
import { QrCode, svgSource, type PhoneLinkValue } from '../../common/PhoneQr'
import { CLOCK_LINK_PATH, clockPageUrl, type PhoneLink } from '../../../../shared/contract/phoneLink'
import { useI18n } from '../../i18n/I18n'

const REFRESH_MS = 15_000

/**
 * "Share the clock on the hall network": in the desktop app, switch the hall server inside the app on
 * and off, choose its network and port, and show the clock URL (with its QR code), the admin URL and the PIN. Over
 * the hall server itself, the page says where this server's clock is and that sharing is switched in the desktop app.
 */
export function Sharing(): ReactNode {
  const { t, explain } = useI18n()
  const client = useClient()
  const [status, setStatus] = useState<SharingStatus | null>(null)
  const [elsewhere, setElsewhere] = useState<Rejection | null>(null)
  const [host, setHost] = useState(ALL_INTERFACES)
  const [port, setPort] = useState(String(SHARING_DEFAULT_PORT))
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<Rejection | null>(null)
  const { ask, dialog } = useConfirm()

  const show = useCallback((next: SharingStatus, fillForm: boolean) => {
    setStatus(next)
    if (fillForm) {
      setHost(next.host)
      setPort(String(next.port))
    }
    setProblem(next.problem)
  }, [])

  const refresh = useCallback(
    (fillForm: boolean) => {
      void client.operate({ type: 'sharing.status' }).then((r) => {
        if (r.ok) show(r.value, fillForm)
        else setElsewhere(r.error)
      })
    },
    [client, show]
  )
  useEffect(() => {
    refresh(true)
    const timer = setInterval(() => refresh(false), REFRESH_MS)
    return () => clearInterval(timer)
  }, [refresh])

  if (elsewhere) return <SharedByHallServer reason={elsewhere} />
  if (!status) return null

  const portNumber = Number(port)
  const portValid = Number.isInteger(portNumber) && portNumber >= 1 && portNumber <= 65535
  const act = (operation: Parameters<typeof client.operate>[0]): void => {
    setBusy(true)
    void client.operate(operation).then((r) => {
      setBusy(false)
      if (r.ok) show(r.value as SharingStatus, true)
      // A refused start has closed the previous server: show what runs now, then why.
      else
        void client.operate({ type: 'sharing.status' }).then((now) => {
          if (now.ok) show(now.value, false)
          setProblem(r.error)
        })
    })
  }
  const start = (): void => act({ type: 'sharing.start', host, port: portNumber })
  // Both cut every LAN connection at once: asked first (nothing changes by accident).
  const stop = (): void =>
    void ask({
      title: t('sharing.stopConfirm.title'),
      body: t('sharing.stopConfirm.body'),
      confirmLabel: t('sharing.stopConfirm.yes'),
      danger: true
    }).then((yes) => yes && act({ type: 'sharing.stop' }))
  const newPin = (): void =>
    void ask({
      title: t('sharing.newPinConfirm.title'),
      body: t('sharing.newPinExplain'),
      confirmLabel: t('sharing.newPin')
    }).then((yes) => yes && act({ type: 'sharing.newPin' }))
  const changed = status.listening && (host !== status.host || portNumber !== status.port)
  const [main, ...others] = status.addresses

  return (
    <section data-testid="sharing">
      <h1>{t('sharing.title')}</h1>
      <p className="muted">{t('sharing.explain')}</p>
      <div className="card">
        <label className="check">
          <input
            type="checkbox"
            data-testid="sharing-toggle"
            checked={status.listening || (status.enabled && !status.problem)}
            disabled={busy || (!status.listening && !portValid)}
            onChange={(e) => (e.target.checked ? start() : status.listening ? stop() : act({ type: 'sharing.stop' }))}
          />{' '}
          <b>{t('sharing.toggle')}</b>
        </label>
        <div className="form sharing__form">
          <label>
            {t('sharing.interface')}
            <select value={host} onChange={(e) => setHost(e.target.value)} data-testid="sharing-host">
              <option value={ALL_INTERFACES}>{t('sharing.interface.all')}</option>
              {status.interfaces.map((i) => (
                <option key={i.address} value={i.address}>
                  {i.address.startsWith('127.')
                    ? `${t('sharing.interface.loopback')} (${i.address})`
                    : `${i.address} (${i.name})`}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('sharing.port')}
            <input
              type="number"
              min={1}
              max={65535}
              value={port}
              aria-invalid={!portValid}
              onChange={(e) => setPort(e.target.value)}
              data-testid="sharing-port"
            />
          </label>
          {changed && (
            <div className="actions sharing__apply">
              <button className="primary" disabled={busy || !portValid} onClick={start}>
                {t('sharing.apply')}
              </button>
            </div>
          )}
        </div>
        <p role="status" data-testid="sharing-state">
          {busy
            ? t('sharing.state.starting')
            : status.listening
              ? t('sharing.state.on', { port: status.port })
              : t('sharing.state.off')}
        </p>
        {problem && (
          <p className="error" role="alert">
            {explain(problem)}
          </p>
        )}
      </div>

      {status.listening && main && (
        <div className="card sharing__share" data-testid="sharing-addresses">
          <QrCode
            link={{ url: main.clockUrl, src: svgSource(main.clockQrSvg) }}
            className="sharing__qr"
            testId="sharing-qr"
            alt={t('sharing.qrAlt', { url: main.clockUrl })}
            size={220}
          />
          <dl className="sharing__facts">
            <dt>{t('sharing.clockUrl')}</dt>
            <dd>
              <code data-testid="sharing-clock-url">{main.clockUrl}</code>
            </dd>
            <dt>{t('sharing.adminUrl')}</dt>
            <dd>
              <code data-testid="sharing-admin-url">{main.adminUrl}</code>
            </dd>
            <dt>{t('sharing.pin')}</dt>
            <dd>
              <code data-testid="sharing-pin">{status.pin}</code>{' '}
              <button disabled={busy} onClick={newPin} title={t('sharing.newPinExplain')} data-testid="sharing-new-pin">
                {t('sharing.newPin')}
              </button>
            </dd>
            <dd className="muted" data-testid="sharing-hint">
              {!main.loopback
                ? t('sharing.qr')
                : status.host === ALL_INTERFACES
                  ? t('sharing.noLan')
                  : t('sharing.loopbackOnly')}
            </dd>
            <dd className="muted">
              {t('sharing.kiosk', {
                command: `chromium --kiosk --noerrdialogs --autoplay-policy=no-user-gesture-required ${main.clockUrl}`
              })}
            </dd>
          </dl>
          {others.length > 0 && (
            <div className="sharing__others">
              <h3>{t('sharing.otherAddresses')}</h3>
              <ul>
                {others.map((a) => (
                  <li key={a.address}>
                    <code>{a.clockUrl}</code>
                    {a.loopback && <span className="muted"> — {t('sharing.loopbackOnly')}</span>}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
      {dialog}
    </section>
  )
}

/**
 * Over the hall server (or a LAN screen of the desktop's share): where this server's clock is — the address screens
 * and phones of the hall reach (the server's own answer, `/clock-link`) with its QR code, the one QR component the
 * desktop's sharing, the desk and the hall display use.
 */
function SharedByHallServer({ reason }: { reason: Rejection }): ReactNode {
  const { t, explain } = useI18n()
  const [link, setLink] = useState<PhoneLinkValue | null>(null)
  useEffect(() => {
    let live = true
    fetch(CLOCK_LINK_PATH)
      .then((r) => (r.ok ? (r.json() as Promise<PhoneLink>) : null))
      .then((x) => {
        if (live && x && typeof x.url === 'string' && typeof x.svg === 'string')
          setLink({ url: x.url, src: svgSource(x.svg) })
      })
      .catch(() => undefined) // no answer: the address this page was opened at, without a code
    return () => {
      live = false
    }
  }, [])
  const clockUrl = link?.url ?? clockPageUrl(location.origin)
  const local = ['localhost', '::1', '[::1]'].includes(location.hostname) || location.hostname.startsWith('127.')
  return (
    <section data-testid="sharing">
      <h1>{t('sharing.title')}</h1>
      <p data-testid="sharing-elsewhere">
        {reason.code === 'error.sharing.unavailable' ? t('sharing.unavailable') : explain(reason)}
      </p>
      <div className="card sharing__share" data-testid="sharing-addresses">
        {link && (
          <QrCode
            link={link}
            className="sharing__qr"
            testId="sharing-qr"
            alt={t('sharing.qrAlt', { url: link.url })}
            size={220}
          />
        )}
        <dl className="sharing__facts">
          <dt>{t('sharing.clockUrl')}</dt>
          <dd>
            <code data-testid="sharing-clock-url">{clockUrl}</code>
          </dd>
          <dd className="muted">{local ? t('sharing.hereLocal') : t('sharing.qr')}</dd>
        </dl>
      </div>
    </section>
  )
}
