import { isMessageKey, translate, type Language, type MessageKey, type Params } from '../../i18n'
import { stakesCell } from '../clock/levelText'
import { explainPoints } from '../rating/PointsExplanationText'
import type { DisputeFields } from '../results/DisputedDecision'
import { measureKey, violationKey, type Measure, type PenaltyFields } from '../results/Penalty'
import { placeBasisKey } from '../results/PlaceBasis'
import {
  correctionGroup,
  type ProtocolCorrection,
  type ProtocolDocument,
  type ProtocolBountyFormat,
  type ProtocolFormat,
  type ProtocolParticipant
} from './document'
import { placeLabel } from '../results/placeLabel'
import { isEnteredAfterTheFact } from '../record'
import { formatNumber } from '../../i18n/format'
import { localDateTime, localDateTimeWithZone, zoneLabel } from './time'

/**
 * The protocol's printable content as plain text (§27.12, §28.12, Appendix C): every heading, label and value,
 * translated once. The HTML and the PDF renderers both draw this, so the two print the same words; neither
 * translates anything itself.
 */

/**
 * How a run of text is shown: plain; internal data (the real name); a remark in parentheses, also one saying a record
 * was entered later (§26.14) or withdrawn (§27.8); struck through (a withdrawn measure); a block below (§28.4); a line
 * break (several changed fields of one correction).
 */
export type SpanStyle = 'plain' | 'internal' | 'remark' | 'later' | 'withdrawn' | 'struck' | 'explanation' | 'break'

export interface Span {
  readonly text: string
  readonly style: SpanStyle
}

/** One table cell: runs of text, unescaped. */
export type Cell = readonly Span[]

export interface LayoutTable {
  readonly headers: readonly string[]
  /** No rows: the renderer prints `empty`, else `ProtocolLayout.none`. */
  readonly rows: readonly (readonly Cell[])[]
  /** What to print instead of "none recorded" when that would not be the truth (records exist, unpublished). */
  readonly empty?: string
  /** A line under the rows (more records exist that this version does not publish). */
  readonly note?: string
}

export type LayoutSectionId =
  | 'structure'
  | 'results'
  | 'category'
  | 'teams'
  | 'purchases'
  | 'draw'
  | 'tickets'
  | 'flights'
  | 'eventPlaces'
  | 'moves'
  | 'chipRace'
  | 'penalties'
  | 'disputes'
  | 'corrections'

export interface LayoutSection {
  readonly id: LayoutSectionId
  readonly heading: string
  readonly table: LayoutTable
}

export interface ProtocolLayout {
  readonly language: Language
  /** "Tournament protocol: <name>". */
  readonly title: string
  /** The public version says what it leaves out (§25.14, §27.11). */
  readonly publicNote: string | null
  /** C.1–C.4, C.7, the number of entries, series and the no-cash-prizes statement (§5.11): label → value. */
  readonly fields: readonly (readonly [string, string])[]
  /** C.5, C.6–C.14, C.9, C.15, C.16, C.17 in this order. */
  readonly sections: readonly LayoutSection[]
  readonly none: string
  /** C.18: the director's approval, or "not approved" with a line to sign. */
  readonly approval: {
    readonly heading: string
    readonly approved: boolean
    readonly lines: readonly string[]
    /** The signature label when not approved yet. */
    readonly signature: string | null
  }
  /** §30.13 */
  readonly disclaimer: string
  readonly generated: string
  /** Paged output: "Page N of M", and the mark of a table continued on the next page. */
  readonly pageLabel: (page: number, pages: number) => string
  readonly continued: string
}

export interface LayoutOptions {
  readonly language: Language
}

const plain = (text: unknown): Span => ({ text: String(text ?? ''), style: 'plain' })
const cell = (text: unknown): Cell => [plain(text)]
const SPACE = plain(' ')
const BREAK: Span = { text: '', style: 'break' }
const PENALTY_KEYS = ['tableId', 'seat', 'hand', 'level', 'violation', 'measure', 'decidedBy'] as const
const DISPUTE_KEYS = [
  'tableId',
  'hand',
  'level',
  'entryIds',
  'facts',
  'ruling',
  'ruledBy',
  'ruledAt',
  'appealedToDirector'
] as const

/** §5.4е: a separate standing as people name it: its announced name, or the translated preset ("Women"). */
export function categoryLabel(c: { kind: string; name: string | null }, language: Language): string {
  if (c.name) return c.name
  const key = `standings.kind.${c.kind}`
  return isKey(key) ? translate(language, key) : c.kind
}

