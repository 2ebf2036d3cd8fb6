import { translate, type Language, type MessageKey, type Params } from '../../../i18n'
import { formatNumber } from '../../../i18n/format'
import type { ProtocolDocument } from '../document'
import type { Cell, LayoutTable, Span } from '../layout'
import { localDateTime, localDateTimeWithZone } from '../time'
import { cell, SPACE } from './spans'

/** What every section of the protocol reads and writes with: the document and its words in the reader's language. */
export interface LayoutContext {
  readonly doc: ProtocolDocument
  readonly language: Language
  readonly t: (key: MessageKey, params?: Params) => string
  /** A time in the hall's local time. */
  readonly fmt: (ms: number) => string
  /** A time in the hall's local time with its zone named, for a time that stands in a sentence. */
  readonly fmtZoned: (ms: number) => string
  /** Chip counts grouped as the reader's language writes them. */
  readonly chips: (n: number) => string
  readonly points: (n: number) => string
  /** A participant's public name (the entry id when the document does not list it). */
  readonly name: (entryId: string | undefined) => string
  readonly who: (entryId: string | undefined) => Cell
  /** A table with translated headers. */
  readonly table: (headers: MessageKey[], rows: Cell[][]) => LayoutTable
  /** A remark in parentheses after a value. */
  readonly remark: (key: MessageKey) => Span[]
  /** §26.14: a record entered after the fact shows when it happened and when it was recorded. */
  readonly enteredLater: (occurredAt: number, recordedAt: number) => Span[]
  /** "3 / 5 · hand 12 · level 4": where a ruling was made. */
  readonly tableHand: (x: {
    tableId: string
    seat?: number | undefined
    hand?: number | undefined
    level?: number | undefined
  }) => string
}

export function layoutContext(doc: ProtocolDocument, language: Language): LayoutContext {
  // §27.8: every time in the hall's local time (`doc.timeZone`, data from the service); the zone is named in the
  // header and with each time that stands in a sentence (approval, generation).
  const fmt = (ms: number): string => localDateTime(ms, language, doc.timeZone)
  const t = (key: MessageKey, params?: Params): string => translate(language, key, params)
  const nameOf = new Map(doc.participants.map((p) => [p.entryId, p.publicName]))
  const name = (entryId: string | undefined): string => (entryId ? (nameOf.get(entryId) ?? entryId) : '')
  return {
    doc,
    language,
    t,
    fmt,
    fmtZoned: (ms) => localDateTimeWithZone(ms, language, doc.timeZone),
    // Chip counts read as the messages write them: grouped in the reader's language ("41,500", "41 500").
    chips: (n) => formatNumber(n, language),
    // Rating points with the reader's decimal sign ("21.21", "21,21"), ungrouped as the protocol's other figures.
    points: (n) => formatNumber(n, language, { maximumFractionDigits: 2, useGrouping: false }),
    name,
    who: (entryId) => cell(name(entryId)),
    table: (headers, rows) => ({ headers: headers.map((h) => t(h)), rows }),
    remark: (key) => [SPACE, { text: t(key), style: 'remark' }],
    enteredLater: (occurredAt, recordedAt) => [
      SPACE,
      { text: t('protocol.enteredLater', { occurred: fmt(occurredAt), recorded: fmt(recordedAt) }), style: 'later' }
    ],
    // A penalty's seat follows its table as elsewhere in the protocol ("3 / 5").
    tableHand: (x) =>
      `${x.tableId}${x.seat !== undefined ? ` / ${x.seat}` : ''}${x.hand !== undefined ? ` · ${t('protocol.hand', { hand: x.hand })}` : ''}${x.level !== undefined ? ` · ${t('protocol.level', { level: x.level })}` : ''}`
  }
}

/** §25.14, §27.11: the public version says "not published" where records exist that it leaves out. */
export function unpublishedNote(c: LayoutContext, count: number, base: LayoutTable): LayoutTable {
  return count === 0
    ? base
    : base.rows.length === 0
      ? { ...base, empty: c.t('protocol.notPublished') }
      : { ...base, note: c.t('protocol.moreNotPublished') }
}
