/** The tournament protocol (Appendix C): the document read from the records, its HTML, PDF layout and CSV. */
export * from './document'
export * from './html'
export * from './resultsCsv'
