import { useEffect, useState, type ReactNode } from 'react'
import type { Command } from '../../../../shared/core/commands'
import { presetOf } from '../../../../shared/core/display'
import type { LayoutRow, ScreenRow, ScreensView } from '../../../../shared/core/display'
import type { EventRecord } from '../../../../shared/core/record'
import { isMessageKey, type MessageKey } from '../../../../shared/i18n'
import { formatDateTime, formatIsoDate } from '../../../../shared/i18n/format'
import { useClient, useSubscription } from '../../common/ClientContext'
import { CommitInput } from '../../common/CommitInput'
import { useConfirm } from '../../common/Dialog'
import { useI18n } from '../../i18n/I18n'
import { Layouts } from './Layouts'
import { HallTables } from './HallTables'

const LANGUAGES = ['ru', 'en', 'sv'] as const
/** The festival board's choice in a screen's tournament list (the ids the hall makes have no colon). */
const BOARD = ':board'

/**
 * The hall displays: every screen that opened the clock, named by the director, pinned to a tournament
 * (a new tournament never takes one over), with its layout and language; "flash this screen" tells which is which.
 * Each change is a journal record.
 */
export function Displays(): ReactNode {
  const { t, explain } = useI18n()
  const client = useClient()
  const view = useSubscription({ topic: 'screens' })
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const { ask, dialog } = useConfirm()

  if (!view) return <p className="muted">{t('app.connecting')}</p>
  const send = (command: Command, label: string): void =>
    void client
      .command({ command })
      .then((r) =>
        setMessage(
          r.ok ? { ok: true, text: t('displays.saved', { name: label }) } : { ok: false, text: explain(r.error) }
        )
      )
  const forget = (row: ScreenRow): void =>
    void ask({
      title: t('displays.forgetConfirm.title', { name: row.name || row.id }),
      body: t('displays.forgetConfirm.body'),
      confirmLabel: t('displays.forget'),
      danger: true
    }).then((yes) => yes && send({ type: 'display.screen.forget', screenId: row.id }, row.name || row.id))

  return (
    <section className="displays" data-testid="displays">
      <div className="section-head">
        <h1>{t('displays.title')}</h1>
      </div>
      <p className="muted">{t('displays.explain')}</p>
      {message && (
        <p className={message.ok ? 'muted' : 'error'} role="status" data-testid="displays-message">
          {message.text}
        </p>
      )}
      {view.screens.length === 0 ? (
        <p className="muted">{t('displays.none')}</p>
      ) : (
        <table className="grid" data-testid="displays-list">
          <thead>
            <tr>
              <th>{t('displays.name')}</th>
              <th>{t('displays.tournament')}</th>
              <th>{t('displays.layout')}</th>
              <th>{t('displays.language')}</th>
              <th>{t('displays.seen')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {view.screens.map((row) => (
              <ScreenLine key={row.id} row={row} view={view} send={send} forget={forget} />
            ))}
          </tbody>
        </table>
      )}
      <Layouts view={view} />
      <HallTables view={view} />
      <DisplaysJournal view={view} />
      {dialog}
    </section>
  )
}

function ScreenLine(props: {
  row: ScreenRow
  view: ScreensView
  send: (command: Command, label: string) => void
  forget: (row: ScreenRow) => void
}): ReactNode {
  const { t, language } = useI18n()
  const { row, view, send } = props
  const label = row.name || row.id
  const tournamentName = (id: string | null): string => {
    const found = view.tournaments.find((x) => x.id === id)
    return found ? `${found.name} · ${formatIsoDate(found.date, language)}` : '—'
  }
  const configure = (change: Omit<Extract<Command, { type: 'display.screen.configure' }>, 'type' | 'screenId'>): void =>
    send({ type: 'display.screen.configure', screenId: row.id, ...change }, change.name || label)
  return (
    <tr data-testid="display-row" data-screen={row.id} data-connected={row.connected ? 'yes' : 'no'}>
      <td>
        <CommitInput
          aria-label={t('displays.name')}
          placeholder={t('displays.namePlaceholder')}
          maxLength={60}
          value={row.name}
          onCommit={(name) => configure({ name: name.trim() })}
        />
        <div className="muted small">
          {[row.address, row.width && row.height ? `${row.width}×${row.height}` : null].filter(Boolean).join(' · ') ||
            row.id}
        </div>
      </td>
      <td>
        <select
          aria-label={t('displays.tournament')}
          value={row.board ? BOARD : (row.tournamentId ?? '')}
          onChange={(e) =>
            // §12.13: the festival board is chosen where a tournament is; choosing a tournament takes the board off.
            configure(
              e.target.value === BOARD
                ? { board: true }
                : { tournamentId: e.target.value || null, ...(row.board ? { board: false } : {}) }
            )
          }
        >
          <option value="">
            {view.defaultTournamentId
              ? t('displays.tournament.default', { name: tournamentName(view.defaultTournamentId) })
              : t('displays.tournament.defaultNone')}
          </option>
          <option value={BOARD}>{t('displays.board')}</option>
          {view.tournaments.map((x) => (
            <option key={x.id} value={x.id}>
              {tournamentName(x.id)}
            </option>
          ))}
        </select>
        <div className="muted small" data-testid="display-showing">
          {row.board ? t('displays.showingBoard') : t('displays.showing', { name: tournamentName(row.showing) })}
        </div>
      </td>
      <td>
        <select
          aria-label={t('displays.layout')}
          value={row.layoutId}
          onChange={(e) => configure({ layoutId: e.target.value })}
        >
          {view.layouts.map((l) => (
            <option key={l.id} value={l.id}>
              {layoutName(l, t)}
            </option>
          ))}
        </select>
        {/* One switch puts the players' phone QR code on this screen, large enough to scan across a table. */}
        <label className="check">
          <input
            type="checkbox"
            data-testid="display-phone-qr"
            checked={row.phoneQr}
            onChange={(e) => configure({ phoneQr: e.target.checked })}
          />{' '}
          {t('displays.phoneQr')}
        </label>
      </td>
      <td>
        <select
          aria-label={t('displays.language')}
          value={row.language ?? ''}
          onChange={(e) => configure({ language: (e.target.value || null) as ScreenRow['language'] })}
        >
          <option value="">{t('displays.language.browser')}</option>
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {t(`displays.language.${l}`)}
            </option>
          ))}
        </select>
      </td>
      <td>
        {row.connected
          ? t('displays.connected')
          : row.lastSeen !== null
            ? t('displays.lastSeen', { time: formatDateTime(row.lastSeen, language, undefined, false) })
            : t('displays.neverSeen')}
      </td>
      <td>
        <button
          disabled={!row.connected}
          onClick={() => send({ type: 'display.screen.identify', screenId: row.id }, label)}
        >
          {t('displays.identify')}
        </button>{' '}
        {!row.connected && (
          <button className="link" onClick={() => props.forget(row)}>
            {t('displays.forget')}
          </button>
        )}
      </td>
    </tr>
  )
}

