import { memo, type ReactNode } from 'react'
import { Region } from './HallScreen'
import type { ScreenLayout } from './layout/engine'
import type { ScreenContent } from './layout/types'

/** The structure table: the current level highlighted, the levels around it (those that fit). */
export const StructureTable = memo(function StructureTable(props: {
  box: NonNullable<ScreenLayout['structure']>
  table: NonNullable<ScreenContent['structure']>
}): ReactNode {
  const { box, table } = props
  const columns = box.columns.map((c) => `minmax(0, ${c.toFixed(4)}fr)`).join(' ')
  const rows = table.rows.slice(box.first, box.first + box.rows)
  return (
    <Region id="structure" rect={box.rect} font={box.font} testId="display-structure">
      <div className="hall__structure-row hall__structure-head" style={{ gridTemplateColumns: columns }}>
        {table.header.slice(0, box.columns.length).map((h) => (
          <span key={h}>{h}</span>
        ))}
      </div>
      {rows.map((row, i) => (
        <div
          key={box.first + i}
          className={`hall__structure-row${row.current ? ' hall__structure-row--current' : ''}${row.isBreak ? ' hall__structure-row--break' : ''}`}
          style={{ gridTemplateColumns: columns }}
        >
          {row.cells.slice(0, box.columns.length).map((c, j) => (
            <span key={j}>{c}</span>
          ))}
        </div>
      ))}
    </Region>
  )
})
