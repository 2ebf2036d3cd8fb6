import { useEffect, useMemo, useState, type ReactNode } from 'react'
import type { HallTimeZone } from '../../../../shared/contract/operations'
import { useClient } from '../../common/ClientContext'
import { useI18n } from '../../i18n/I18n'

/**
 * §27.8: the hall's time zone the protocol prints its times in. A hall server on a computer kept on UTC (a rack, a
 * container) would print UTC for a hall that is not: the director sees the zone used here, is told when this
 * computer's zone differs, and sets the hall's in one step.
 */
export function HallZone(): ReactNode {
  const { t, explain } = useI18n()
  const client = useClient()
  const [zone, setZone] = useState<HallTimeZone | null>(null)
  const [error, setError] = useState<string | null>(null)
  const here = useMemo(() => Intl.DateTimeFormat().resolvedOptions().timeZone, [])
  const zones = useMemo(() => Intl.supportedValuesOf('timeZone'), [])
  useEffect(() => {
    void client.operate({ type: 'hall.timeZone' }).then((r) => r.ok && setZone(r.value))
  }, [client])
  const set = (value: string | null): void => {
    void client.operate({ type: 'hall.timeZone', set: value }).then((r) => {
      if (!r.ok) return setError(explain(r.error))
      setZone(r.value)
      setError(null)
    })
  }
  if (!zone) return null
  return (
    <div className="stack" data-testid="hall-zone">
      <p data-testid="hall-zone-used">{t('results.protocol.timeZone', { zone: zone.zone })}</p>
      {here && here !== zone.zone && (
        <p className="warn" data-testid="hall-zone-differs">
          {t('results.protocol.timeZoneDiffers', { here, hall: zone.zone })}{' '}
          <button type="button" onClick={() => set(here)} data-testid="hall-zone-here">
            {t('results.protocol.timeZoneHere', { zone: here })}
          </button>
        </p>
      )}
      <label>
        {t('results.protocol.timeZoneChange')}{' '}
        <select value={zone.chosen ?? ''} onChange={(e) => set(e.target.value || null)} data-testid="hall-zone-select">
          <option value="">{t('results.protocol.timeZoneMachine', { zone: zone.machine })}</option>
          {zones.map((z) => (
            <option key={z} value={z}>
              {z}
            </option>
          ))}
        </select>
      </label>
      {error && (
        <p className="error" role="alert" data-testid="hall-zone-error">
          {error}
        </p>
      )}
    </div>
  )
}
