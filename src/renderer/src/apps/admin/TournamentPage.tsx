import { useEffect, useState, type ReactNode } from 'react'
import type { EventRecord } from '../../../../shared/core/record'
import { useClient, useSubscription } from '../../common/ClientContext'
import { JournalTable } from '../../common/JournalTable'
import { useI18n } from '../../i18n/I18n'
import { TournamentForm } from './TournamentForm'
import { RegistrationDesk } from '../../features/registration/RegistrationDesk'
import { EntriesList } from '../../features/registration/EntriesList'
import { TermsTab } from '../../features/registration/TermsTab'
import { SeatingTab } from '../../features/seating/SeatingTab'
import { ResultsTab } from '../../features/results/ResultsTab'
import { useAdminPath } from '../../common/useAdminPath'
import { TOURNAMENT_TABS as TABS, type TournamentTab as Tab } from '../../route'

import { downloadJson } from './transfer'
import { ClockControls } from './clock/ClockControls'
import { StructureEditor } from './clock/StructureEditor'
import { TournamentCharts } from './TournamentCharts'
import { StandingsSetup } from '../../features/standings/StandingsSetup'
import { ChipRacePanel } from './clock/ChipRacePanel'
import { FlightsArea } from '../../features/flights/FlightsArea'
import { MultiDaySummary } from '../../features/flights/MultiDaySummary'

/** One tournament: its announced parameters, the hall display switch, and its journal. */
export function TournamentPage({ tournamentId, onBack }: { tournamentId: string; onBack: () => void }): ReactNode {
  const { t, explain, num, dateTime } = useI18n()
  const client = useClient()
  const detail = useSubscription({ topic: 'tournament', tournamentId })
  // The same public clock the hall display receives: the admin sees what the room sees.
  const display = useSubscription({ topic: 'display', tournamentId })
  const clock = display?.clock ?? null
  const [editing, setEditing] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  // The tab is in the address: a reload stays on it.
  const [path, go] = useAdminPath()
  const tab: Tab = path.tab ?? 'overview'
  const setTab = (name: Tab): void => go({ tournamentId, tab: name, results: null })

  if (detail === undefined) return <p className="muted">{t('app.connecting')}</p>
  if (detail === null) return <p className="error">{t('error.tournament.notFound')}</p>
  const multiDay = detail.multiDay

  return (
    <section className="tournament">
      <button className="link" onClick={onBack} data-testid="tournament-back">
        ← {t('tournament.back')}
      </button>
      <div className="section-head">
        <h1 data-testid="tournament-title">{detail.name}</h1>
        <span
          className={`status status--${detail.finished ? 'finished' : detail.status}`}
          data-testid="tournament-status"
        >
          {t(`tournament.status.${detail.finished ? 'finished' : detail.status}`)}
        </span>
        {detail.displayed ? (
          <span className="badge">{t('tournaments.onDisplay')}</span>
        ) : (
          <button
            onClick={() =>
              void client
                .command({ command: { type: 'tournament.display', tournamentId } })
                .then((r) => setMessage(r.ok ? t('tournament.recorded') : explain(r.error)))
            }
          >
            {t('tournament.showOnDisplay')}
          </button>
        )}
        <button
          onClick={() =>
            void client.operate({ type: 'tournament.export', tournamentId }).then((r) => {
              if (r.ok)
                downloadJson(`floorclock-${detail.date}-${detail.name.replace(/[^\p{L}\p{N}]+/gu, '-')}.json`, r.value)
              else setMessage(explain(r.error))
            })
          }
        >
          {t('export.button')}
        </button>
      </div>
      {message && <p className="muted">{message}</p>}
      <nav className="tabs" role="tablist">
        {TABS.map((name) => (
          <button
            key={name}
            role="tab"
            aria-selected={tab === name}
            className={tab === name ? 'tab tab--on' : 'tab'}
            onClick={() => setTab(name)}
          >
            {t(`tab.${name}`)}
          </button>
        ))}
      </nav>
      {tab === 'desk' && <RegistrationDesk tournamentId={tournamentId} />}
      {tab === 'entries' && <EntriesList tournamentId={tournamentId} tournamentName={detail.name} />}
      {tab === 'terms' && <TermsTab tournamentId={tournamentId} started={detail.status !== 'announced'} />}
      {tab === 'seating' && <SeatingTab tournamentId={tournamentId} tournamentName={detail.name} />}
      {tab === 'results' && (
        <ResultsTab
          tournamentId={tournamentId}
          page={path.results ?? 'places'}
          fileBase={`${detail.date}-${detail.name.replace(/[^\p{L}\p{N}]+/gu, '-')}`}
        />
      )}
      {tab === 'overview' &&
        (editing ? (
          <TournamentForm existing={detail} onDone={() => setEditing(false)} />
        ) : (
          <dl className="card facts">
            <dt>{t('tournament.date')}</dt>
            <dd>
              {detail.date} {detail.time ?? ''}
            </dd>
            <dt>{t('tournament.venue')}</dt>
            <dd>{detail.venue || '—'}</dd>
            <dt>{t('tournament.discipline')}</dt>
            <dd>
              {t(`discipline.${detail.discipline}`)} · {t(`betting.${detail.bettingFormat}`)}
            </dd>
            <dt>{t('tournament.startingStack')}</dt>
            <dd>{num(detail.startingStack)}</dd>
            {detail.bounty && detail.bounty.kind !== 'none' && (
              <>
                <dt>{t('tournament.bounty')}</dt>
                <dd data-testid="tournament-bounty">
                  {detail.bounty.kind === 'progressive'
                    ? t('tournament.bountyProgressive', {
                        start: num(detail.bounty.startingBounty),
                        unit: t(`tournament.bountyUnit.${detail.bounty.unit}`),
                        collected: detail.bounty.collectedPercent,
                        head: 100 - detail.bounty.collectedPercent
                      })
                    : t('tournament.bountyPlain', {
                        start: num(detail.bounty.startingBounty),
                        unit: t(`tournament.bountyUnit.${detail.bounty.unit}`)
                      })}{' '}
                  <span className="muted">{t('tournament.bountyNoMoney')}</span>
                </dd>
              </>
            )}
            {multiDay && <MultiDaySummary multiDay={multiDay} />}
            {detail.notes && (
              <>
                <dt>{t('tournament.notes')}</dt>
                <dd>{detail.notes}</dd>
              </>
            )}
            <dd className="muted wide">
              {t('tournament.createdBy', {
                actor: detail.createdBy,
                time: dateTime(detail.createdAt)
              })}
              {detail.corrections > 0 && <> · {t('tournament.corrections', { count: detail.corrections })}</>}
            </dd>
            <dd className="wide">
              <button onClick={() => setEditing(true)}>{t('tournament.saveChanges')}…</button>
            </dd>
          </dl>
        ))}
      {tab === 'overview' && clock && (
        <ClockControls tournamentId={tournamentId} clock={clock} bettingFormat={detail.bettingFormat} />
      )}
      {tab === 'overview' && multiDay && <FlightsArea tournamentId={tournamentId} />}
      {tab === 'overview' && <StandingsSetup tournamentId={tournamentId} />}
      {tab === 'overview' && clock && (
        <ChipRacePanel
          tournamentId={tournamentId}
          clock={clock}
          version={`${JSON.stringify(display?.colourUps ?? [])}${JSON.stringify(display?.seating?.announcements ?? [])}`}
        />
      )}
      {tab === 'overview' && <TournamentCharts tournamentId={tournamentId} />}
      {tab === 'overview' && clock && (
        <StructureEditor
          key={JSON.stringify(clock.structure)}
          tournamentId={tournamentId}
          structure={clock.structure}
          started={
            detail.status === 'started' || clock.reading.status === 'running' || clock.reading.status === 'paused'
          }
          startingStack={detail.startingStack}
        />
      )}
      {tab === 'overview' && (
        <Journal
          tournamentId={tournamentId}
          version={`${JSON.stringify(detail)}${JSON.stringify(clock ? { ...clock, display: null } : null)}`}
        />
      )}
    </section>
  )
}

