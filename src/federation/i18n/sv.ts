import type { FederationMessageKey } from './en'

/** The federation's words in Swedish (every key of en.ts). */
export const sv: Readonly<Record<FederationMessageKey, string>> = {
  'federation.refused.notJson': 'Publiceringen är inte JSON.',
  'federation.refused.tooLarge': 'Publiceringen är större än förbundet tar emot ({limit} MB).',
  'federation.refused.malformed': 'Publiceringen är inte i förbundets format (vid ”{path}”).',
  'federation.refused.hash': 'Publiceringens hash är inte hashen av dess innehåll: den ändrades efter signeringen.',
  'federation.refused.signature': 'Signaturen är inte hallnyckelns signatur av denna publicering.',
  'federation.refused.unknownHall': 'Publiceringen är signerad med en nyckel som ingen registrerad hall har.',
  'federation.refused.suspendedHall': 'Hallen som signerade den är avstängd av förbundet.',
  'federation.refused.keyRetired':
    'Den är signerad med en nyckel som hallen bytte ut {retiredAt}, och publicerades efter det.',
  'federation.refused.conflict':
    'Version {version} av denna turnering är redan mottagen med annat innehåll; en rättelse kräver en ny version.',
  'federation.refused.record': 'Post {seq} ({type}) kan inte läsas enligt sitt schema (vid ”{path}”).',
  'federation.refused.recordVersion':
    'Post {seq} ({type}) är skriven i version {version}, som detta förbund ännu inte känner till.',
  'federation.refused.recordOrder':
    'Post {seq} är i fel ordning eller hör inte till denna turnering (ström ”{stream}”).',
  'federation.refused.firstRecord': 'Posterna börjar inte med att turnering {tournamentId} skapas.',
  'federation.refused.notFolding': 'Post {seq} ({type}) passar inte med posterna före den: {detail}.',
  'federation.refused.notComputable': 'Resultaten kan inte räknas fram ur journalen: {detail}.',
  'federation.refused.notApproved': 'Journalen saknar godkännande av resultaten: bara godkända protokoll publiceras.',
  'federation.refused.protocol': 'Protokollet är inte denna turnerings offentliga protokoll (vid ”{path}”).',
  'federation.refused.places': 'Protokollet ger anmälan {entry} plats {recorded}; journalen ger plats {computed}.',
  'federation.refused.drawMissing': 'Journalen har en verifierbar lottning, men publiceringen avslöjar den inte.',
  'federation.refused.drawUnrecorded': 'Publiceringen anger en lottning som journalen inte har.',
  'federation.refused.drawCommitment':
    'Lottningens åtagande eller frö är inte det som journalen registrerade före lottningen.',
  'federation.refused.drawSeed':
    'Placeringen som räknas om från det avslöjade fröet är inte den registrerade: {problem}.',

  'federation.error.unauthorized': 'Detta kräver förbundsadministratörens token.',
  'federation.error.notFound': 'Här finns inget.',
  'federation.error.badRequest': 'Begäran är inte giltig (vid ”{path}”).',
  'federation.error.hallKeyTaken': 'En hall med denna publika nyckel är redan registrerad.',
  'federation.error.hallUnknown': 'Ingen hall {hallId} är registrerad.',
  'federation.error.internal': 'Förbundet kunde inte svara; inget ändrades.',
  'federation.error.mergeSelf': 'Spelare {player} kan inte slås ihop med sig själv.',
  'federation.error.playerUnknown': 'Spelare {player} finns inte i förbundets register.',
  'federation.error.alreadyMerged':
    'Spelare {player} är redan sammanslagen med {into}; en sammanslagning ändras aldrig.',
  'federation.error.mergedAway': 'Spelare {player} är sammanslagen med {into}: slå ihop med {into} i stället.',

  // The public site (§28.12, Appendix C): only what a hall's public protocol shows.
  'federation.site.title': 'Förbundets resultat',
  'federation.site.tournaments': 'Turneringar',
  'federation.site.noTournaments': 'Ingen turnering har publicerats ännu.',
  'federation.site.standings': 'Ställning',
  'federation.site.noSeries': 'Ingen serie är definierad ännu.',
  'federation.site.noStandings': 'Inga resultat räknas i denna serie ännu.',
  'federation.site.rank': 'Plats',
  'federation.site.player': 'Spelare',
  'federation.site.points': 'Poäng',
  'federation.site.events': 'Turneringar',
  'federation.site.tournament': 'Turnering',
  'federation.site.date': 'Datum',
  'federation.site.hall': 'Hall',
  'federation.site.entrants': 'Deltagare',
  'federation.site.version': 'Version',
  'federation.site.versionN': 'version {version}',
  'federation.site.perEvent': '{name} ({date}): plats {place}, {points} poäng',
  'federation.site.verified': 'Verifierad: signatur och lottning kontrollerade',
  'federation.site.verifiedDetails':
    'Signerad av {hall} (nyckel {key}); SHA-256 {hash}. Placeringarna räknades om från {records, plural, one {# journalpost} other {# journalposter}} och stämmer med protokollet.',
  'federation.site.drawChecked':
    'Placeringen vid borden räknades om från det avslöjade fröet {seed} (åtagande {commitment}) och är den registrerade.',
  'federation.site.noDraw': 'Journalen har ingen verifierbar lottning.',
  'federation.site.history': 'Historik',
  'federation.site.historyLine': 'Version {version}, publicerad {publishedAt}: {reason}',
  'federation.site.firstApproval': 'godkänd',
  'federation.site.back': 'Alla turneringar',
  'federation.site.language': 'Språk',
  'federation.site.notFound': 'Ingen sådan turnering.',
  'federation.site.playerPage': 'Spelarsida',
  'federation.site.playerNotFound': 'Ingen sådan spelare.',
  'federation.site.playerId': 'Förbundsspelare {id}',
  'federation.site.mergedInto': 'Id {id} ({name}) slogs ihop med den här spelaren {date}: {reason}',
  'federation.site.wasMerged': 'Id {id} är sammanslagen med en annan spelare; deras sida:',
  'federation.site.seriesRank':
    'Plats {rank} med {points} poäng från {events, plural, one {# tävling} other {# tävlingar}}',
  'federation.site.notCounted': 'räknas inte: bara de {count} bästa resultaten räknas',
  'federation.site.noResults': 'Inga resultat för den här spelaren räknas än.',
  'federation.site.why': 'Varför dessa poäng',
  'federation.site.protocolUnreadable': 'Denna version av förbundet kan inte visa protokollet; dess placeringar:',
  'federation.site.find': 'Hitta en spelare',
  'federation.site.findButton': 'Sök',
  'federation.site.found': '{count, plural, one {# spelare} other {# spelare}} med namn som ”{query}”',
  'federation.site.foundFirst': 'De första {shown} visas: skriv mer av namnet.',
  'federation.site.wholeTable': 'Hela tabellen',
  'federation.site.pages': 'Sidor',
  'federation.site.pageOf': 'Sida {page} av {pages}',
  'federation.site.firstPage': '« Första',
  'federation.site.previousPage': '‹ Föregående',
  'federation.site.nextPage': 'Nästa ›',
  'federation.site.lastPage': 'Sista »'
}
