import { useEffect, useState, type ReactNode } from 'react'
import type { DomainEvent } from '../../../../../shared/core/events'
import { levelNumbers } from '../../../../../shared/core/clock'
import type { PublicClock } from '../../../../../shared/core/clock'
import { formatDateTime } from '../../../../../shared/i18n/format'
import { parseDuration } from '../../../../../shared/i18n/numbers'
import { useClient } from '../../../common/ClientContext'
import { useConfirm } from '../../../common/Dialog'
import { clockShortcutOf } from '../../../common/keyboard'
import { useI18n } from '../../../i18n/I18n'
import { formatDuration, jumpItemLine } from '../../../features/clock/format'
import { useClockReading } from '../../../features/clock/useClockReading'
import { DisplaySettingsPanel } from './DisplaySettingsPanel'
import { useRecord } from './useRecord'

/** What a lengthened level says: time beyond the scheduled length is recorded as a longer level. */
function lengthened(events: DomainEvent[]): { key: 'clock.admin.lengthened'; params: { minutes: string } } | null {
  const set = events.find((e) => e.type === 'clock.structureSet')
  if (!set || set.type !== 'clock.structureSet' || !set.cause || !set.previous) return null
  const i = set.structure.items.findIndex((item, n) => item.seconds !== set.previous!.items[n]?.seconds)
  const item = set.structure.items[i]
  return item ? { key: 'clock.admin.lengthened', params: { minutes: formatDuration(item.seconds * 1000) } } : null
}

/**
 * The director's clock controls. Reads the same pushed clock as the hall display, so the admin sees exactly what
 * the room sees. Nothing moves the live clock by accident: keyboard shortcuts need Shift+Alt and never
 * act in a field; a jump asks first; number fields record on Enter or when left, not on every arrow key.
 */
