import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { useSubscription } from '../../common/ClientContext'
import { useFlightsView } from './api'
import { BagAndTagPanel } from './BagAndTagPanel'
import { FlightsPanel } from './FlightsPanel'

/**
 * The multi-day part of a tournament's page (§5.5): a flight's bag-and-tag, or the event's flights and
 * Day 2; nothing for an ordinary one-day tournament. Reloads with this tournament's records and the flights'.
 */
export function FlightsArea({ tournamentId }: { tournamentId: string }): ReactNode {
  const registration = useSubscription({ topic: 'registration', tournamentId })
  const seating = useSubscription({ topic: 'seating', tournamentId })
  const list = useSubscription({ topic: 'tournaments' })
  const [flightVersions, setFlightVersions] = useState<Record<string, number>>({})
  const [view, reload] = useFlightsView(tournamentId, [
    registration?.version,
    seating ? JSON.stringify(seating.tables.map((x) => x.seats.map((s) => s.entryId ?? ''))) : null,
    list?.map((x) => `${x.id}:${x.status}`),
    flightVersions
  ])
  const onFlightVersion = useCallback(
    (id: string, version: number) => setFlightVersions((v) => (v[id] === version ? v : { ...v, [id]: version })),
    []
  )
  if (!view) return null
  if (view.role === 'flight')
    return (
      <BagAndTagPanel
        tournamentId={tournamentId}
        view={view}
        chipsInPlay={registration?.stats.totalChips ?? null}
        onRecorded={reload}
      />
    )
  return (
    <>
      {view.flights.map((f) => (
        <FlightWatch key={f.tournamentId} tournamentId={f.tournamentId} onVersion={onFlightVersion} />
      ))}
      <FlightsPanel tournamentId={tournamentId} view={view} seated={seating?.drawn ?? false} onRecorded={reload} />
    </>
  )
}

/** A flight's registration records move the event's view (its entries, eliminations, bags). */
function FlightWatch({
  tournamentId,
  onVersion
}: {
  tournamentId: string
  onVersion: (id: string, version: number) => void
}): ReactNode {
  const summary = useSubscription({ topic: 'registration', tournamentId })
  const version = summary?.version
  useEffect(() => {
    if (version !== undefined) onVersion(tournamentId, version)
  }, [tournamentId, version, onVersion])
  return null
}
