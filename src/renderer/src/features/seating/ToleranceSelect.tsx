import type { ReactNode } from 'react'
import { useI18n } from '../../i18n/I18n'

/** §8.3, BFSP §3.1: how many players more one table may have than another before balancing is due (1 or 2). */
export function ToleranceSelect({ value, onChange }: { value: 1 | 2; onChange: (value: 1 | 2) => void }): ReactNode {
  const { t } = useI18n()
  return (
    <label>
      {t('seating.tolerance')}
      <select value={value} onChange={(e) => onChange(Number(e.target.value) as 1 | 2)}>
        <option value={1}>{t('seating.tolerance.1')}</option>
        <option value={2}>{t('seating.tolerance.2')}</option>
      </select>
    </label>
  )
}
