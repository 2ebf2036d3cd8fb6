import { useState, type ReactNode } from 'react'
import type { Command } from '../../../../shared/core/commands'
import { placeLabel } from '../../../../shared/core/results'
import type { SeriesStandingsView } from '../../../../shared/core/league'
import { useI18n } from '../../i18n/I18n'
import { ReasonForm } from './ReasonForm'

type Send = (c: Command, reason?: string) => Promise<boolean>

/**
 * §28.4, §28.7–§28.10, §28.15: this event's points (annulments of disqualified entries, §28.8), the events of the
 * series (exclusion from the rating, §28.15в), the standings with ties waiting for a lot (§28.7ж), the recorded
 * lots, and the merged player records with their conflicts (§28.9, §28.10).
 */
export function SeriesStandingsPanel({
  tournamentId,
  standings,
  send
}: {
  tournamentId: string
  standings: SeriesStandingsView
  send: Send
}): ReactNode {
  const { t, dateTime } = useI18n()
  const [annulling, setAnnulling] = useState<string | null>(null)
  const [restoring, setRestoring] = useState<string | null>(null)
  const [mode, setMode] = useState<'full' | 'partial'>('full')
  const [share, setShare] = useState('50')
  const [excluding, setExcluding] = useState<string | null>(null)
  const [drawing, setDrawing] = useState(false)
  const [byHand, setByHand] = useState<number | null>(null)
  const [keeping, setKeeping] = useState<string | null>(null)
  const seriesId = standings.id
  const thisEvent = standings.events.find((e) => e.tournamentId === tournamentId)
  const done = (close: () => void) => (ok: boolean) => {
    if (ok) close()
    return ok
  }

  return (
    <>
      <h3>{t('series.points')}</h3>
      {thisEvent?.excluded && <p className="warning">{t('series.points.excludedNote')}</p>}
      <table className="places" data-testid="series-event-points">
        <thead>
          <tr>
            <th>{t('results.col.place')}</th>
            <th>{t('series.col.name')}</th>
            <th>{t('series.col.points')}</th>
            <th>{t('series.col.explanation')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {standings.points
            .filter((p) => p.tournamentId === tournamentId && (p.place !== null || p.disqualified))
            .sort((a, b) => (a.place ?? Infinity) - (b.place ?? Infinity))
            .map((p) => (
              <tr key={p.entryId} data-testid={`series-points-${p.entryId}`}>
                <td>{placeLabel(p.place, p.placeTo)}</td>
                <td>
                  {p.name}
                  {p.disqualified && (
                    <>
                      {' '}
                      <span className="status status--disqualified">{t('series.disqualified')}</span>
                    </>
                  )}
                </td>
                <td className="num">
                  {p.annulment && p.pointsBefore !== null && (
                    <>
                      <s className="muted">{p.pointsBefore}</s>{' '}
                    </>
                  )}
                  {p.points}
                </td>
                <td className="muted">{p.explanation}</td>
                <td>
                  {p.disqualified && annulling !== p.entryId && restoring !== p.entryId && (
                    <button className="link" onClick={() => setAnnulling(p.entryId)}>
                      {t('series.annul')}
                    </button>
                  )}{' '}
                  {p.annulment && annulling !== p.entryId && restoring !== p.entryId && (
                    <button className="link" onClick={() => setRestoring(p.entryId)}>
                      {t('series.restore')}
                    </button>
                  )}
                  {annulling === p.entryId && (
                    <ReasonForm
                      testId="annul-form"
                      aria-label={t('series.annul.reason')}
                      placeholder={t('series.annul.reason')}
                      confirm={t('series.confirm')}
                      onCancel={() => setAnnulling(null)}
                      onSubmit={(reason) =>
                        send(
                          {
                            type: 'series.annulPoints',
                            seriesId,
                            tournamentId,
                            entryId: p.entryId,
                            mode,
                            ...(mode === 'partial' ? { keptShare: Number(share) / 100 } : {})
                          },
                          reason
                        ).then(done(() => setAnnulling(null)))
                      }
                    >
                      <select
                        value={mode}
                        onChange={(e) => setMode(e.target.value as 'full' | 'partial')}
                        aria-label={t('series.annul.mode')}
                      >
                        <option value="full">{t('series.annul.full')}</option>
                        <option value="partial">{t('series.annul.partial')}</option>
                      </select>
                      {mode === 'partial' && (
                        <input
                          className="narrow"
                          type="number"
                          min={0}
                          max={100}
                          value={share}
                          onChange={(e) => setShare(e.target.value)}
                          aria-label={t('series.annul.keptShare')}
                        />
                      )}
                    </ReasonForm>
                  )}
                  {restoring === p.entryId && (
                    <ReasonForm
                      placeholder={t('series.restoreReason')}
                      confirm={t('series.confirm')}
                      onCancel={() => setRestoring(null)}
                      onSubmit={(reason) =>
                        send({ type: 'series.restorePoints', seriesId, tournamentId, entryId: p.entryId }, reason).then(
                          done(() => setRestoring(null))
                        )
                      }
                    />
                  )}
                </td>
              </tr>
            ))}
        </tbody>
      </table>

      <h3>{t('series.events.title')}</h3>
      <ul className="series-events" data-testid="series-events">
        {standings.events.map((e) => (
          <li key={e.tournamentId}>
            <b>{e.name}</b> <span className="muted">{e.date}</span>{' '}
            {e.excluded ? (
              <span className="warn">
                {t('series.events.excluded', { by: e.excluded.by, reason: e.excluded.reason })}
              </span>
            ) : (
              <span className="muted">{t('series.events.counts')}</span>
            )}
            <span className="muted"> · </span>
            {excluding === e.tournamentId ? (
              <ReasonForm
                testId="exclude-form"
                placeholder={e.excluded ? t('series.includeReason') : t('series.excludeReason')}
                confirm={t('series.confirm')}
                onCancel={() => setExcluding(null)}
                onSubmit={(reason) =>
                  send(
                    {
                      type: e.excluded ? 'series.includeEvent' : 'series.excludeEvent',
                      seriesId,
                      tournamentId: e.tournamentId
                    },
                    reason
                  ).then(done(() => setExcluding(null)))
                }
              />
            ) : (
              <button className="link" onClick={() => setExcluding(e.tournamentId)}>
                {e.excluded ? t('series.include') : t('series.exclude')}
              </button>
            )}
          </li>
        ))}
      </ul>

      <h3>{t('series.standings')}</h3>
      {standings.pendingLots.length > 0 && (
        <div className="warning series-lots" data-testid="series-lots-pending">
          {t('series.lotsPending', {
            groups: standings.pendingLots
              .map((g) => t('series.lotsPending.group', { rank: g.rank, rankTo: g.rankTo, names: g.names.join(', ') }))
              .join('; ')
          })}{' '}
          {!drawing && byHand === null && (
            <button className="link" onClick={() => setByHand(0)} data-testid="lot-physical">
              {t('series.lot.physical')}
            </button>
          )}{' '}
          {byHand !== null && (
            <PhysicalLotForm
              groups={standings.pendingLots}
              onCancel={() => setByHand(null)}
              onSubmit={(order, drawnBy, reason) =>
                send({ type: 'series.drawLots', seriesId, physical: { order, drawnBy } }, reason).then(
                  done(() => setByHand(null))
                )
              }
            />
          )}
          {byHand !== null ? null : drawing ? (
            <ReasonForm
              required={false}
              placeholder={t('series.drawLotsReason')}
              confirm={t('series.drawLots')}
              onCancel={() => setDrawing(false)}
              onSubmit={(reason) =>
                send({ type: 'series.drawLots', seriesId }, reason || undefined).then(done(() => setDrawing(false)))
              }
            />
          ) : (
            <button className="primary" onClick={() => setDrawing(true)}>
              {t('series.drawLots')}
            </button>
          )}
        </div>
      )}
      <table className="places" data-testid="series-standings">
        <thead>
          <tr>
            <th>{t('series.col.rank')}</th>
            <th>{t('series.col.name')}</th>
            <th>{t('series.col.points')}</th>
            <th>{t('series.col.events')}</th>
            <th>{t('series.col.wins')}</th>
            <th>{t('series.col.tieBreak')}</th>
          </tr>
        </thead>
        <tbody>
          {standings.rows.map((r) => (
            <tr key={`${r.name}-${r.rank}`}>
              <td>{placeLabel(r.rank, r.rankTo)}</td>
              <td>{r.name}</td>
              <td className="num">{r.points}</td>
              <td className="num">{r.eventsPlayed}</td>
              <td className="num">{r.wins}</td>
              <td>
                {r.lotPending ? (
                  <span className="badge">{t('series.lotPending')}</span>
                ) : r.tieBrokenBy ? (
                  <span className="muted">{t(`rating.tieBreak.${r.tieBrokenBy}`)}</span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      {standings.lots.length > 0 && (
        <>
          <h4>{t('series.lots.title')}</h4>
          <ul className="series-notes" data-testid="series-lots">
            {standings.lots.map((l, i) => (
              <li key={i} className={l.applies ? undefined : 'muted'}>
                {l.physicalBy
                  ? t('series.lots.physicalEntry', { names: l.names.join(' → '), who: l.physicalBy, by: l.drawnBy })
                  : t('series.lots.entry', { names: l.names.join(' → '), by: l.drawnBy })}{' '}
                · {dateTime(l.drawnAt)}
                {l.reason ? ` · ${l.reason}` : ''}
                {!l.applies && ` · ${t('series.lots.stale')}`}
              </li>
            ))}
          </ul>
        </>
      )}
      {standings.merges.length > 0 && (
        <>
          <h4>{t('series.merges.title')}</h4>
          <ul className="series-notes" data-testid="series-merges">
            {standings.merges.map((m) => (
              <li key={`${m.from}-${m.into}`}>{t('series.merges.entry', m)}</li>
            ))}
          </ul>
        </>
      )}
      {standings.mergeConflicts.length > 0 && (
        <div className="warning" data-testid="series-merge-conflicts">
          <b>{t('series.conflicts.title')}</b>
          <ul className="series-notes">
            {standings.mergeConflicts.map((c) => (
              <li key={`${c.tournamentId}-${c.name}`}>
                {t('series.conflicts.entry', {
                  name: c.name,
                  tournament: c.tournamentName,
                  entries: c.entries
                    .map((x) =>
                      t('series.conflicts.result', {
                        number: x.number ?? '—',
                        registeredAs: x.registeredAs,
                        place: placeLabel(x.place, x.placeTo),
                        points: x.points
                      })
                    )
                    .join('; ')
                })}
                <div className="row">
                  {c.entries.map((x) => (
                    <button
                      key={x.entryId}
                      type="button"
                      className="link"
                      onClick={() => setKeeping(x.entryId)}
                      data-testid={`keep-result-${x.entryId}`}
                    >
                      {t('series.conflicts.keep', { number: x.number ?? '—', registeredAs: x.registeredAs })}
                    </button>
                  ))}
                </div>
                {c.entries.some((x) => x.entryId === keeping) && (
                  <ReasonForm
                    testId="keep-result-form"
                    placeholder={t('series.conflicts.reason')}
                    confirm={t('series.confirm')}
                    onCancel={() => setKeeping(null)}
                    onSubmit={(reason) =>
                      send(
                        {
                          type: 'series.resolveMergeConflict',
                          seriesId,
                          tournamentId: c.tournamentId,
                          keepEntryId: keeping!
                        },
                        reason
                      ).then(done(() => setKeeping(null)))
                    }
                  />
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  )
}

/**
 * §28.7ж: a lot drawn by hand in the hall (cards, straws): the tie, the order as drawn (best first), who drew, and
 * the reason — recorded as drawn, never redrawn.
 */
function PhysicalLotForm({
  groups,
  onSubmit,
  onCancel
}: {
  groups: SeriesStandingsView['pendingLots']
  onSubmit: (order: string[], drawnBy: string, reason: string) => Promise<boolean>
  onCancel: () => void
}): ReactNode {
  const { t } = useI18n()
  const [g, setG] = useState(0)
  const group = groups[Math.min(g, groups.length - 1)]!
  const [order, setOrder] = useState<string[]>(group.playerIds)
  const [drawnBy, setDrawnBy] = useState('')
  const [reason, setReason] = useState('')
  const nameOf = (id: string): string => group.names[group.playerIds.indexOf(id)] ?? id
  const complete = new Set(order).size === group.playerIds.length
  return (
    <form
      className="series-physical-lot"
      data-testid="lot-physical-form"
      onSubmit={(e) => {
        e.preventDefault()
        if (complete && drawnBy.trim() && reason.trim()) void onSubmit(order, drawnBy.trim(), reason.trim())
      }}
    >
      {groups.length > 1 && (
        <label>
          {t('series.lot.group')}
          <select
            value={g}
            onChange={(e) => {
              const k = Number(e.target.value)
              setG(k)
              setOrder(groups[k]!.playerIds)
            }}
          >
            {groups.map((x, k) => (
              <option key={k} value={k}>
                {t('series.lotsPending.group', { rank: x.rank, rankTo: x.rankTo, names: x.names.join(', ') })}
              </option>
            ))}
          </select>
        </label>
      )}
      {order.map((id, k) => (
        <label key={k}>
          {t('series.lot.position', { n: group.rank + k })}
          <select
            value={id}
            onChange={(e) => setOrder(order.map((x, j) => (j === k ? e.target.value : x)))}
            data-testid={`lot-position-${k + 1}`}
          >
            {group.playerIds.map((p) => (
              <option key={p} value={p}>
                {nameOf(p)}
              </option>
            ))}
          </select>
        </label>
      ))}
      <label>
        {t('series.lot.physicalBy')}
        <input
          value={drawnBy}
          maxLength={120}
          required
          onChange={(e) => setDrawnBy(e.target.value)}
          data-testid="lot-drawn-by"
        />
      </label>
      <label>
        {t('series.lot.physicalReason')}
        <input
          value={reason}
          maxLength={1000}
          required
          onChange={(e) => setReason(e.target.value)}
          data-testid="lot-reason"
        />
      </label>
      <div className="row">
        <button type="submit" className="primary" disabled={!complete}>
          {t('series.lot.record')}
        </button>
        <button type="button" className="link" onClick={onCancel}>
          {t('series.cancel')}
        </button>
      </div>
    </form>
  )
}
