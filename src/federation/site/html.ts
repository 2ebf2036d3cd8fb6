import { escapeHtml as e } from '../../shared/core/protocol'
import type { Cell } from '../../shared/core/protocol'
import type { Language } from '../../shared/i18n/translator'
import { translateFederation, type FederationMessageKey } from '../i18n'

export { e }

const LANGUAGES: readonly Language[] = ['ru', 'en', 'sv']

/** The reader's language: `?lang=`, else the first of Accept-Language the site speaks, else English. */
export function languageOf(url: URL, acceptLanguage: string | undefined): Language {
  const asked = url.searchParams.get('lang')
  if (asked && (LANGUAGES as readonly string[]).includes(asked)) return asked as Language
  for (const part of (acceptLanguage ?? '').split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase()
    if ((LANGUAGES as readonly string[]).includes(code)) return code as Language
  }
  return 'en'
}

export type Words = (key: FederationMessageKey, params?: Record<string, string | number>) => string

export const wordsIn =
  (language: Language): Words =>
  (key, params) =>
    translateFederation(language, key, params)

/** One run of a protocol cell, escaped, as the hall's own HTML protocol marks it up. */
export function cellHtml(cell: Cell): string {
  return cell
    .map((span) => {
      switch (span.style) {
        case 'plain':
          return longTokens(e(span.text))
        case 'internal':
          return '' // never on a public page (§27.11); the public protocol has none
        case 'remark':
        case 'later':
        case 'withdrawn':
          return `<em>${e(span.text)}</em>`
        case 'struck':
          return `<s>${e(span.text)}</s>`
        case 'explanation':
          return `<div class="why">${e(span.text)}</div>`
        case 'break':
          return '<br>'
      }
    })
    .join('')
}

/**
 * A hash, a seed or a key (a run of 24 letters, digits, '-' or '_' with no space) as code that may break anywhere:
 * unbroken, a 64-digit seed sets its column's width and pushes a phone's table (or page) far past the screen.
 */
function longTokens(escaped: string): string {
  return escaped.replace(/[\w-]{24,}/g, (token) => `<code>${token}</code>`)
}

/**
 * A table that scrolls sideways on a phone rather than squeezing its columns. `numeric`: the columns of numbers,
 * right-aligned in figures of one width so that they read down the column.
 */
export function tableHtml(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  numeric: readonly number[] = []
): string {
  const cls = (i: number): string => (numeric.includes(i) ? ' class="num"' : '')
  const head =
    headers.length > 0 ? `<thead><tr>${headers.map((h, i) => `<th${cls(i)}>${e(h)}</th>`).join('')}</tr></thead>` : ''
  return `<div class="scroll"><table>${head}<tbody>${rows
    .map((r) => `<tr>${r.map((c, i) => `<td${cls(i)}>${c}</td>`).join('')}</tr>`)
    .join('')}</tbody></table></div>`
}

/** A whole page: phone-first (the width of the device, readable type), no scripts, the language switch on top. */
export function page(language: Language, title: string, here: string, body: string): string {
  const t = wordsIn(language)
  const switcher = LANGUAGES.map((l) =>
    l === language
      ? `<b>${l.toUpperCase()}</b>`
      : `<a href="${e(here)}?lang=${l}" hreflang="${l}">${l.toUpperCase()}</a>`
  ).join(' · ')
  return `<!DOCTYPE html>
<html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)}</title>
<style>
body{font:16px/1.45 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:.75rem;color:#111;overflow-wrap:break-word}
h1{font-size:1.4rem;margin:.3rem 0 .8rem}h2{font-size:1.15rem;margin:1.4rem 0 .4rem}
h3{font-size:1rem;margin:1rem 0 .2rem;color:#333}.num{text-align:right;font-variant-numeric:tabular-nums}
.scroll{overflow-x:auto}table{border-collapse:collapse;width:100%;margin:.3rem 0 1rem}
th,td{border-bottom:1px solid #ccc;padding:.35rem .4rem;text-align:left;vertical-align:top}
th{font-weight:600;background:#f3f3f3}.why{font-size:.85rem;color:#444}
.verified{border:2px solid #1a7f37;border-radius:.4rem;padding:.6rem .8rem;background:#eefbf1}
.verified strong{color:#1a7f37}.muted{color:#555;font-size:.9rem}nav{font-size:.95rem;margin-bottom:.5rem}
code{word-break:break-all;font-size:.85rem}details summary{cursor:pointer}
.pages{display:flex;flex-wrap:wrap;gap:.3rem .9rem;align-items:baseline;margin:-.4rem 0 1rem}
.find{display:flex;flex-wrap:wrap;gap:.3rem .6rem;align-items:center;margin:.4rem 0 .8rem}
.find span{display:flex;gap:.4rem;flex:1 1 12rem;max-width:24rem}.find input[type=search]{flex:1;min-width:0;font:inherit;padding:.3rem}
.find button{font:inherit;padding:.3rem .8rem}
</style></head><body>
<nav aria-label="${e(t('federation.site.language'))}">${switcher}</nav>
${body}
</body></html>
`
}
