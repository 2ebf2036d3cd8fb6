import { useEffect, useState, type ReactNode } from 'react'
import type { ProtocolDocument } from '../../../../shared/core/protocol'
import { layoutProtocol, type Cell, type LayoutTable } from '../../../../shared/core/protocol'
import { useClient } from '../../common/ClientContext'
import { useI18n } from '../../i18n/I18n'

function CellView({ cell }: { cell: Cell }): ReactNode {
  return cell.map((span, i) => {
    switch (span.style) {
      case 'plain':
        return <span key={i}>{span.text}</span>
      case 'internal':
        return (
          <span key={i} className="muted">
            {span.text}
          </span>
        )
      case 'remark':
      case 'later':
      case 'withdrawn':
        return (
          <em key={i} className={span.style === 'remark' ? undefined : 'warn'}>
            {span.text}
          </em>
        )
      case 'struck':
        return <s key={i}>{span.text}</s>
      case 'explanation':
        return (
          <div key={i} className="muted protocol-preview__why">
            {span.text}
          </div>
        )
      case 'break':
        return <br key={i} />
    }
  })
}

function TableView({ table, none }: { table: LayoutTable; none: string }): ReactNode {
  if (table.rows.length === 0) return <p className="muted">{table.empty ?? none}</p>
  return (
    <>
      <table className="grid">
        <thead>
          <tr>
            {table.headers.map((h) => (
              <th key={h}>{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) => (
                <td key={c}>
                  <CellView cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {table.note && <p className="muted">{table.note}</p>}
    </>
  )
}

/**
 * The protocol as it will print (§28.12, Appendix C), inside the admin: the same layout the HTML and PDF are made
 * from (`layoutProtocol`), drawn with React — no HTML string is injected. Internal or public, in the interface language.
 */
export function ProtocolPreview({ tournamentId, version }: { tournamentId: string; version: number }): ReactNode {
  const { t, language } = useI18n()
  const client = useClient()
  const [audience, setAudience] = useState<'internal' | 'public'>('internal')
  const [doc, setDoc] = useState<ProtocolDocument | null>(null)
  useEffect(() => {
    let current = true
    void client.query({ type: 'results.protocol', tournamentId, format: 'document', audience, language }).then((r) => {
      if (current && r.ok && r.value && typeof r.value === 'object' && 'participants' in r.value) setDoc(r.value)
    })
    return () => {
      current = false
    }
  }, [client, tournamentId, audience, language, version])
  if (!doc) return null
  // The hall's time and zone, as printed — not this browser's zone.
  const layout = layoutProtocol(doc, { language })
  return (
    <div className="protocol-preview" data-testid="protocol-preview">
      <div className="row">
        <label>
          <input type="radio" checked={audience === 'internal'} onChange={() => setAudience('internal')} />{' '}
          {t('results.protocol.previewInternal')}
        </label>
        <label>
          <input type="radio" checked={audience === 'public'} onChange={() => setAudience('public')} />{' '}
          {t('results.protocol.previewPublic')}
        </label>
      </div>
      <h3>{layout.title}</h3>
      {layout.publicNote && <p className="muted">{layout.publicNote}</p>}
      <table className="grid protocol-preview__fields">
        <tbody>
          {layout.fields.map(([k, v]) => (
            <tr key={k}>
              <th>{k}</th>
              <td>{v}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {layout.sections.map((section) => (
        <section key={section.id} data-testid={`protocol-preview-${section.id}`}>
          <h4>{section.heading}</h4>
          <TableView table={section.table} none={layout.none} />
        </section>
      ))}
      <h4>{layout.approval.heading}</h4>
      {layout.approval.lines.map((line) => (
        <p key={line} className={layout.approval.approved ? undefined : 'warn'}>
          {line}
        </p>
      ))}
      <p className="muted">{layout.disclaimer}</p>
      <p className="muted">{layout.generated}</p>
    </div>
  )
}
