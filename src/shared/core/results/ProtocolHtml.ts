import { isMessageKey, translate, type Language, type MessageKey, type Params } from '../../i18n'
import { explainPoints } from '../rating/PointsExplanationText'
import type { DisputeFields } from './DisputedDecision'
import { measureKey, violationKey, type Measure, type PenaltyFields } from './Penalty'
import { placeBasisKey } from './PlaceBasis'
import { placeLabel, type ProtocolDocument } from './Protocol'

/** Escape text for HTML content and attribute values: every dynamic string goes through this. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** Default timestamp format: UTC "YYYY-MM-DD HH:MM". The service may pass the hall's local format. */
export function formatUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16).replace('T', ' ')
}

export interface RenderOptions {
  readonly language: Language
  readonly formatTime?: (ms: number) => string
}

/** §27.12, §28.12: the printable protocol — a complete HTML page with its own print styles and no scripts. */
export function renderProtocolHtml(doc: ProtocolDocument, options: RenderOptions): string {
  const { language } = options
  const fmt = options.formatTime ?? formatUtc
  const t = (key: MessageKey, params?: Params): string => escapeHtml(translate(language, key, params))
  const e = escapeHtml
  const table = (headers: MessageKey[], rows: string[][]): string =>
    rows.length === 0
      ? `<p class="empty">${t('protocol.none')}</p>`
      : `<table><thead><tr>${headers.map((h) => `<th>${t(h)}</th>`).join('')}</tr></thead><tbody>${rows
          .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`)
          .join('')}</tbody></table>`
  const nameOf = new Map(doc.participants.map((p) => [p.entryId, p.publicName]))
  const who = (entryId: string | undefined): string => (entryId ? e(nameOf.get(entryId) ?? entryId) : '')
  const measureText = (m: Measure): string => {
    const label = t(measureKey(m.kind))
    switch (m.kind) {
      case 'missed-hands':
        return `${label}: ${t('protocol.hands', { count: m.hands })}`
      case 'missed-rounds':
        return `${label}: ${t('protocol.roundsAsHands', { rounds: m.rounds, players: m.playersAtTable, hands: m.hands })}`
      case 'time-away':
        return `${label}: ${t('protocol.minutes', { count: m.minutes })}`
      case 'chip-removal':
        return `${label}: ${e(m.chips)}`
      default:
        return label
    }
  }
  // §26.14: a record entered after the fact shows when it happened and when it was recorded.
  const enteredLater = (occurredAt: number, recordedAt: number): string => ` <em class="later">${t('protocol.enteredLater', { occurred: fmt(occurredAt), recorded: fmt(recordedAt) })}</em>`
  const tableHand = (x: { tableId: string; hand?: number | undefined; level?: number | undefined }): string =>
    `${e(x.tableId)}${x.hand !== undefined ? ` · ${t('protocol.hand', { hand: x.hand })}` : ''}${x.level !== undefined ? ` · ${t('protocol.level', { level: x.level })}` : ''}`
  // C.17, §27.8: the fields a correction changed, each as old → new.
  const penaltyValue = (f: PenaltyFields, key: keyof PenaltyFields): string => {
    switch (key) {
      case 'violation':
        return `${t(violationKey(f.violation.code))}${f.violation.description ? `: ${e(f.violation.description)}` : ''}`
      case 'measure':
        return measureText(f.measure)
      case 'decidedBy':
        return `${e(f.decidedBy.name)} (${t(`protocol.role.${f.decidedBy.role}`)})`
      default:
        return e(f[key] ?? '—')
    }
  }
  const disputeValue = (f: DisputeFields, key: keyof DisputeFields): string => {
    switch (key) {
      case 'entryIds':
        return f.entryIds.map((id) => who(id)).join(', ') || '—'
      case 'ruledBy':
        return `${e(f.ruledBy.name)} (${t(`protocol.role.${f.ruledBy.role}`)})`
      case 'ruledAt':
        return e(fmt(f.ruledAt))
      case 'appealedToDirector':
        return f.appealedToDirector ? t('protocol.yes') : t('protocol.no')
      default:
        return e(f[key] ?? '—')
    }
  }
  const changed = <F extends object>(previous: F, next: F, keys: ReadonlyArray<keyof F & string>, value: (f: F, k: keyof F & string) => string): string =>
    keys
      .filter((k) => JSON.stringify(previous[k]) !== JSON.stringify(next[k]))
      .map((k) => `${t(`protocol.field.${k}` as MessageKey)}: ${value(previous, k)} → ${value(next, k)}`)
      .join('<br>')
  const PENALTY_KEYS = ['tableId', 'hand', 'level', 'violation', 'measure', 'decidedBy'] as const
  const DISPUTE_KEYS = ['tableId', 'hand', 'level', 'entryIds', 'facts', 'ruling', 'ruledBy', 'ruledAt', 'appealedToDirector'] as const

  const tour = doc.tournament
  const sections: string[] = []

  sections.push(`<h1>${t('protocol.title')}: ${e(tour.name)}</h1>`)
  if (doc.audience === 'public') sections.push(`<p class="note">${t('protocol.publicVersion')}</p>`)
  sections.push(
    `<table class="fields"><tbody>${[
      [t('protocol.field.id'), e(tour.id)],
      [t('protocol.field.name'), e(tour.name)],
      [t('protocol.field.dateVenue'), `${e(tour.date)}${tour.time ? ` ${e(tour.time)}` : ''}, ${e(tour.venue)}`],
      [t('protocol.field.discipline'), `${e(translateOr(language, `discipline.${tour.discipline}`, tour.discipline))}, ${e(translateOr(language, `betting.${tour.bettingFormat}`, tour.bettingFormat))}`],
      [t('protocol.field.startingStack'), e(tour.startingStack)],
      [t('protocol.field.entrants'), e(doc.entrants)],
      ...(tour.seriesName ? [[t('protocol.field.series'), e(tour.seriesName)]] : []),
      ...(tour.noCashPrizes ? [[t('protocol.field.prizes'), t('protocol.noCashPrizes')]] : [])
    ]
      .map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`)
      .join('')}</tbody></table>`
  )

  sections.push(`<h2>${t('protocol.section.structure')}</h2>`)
  sections.push(
    table(
      ['protocol.col.level', 'protocol.col.blinds', 'protocol.col.ante', 'protocol.col.duration'],
      doc.levels.map((l) => [
        l.kind === 'break' ? t('protocol.break') : e(l.index),
        l.kind === 'break' ? '' : `${e(l.smallBlind ?? '')}/${e(l.bigBlind ?? '')}${l.game ? ` ${e(l.game)}` : ''}`,
        e(l.ante ?? ''),
        t('protocol.minutes', { count: l.durationMinutes })
      ])
    )
  )

  sections.push(`<h2>${t('protocol.section.results')}</h2>`)
  sections.push(
    table(
      [
        'protocol.col.place',
        'protocol.col.number',
        'protocol.col.name',
        'protocol.col.status',
        'protocol.col.tableSeat',
        'protocol.col.eliminationLevel',
        'protocol.col.basis',
        'protocol.col.points'
      ],
      doc.participants.map((p) => [
        e(placeLabel(p.place, p.placeTo)),
        e(p.number ?? ''),
        `${e(p.publicName)}${doc.audience === 'internal' && p.realName ? ` <span class="internal">(${e(p.realName)})</span>` : ''}`,
        t(`protocol.status.${p.status}`),
        p.table ? `${e(p.table)}${p.seat !== undefined ? ` / ${e(p.seat)}` : ''}` : '',
        `${e(p.eliminationLevel ?? '')}${p.eliminationEnteredLater ? enteredLater(p.eliminationEnteredLater.occurredAt, p.eliminationEnteredLater.recordedAt) : ''}`,
        p.basis ? `${t(placeBasisKey(p.basis))}${p.basisNote ? `: ${e(p.basisNote)}` : ''}` : '',
        p.points != null
          ? `${e(p.points)}${p.pointsExplanation ? `<div class="why">${e(explainPoints(p.pointsExplanation, language))}</div>` : ''}`
          : ''
      ])
    )
  )

  sections.push(`<h2>${t('protocol.section.moves')}</h2>`)
  sections.push(
    table(
      ['protocol.col.time', 'protocol.col.name', 'protocol.col.from', 'protocol.col.to', 'protocol.col.by', 'protocol.col.reason'],
      doc.moves.map((m) => [
        e(fmt(m.at)),
        who(m.entryId),
        m.fromTable ? `${e(m.fromTable)} / ${e(m.fromSeat ?? '')}` : '',
        `${e(m.toTable)} / ${e(m.toSeat)}`,
        e(m.by),
        e(m.reason ?? '')
      ])
    )
  )

  sections.push(`<h2>${t('protocol.section.penalties')}</h2>`)
  sections.push(
    table(
      ['protocol.col.date', 'protocol.col.name', 'protocol.col.tableHand', 'protocol.col.violation', 'protocol.col.measure', 'protocol.col.decidedBy'],
      doc.penalties.map((p) => [
        `${e(p.date)}${p.enteredAfterTheFact ? (p.occurredAt !== undefined ? enteredLater(p.occurredAt, p.recordedAt) : ` <em>${t('protocol.afterTheFact')}</em>`) : ''}`,
        who(p.entryId),
        tableHand(p),
        penaltyValue(p, 'violation'),
        // §27.8: a withdrawn record stays, struck through and marked; a corrected one points to its history (C.17).
        `${p.withdrawn ? `<s>${measureText(p.measure)}</s> <em class="withdrawn">${t('protocol.penaltyWithdrawn', { at: fmt(p.withdrawn.at), by: p.withdrawn.by, reason: p.withdrawn.reason })}</em>` : measureText(p.measure)}${
          p.history?.length ? ` <em>${t('protocol.penaltyCorrected')}</em>` : ''
        }`,
        penaltyValue(p, 'decidedBy')
      ])
    )
  )

  sections.push(`<h2>${t('protocol.section.disputes')}</h2>`)
  sections.push(
    table(
      ['protocol.col.time', 'protocol.col.tableHand', 'protocol.col.participants', 'protocol.col.facts', 'protocol.col.ruling', 'protocol.col.decidedBy'],
      doc.disputes.map((d) => [
        `${e(fmt(d.ruledAt))}${d.enteredAfterTheFact ? enteredLater(d.ruledAt, d.recordedAt) : ''}`,
        tableHand(d),
        d.entryIds.map((id) => who(id)).join(', '),
        e(d.facts),
        `${e(d.ruling)}${d.appealedToDirector ? ` <em>${t('protocol.appealed')}</em>` : ''}${d.history?.length ? ` <em>${t('protocol.penaltyCorrected')}</em>` : ''}`,
        disputeValue(d, 'ruledBy')
      ])
    )
  )

  sections.push(`<h2>${t('protocol.section.corrections')}</h2>`)
  sections.push(
    table(
      ['protocol.col.time', 'protocol.col.name', 'protocol.col.field', 'protocol.col.change', 'protocol.col.reason', 'protocol.col.by'],
      [
        ...doc.corrections.map((c) => ({
          at: c.at,
          cells: [
            `${e(fmt(c.at))}${doc.approval && c.at > doc.approval.at ? ` <em>${t('protocol.afterApproval')}</em>` : ''}${c.enteredAfterTheFact ? ` <em>${t('protocol.afterTheFact')}</em>` : ''}`,
            who(c.entryId),
            e(c.field),
            `${e(c.from)} → ${e(c.to)}`,
            e(c.reason),
            e(c.by)
          ]
        })),
        // §27.8: corrections and withdrawals of discipline records (internal protocol only: the public one drops the history).
        ...doc.penalties.flatMap((p) => [
          ...(p.history ?? []).map((h) => ({ at: h.at, cells: [e(fmt(h.at)), who(p.entryId), t('protocol.correction.penalty'), changed(h.previous, h.next, PENALTY_KEYS, penaltyValue), e(h.reason), e(h.by)] })),
          ...(p.withdrawn
            ? [{ at: p.withdrawn.at, cells: [e(fmt(p.withdrawn.at)), who(p.entryId), t('protocol.correction.penaltyWithdrawn'), `${measureText(p.measure)} → ${t('protocol.withdrawn')}`, e(p.withdrawn.reason), e(p.withdrawn.by)] }]
            : [])
        ]),
        ...doc.disputes.flatMap((d) =>
          (d.history ?? []).map((h) => ({ at: h.at, cells: [e(fmt(h.at)), '', `${t('protocol.correction.dispute')} (${tableHand(d)})`, changed(h.previous, h.next, DISPUTE_KEYS, disputeValue), e(h.reason), e(h.by)] }))
        )
      ]
        .sort((a, b) => a.at - b.at)
        .map((row) => row.cells)
    )
  )

  sections.push(`<h2>${t('protocol.section.approval')}</h2>`)
  sections.push(
    doc.approval
      ? `<p>${t('protocol.approvedBy', { by: doc.approval.by, at: fmt(doc.approval.at) })}</p>${
          doc.correctionsAfterApproval > 0 ? `<p>${t('protocol.correctionsAfterApproval', { count: doc.correctionsAfterApproval })}</p>` : ''
        }`
      : `<p class="pending">${t('protocol.notApproved')}</p><p class="sign">${t('protocol.signature')}: ____________________</p>`
  )
  sections.push(`<p class="disclaimer">${t('protocol.disclaimer')}</p>`)
  sections.push(`<p class="generated">${t('protocol.generatedAt', { at: fmt(doc.generatedAt) })}</p>`)

  return `<!DOCTYPE html>
<html lang="${e(language)}"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${t('protocol.title')}: ${e(tour.name)}</title>
<style>
body{font:11pt/1.35 system-ui,sans-serif;margin:1.5cm;color:#000}
table{border-collapse:collapse;width:100%;margin:.3em 0 1em}th,td{border:1px solid #999;padding:2px 5px;text-align:left;vertical-align:top}
table.fields{width:auto}h2{font-size:13pt;margin-top:1.2em;break-after:avoid}tr{break-inside:avoid}
.why{font-size:8.5pt;color:#333}.internal{color:#555}.empty,.note,.generated,.disclaimer{color:#444;font-size:9pt}
@media print{body{margin:0}}
</style></head><body>
${sections.join('\n')}
</body></html>
`
}

/** A dictionary lookup for a value that may not have a label (an unknown discipline): the raw value then. */
function translateOr(language: Language, key: string, fallback: string): string {
  return isKey(key) ? translate(language, key) : fallback
}

const isKey = (key: string): key is MessageKey => isMessageKey(key)