export function ClockControls({
  tournamentId,
  clock,
  bettingFormat
}: {
  tournamentId: string
  clock: PublicClock
  /** The tournament's format: a level's limit is named where it differs. */
  bettingFormat?: string
}): ReactNode {
  const { t, language, explain } = useI18n()
  const client = useClient()
  const { reading, shot } = useClockReading(clock)
  const { record, message, setMessage } = useRecord()
  const { ask, dialog } = useConfirm()
  const [startAt, setStartAt] = useState('')
  const [remaining, setRemaining] = useState('')
  const [remainingError, setRemainingError] = useState<string | null>(null)
  const [jumpTo, setJumpTo] = useState('')
  const [hfhMode, setHfhMode] = useState(clock.handForHand.mode)
  const [hfhSeconds, setHfhSeconds] = useState(String(clock.handForHand.deductSeconds))
  const [shotTable, setShotTable] = useState('1')
  const [shotSeat, setShotSeat] = useState('1')
  const [shotSeconds, setShotSeconds] = useState('30')
  const [shotCountdown, setShotCountdown] = useState('10')
  const [announcement, setAnnouncement] = useState(clock.announcement)
  const [chime, setChime] = useState(true)
  const [speakIt, setSpeakIt] = useState(false)
  const id = tournamentId
  const structure = clock.structure
  const numbers = structure ? levelNumbers(structure) : []
  const started = reading?.status === 'running' || reading?.status === 'paused'
  const scheduled = reading?.status === 'scheduled'
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
    if (index === reading.index)
      setMessage({ ok: false, text: t(delta > 0 ? 'clock.admin.atLast' : 'clock.admin.atFirst') })
    else void record({ type: 'clock.jump', tournamentId: id, index })
  }
  const adjust = (seconds: number): void => {
    // Taking off more than is left ends the item — capped, and said so.
    const left = reading && seconds < 0 && reading.remainingMs < -seconds * 1000 ? reading.remainingMs : null
    void record(
      { type: 'clock.adjust', tournamentId: id, seconds },
      undefined,
      left === null ? lengthened : () => ({ key: 'clock.admin.minusCapped', params: { left: formatDuration(left) } })
    )
  }

  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      const shortcut = clockShortcutOf(e)
      if (!shortcut) return
      e.preventDefault()
      if (shortcut === 'toggle') toggle()
      else if (shortcut === 'next') step(1)
      else if (shortcut === 'previous') step(-1)
      else adjust(shortcut === 'plusMinute' ? 60 : -60)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  })

  if (!structure) return <p className="muted">{t('clock.admin.noStructure')}</p>
  const item = reading?.item
  const titleOf = (index: number): string => {
    // One formatter for every item: game, limit, blinds/ante, bring-in/complete, small/big bet, points; a break by
    // the level it follows.
    return jumpItemLine(structure, index, numbers, t, language, { bettingFormat })
  }
  const startsAt = clock.anchorAt - clock.anchorPosition

  // Every reason a remaining time is refused is said next to the field, in the operator's language.
  const setRemainingNow = (): void => {
    const seconds = parseDuration(remaining)
    if (seconds === null || Number.isNaN(seconds)) {
      const seconds59 = /^\d{1,4}([:.]\d{1,2}){1,2}$/.test(remaining.trim())
      setRemainingError(
        t(seconds === null ? 'invalid.required' : seconds59 ? 'clock.admin.remainingSeconds' : 'invalid.duration')
      )
      return
    }
    if (seconds > 86_400) return setRemainingError(t('clock.admin.remainingTooLong'))
    setRemainingError(null)
    void client.command({ command: { type: 'clock.setRemaining', tournamentId: id, seconds } }).then((result) => {
      if (!result.ok) return setRemainingError(explain(result.error))
      const said = lengthened(result.value.events)
      const text =
        result.value.events.length === 0
          ? t('control.nothingChanged')
          : said
            ? t(said.key, said.params)
            : t('tournament.recorded')
      setMessage({ ok: true, text })
      setRemaining('')
    })
  }
  const jump = async (): Promise<void> => {
    if (jumpTo === '') return
    const index = Number(jumpTo)
    const ok = await ask({
      title: t('clock.admin.jumpConfirmTitle'),
      body: t('clock.admin.jumpConfirm', { item: titleOf(index) }),
      confirmLabel: t('clock.admin.jumpDo')
    })
    if (ok) void record({ type: 'clock.jump', tournamentId: id, index }).then((done) => done && setJumpTo(''))
  }
  const setHandForHand = (on: boolean): void => {
    const deductSeconds = Number(hfhSeconds)
    if (!Number.isInteger(deductSeconds) || deductSeconds < 0 || deductSeconds > 180) {
      setMessage({ ok: false, text: `${t('clock.admin.hfhSeconds')}: ${t('invalid.max', { max: 180 })}` })
      return
    }
    void record({ type: 'clock.handForHand', tournamentId: id, on, mode: hfhMode, deductSeconds })
  }
  const callTime = (seconds: string, countdown: string): void => {
    const seat = Number(shotSeat)
    const s = Number(seconds)
    const c = Number(countdown)
    if (!shotTable.trim() || !Number.isInteger(seat) || seat < 1 || seat > 12) {
      setMessage({ ok: false, text: `${t('clock.admin.seat')}: ${t('invalid.min', { min: 1 })} – 12` })
      return
    }
    if (!Number.isInteger(s) || s < 1 || s > 600 || !Number.isInteger(c) || c < 0 || c > 60) {
      setMessage({ ok: false, text: `${t('clock.admin.seconds')}: 1–600, ${t('clock.admin.countdown')}: 0–60` })
      return
    }
    void record({
      type: 'clock.shotClock.start',
      tournamentId: id,
      table: shotTable.trim(),
      seat,
      seconds: s,
      countdownSeconds: c
    })
  }

  return (
    <section className="card" data-testid="clock-controls">
      <div className="section-head">
        <h2>{t('clock.admin.title')}</h2>
      </div>
      <div className="clock-panel">
        <div>
          <div className="muted" data-testid="admin-clock-level">
            {scheduled
              ? t('clock.admin.startsAt', { time: formatDateTime(startsAt, language, undefined, false) })
              : item
                ? titleOf(reading!.index)
                : ''}{' '}
            · {t(`clock.status.${reading?.status ?? 'idle'}`)}
          </div>
          <div className="clock-panel__now" data-testid="admin-clock-time">
            {reading ? formatDuration(scheduled ? (reading.startsInMs ?? 0) : reading.remainingMs) : ''}
          </div>
          {hfh.on && (
            <div className="badge">
              {t('clock.handForHand')} · {t('clock.handsPlayed', { count: hfh.hands })}
            </div>
          )}
        </div>
        <div>
          {!started && !scheduled && (
            <div className="row">
              <button className="primary" onClick={() => void record({ type: 'clock.start', tournamentId: id })}>
                {t('clock.admin.startNow')}
              </button>
              <input
                type="datetime-local"
                step={1}
                aria-label={t('clock.admin.startAt')}
                value={startAt}
                onChange={(e) => setStartAt(e.target.value)}
              />
              <button
                disabled={!startAt}
                onClick={() => void record({ type: 'clock.start', tournamentId: id, at: new Date(startAt).getTime() })}
              >
                {t('clock.admin.schedule')}
              </button>
            </div>
          )}
          {scheduled && (
            <div className="row">
              <button className="primary" onClick={() => void record({ type: 'clock.start', tournamentId: id })}>
                {t('clock.admin.startNow')}
              </button>
              <button
                data-testid="cancel-start"
                onClick={() =>
                  void ask({
                    title: t('clock.admin.cancelStart'),
                    body: t('clock.admin.cancelStartConfirm', {
                      time: formatDateTime(startsAt, language, undefined, false)
                    }),
                    confirmLabel: t('clock.admin.cancelStart')
                  }).then((ok) => ok && void record({ type: 'clock.cancelStart', tournamentId: id }))
                }
              >
                {t('clock.admin.cancelStart')}
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
              <form
                className="row"
                onSubmit={(e) => {
                  e.preventDefault()
                  setRemainingNow()
                }}
              >
                <label>
                  <span className="sr-only">{t('clock.admin.remaining')}</span>
                  <input
                    aria-label={t('clock.admin.remaining')}
                    data-testid="clock-remaining"
                    placeholder={t('clock.admin.remainingPlaceholder')}
                    value={remaining}
                    maxLength={9}
                    aria-invalid={!!remainingError}
                    onChange={(e) => {
                      setRemaining(e.target.value)
                      setRemainingError(null)
                    }}
                    style={{ width: '7rem' }}
                  />
                  {remainingError && (
                    <span className="field-error" role="alert" data-testid="remaining-error">
                      {remainingError}
                    </span>
                  )}
                </label>
                <button type="submit">{t('clock.admin.setRemaining')}</button>
              </form>
              <select aria-label={t('clock.admin.jump')} value={jumpTo} onChange={(e) => setJumpTo(e.target.value)}>
                <option value="">{t('clock.admin.jump')}…</option>
                {structure.items.map((_, i) => (
                  <option key={i} value={i}>
                    {titleOf(i)}
                  </option>
                ))}
              </select>
              <button disabled={jumpTo === ''} onClick={() => void jump()} data-testid="jump-go">
                {t('clock.admin.jumpDo')}
              </button>
            </div>
          )}
        </div>
      </div>

      <h3>{t('clock.handForHand')}</h3>
      <div className="row">
        <label className="check">
          <input type="checkbox" checked={hfh.on} onChange={(e) => setHandForHand(e.target.checked)} />{' '}
          {t('clock.admin.hfhOn')}
        </label>
        <select
          aria-label={t('clock.admin.hfhMode')}
          value={hfhMode}
          onChange={(e) => setHfhMode(e.target.value as 'pause' | 'deduct')}
        >
          <option value="deduct">{t('clock.admin.hfhDeduct')}</option>
          <option value="pause">{t('clock.admin.hfhPause')}</option>
        </select>
        {hfhMode === 'deduct' && (
          <label>
            {t('clock.admin.hfhSeconds')}{' '}
            <input
              inputMode="numeric"
              maxLength={3}
              value={hfhSeconds}
              onChange={(e) => setHfhSeconds(e.target.value)}
              style={{ width: '5rem' }}
            />
          </label>
        )}
        {hfh.on && (hfhMode !== hfh.mode || hfhSeconds !== String(hfh.deductSeconds)) && (
          <button onClick={() => setHandForHand(true)}>{t('control.apply')}</button>
        )}
        <button disabled={!hfh.on} onClick={() => void record({ type: 'clock.handComplete', tournamentId: id })}>
          {t('clock.admin.handComplete')}
        </button>
      </div>

      <h3>{t('clock.admin.shotClock')}</h3>
      <div className="row">
        <label>
          {t('clock.admin.table')}{' '}
          <input
            value={shotTable}
            maxLength={20}
            onChange={(e) => setShotTable(e.target.value)}
            style={{ width: '4rem' }}
          />
        </label>
        <label>
          {t('clock.admin.seat')}{' '}
          <input
            inputMode="numeric"
            maxLength={2}
            value={shotSeat}
            onChange={(e) => setShotSeat(e.target.value)}
            style={{ width: '4rem' }}
          />
        </label>
        <label>
          {t('clock.admin.seconds')}{' '}
          <input
            inputMode="numeric"
            maxLength={3}
            value={shotSeconds}
            onChange={(e) => setShotSeconds(e.target.value)}
            style={{ width: '5rem' }}
          />
        </label>
        <label>
          {t('clock.admin.countdown')}{' '}
          <input
            inputMode="numeric"
            maxLength={2}
            value={shotCountdown}
            onChange={(e) => setShotCountdown(e.target.value)}
            style={{ width: '4rem' }}
          />
        </label>
        <button onClick={() => callTime(shotSeconds, shotCountdown)}>{t('clock.admin.callTime')}</button>
        <button
          data-testid="shot-tda"
          title={t('clock.admin.tdaHint')}
          onClick={() => {
            setShotSeconds('25')
            setShotCountdown('5')
            callTime('25', '5')
          }}
        >
          {t('clock.admin.callTimeTda')}
        </button>
        {clock.shotClock && (
          <button onClick={() => void record({ type: 'clock.shotClock.clear', tournamentId: id })}>
            {t('clock.admin.clear')}
          </button>
        )}
        {shot && (
          <span className="badge" data-testid="admin-shot">
            {shot.phase === 'expired' ? t('clock.shotExpired') : formatDuration(shot.remainingMs)}
          </span>
        )}
      </div>

      <h3>{t('clock.admin.announcement')}</h3>
      <form
        className="row"
        onSubmit={(e) => {
          e.preventDefault()
          void record({
            type: 'clock.announce',
            tournamentId: id,
            text: announcement,
            ...(chime ? { chime: true } : {}),
            ...(speakIt ? { speak: true } : {})
          })
        }}
      >
        <input
          aria-label={t('clock.admin.announcement')}
          value={announcement}
          maxLength={500}
          onChange={(e) => setAnnouncement(e.target.value)}
          style={{ flex: 1 }}
        />
        <label className="check">
          <input type="checkbox" checked={chime} onChange={(e) => setChime(e.target.checked)} />{' '}
          {t('clock.admin.chime')}
        </label>
        <label className="check">
          <input type="checkbox" checked={speakIt} onChange={(e) => setSpeakIt(e.target.checked)} />{' '}
          {t('clock.admin.speakAnnouncement')}
        </label>
        <button type="submit">{t('clock.admin.show')}</button>
        <button
          type="button"
          onClick={() => {
            setAnnouncement('')
            void record({ type: 'clock.announce', tournamentId: id, text: '' })
          }}
        >
          {t('clock.admin.clear')}
        </button>
      </form>

      <DisplaySettingsPanel tournamentId={id} clock={clock} record={record} />
      {message && (
        <p
          className={message.ok ? 'muted' : 'error'}
          role={message.ok ? 'status' : 'alert'}
          data-testid="clock-message"
        >
          {message.text}
        </p>
      )}
      {dialog}
    </section>
  )
}
