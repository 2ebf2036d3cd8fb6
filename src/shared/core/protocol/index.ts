/** The tournament protocol (Appendix C): the document read from the records, its HTML, PDF layout and CSV. */
export * from './document'
export * from './html'
export * from './resultsCsv'
export { protocolInput } from './fromState'
export { categoryLabel, knockoutsLabel, stageLabel } from './labels'
export { layoutProtocol } from './layout'
export type { Cell, LayoutOptions, LayoutTable, SpanStyle } from './layout'