/** The change journal: who, when, what and why (§4.7, §27.8). */
function Journal({ tournamentId, version }: { tournamentId: string; version: string }): ReactNode {
  const { t } = useI18n()
  const client = useClient()
  const [records, setRecords] = useState<EventRecord[]>([])
  const [players, setPlayers] = useState<{ playerId: string; label: string }[]>([])
  const [playerId, setPlayerId] = useState('')
  useEffect(() => {
    void client
      .query({ type: 'journal.list', tournamentId, limit: 200, ...(playerId ? { playerId } : {}) })
      .then((r) => r.ok && setRecords(r.value))
  }, [client, tournamentId, version, playerId])
  useEffect(() => {
    void client.query({ type: 'entries.list', tournamentId, limit: 20_000 }).then((r) => {
      if (!r.ok) return
      const byPlayer = new Map(r.value.rows.map((row) => [row.playerId, row.displayName]))
      setPlayers(
        [...byPlayer].map(([id, label]) => ({ playerId: id, label })).sort((a, b) => a.label.localeCompare(b.label))
      )
    })
  }, [client, tournamentId, version])
  return (
    <section>
      <div className="section-head">
        <h2>{t('tournament.journal')}</h2>
        {players.length > 0 && (
          <label className="row">
            {t('journal.filterPlayer')}
            <select data-testid="journal-player" value={playerId} onChange={(e) => setPlayerId(e.target.value)}>
              <option value="">{t('journal.allPlayers')}</option>
              {players.map((p) => (
                <option key={p.playerId} value={p.playerId}>
                  {p.label}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {records.length === 0 ? (
        <p className="muted">{t('journal.empty')}</p>
      ) : (
        <JournalTable records={records} testId="journal" />
      )}
    </section>
  )
}
