import type { ReactNode } from 'react'
import type { Measure, MeasureKind, ResultRow } from '../../../../shared/core/results'
import { placeLabel } from '../../../../shared/core/results'
import { parseNumber } from '../../../../shared/i18n/numbers'
import { useI18n } from '../../i18n/I18n'

/** The parts of the penalty forms that recording and correcting share (§25.13, BFSP §7.1.2). */

/**
 * §25, §26.14: a participant as the penalty and dispute forms list them — every entry, in play or not; one no longer
 * in play is marked with its status and place ("#3 Darya — eliminated, place 9").
 */
export function participantLabel(
  r: Pick<ResultRow, 'number' | 'displayName' | 'status' | 'place' | 'placeTo'>,
  t: ReturnType<typeof useI18n>['t']
): string {
  const label = `#${r.number ?? '—'} ${r.displayName}`
  if (r.status === 'in') return label
  const status = t(`results.status.${r.status}`)
  return r.place !== null
    ? t('results.participant.outPlaced', { label, status, place: placeLabel(r.place, r.placeTo) })
    : t('results.participant.out', { label, status })
}

export type MeasureInput = Measure | { kind: 'missed-rounds'; rounds: number; playersAtTable: number }

/** The measure from the form's fields; rounds go with the players at the table (BFSP §7.1.2 note). */
export function buildMeasure(kind: MeasureKind, amount: string, players: string, scope?: string): MeasureInput {
  const n = parseNumber(amount) ?? 1
  switch (kind) {
    case 'missed-hands':
      return { kind, hands: n }
    case 'missed-rounds':
      return { kind, rounds: n, playersAtTable: Number(players) || 9 }
    case 'time-away':
      return { kind, minutes: n }
    case 'chip-removal':
      return { kind, chips: n }
    case 'disqualification':
      return { kind, scope: scope === 'season' ? 'season' : 'tournament' }
    case 'rating-exclusion':
      return { kind, scope: scope === 'series' ? 'series' : 'event' }
    default:
      return { kind } as Measure
  }
}

export function amountOf(m: Measure): string {
  switch (m.kind) {
    case 'missed-hands':
      return String(m.hands)
    case 'missed-rounds':
      return String(m.rounds)
    case 'time-away':
      return String(m.minutes)
    case 'chip-removal':
      return String(m.chips)
    default:
      return '1'
  }
}

export const needsAmount = (kind: MeasureKind): boolean =>
  kind === 'missed-hands' || kind === 'missed-rounds' || kind === 'time-away' || kind === 'chip-removal'

/** What the amount counts for this measure: hands, rounds, minutes or chips. */
export const amountKey = (kind: MeasureKind) =>
  kind === 'missed-hands'
    ? 'results.penalties.hands'
    : kind === 'time-away'
      ? 'results.penalties.minutes'
      : kind === 'chip-removal'
        ? 'results.penalties.chips'
        : 'results.penalties.rounds'

type Setter = (value: string) => void

/** §25.13: where the measure was taken — table, hand, level — in the record and the correction forms alike. */
export function WhereFields(p: {
  tableId: string
  setTableId: Setter
  hand: string
  setHand: Setter
  level: string
  setLevel: Setter
}): ReactNode {
  const { t } = useI18n()
  return (
    <>
      <label>
        {t('results.penalties.table')}
        <input
          className="narrow"
          maxLength={64}
          value={p.tableId}
          onChange={(e) => p.setTableId(e.target.value)}
          required
        />
      </label>
      <label>
        {t('results.penalties.hand')}
        <input type="number" min={1} value={p.hand} onChange={(e) => p.setHand(e.target.value)} />
      </label>
      <label>
        {t('results.penalties.level')}
        <input type="number" min={0} value={p.level} onChange={(e) => p.setLevel(e.target.value)} />
      </label>
    </>
  )
}