/** §28.12, Appendix C: the protocol document laid out as translated text. Pure. */
/** BFSP §3.2: an Olympic stage as people say it: "Final", "Semi-final", "1/8". */
export function stageLabel(stage: string, language: Language): string {
  if (stage === 'final') return translate(language, 'olympic.stage.final')
  if (stage === 'semi-final') return translate(language, 'olympic.stage.semiFinal')
  return translate(language, 'olympic.stage.fraction', { stage })
}

export function layoutProtocol(doc: ProtocolDocument, options: LayoutOptions): ProtocolLayout {
  const { language } = options
  // §27.8: every time in the hall's local time (`doc.timeZone`, data from the service); the zone is named
  // in the header and with each time that stands in a sentence (approval, generation).
  const fmt = (ms: number): string => localDateTime(ms, language, doc.timeZone)
  const fmtZoned = (ms: number): string => localDateTimeWithZone(ms, language, doc.timeZone)
  const t = (key: MessageKey, params?: Params): string => translate(language, key, params)
  // Chip counts read as the messages write them: grouped in the reader's language ("41,500", "41 500").
  const chips = (n: number): string => formatNumber(n, language)
  const nameOf = new Map(doc.participants.map((p) => [p.entryId, p.publicName]))
  const name = (entryId: string | undefined): string => (entryId ? (nameOf.get(entryId) ?? entryId) : '')
  const who = (entryId: string | undefined): Cell => cell(name(entryId))
  const lines = (texts: readonly string[]): Cell => texts.flatMap((x, i) => [...(i > 0 ? [BREAK] : []), plain(x)])
  // §27.8: "Boris — stack at the start of the hand: 9000 → 3000"; statuses and field names in the reader's language.
  const valueText = (field: string, v: string): string =>
    field === 'occurredAt' && !Number.isNaN(Date.parse(v))
      ? fmt(Date.parse(v))
      : translateOr(language, `protocol.value.${v}`, v)
  const changeText = (c: ProtocolCorrection, named: boolean): string =>
    `${named && c.entryId ? `${name(c.entryId)} — ` : ''}${translateOr(language, `protocol.change.${c.field}`, c.field)}: ${valueText(c.field, c.from)} → ${valueText(c.field, c.to)}`
  const remark = (key: MessageKey): Span[] => [SPACE, { text: t(key), style: 'remark' }]
  // §26.14: a record entered after the fact shows when it happened and when it was recorded.
  const enteredLater = (occurredAt: number, recordedAt: number): Span[] => [
    SPACE,
    { text: t('protocol.enteredLater', { occurred: fmt(occurredAt), recorded: fmt(recordedAt) }), style: 'later' }
  ]
  // A penalty's seat follows its table as elsewhere in the protocol ("3 / 5").
  const tableHand = (x: {
    tableId: string
    seat?: number | undefined
    hand?: number | undefined
    level?: number | undefined
  }): string =>
    `${x.tableId}${x.seat !== undefined ? ` / ${x.seat}` : ''}${x.hand !== undefined ? ` · ${t('protocol.hand', { hand: x.hand })}` : ''}${x.level !== undefined ? ` · ${t('protocol.level', { level: x.level })}` : ''}`
  const table = (headers: MessageKey[], rows: Cell[][]): LayoutTable => ({ headers: headers.map((h) => t(h)), rows })
  const flightSections = (): LayoutSection[] => {
    const f = doc.flights
    if (!f) return []
    const rows: Cell[][] = []
    for (const x of f.flights) {
      rows.push([
        [{ text: t('protocol.flights.flight', { label: x.label, name: x.name, date: x.date }), style: 'remark' }],
        cell(t('protocol.flights.entries', { count: x.entries })),
        ...Array.from({ length: 6 }, () => cell(''))
      ])
      if (x.bags.length === 0)
        rows.push([cell(x.label), cell(t('protocol.flights.noBags')), ...Array.from({ length: 6 }, () => cell(''))])
      for (const b of x.bags)
        rows.push([
          cell(x.label),
          cell(b.number != null ? `#${b.number}` : '—'),
          cell(b.publicName),
          [
            plain(chips(b.chips)),
            ...(b.recounts
              ? [
                  SPACE,
                  { text: `(${t('protocol.flights.recounts', { count: b.recounts })})`, style: 'internal' as const }
                ]
              : [])
          ],
          cell(b.countedBy),
          cell(b.witnessedBy),
          cell(fmt(b.at)),
          cell(t(b.advanced ? 'protocol.flights.advanced' : 'protocol.flights.notAdvanced'))
        ])
    }
    const bags: LayoutTable = {
      ...table(
        [
          'protocol.flights.col.flight',
          'protocol.flights.col.entry',
          'protocol.flights.col.name',
          'protocol.flights.col.chips',
          'protocol.flights.col.countedBy',
          'protocol.flights.col.witnessedBy',
          'protocol.flights.col.at',
          'protocol.flights.col.advanced'
        ],
        rows
      ),
      ...(f.rules
        ? {
            note: t('protocol.flights.rules', {
              carryOver: f.rules.carryOver,
              reentry: String(f.rules.reentryAfterAdvance),
              seating: f.rules.day2Seating,
              busts: f.rules.flightBusts
            })
          }
        : {})
    }
    const heading =
      f.role === 'flight'
        ? `${t('protocol.flights.title')}: ${t('protocol.flights.ofEvent', { label: f.label ?? '', event: f.eventName })}`
        : t('protocol.flights.title')
    const sections: LayoutSection[] = [{ id: 'flights', heading, table: bags }]
    if (f.role === 'event')
      sections.push({
        id: 'eventPlaces',
        heading: t('protocol.flights.places'),
        table: table(
          ['protocol.flights.col.place', 'protocol.flights.col.name', 'protocol.flights.col.played'],
          f.places.map((r) => [
            // A Day 2 row without a place is still in play; a flight row without one is unplaced (§5.5 г).
            cell(
              r.place != null
                ? placeLabel(r.place, r.placeTo)
                : t(r.flightLabel === null ? 'protocol.flights.inPlay' : 'protocol.flights.unplaced')
            ),
            cell(r.publicName),
            cell(r.flightLabel ?? t('protocol.flights.day2'))
          ])
        )
      })
    return sections
  }
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
        return `${label}: ${chips(m.chips)}`
      default:
        return label
    }
  }
  // C.17, §27.8: the fields a correction changed, each as old → new, one per line.
  const penaltyValue = (f: PenaltyFields, key: keyof PenaltyFields): string => {
    switch (key) {
      case 'violation':
        return `${t(violationKey(f.violation.code))}${f.violation.description ? `: ${f.violation.description}` : ''}`
      case 'measure':
        return measureText(f.measure)
      case 'decidedBy':
        return `${f.decidedBy.name} (${t(`protocol.role.${f.decidedBy.role}`)})`
      default:
        return String(f[key] ?? '—')
    }
  }
  const disputeValue = (f: DisputeFields, key: keyof DisputeFields): string => {
    switch (key) {
      case 'entryIds':
        return f.entryIds.map((id) => name(id)).join(', ') || '—'
      case 'ruledBy':
        return `${f.ruledBy.name} (${t(`protocol.role.${f.ruledBy.role}`)})`
      case 'ruledAt':
        return fmt(f.ruledAt)
      case 'appealedToDirector':
        return f.appealedToDirector ? t('protocol.yes') : t('protocol.no')
      default:
        return String(f[key] ?? '—')
    }
  }
  const changed = <F extends object>(
    previous: F,
    next: F,
    keys: ReadonlyArray<keyof F & string>,
    value: (f: F, k: keyof F & string) => string
  ): Cell =>
    keys
      .filter((k) => JSON.stringify(previous[k]) !== JSON.stringify(next[k]))
      .flatMap((k, i) => [
        ...(i > 0 ? [BREAK] : []),
        plain(`${t(`protocol.field.${k}` as MessageKey)}: ${value(previous, k)} → ${value(next, k)}`)
      ])
  // §25.14, §27.11: the public version says "not published" where records exist that it leaves out.
  const unpublishedNote = (count: number, base: LayoutTable): LayoutTable =>
    count === 0
      ? base
      : base.rows.length === 0
        ? { ...base, empty: t('protocol.notPublished') }
        : { ...base, note: t('protocol.moreNotPublished') }
  const withNote = (note: string | null, base: LayoutTable): LayoutTable =>
    note === null ? base : base.rows.length === 0 ? { ...base, empty: note } : { ...base, note }
  const tour = doc.tournament

  const fields: Array<readonly [string, string]> = [
    [t('protocol.field.id'), tour.id],
    [t('protocol.field.name'), tour.name],
    [t('protocol.field.dateVenue'), `${tour.date}${tour.time ? ` ${tour.time}` : ''}, ${tour.venue}`],
    [
      t('protocol.field.discipline'),
      `${translateOr(language, `discipline.${tour.discipline}`, tour.discipline)}, ${translateOr(language, `betting.${tour.bettingFormat}`, tour.bettingFormat)}`
    ],
    // §5.6–§5.9, BFSP §3.2: freezeout, re-entry, rebuy, add-on, cap; an Olympic shootout with its stages.
    ...(tour.format ? [[t('protocol.field.format'), formatText(tour.format, language)] as const] : []),
    [t('protocol.field.startingStack'), chips(tour.startingStack)],
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
    ...(tour.bounty ? [[t('protocol.field.bounty'), bountyText(tour.bounty, language)] as const] : [])
  ]

  const olympic = doc.participants.some((p) => p.stage !== undefined)
  // §5.7, §5.8: a column of rebuys / add-ons where the event offers them or any entry has one.
  const purchasesShown =
    tour.format?.rebuy != null ||
    tour.format?.addon != null ||
    doc.participants.some((p) => (p.rebuys ?? 0) + (p.addons ?? 0) > 0)
  // §6.5, §6.7: a waiting-list or withdrawn entry says since when / when and by whom (why: internal only).
  const statusCell = (p: ProtocolParticipant): Cell => [
    plain(t(`protocol.status.${p.status}`)),
    ...(p.waiting
      ? [
          SPACE,
          {
            text: t('protocol.waitingSince', { position: p.waiting.position, at: fmt(p.waiting.since) }),
            style: 'remark' as const
          }
        ]
      : []),
    ...(p.withdrawal
      ? [
          SPACE,
          {
            text:
              p.withdrawal.reason && doc.audience === 'internal'
                ? t('protocol.withdrawnAtWhy', {
                    at: fmt(p.withdrawal.at),
                    by: p.withdrawal.by,
                    reason: p.withdrawal.reason
                  })
                : t('protocol.withdrawnAt', { at: fmt(p.withdrawal.at), by: p.withdrawal.by }),
            style: 'remark' as const
          }
        ]
      : [])
  ]
  const purchases = doc.participants
    .flatMap((p) =>
      (p.purchases ?? []).map((x, i, all) => ({
        p,
        x,
        n: all.slice(0, i + 1).filter((y) => y.kind === 'rebuy').length
      }))
    )
    .sort((a, b) => a.x.at - b.x.at)
  const chipRaceTable = (): LayoutTable => {
    const internal = doc.audience === 'internal'
    const rows: Cell[][] = []
    for (const c of doc.colourUps) {
      const colourUp = cell(
        t('protocol.chipRace.colourUp', {
          number: c.breakNumber,
          chips: c.leaving.join(', '),
          chip: c.newChip
        })
      )
      const decided = (d: { name: string; role: string }): string =>
        t('protocol.chipRace.decided', { name: d.name, role: translateOr(language, `chipRace.role.${d.role}`, d.role) })
      if (c.tables.length === 0)
        rows.push([
          colourUp,
          cell(''),
          cell(t('protocol.chipRace.none')),
          cell(''),
          cell(''),
          ...(internal ? [cell(''), cell(decided(c.decidedBy))] : [])
        ])
      for (const r of c.tables) {
        const changes = c.history.filter((h) => h.table === r.table && h.kind === 'corrected')
        rows.push([
          colourUp,
          cell(r.table),
          [
            plain(t('protocol.chipRace.raced', { leftover: r.leftoverTotal, count: r.chipsRaced })),
            ...(internal
              ? [
                  SPACE,
                  {
                    text: t('protocol.chipRace.change', {
                      value: `${r.chipsInPlayChange > 0 ? '+' : ''}${r.chipsInPlayChange}`
                    }),
                    style: 'remark' as const
                  }
                ]
              : []),
            ...changes.flatMap((h) => [
              SPACE,
              {
                text: t('protocol.chipRace.corrected', { by: h.by, at: fmt(h.at), reason: h.reason }),
                style: 'remark' as const
              }
            ])
          ],
          cell(
            r.players
              .filter((p) => p.won)
              .map((p) => name(p.entryId))
              .join(', ') || '—'
          ),
          cell(
            r.players
              .filter((p) => p.keptChip)
              .map((p) => name(p.entryId))
              .join(', ') || '—'
          ),
          ...(internal
            ? [
                lines(
                  r.players.map((p) =>
                    t('protocol.chipRace.odd', {
                      name: name(p.entryId),
                      chips: (p.oddChips ?? []).map((o) => `${o.count}×${o.denomination}`).join(' + ') || '0',
                      received: `${p.received ?? 0}×${c.newChip}`
                    })
                  )
                ),
                cell(decided(r.decidedBy))
              ]
            : [])
        ])
      }
      // §27.8: a race undone stays in the internal protocol with who undid it and why.
      for (const h of c.history.filter((x) => x.kind === 'undone'))
        rows.push([
          colourUp,
          cell(h.table),
          [
            {
              text: t('protocol.chipRace.undone', { table: h.table, by: h.by, at: fmt(h.at), reason: h.reason }),
              style: 'withdrawn'
            }
          ],
          cell(''),
          cell(''),
          cell(''),
          cell('')
        ])
    }
    return table(
      [
        'protocol.col.colourUp',
        'protocol.col.table',
        'protocol.col.race',
        'protocol.col.receivedChip',
        'protocol.col.keptChip',
        ...(internal ? (['protocol.col.oddChips', 'protocol.col.decidedBy'] as const) : [])
      ],
      rows
    )
  }
  const sections: LayoutSection[] = [
    {
      id: 'structure',
      heading: t('protocol.section.structure'),
      table: table(
        ['protocol.col.level', 'protocol.col.blinds', 'protocol.col.ante', 'protocol.col.duration'],
        doc.levels.map((l) => [
          // §27.13: 1, 2, 3, 4, Break, 5 — the numbers of the clock and of the eliminations' "level N".
          cell(l.kind === 'break' ? t('protocol.break') : (l.number ?? l.index)),
          cell(
            l.kind === 'break'
              ? ''
              : l.text
                ? stakesCell(l.text, (k, p) => translate(language, k, p), String, true)
                : `${l.smallBlind ?? ''}/${l.bigBlind ?? ''}${l.game ? ` ${l.game}` : ''}`
          ),
          cell(l.ante ?? ''),
          cell(t('protocol.minutes', { count: l.durationMinutes }))
        ])
      )
    },
    {
      id: 'results',
      heading: t('protocol.section.results'),
      table: table(
        [
          'protocol.col.place',
          // BFSP §3.2: an Olympic shootout names the stage each participant went out in.
          ...(olympic ? (['protocol.col.stage'] as const) : []),
          'protocol.col.number',
          'protocol.col.name',
          'protocol.col.status',
          'protocol.col.tableSeat',
          'protocol.col.eliminationLevel',
          'protocol.col.basis',
          'protocol.col.points',
          ...(purchasesShown ? (['protocol.col.purchases'] as const) : []),
          // §5.10: knockouts (a split one as a share) and bounty collected, with the head, in a bounty event.
          ...(tour.bounty ? (['protocol.col.knockouts', 'protocol.col.bounty'] as const) : [])
        ],
        doc.participants.map((p) => [
          cell(placeLabel(p.place, p.placeTo)),
          ...(olympic ? [cell(p.stage ? stageLabel(p.stage, language) : '')] : []),
          cell(p.number ?? ''),
          // §27.11: the real name only in the internal version.
          [
            plain(p.publicName),
            ...(doc.audience === 'internal' && p.realName
              ? [SPACE, { text: `(${p.realName})`, style: 'internal' as const }]
              : []),
            ...(p.ticketFrom
              ? [SPACE, { text: t('protocol.byTicket', { satellite: p.ticketFrom }), style: 'remark' as const }]
              : [])
          ],
          statusCell(p),
          cell(p.table ? `${p.table}${p.seat !== undefined ? ` / ${p.seat}` : ''}` : ''),
          [
            plain(p.eliminationLevel ?? ''),
            ...(p.eliminationEnteredLater
              ? enteredLater(p.eliminationEnteredLater.occurredAt, p.eliminationEnteredLater.recordedAt)
              : [])
          ],
          cell(p.basis ? `${t(placeBasisKey(p.basis))}${p.basisNote ? `: ${p.basisNote}` : ''}` : ''),
          // §28.4: how the points were computed.
          p.points != null
            ? [
                plain(p.points),
                ...(p.pointsExplanation
                  ? [{ text: explainPoints(p.pointsExplanation, language), style: 'explanation' as const }]
                  : [])
              ]
            : cell(''),
          ...(purchasesShown ? [cell(`${p.rebuys ?? 0} / ${p.addons ?? 0}`)] : []),
          ...(tour.bounty
            ? p.bounty
              ? [
                  cell(knockoutsLabel(p.bounty.knockouts)),
                  [
                    plain(p.bounty.collected),
                    ...(tour.bounty.kind === 'progressive'
                      ? [SPACE, { text: t('protocol.bounty.head', { head: p.bounty.head }), style: 'remark' as const }]
                      : []),
                    // §5.10 with §5.5: the head this Day 2 entry brought from its flight's bag.
                    ...(p.bounty.carried
                      ? [
                          SPACE,
                          {
                            text: t('protocol.flights.bountyCarried', {
                              label: p.bounty.carried.label,
                              head: p.bounty.carried.head
                            }),
                            style: 'remark' as const
                          }
                        ]
                      : [])
                  ]
                ]
              : [cell(''), cell('')]
            : [])
        ])
      )
    },
    // §5.4е: a section per separate standing, right after the overall places it is read from.
    ...doc.categories.map((c) => ({
      id: 'category' as const,
      heading: `${t('protocol.section.category', { name: categoryLabel(c, language) })} · ${t(
        'protocol.category.entrants',
        { count: c.entrants }
      )}`,
      table: table(
        [
          'standings.col.place',
          'standings.col.overall',
          'protocol.col.number',
          'standings.col.name',
          ...(c.withPoints ? (['standings.col.points'] as const) : [])
        ],
        c.rows.map((r) => [
          r.place !== null
            ? cell(placeLabel(r.place, r.placeTo))
            : cell(t(r.status === 'in' ? 'standings.inPlay' : 'standings.noPlace')),
          cell(placeLabel(r.overallPlace, r.overallPlaceTo)),
          cell(r.number ?? ''),
          cell(r.publicName),
          ...(c.withPoints
            ? [
                r.points !== null
                  ? [
                      plain(r.points),
                      ...(r.pointsExplanation
                        ? [{ text: explainPoints(r.pointsExplanation, language), style: 'explanation' as const }]
                        : [])
                    ]
                  : cell('')
              ]
            : [])
        ])
      )
    })),
    // §5.4д: the team standings, with each member's place and whether the score counts it.
    ...(doc.teams
      ? [
          {
            id: 'teams' as const,
            heading: t('protocol.section.teams', {
              rule: t(`standings.teams.rule.${doc.teams.scoring.rule}`, { count: doc.teams.scoring.count })
            }),
            table: table(
              [
                'standings.col.place',
                'standings.teams.col.team',
                'standings.teams.col.score',
                'standings.teams.col.members'
              ],
              doc.teams.rows.map((r) => [
                cell(placeLabel(r.rank, r.rankTo)),
                cell(r.name),
                [
                  plain(r.score),
                  ...(r.complete
                    ? []
                    : [SPACE, { text: `(${t('standings.teams.incomplete')})`, style: 'remark' as const }])
                ],
                r.members.flatMap((m, i) => [
                  ...(i > 0 ? [BREAK] : []),
                  plain(
                    `${m.counted ? '✓ ' : ''}${m.name}: ${
                      m.place !== null
                        ? placeLabel(m.place, m.placeTo)
                        : t(m.inPlay ? 'standings.inPlay' : 'standings.noPlace')
                    }${m.points !== null ? ` · ${m.points}` : ''}`
                  )
                ])
              ])
            )
          }
        ]
      : []),
    // §5.7, §5.8: each rebuy and add-on — who, what, chips, the stack it was taken at, when, who recorded it.
    ...(purchasesShown || purchases.length > 0
      ? [
          {
            id: 'purchases' as const,
            heading: t('protocol.section.purchases'),
            table: table(
              [
                'protocol.col.time',
                'protocol.col.name',
                'protocol.col.what',
                'protocol.col.chips',
                'protocol.col.stackBefore',
                'protocol.col.by'
              ],
              purchases.map(({ p, x, n }) => [
                [
                  plain(fmt(x.at)),
                  ...(isEnteredAfterTheFact({ occurredAt: x.at, recordedAt: x.recordedAt })
                    ? enteredLater(x.at, x.recordedAt)
                    : [])
                ],
                cell(`${p.number != null ? `#${p.number} ` : ''}${p.publicName}`),
                cell(x.kind === 'rebuy' ? t('protocol.purchase.rebuy', { n }) : t('protocol.purchase.addon')),
                cell(`+${chips(x.chips)}`),
                cell(x.stack != null ? chips(x.stack) : ''),
                cell(x.by)
              ])
            )
          }
        ]
      : []),
    // The seat draw with what anyone needs to check it (§8.1, BFSP §5.2).
    ...(doc.draw
      ? [
          {
            id: 'draw' as const,
            heading: t('protocol.section.draw'),
            table: table(
              ['protocol.col.what', 'protocol.col.value'],
              [
                [
                  cell(t('protocol.draw.commitment')),
                  [plain(doc.draw.commitment), SPACE, { text: `(${fmt(doc.draw.committedAt)})`, style: 'remark' }]
                ],
                [
                  cell(t('protocol.draw.seed')),
                  [plain(doc.draw.seed), SPACE, { text: `(${fmt(doc.draw.drawnAt)})`, style: 'remark' }]
                ],
                [cell(t('protocol.draw.hallNumber')), cell(doc.draw.hallNumber || '—')],
                [
                  cell(t('protocol.draw.howTo')),
                  (['protocol.draw.step1', 'protocol.draw.step2', 'protocol.draw.step3'] as const).flatMap((k, i) => [
                    ...(i > 0 ? [BREAK] : []),
                    plain(t(k))
                  ])
                ]
              ]
            )
          }
        ]
      : []),
    // §5.12: the seats this satellite awarded, and what became of each.
    ...(doc.tickets.length > 0
      ? [
          {
            id: 'tickets' as const,
            heading: t('protocol.section.tickets'),
            table: table(
              [
                'protocol.col.place',
                'protocol.col.name',
                'protocol.col.ticketFor',
                'protocol.col.status',
                'protocol.col.by'
              ],
              doc.tickets.map((k) => [
                cell(k.place ?? t('protocol.ticket.leftInPlay')),
                cell(`${k.number != null ? `#${k.number} ` : ''}${k.publicName}`),
                cell(k.forTournament),
                [
                  plain(t(`protocol.ticket.${k.status}`)),
                  ...(k.voidReason ? [SPACE, { text: `(${k.voidReason})`, style: 'internal' as const }] : [])
                ],
                cell(`${k.issuedBy}, ${fmt(k.issuedAt)}`)
              ])
            )
          }
        ]
      : []),
    // §5.5, §27.5: the flights with their bags (who counted, who witnessed) and the places across the event.
    ...flightSections(),
    {
      id: 'moves',
      heading: t('protocol.section.moves'),
      table: table(
        [
          'protocol.col.time',
          'protocol.col.name',
          'protocol.col.from',
          'protocol.col.to',
          'protocol.col.by',
          'protocol.col.reason'
        ],
        doc.moves.map((m) => [
          cell(fmt(m.at)),
          who(m.entryId),
          cell(m.fromTable ? `${m.fromTable} / ${m.fromSeat ?? ''}` : ''),
          cell(`${m.toTable} / ${m.toSeat}`),
          cell(m.by),
          cell(m.reason ?? '')
        ])
      )
    },
    // §10.9–§10.13: each colour-up and the race at each table — who received a chip, who kept one.
    ...(doc.colourUps.length > 0
      ? [{ id: 'chipRace' as const, heading: t('protocol.section.chipRace'), table: chipRaceTable() }]
      : []),
    {
      id: 'penalties',
      heading: t('protocol.section.penalties'),
      table: unpublishedNote(
        doc.unpublished.penalties,
        table(
          [
            'protocol.col.date',
            'protocol.col.name',
            'protocol.col.tableHand',
            'protocol.col.violation',
            'protocol.col.measure',
            'protocol.col.decidedBy'
          ],
          doc.penalties.map((p) => [
            [
              plain(p.date),
              ...(p.enteredAfterTheFact
                ? p.occurredAt !== undefined
                  ? enteredLater(p.occurredAt, p.recordedAt)
                  : remark('protocol.afterTheFact')
                : [])
            ],
            who(p.entryId),
            cell(tableHand(p)),
            cell(penaltyValue(p, 'violation')),
            // §27.8: a withdrawn record stays, struck through and marked; a corrected one points to its history (C.17).
            [
              ...(p.withdrawn
                ? [
                    { text: measureText(p.measure), style: 'struck' as const },
                    SPACE,
                    {
                      text: t('protocol.penaltyWithdrawn', {
                        at: fmt(p.withdrawn.at),
                        by: p.withdrawn.by,
                        reason: p.withdrawn.reason
                      }),
                      style: 'withdrawn' as const
                    }
                  ]
                : [plain(measureText(p.measure))]),
              ...(p.history?.length ? remark('protocol.penaltyCorrected') : [])
            ],
            cell(penaltyValue(p, 'decidedBy'))
          ])
        )
      )
    },
    {
      id: 'disputes',
      heading: t('protocol.section.disputes'),
      table: unpublishedNote(
        doc.unpublished.disputes,
        table(
          [
            'protocol.col.time',
            'protocol.col.tableHand',
            'protocol.col.participants',
            'protocol.col.facts',
            'protocol.col.ruling',
            'protocol.col.decidedBy'
          ],
          doc.disputes.map((d) => [
            [plain(fmt(d.ruledAt)), ...(d.enteredAfterTheFact ? enteredLater(d.ruledAt, d.recordedAt) : [])],
            cell(tableHand(d)),
            cell(d.entryIds.map((id) => name(id)).join(', ')),
            cell(d.facts),
            [
              plain(d.ruling),
              ...(d.appealedToDirector ? remark('protocol.appealed') : []),
              ...(d.history?.length ? remark('protocol.penaltyCorrected') : [])
            ],
            cell(disputeValue(d, 'ruledBy'))
          ])
        )
      )
    },
    {
      id: 'corrections',
      heading: t('protocol.section.corrections'),
      table: withNote(
        doc.unpublished.corrections > 0 ? t('protocol.correctionsNotPublished') : null,
        table(
          [
            'protocol.col.time',
            'protocol.col.name',
            'protocol.col.field',
            'protocol.col.change',
            'protocol.col.reason',
            'protocol.col.by'
          ],
          [
            // §27.8: one row per correction (one record), each change in it as old → new with the participant.
            ...groupCorrections(doc.corrections).map((group) => {
              const c = group[0]!
              const names = [...new Set(group.map((x) => name(x.entryId)))]
              return {
                at: c.at,
                cells: [
                  [
                    plain(fmt(c.at)),
                    // §27.8: a correction after the approval is marked as such.
                    ...(doc.approval && c.at > doc.approval.at ? remark('protocol.afterApproval') : []),
                    ...(c.enteredAfterTheFact ? remark('protocol.afterTheFact') : [])
                  ],
                  lines(names),
                  cell(t('protocol.correction.results')),
                  // Each line names its participant when the correction concerns several.
                  lines(group.map((x) => changeText(x, names.length > 1))),
                  cell(c.reason),
                  cell(c.by)
                ]
              }
            }),
            // §27.8: corrections and withdrawals of discipline records (internal protocol only: the public one drops the history).
            ...doc.penalties.flatMap((p) => [
              ...(p.history ?? []).map((h) => ({
                at: h.at,
                cells: [
                  cell(fmt(h.at)),
                  who(p.entryId),
                  cell(t('protocol.correction.penalty')),
                  changed(h.previous, h.next, PENALTY_KEYS, penaltyValue),
                  cell(h.reason),
                  cell(h.by)
                ]
              })),
              ...(p.withdrawn
                ? [
                    {
                      at: p.withdrawn.at,
                      cells: [
                        cell(fmt(p.withdrawn.at)),
                        who(p.entryId),
                        cell(t('protocol.correction.penaltyWithdrawn')),
                        cell(`${measureText(p.measure)} → ${t('protocol.withdrawn')}`),
                        cell(p.withdrawn.reason),
                        cell(p.withdrawn.by)
                      ]
                    }
                  ]
                : [])
            ]),
            ...doc.disputes.flatMap((d) =>
              (d.history ?? []).map((h) => ({
                at: h.at,
                cells: [
                  cell(fmt(h.at)),
                  cell(''),
                  cell(`${t('protocol.correction.dispute')} (${tableHand(d)})`),
                  changed(h.previous, h.next, DISPUTE_KEYS, disputeValue),
                  cell(h.reason),
                  cell(h.by)
                ]
              }))
            )
          ]
            .sort((a, b) => a.at - b.at)
            .map((row) => row.cells)
        )
      )
    }
  ]

  return {
    language,
    title: `${t('protocol.title')}: ${tour.name}`,
    publicNote: doc.audience === 'public' ? t('protocol.publicVersion') : null,
    fields,
    sections,
    none: t('protocol.none'),
    approval: doc.approval
      ? {
          heading: t('protocol.section.approval'),
          approved: true,
          lines: [
            t('protocol.approvedBy', { by: doc.approval.by, at: fmtZoned(doc.approval.at) }),
            ...(doc.correctionsAfterApproval > 0
              ? [t('protocol.correctionsAfterApproval', { count: doc.correctionsAfterApproval })]
              : [])
          ],
          signature: null
        }
      : {
          heading: t('protocol.section.approval'),
          approved: false,
          lines: [t('protocol.notApproved')],
          signature: t('protocol.signature')
        },
    disclaimer: t('protocol.disclaimer'),
    generated: t('protocol.generatedAt', { at: fmtZoned(doc.generatedAt) }),
    pageLabel: (page, pages) => t('protocol.page', { page, pages }),
    continued: t('protocol.continued')
  }
}

/** §27.8: the rows of one record together (a hand correction: places moved, stack, knockout), oldest first. */
function groupCorrections(corrections: readonly ProtocolCorrection[]): ProtocolCorrection[][] {
  const groups = new Map<string, ProtocolCorrection[]>()
  for (const c of corrections) {
    const key = correctionGroup(c)
    const group = groups.get(key)
    if (group) group.push(c)
    else groups.set(key, [c])
  }
  // What was corrected (a stack, a knockout) before what it moved (places, statuses).
  const consequence = (c: ProtocolCorrection): number => (c.field === 'place' || c.field === 'status' ? 1 : 0)
  return [...groups.values()].map((g) => [...g].sort((a, b) => consequence(a) - consequence(b)))
}

/** §5.10: knockouts, a split one as a share, to two decimals (2.5, 0.33). */
export function knockoutsLabel(n: number): string {
  return String(Math.round(n * 100) / 100)
}

/** §5.10: "Progressive bounty: 100 points per entry; the eliminator records 50%, 50% goes onto their own bounty…". */
function bountyText(bounty: ProtocolBountyFormat, language: Language): string {
  const t = (key: MessageKey, params?: Params): string => translate(language, key, params)
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

/** §5.6–§5.9, §6.7, BFSP §3.2: the format in one line: "rebuy …; add-on …; cap …" or "freezeout …". */
function formatText(format: ProtocolFormat, language: Language): string {
  const t = (key: MessageKey, params?: Params): string => translate(language, key, params)
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

/** A dictionary lookup for a value that may not have a label (an unknown discipline): the raw value then. */
function translateOr(language: Language, key: string, fallback: string): string {
  return isKey(key) ? translate(language, key) : fallback
}

const isKey = (key: string): key is MessageKey => isMessageKey(key)