function layoutName(row: LayoutRow, t: ReturnType<typeof useI18n>['t']): string {
  const preset = presetOf(row.id)
  return preset ? t(`displays.preset.${preset}`) : row.name
}

/** The journal of display settings: who changed which screen, from what to what, and when. */
function DisplaysJournal({ view }: { view: ScreensView }): ReactNode {
  const { t, language } = useI18n()
  const client = useClient()
  const [records, setRecords] = useState<EventRecord[]>([])
  useEffect(() => {
    let current = true
    void client
      .query({ type: 'journal.list', tournamentId: 'display', limit: 50 })
      .then((r) => current && r.ok && setRecords(r.value))
    return () => {
      current = false
    }
  }, [client, view])
  if (records.length === 0) return null
  const names = new Map(view.screens.map((s) => [s.id, s.name || s.id]))
  const layouts = new Map(view.layouts.map((l) => [l.id, layoutName(l, t)]))
  const tournaments = new Map(view.tournaments.map((x) => [x.id, x.name]))
  const word = (field: string, value: unknown): string => {
    if (value === null || value === '' || value === undefined)
      return field === 'language' ? t('displays.language.browser') : '—'
    if (field === 'tournamentId') return tournaments.get(String(value)) ?? String(value)
    if (field === 'layoutId') return layouts.get(String(value)) ?? String(value)
    if (field === 'language') return t(`displays.language.${value as 'ru' | 'en' | 'sv'}`)
    if (field === 'phoneQr') return t(value ? 'displays.phoneQr.on' : 'displays.phoneQr.off')
    if (field === 'board') return t(value ? 'displays.board.on' : 'displays.board.off')
    return String(value)
  }
  return (
    <section data-testid="displays-journal">
      <h2>{t('displays.journal')}</h2>
      <table className="grid">
        <tbody>
          {records.map((r) => {
            const e = r.event
            const screenId = 'screenId' in e ? e.screenId : null
            const key = `event.${e.type}` as MessageKey
            const detail =
              e.type === 'display.tableNamed'
                ? `${t('hallTables.table', { table: e.number })}: ${e.from ?? '—'} → ${e.to ?? '—'}`
                : e.type === 'display.screenConfigured'
                  ? Object.entries(e.changes)
                      .map(
                        ([f, c]) =>
                          `${t(FIELD_LABEL[f as keyof typeof FIELD_LABEL])}: ${word(f, c.from)} → ${word(f, c.to)}`
                      )
                      .join('; ')
                  : ''
            return (
              <tr key={r.seq}>
                <td>{formatDateTime(r.occurredAt, language)}</td>
                <td>{r.actor}</td>
                <td>{screenId ? (names.get(screenId) ?? screenId) : ''}</td>
                <td>
                  {isMessageKey(key) ? t(key) : e.type} <span className="muted">{detail}</span>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </section>
  )
}

const FIELD_LABEL = {
  name: 'displays.name',
  tournamentId: 'displays.tournament',
  layoutId: 'displays.layout',
  language: 'displays.language',
  phoneQr: 'displays.phoneQr',
  board: 'displays.boardField'
} as const satisfies Record<string, MessageKey>
