import type { MessageKey } from '../en'

/** Svenska, resultat och protokoll (§28.12, bilaga C): välkommen men inte komplett; saknade nycklar visas på engelska. */
export const results: Partial<Record<MessageKey, string>> = {
  'protocol.title': 'Turneringsprotokoll',
  'protocol.section.structure': 'Nivåstruktur',
  'protocol.section.results': 'Deltagare, placeringar och poäng',
  'protocol.section.moves': 'Förflyttningar',
  'protocol.section.tickets': 'Utdelade biljetter (§5.12)',
  'protocol.col.ticketFor': 'Plats i',
  'protocol.ticket.valid': 'Inte använd ännu',
  'protocol.ticket.used': 'Använd',
  'protocol.ticket.void': 'Ogiltig',
  'protocol.ticket.leftInPlay': 'i spel när biljetterna vanns',
  'protocol.byTicket': 'med biljett från {satellite}',
  'protocol.section.penalties': 'Straff och varningar',
  'protocol.section.disputes': 'Omtvistade beslut',
  'protocol.section.corrections': 'Rättelsehistorik',
  'protocol.section.approval': 'Godkännande av resultaten',
  'protocol.none': 'Inget registrerat.',
  'protocol.page': 'Sida {page} av {pages}',
  'protocol.continued': '(forts.)',
  'results.protocol.pdf': 'Ladda ner protokollet (PDF)',
  'results.protocol.publicPdf': 'Offentligt protokoll (PDF)',
  'results.protocol.preview': 'Förhandsgranska protokollet',
  'results.protocol.hidePreview': 'Dölj förhandsgranskningen',
  'results.error.pdf': 'Protokollets PDF kunde inte skapas; HTML-utskriften har samma innehåll.'
}
