import type { federation as en } from '../en/federation'

/** Publicering av godkända protokoll till förbundet (bilaga C, §28.14): hallens sida. */
export const federation: Record<keyof typeof en, string> = {
  'nav.federation': 'Förbund',
  'federation.hall.title': 'Publicering till förbundet',
  'federation.hall.explain':
    'När en turnerings resultat godkänns signerar Floorclock dess journal och offentliga protokoll med denna halls nyckel och behåller publiceringen här tills förbundet har fått den. En rättelse efter godkännandet publicerar nästa version med sitt skäl; inget skrivs över. Hallen väntar aldrig på nätverket.',
  'federation.hall.url': 'Förbundets adress',
  'federation.hall.save': 'Spara',
  'federation.hall.saved': 'Sparat.',
  'federation.hall.noUrl': 'Ingen adress till förbundet ännu: publiceringarna väntar här tills en anges.',
  'federation.hall.joinTitle': 'Denna halls anslutningskod',
  'federation.hall.joinExplain':
    'Ge koden till förbundets administratör (eller låt hen skanna QR-koden): förbundet registrerar hallen med den. Det är hallens publika nyckel; den privata nyckeln lämnar aldrig denna dator.',
  'federation.hall.joinQrAlt': 'QR-kod för anslutningskoden {code}',
  'federation.hall.publications': 'Publiceringar',
  'federation.hall.none': 'Inget publicerat ännu: en turnering publiceras när dess resultat godkänns.',
  'federation.hall.sendNow': 'Skicka nu',
  'federation.hall.sendNowExplain': 'Skickar genast varje publicering som förbundet inte har tagit emot.',
  'federation.hall.col.tournament': 'Turnering',
  'federation.hall.col.version': 'Utgåva',
  'federation.hall.col.state': 'Läge',
  'federation.hall.col.lastAttempt': 'Senaste försök',
  'federation.hall.col.nextAttempt': 'Nästa försök',
  'federation.hall.firstVersion': 'godkännande',
  'federation.hall.state.waiting': 'Väntar',
  'federation.hall.state.sent': 'Skickad, inget svar ännu',
  'federation.hall.state.accepted': 'Mottagen',
  'federation.hall.state.refused': 'Avvisad',
  'federation.hall.attempts': '{count, plural, one {# försök} other {# försök}}',
  'federation.hall.problem.unreachable': 'Förbundet gick inte att nå.',
  'federation.hall.problem.timeout': 'Förbundet svarade inte i tid.',
  'federation.hall.problem.server': 'Förbundets server fick ett fel (HTTP {status}).',
  'federation.hall.problem.answer': 'Något annat än förbundet svarade på denna adress (HTTP {status}).',
  'federation.hall.refusedUnknown': 'Förbundet avvisade den: {reason}',
  'federation.points.title': 'Förbundspoäng',
  'federation.points.explain':
    'Förbundets ställning för hallens spelare, hämtad från förbundet då och då. När förbundet inte går att nå står den senaste kopian kvar här med sitt datum.',
  'federation.points.asOf': 'Per {date}',
  'federation.points.never': 'Inget har hämtats från förbundet än.',
  'federation.points.pullNow': 'Hämta nu',
  'federation.points.pullFailed': 'Den senaste hämtningen gav inget: {problem}',
  'federation.points.unknownHall':
    'Förbundet känner inte till hallens anslutningskod än: ingen av dess spelare är kopplad.',
  'federation.points.series': '{name} · {count, plural, one {# turnering} other {# turneringar}}',
  'federation.points.empty': 'Ingen av hallens spelare har poäng i den här serien än.',
  'federation.points.col.place': 'Plats',
  'federation.points.col.player': 'Spelare',
  'federation.points.col.id': 'Förbunds-id',
  'federation.points.col.points': 'Poäng',
  'federation.points.points': '{points, plural, one {# poäng} other {# poäng}}',
  'federation.points.played': '{count, plural, one {# turnering} other {# turneringar}}',
  'federation.points.mergesTitle': 'Sammanslaget av förbundet',
  'federation.points.merged': 'Nr {from} sammanslaget med nr {into} den {date}: {reason}',
  'federation.hall.rotate': 'Nytt nyckelpar',
  'federation.hall.rotateExplain':
    'Skapar ett nytt nyckelpar för hallen och låter förbundet godkänna det, signerat med den nuvarande nyckeln. Det som den gamla nyckeln signerat gäller fortfarande; därefter signerar hallen med den nya. Inget ändras om förbundet vägrar eller inte går att nå.',
  'federation.hall.rotateConfirm': 'Skapa och skicka',
  'federation.hall.rotated': 'Förbundet godkände den nya nyckeln: anslutningskoden ovan är den nya.',
  'federation.rotate.unreachable':
    'Förbundet gick inte att nå: nyckeln ändrades inte. Försök igen när det är tillbaka.',
  'federation.rotate.refused.unknownHall':
    'Förbundet känner inte till hallens nuvarande nyckel: nyckeln ändrades inte. Hallen måste registreras först.',
  'federation.rotate.refused.suspendedHall': 'Förbundet har stängt av hallen: nyckeln ändrades inte.',
  'federation.rotate.refused.keyRetired':
    'Förbundet godtar inte längre hallens nuvarande nyckel: nyckeln ändrades inte. Kontakta förbundets administratör.',
  'federation.rotate.refused.keyTaken': 'Förbundet känner redan till den nya nyckeln: nyckeln ändrades inte.',
  'federation.rotate.refused.other': 'Förbundet vägrade den nya nyckeln ({reason}): nyckeln ändrades inte.',
  'federation.error.url': 'Ange förbundets adress som http://… eller https://…, utan ”?” och ”#”.',
  'federation.error.noUrl': 'Ange förbundets adress först: publiceringarna väntar här till dess.',
  'federation.error.unavailable':
    'Publicering till förbundet går inte medan journalen är öppen skrivskyddad (felsäkert läge).'
}
