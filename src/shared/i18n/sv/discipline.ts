import type { discipline as en } from '../en/discipline'

/**
 * Svenska: disciplinposterna — rättelser och återkallelser av straff (§27.8, §25.13), formuläret för omtvistade beslut
 * (§27.4), nedräkningen av tid borta (§25.1д) och poster registrerade i efterhand (§26.14).
 */
export const discipline: Record<keyof typeof en, string> = {
  // avvisningar
  'results.error.penaltyReasonRequired':
    'En rättelse eller återkallelse av en post kräver ett registrerat skäl (§27.8).',
  'results.error.penaltyWithdrawn': 'Det här straffet har återkallats: det kan inte längre ändras eller publiceras.',
  'results.error.penaltyDisqualificationChange':
    'En diskvalificering från turneringen görs eller hävs inte genom att rätta eller återkalla straffposten: den tog bort anmälan, så den ändras genom själva diskvalificeringen (§25.10).',
  'results.error.noChange': 'Rättelsen ändrar ingenting.',
  'results.error.disputeNotFound': 'Inget omtvistat beslut {disputeId} i den här turneringen.',
  // journalrader
  'event.penalty.corrected': 'Straff rättat',
  'event.penalty.withdrawn': 'Straff återkallat',
  'event.dispute.published': 'Publiceringen av ett omtvistat beslut ändrad',
  'event.dispute.corrected': 'Omtvistat beslut rättat',
  // §26.14: registrerat i efterhand
  'afterTheFact.toggle': 'Registrerat i efterhand…',
  'afterTheFact.happenedAt': 'Hände klockan (i dag)',
  'afterTheFact.hint': 'Registreras nu, markerat ”registrerat senare” med båda tiderna (§26.14).',
  'afterTheFact.levelHint': 'Ange nivån som pågick då.',
  'afterTheFact.yesterday': 'Det är i går klockan {time} (före midnatt).',
  'afterTheFact.future': 'Den tiden har inte kommit än i dag: ange en tid som har passerat.',
  'afterTheFact.laterHands':
    'Utslagningar som redan är registrerade hände efter den här tiden: den här placeras före dem, och deras placeringar flyttas (§26.14).',
  'afterTheFact.mark': 'registrerat senare: hände {occurred}, registrerat {recorded}',
  // straffloggen
  'results.penalties.correct': 'Rätta…',
  'results.penalties.correctTitle': 'Rätta åtgärden (tidigare värden behålls)',
  'results.penalties.correctReason': 'Skäl till rättelsen',
  'results.penalties.correctConfirm': 'Registrera rättelsen',
  'results.penalties.withdraw': 'Återkalla…',
  'results.penalties.withdrawReason': 'Skäl till återkallelsen',
  'results.penalties.withdrawConfirm': 'Återkalla åtgärden',
  'results.penalties.withdrawn': 'Återkallat {at} av {by}: {reason}',
  'results.penalties.corrected': 'Rättat {count}×',
  'results.penalties.chips': 'Marker',
  'results.penalties.roleLabel': 'Roll',
  'results.penalties.cancel': 'Avbryt',
  'results.penalties.timeAwayLeft': 'Borta: {time} kvar',
  'results.penalties.timeAwayOver': 'Tiden borta är över: spelaren får komma tillbaka',
  'results.penalties.approvedReason': 'Skäl (resultaten är fastställda: varje ändring kräver ett)',
  'results.penalties.dqHint':
    'En diskvalificering från turneringen ändras genom diskvalificeringen, inte här (§25.10).',
  // formuläret för omtvistade beslut (§27.4)
  'results.disputes.title': 'Omtvistade beslut (internt)',
  'results.disputes.hint':
    'Registreras efter beslutet, för turneringens historik (§27.4). Inga kort eller insatser: fakta och beslutet.',
  'results.disputes.table': 'Bord',
  'results.disputes.hand': 'Hand',
  'results.disputes.level': 'Nivå',
  'results.disputes.participants': 'Inblandade deltagare',
  'results.disputes.facts': 'Fakta',
  'results.disputes.ruling': 'Beslut',
  'results.disputes.ruledBy': 'Beslutat av',
  'results.disputes.ruledAt': 'Beslutat klockan (i dag)',
  'results.disputes.appealed': 'Överklagat till turneringsledaren (§26.8)',
  'results.disputes.published': 'Publicerat',
  'results.disputes.internal': 'Internt',
  'results.disputes.record': 'Registrera det omtvistade beslutet',
  'results.disputes.none': 'Inga omtvistade beslut registrerade.',
  'results.disputes.publish': 'Publicera',
  'results.disputes.unpublish': 'Dra tillbaka publiceringen',
  'results.disputes.correct': 'Rätta…',
  'results.disputes.correctReason': 'Skäl till rättelsen',
  'results.disputes.correctConfirm': 'Registrera rättelsen',
  'results.disputes.corrected': 'Rättat {count}×',
  'results.disputes.meta': 'Bord {table} · beslutat av {by} {at}',
  // protokollet
  'protocol.enteredLater': '(registrerat senare: hände {occurred}, registrerat {recorded})',
  'protocol.penaltyWithdrawn': 'Återkallat {at} av {by}: {reason}',
  'protocol.penaltyCorrected': 'Rättat: se rättelsehistoriken',
  'protocol.col.participants': 'Deltagare',
  'protocol.correction.penalty': 'Straff',
  'protocol.correction.penaltyWithdrawn': 'Straff återkallat',
  'protocol.correction.dispute': 'Omtvistat beslut',
  'protocol.withdrawn': 'återkallat',
  'protocol.yes': 'ja',
  'protocol.no': 'nej',
  'protocol.field.tableId': 'bord',
  'protocol.field.hand': 'hand',
  'protocol.field.level': 'nivå',
  'protocol.field.violation': 'förseelse',
  'protocol.field.measure': 'åtgärd',
  'protocol.field.decidedBy': 'beslutat av',
  'protocol.field.entryIds': 'deltagare',
  'protocol.field.facts': 'fakta',
  'protocol.field.ruling': 'beslut',
  'protocol.field.ruledBy': 'beslutat av',
  'protocol.field.ruledAt': 'beslutat',
  'protocol.field.appealedToDirector': 'överklagat till turneringsledaren'
}
