import type { MessageKey } from '../en'

/** Svenska: disciplinära uppgifter (§27.8, §27.4, §26.14) — ett urval; resten visas på engelska. */
export const discipline: Partial<Record<MessageKey, string>> = {
  'results.disputes.title': 'Omtvistade beslut (internt)',
  'results.disputes.facts': 'Fakta',
  'results.disputes.ruling': 'Beslut',
  'results.disputes.record': 'Registrera det omtvistade beslutet',
  'results.penalties.correct': 'Rätta…',
  'results.penalties.withdraw': 'Återkalla…',
  'results.penalties.timeAwayLeft': 'Borta: {time} kvar',
  'afterTheFact.toggle': 'Registrerat i efterhand…',
  'afterTheFact.happenedAt': 'Hände klockan (i dag)'
}
