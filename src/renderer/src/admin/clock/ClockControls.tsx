import { useEffect, useState, type ReactNode } from 'react'
import { levelNumbers } from '../../../../shared/core/clock/structure'
import type { PublicClock } from '../../../../shared/core/clock/views'
import { useI18n } from '../../i18n/I18n'
import { formatDuration, itemTitle, stakes } from '../../clock/format'
import { useClockReading } from '../../clock/useClockReading'
import { DisplaySettingsPanel } from './DisplaySettingsPanel'
import { useRecord } from './useRecord'

/**
 * The director's clock controls. Reads the same pushed clock as the hall display, so the admin sees exactly what
 * the room sees. Keyboard: space pause/resume, ←/→ previous/next, +/− a minute, ? help.
 */
export function ClockControls({ tournamentId, clock }: { tournamentId: string; clock: PublicClock }): ReactNode {
  const { t, language } = useI18n()
  const { reading, shot } = useClockReading(clock)
  const { record, message } = useRecord()
  const [startAt, setStartAt] = useState('')
  const [remaining, setRemaining] = useState('')
  const [help, setHelp] = useState(false)
  const [shotTable, setShotTable] = useState('1')
  const [shotSeat, setShotSeat] = useState(1)
  const [shotSeconds, setShotSeconds] = useState(30)
  const [shotCountdown, setShotCountdown] = useState(10)
  const [announcement, setAnnouncement] = useState(clock.announcement)
  const id = tournamentId
  const structure = clock.structure
  const numbers = structure ? levelNumbers(structure) : []
  const started = reading?.status === 'running' || reading?.status === 'paused'
  const hfh = clock.handForHand

  const toggle = (): void => {
    if (!reading) return
    if (reading.status === 'running') void record({ type: 'clock.pause', tournamentId: id })
    else if (reading.status === 'paused') void record({ type: 'clock.resume', tournamentId: id })
    else if (reading.status === 'idle') void record({ type: 'clock.start', tournamentId: id })
  }
  const step = (delta: number): void => {
    if (!reading || !structure) return
    const index = Math.min(structure.items.length - 1, Math.max(0, reading.index + delta))
    if (index !== reading.index) void record({ type: 'clock.jump', tournamentId: id, index })
  }
  const adjust = (seconds: number): void => void record({ type: 'clock.adjust', tournamentId: id, seconds })

  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      const target = e.target as HTMLElement | null
      if (target && ['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON'].includes(target.tagName) && e.key !== '?') return
      if (e.ctrlKey || e.metaKey || e.altKey) return
      if (e.key === ' ') toggle()
      else if (e.key === 'ArrowRight') step(1)
      else if (e.key === 'ArrowLeft') step(-1)
      else if (e.key === '+' || e.key === '=') adjust(60)
      else if (e.key === '-' || e.key === '_') adjust(-60)
      else if (e.key === '?') setHelp((h) => !h)
      else if (e.key === 'Escape') setHelp(false)
      else return
      e.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  })

  if (!structure) return <p className="muted">{t('clock.admin.noStructure')}</p>
  const item = reading?.item
  return (
    <section className="card" data-testid="clock-controls">
      <div className="section-head">
        <h2>{t('clock.admin.title')}</h2>
        <button className="link" onClick={() => setHelp(true)}>
          {t('clock.admin.shortcuts')} (?)
        </button>
      </div>
      <div className="clock-panel">
        <div>
          <div className="muted" data-testid="admin-clock-level">
            {reading?.status === 'scheduled'
              ? t('clock.startsIn')
              : item
                ? `${itemTitle(item, numbers[reading!.index] ?? null, t)}${item.kind === 'level' ? ' · ' + stakes(item, t, language).join(' · ') : ''}`
                : ''}{' '}
            · {t(`clock.status.${reading?.status ?? 'idle'}`)}
          </div>
          <div className="clock-panel__now" data-testid="admin-clock-time">
            {reading ? formatDuration(reading.status === 'scheduled' ? (reading.startsInMs ?? 0) : reading.remainingMs) : ''}
          </div>
          {hfh.on && <div className="badge">{t('clock.handForHand')} · {t('clock.handsPlayed', { count: hfh.hands })}</div>}
        </div>
        <div>
          {!started && (
            <div className="row">
              <button className="primary" onClick={() => void record({ type: 'clock.start', tournamentId: id })}>
                {t('clock.admin.startNow')}
              </button>
              <input type="datetime-local" step={1} aria-label={t('clock.admin.startAt')} value={startAt} onChange={(e) => setStartAt(e.target.value)} />
              <button disabled={!startAt} onClick={() => void record({ type: 'clock.start', tournamentId: id, at: new Date(startAt).getTime() })}>
                {t('clock.admin.schedule')}
              </button>
            </div>
          )}
          {started && (
            <div className="row">
              <button className="primary" onClick={toggle}>
                {reading?.status === 'running' ? t('clock.admin.pause') : t('clock.admin.resume')}
              </button>
              <button onClick={() => adjust(-60)}>−1 {t('clock.admin.min')}</button>
              <button onClick={() => adjust(60)}>+1 {t('clock.admin.min')}</button>
              <button onClick={() => step(-1)}>{t('clock.admin.previous')}</button>
              <button onClick={() => step(1)}>{t('clock.admin.next')}</button>
            </div>
          )}
          {started && (
            <div className="row">
              <input aria-label={t('clock.admin.remaining')} placeholder="mm:ss" value={remaining} onChange={(e) => setRemaining(e.target.value)} />
              <button
                onClick={() => {
                  const m = /^(\d+)(?::(\d{1,2}))?$/.exec(remaining.trim())
                  if (m) void record({ type: 'clock.setRemaining', tournamentId: id, seconds: Number(m[1]) * 60 + Number(m[2] ?? 0) })
                }}
              >
                {t('clock.admin.setRemaining')}
              </button>
              <select aria-label={t('clock.admin.jump')} value="" onChange={(e) => e.target.value !== '' && void record({ type: 'clock.jump', tournamentId: id, index: Number(e.target.value) })}>
                <option value="">{t('clock.admin.jump')}…</option>
                {structure.items.map((it, i) => (
                  <option key={i} value={i}>
                    {itemTitle(it, numbers[i] ?? null, t)}
                    {it.kind === 'level' ? ` · ${stakes(it, t, language).join(' · ')}` : ''}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
      </div>

      <h3>{t('clock.handForHand')}</h3>
      <div className="row">
        <label>
          <input type="checkbox" checked={hfh.on} onChange={(e) => void record({ type: 'clock.handForHand', tournamentId: id, on: e.target.checked, mode: hfh.mode, deductSeconds: hfh.deductSeconds })} />{' '}
          {t('clock.admin.hfhOn')}
        </label>
        <select aria-label={t('clock.admin.hfhMode')} value={hfh.mode} onChange={(e) => void record({ type: 'clock.handForHand', tournamentId: id, on: hfh.on, mode: e.target.value as 'pause' | 'deduct', deductSeconds: hfh.deductSeconds })}>
          <option value="deduct">{t('clock.admin.hfhDeduct')}</option>
          <option value="pause">{t('clock.admin.hfhPause')}</option>
        </select>
        {hfh.mode === 'deduct' && (
          <label>
            {t('clock.admin.hfhSeconds')}{' '}
            <input type="number" min={0} max={180} value={hfh.deductSeconds} onChange={(e) => void record({ type: 'clock.handForHand', tournamentId: id, on: hfh.on, mode: hfh.mode, deductSeconds: Number(e.target.value) })} />
          </label>
        )}
        <button disabled={!hfh.on} onClick={() => void record({ type: 'clock.handComplete', tournamentId: id })}>
          {t('clock.admin.handComplete')}
        </button>
      </div>

      <h3>{t('clock.admin.shotClock')}</h3>
      <div className="row">
        <label>
          {t('clock.admin.table')} <input value={shotTable} onChange={(e) => setShotTable(e.target.value)} style={{ width: '4rem' }} />
        </label>
        <label>
          {t('clock.admin.seat')} <input type="number" min={1} max={12} value={shotSeat} onChange={(e) => setShotSeat(Number(e.target.value))} />
        </label>
        <label>
          {t('clock.admin.seconds')} <input type="number" min={1} max={600} value={shotSeconds} onChange={(e) => setShotSeconds(Number(e.target.value))} />
        </label>
        <label>
          {t('clock.admin.countdown')} <input type="number" min={0} max={60} value={shotCountdown} onChange={(e) => setShotCountdown(Number(e.target.value))} />
        </label>
        <button onClick={() => void record({ type: 'clock.shotClock.start', tournamentId: id, table: shotTable, seat: shotSeat, seconds: shotSeconds, countdownSeconds: shotCountdown })}>
          {t('clock.admin.callTime')}
        </button>
        <button onClick={() => { setShotSeconds(25); setShotCountdown(5) }}>TDA 25 + 5</button>
        {clock.shotClock && <button onClick={() => void record({ type: 'clock.shotClock.clear', tournamentId: id })}>{t('clock.admin.clear')}</button>}
        {shot && <span className="badge">{shot.phase === 'expired' ? t('clock.shotExpired') : formatDuration(shot.remainingMs)}</span>}
      </div>

      <h3>{t('clock.admin.announcement')}</h3>
      <div className="row">
        <input aria-label={t('clock.admin.announcement')} value={announcement} maxLength={500} onChange={(e) => setAnnouncement(e.target.value)} style={{ flex: 1 }} />
        <button onClick={() => void record({ type: 'clock.announce', tournamentId: id, text: announcement })}>{t('clock.admin.show')}</button>
        <button onClick={() => { setAnnouncement(''); void record({ type: 'clock.announce', tournamentId: id, text: '' }) }}>{t('clock.admin.clear')}</button>
      </div>

      <DisplaySettingsPanel tournamentId={id} clock={clock} record={record} />
      {message && (
        <p className={message.ok ? 'muted' : 'error'} role={message.ok ? 'status' : 'alert'} data-testid="clock-message">
          {message.text}
        </p>
      )}
      {help && (
        <div className="dialog-backdrop" onClick={() => setHelp(false)}>
          <div className="dialog" role="dialog" aria-label={t('clock.admin.shortcuts')} data-testid="shortcuts-help">
            <h2>{t('clock.admin.shortcuts')}</h2>
            <p><span className="kbd">Space</span> {t('clock.admin.keyPause')}</p>
            <p><span className="kbd">←</span> / <span className="kbd">→</span> {t('clock.admin.keyStep')}</p>
            <p><span className="kbd">+</span> / <span className="kbd">−</span> {t('clock.admin.keyMinute')}</p>
            <p><span className="kbd">?</span> {t('clock.admin.keyHelp')}</p>
            <button onClick={() => setHelp(false)}>{t('clock.admin.close')}</button>
          </div>
        </div>
      )}
    </section>
  )
}
