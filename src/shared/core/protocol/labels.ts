import { isMessageKey, translate, type Language, type MessageKey } from '../../i18n'
import { formatNumber } from '../../i18n/format'

/**
 * The protocol's names for things other screens print too: a separate standing, an Olympic stage, a knockout count.
 * The protocol (HTML, PDF, CSV) and the admin's tables say them the same way.
 */

/** §5.4е: a separate standing as people name it: its announced name, or the translated preset ("Women"). */
export function categoryLabel(c: { kind: string; name: string | null }, language: Language): string {
  if (c.name) return c.name
  const key = `standings.kind.${c.kind}`
  return isKey(key) ? translate(language, key) : c.kind
}

/** BFSP §3.2: an Olympic stage as people say it: "Final", "Semi-final", "1/8". */
export function stageLabel(stage: string, language: Language): string {
  if (stage === 'final') return translate(language, 'olympic.stage.final')
  if (stage === 'semi-final') return translate(language, 'olympic.stage.semiFinal')
  return translate(language, 'olympic.stage.fraction', { stage })
}

/**
 * §5.10: knockouts, a split one as a share, to two decimals: "2.5" in English, "2,5" in Russian and Swedish. Without a
 * language (the results CSV, read by programs) always with a point.
 */
export function knockoutsLabel(n: number, language?: Language): string {
  const rounded = Math.round(n * 100) / 100
  return language ? formatNumber(rounded, language, { maximumFractionDigits: 2 }) : String(rounded)
}

/** A dictionary lookup for a value that may not have a label (an unknown discipline): the raw value then. */
export function translateOr(language: Language, key: string, fallback: string): string {
  return isKey(key) ? translate(language, key) : fallback
}

const isKey = (key: string): key is MessageKey => isMessageKey(key)
