import type { app as en } from '../en/app'

/** Svenska: appens namn, inloggning och de allmänna svaren. */
export const app: Record<keyof typeof en, string> = {
  'app.name': 'Floorclock',
  'app.tagline': 'Turneringsklocka och protokoll för golvet',
  'app.about': 'Om',
  'app.close': 'Stäng',
  'app.language': 'Språk',
  'app.connecting': 'Ansluter till hallservern…',
  'app.disconnected': 'Anslutningen bröts — ansluter igen. Inget registreras förrän den är tillbaka.',
  'about.disclaimer':
    'Programmet stöder turneringar vid riktiga bord: registrering, schema, placering vid borden och protokoll över placeringar, resultat och rankning. Programmet driver inget pokerspel, delar inte ut kort, tar inte emot insatser, bildar ingen pott och avgör inte vem som vinner en hand.',
  'about.rules':
    'Alla spelhandlingar utförs av deltagarna fysiskt vid ett riktigt bord i närvaro av en dealer och/eller turneringsledningen. Det elektroniska protokollsystemet ersätter inte dealern, leder inte given och är inget sätt att delta i spelet.',
  'about.records':
    'Varje post anger vem som gjorde den och när. Posterna är preliminära tills turneringsledaren fastställer dem, och en rättelse behåller det gamla värdet, det nya värdet och skälet.',
  'signin.title': 'Inloggning för administratör',
  'signin.pin': 'Admin-PIN',
  'signin.operator': 'Ditt namn (registreras med varje post)',
  'signin.submit': 'Logga in',
  'operator.label': 'Registrerar som',
  'operator.change': 'Byt',
  'error.invalid': 'Kontrollera de markerade fälten',
  'error.readOnly': 'Den här skärmen visar bara; den kan inte ändra något.',
  'error.wrongPin': 'Fel admin-PIN.',
  'error.lockedOut': 'För många felaktiga PIN-koder. Försök igen om {seconds} s.',
  'error.unknown': 'Posten avvisades: {message}'
}
