import type { ProtocolDocument } from './document'
import { layoutProtocol, type Cell, type LayoutOptions, type LayoutTable } from './layout'

/** Escape text for HTML content and attribute values: every dynamic string goes through this. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

export type RenderOptions = LayoutOptions

/**
 * §27.12, §28.12: the printable protocol — a complete HTML page with its own print styles and no scripts. The words
 * come from `layoutProtocol` (shared with the PDF); this only marks them up, escaping every one.
 */
export function renderProtocolHtml(doc: ProtocolDocument, options: RenderOptions): string {
  const layout = layoutProtocol(doc, options)
  const e = escapeHtml
  const cellHtml = (cell: Cell): string =>
    cell
      .map((span) => {
        switch (span.style) {
          case 'plain':
            return e(span.text)
          case 'internal':
            return `<span class="internal">${e(span.text)}</span>`
          case 'remark':
            return `<em>${e(span.text)}</em>`
          case 'later':
            return `<em class="later">${e(span.text)}</em>`
          case 'withdrawn':
            return `<em class="withdrawn">${e(span.text)}</em>`
          case 'struck':
            return `<s>${e(span.text)}</s>`
          case 'explanation':
            return `<div class="why">${e(span.text)}</div>`
          case 'break':
            return '<br>'
        }
      })
      .join('')
  const table = ({ headers, rows, empty, note }: LayoutTable): string =>
    rows.length === 0
      ? `<p class="empty">${e(empty ?? layout.none)}</p>`
      : `<table><thead><tr>${headers.map((h) => `<th>${e(h)}</th>`).join('')}</tr></thead><tbody>${rows
          .map((r) => `<tr>${r.map((c) => `<td>${cellHtml(c)}</td>`).join('')}</tr>`)
          .join('')}</tbody></table>${note ? `<p class="empty">${e(note)}</p>` : ''}`
  const sections: string[] = []

  sections.push(`<h1>${e(layout.title)}</h1>`)
  if (layout.publicNote) sections.push(`<p class="note">${e(layout.publicNote)}</p>`)
  sections.push(
    `<table class="fields"><tbody>${layout.fields.map(([k, v]) => `<tr><th>${e(k)}</th><td>${e(v)}</td></tr>`).join('')}</tbody></table>`
  )
  for (const section of layout.sections) {
    sections.push(`<h2>${e(section.heading)}</h2>`)
    sections.push(table(section.table))
  }
  const { approval } = layout
  sections.push(`<h2>${e(approval.heading)}</h2>`)
  sections.push(
    approval.approved
      ? approval.lines.map((line) => `<p>${e(line)}</p>`).join('')
      : `${approval.lines.map((line) => `<p class="pending">${e(line)}</p>`).join('')}<p class="sign">${e(approval.signature)}: ____________________</p>`
  )
  sections.push(`<p class="disclaimer">${e(layout.disclaimer)}</p>`)
  sections.push(`<p class="generated">${e(layout.generated)}</p>`)

  return `<!DOCTYPE html>
<html lang="${e(layout.language)}"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${e(layout.title)}</title>
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
