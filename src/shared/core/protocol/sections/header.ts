import { translate } from '../../../i18n'
import type { ProtocolBountyFormat, ProtocolFormat } from '../document'
import { stageLabel, translateOr } from '../labels'
import { zoneLabel } from '../time'
import type { LayoutContext } from './context'

/**
 * The protocol's header, label → value: Appendix C.1 the tournament's ID, C.2 its name, C.3 date and venue, C.4
 * discipline and betting format, the format (§5.6–§5.9, BFSP §3.2), C.7 the starting stack, the number of
 * participants (§28.12в) and the totals, the corrections (§27.8), the time zone, the series, the no-cash-prizes
 * statement (§5.11) and the bounty format (§5.10).
 */
export function headerFields(c: LayoutContext): Array<readonly [string, string]> {
  const { doc, language, t } = c
  const tour = doc.tournament
  return [
    [t('protocol.field.id'), tour.id],
    [t('protocol.field.name'), tour.name],
    [t('protocol.field.dateVenue'), `${tour.date}${tour.time ? ` ${tour.time}` : ''}, ${tour.venue}`],
    // §27.8: when play actually began and ended, in the hall's local time with its zone.
    [
      t('protocol.field.startedAt'),
      tour.startedAt !== undefined ? c.fmtZoned(tour.startedAt) : t('protocol.notStarted')
    ],
    ...(tour.startedAt !== undefined
      ? [
          [
            t('protocol.field.endedAt'),
            tour.endedAt !== undefined ? c.fmtZoned(tour.endedAt) : t('protocol.notEnded')
          ] as const
        ]
      : []),
    [
      t('protocol.field.discipline'),
      `${translateOr(language, `discipline.${tour.discipline}`, tour.discipline)}, ${translateOr(language, `betting.${tour.bettingFormat}`, tour.bettingFormat)}`
    ],
    // §5.6–§5.9, BFSP §3.2: freezeout, re-entry, rebuy, add-on, cap; an Olympic shootout with its stages.
    ...(tour.format ? [[t('protocol.field.format'), formatText(c, tour.format)] as const] : []),
    [t('protocol.field.startingStack'), c.chips(tour.startingStack)],
    [t('protocol.field.entrants'), String(doc.entrants)],
    [t('protocol.field.totals'), t('protocol.totals', { ...doc.totals })],
    ...(doc.totals.waiting + doc.totals.withdrawn > 0
      ? [
          [
            t('protocol.field.notPlaced'),
            t('protocol.notPlaced', { waiting: doc.totals.waiting, withdrawn: doc.totals.withdrawn })
          ] as const
        ]
      : []),
    [
      t('protocol.field.corrections'),
      t('protocol.corrections', { count: doc.correctionCount, after: doc.correctionsAfterApproval })
    ],
    [t('protocol.field.timeZone'), t('protocol.timeZone', { zone: zoneLabel(doc.generatedAt, doc.timeZone) })],
    ...(tour.seriesName ? [[t('protocol.field.series'), tour.seriesName] as const] : []),
    ...(tour.noCashPrizes ? [[t('protocol.field.prizes'), t('protocol.noCashPrizes')] as const] : []),
    // §5.10: the announced bounty format — records in points or chips, never money.
    ...(tour.bounty ? [[t('protocol.field.bounty'), bountyText(c, tour.bounty)] as const] : [])
  ]
}

/** §5.10: "Progressive bounty: 100 points per entry; the eliminator records 50%, 50% goes onto their own bounty…". */
function bountyText({ t }: LayoutContext, bounty: ProtocolBountyFormat): string {
  const unit = t(`protocol.bounty.unit.${bounty.unit}`)
  const text =
    bounty.kind === 'progressive'
      ? t('protocol.bounty.progressive', {
          start: bounty.startingBounty,
          unit,
          collected: bounty.collectedPercent,
          head: 100 - bounty.collectedPercent
        })
      : t('protocol.bounty.plain', { start: bounty.startingBounty, unit })
  return `${text} ${t('protocol.bounty.noMoney')}`
}

/** §5.6–§5.9, §6.7, §7.7, BFSP §3.2: the format in one line: "rebuy …; add-on …; cap …; late registration …". */
export function formatText(c: LayoutContext, format: ProtocolFormat): string {
  const { t, language } = c
  const parts = entryTermsText(c, format)
  const text = parts.join('; ')
  if (!format.olympic) return text
  const olympic =
    format.olympic.stages.length === 0
      ? t('protocol.format.olympicNotDrawn')
      : t('protocol.format.olympic', {
          stages: format.olympic.stages
            .map((s) =>
              t('protocol.format.stage', {
                stage: `${s.number}. ${stageLabel(s.name, language)}`,
                tables: s.tables,
                players: s.players ?? 0
              })
            )
            .join(' → ')
        })
  return `${olympic}; ${text}`
}

/** §5.6–§5.9, §6.7, §7.7: the entry terms, one phrase each (the changes of terms after the start print these too). */
export function entryTermsText({ t, language }: LayoutContext, format: ProtocolFormat): string[] {
  const parts: string[] = []
  if (!format.reentry && !format.rebuy) parts.push(t('protocol.format.freezeout'))
  if (format.reentry)
    parts.push(
      format.reentry.untilLevel !== null
        ? t('protocol.format.reentry', { max: format.reentry.maxPerPlayer, level: format.reentry.untilLevel })
        : t('protocol.format.reentryLate', { max: format.reentry.maxPerPlayer })
    )
  if (format.rebuy)
    parts.push(
      t('protocol.format.rebuy', {
        max: format.rebuy.maxPerPlayer,
        level: format.rebuy.untilLevel,
        threshold: format.rebuy.stackThreshold,
        chips: format.rebuy.chips
      })
    )
  if (format.addon) parts.push(t('protocol.format.addon', { break: format.addon.atBreak, chips: format.addon.chips }))
  if (format.playerCap !== null) parts.push(t('protocol.format.cap', { cap: format.playerCap }))
  // §7.7: when late registration closes, as announced.
  if (format.lateRegistration) {
    const close = format.lateRegistration
    parts.push(
      t('protocol.format.lateRegistration', {
        close: translate(language, `registration.close.${close.kind}`, {
          level: close.kind === 'level-end' ? close.level : (format.rebuy?.untilLevel ?? 0)
        })
      })
    )
  }
  return parts
}
