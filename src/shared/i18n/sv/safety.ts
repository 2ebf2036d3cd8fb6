import type { safety as en } from '../en/safety'

/** Svenska: avvisningar av själva förfrågan (en skärmstorm får inte stoppa golvet), och felsäkert läge. */
export const safety: Record<keyof typeof en, string> = {
  'error.internal':
    'Floorclock kunde inte göra detta på grund av ett internt fel; inget registrerades. Felet har loggats.',
  'error.rateLimited':
    'För många förfrågningar på en gång från den här skärmen; den här utfördes inte. Försök igen strax.',
  'error.tooManySubscriptions': 'Den här skärmen följer för många vyer på en gång (högst {limit}).',
  'error.tooManyConnections':
    'För många skärmar är anslutna från den här nätverksadressen (högst {limit}); den här släpptes inte in. Stäng skärmar som inte används, eller fråga turneringsledaren.',
  'error.tooManyAddressSubscriptions':
    'Skärmarna på den här nätverksadressen följer för många vyer på en gång (högst {limit}); den här öppnades inte.',
  'error.frame': 'Förfrågan kunde inte läsas.',
  'error.hello': 'Inte inloggad än.',
  'error.foreignFrame': 'Förfrågningar tas bara emot från Floorclocks fönster.',
  'error.safeMode':
    'Felsäkert läge: post {seq} ({type}) i journalen kan inte läsas, så inget registreras förrän en säkerhetskopia har återställts.',
  'safeMode.title': 'Felsäkert läge: inget registreras',
  'safeMode.explain':
    'Journalen har en post som Floorclock inte kan läsa. För att varje post ska förbli sann öppnades golvet skrivskyddat: klockskärmarna visar golvet som det var före den posten, och inga kommandon registreras.',
  'safeMode.record': 'Post',
  'safeMode.recordedAt': 'Registrerad',
  'safeMode.by': 'Registrerad av',
  'safeMode.problem': 'Problem',
  'safeMode.database': 'Databas',
  'safeMode.kept': 'behålls precis som den är',
  'safeMode.restoreTitle': 'Återställ den senaste felfria säkerhetskopian',
  'safeMode.backup': 'Senaste säkerhetskopia som kan läsas: {file} (tagen {takenAt}).',
  'safeMode.restoreHow':
    'Stoppa hallservern och starta den igen med det här kommandot; den skadade databasen behålls i mappen för säkerhetskopior:',
  'safeMode.desktop': 'I skrivbordsappen: starta om den och välj ”Återställ säkerhetskopian” i dialogen.',
  'safeMode.noBackup':
    'Ingen säkerhetskopia som kan läsas hittades. Behåll databasfilen och kontakta support; radera den inte.',
  'safeMode.displays': 'Hallens skärmar fortsätter att visa klockan under tiden.'
}
