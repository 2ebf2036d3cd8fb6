import type { MessageKey } from '../en'

/** Felsäkert läge: journalen har en post som inte kan läsas (vad som är fel med den, och hur en kopia återställs). */
export const safeMode: Partial<Record<MessageKey, string>> = {
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
  'safeMode.displays': 'Hallens skärmar fortsätter att visa klockan under tiden.',
  'safeMode.problem.column':
    'Dess kolumn ”{column}” innehåller ett värde som Floorclock aldrig skriver där: filen har ändrats utanför Floorclock eller skadats.',
  'safeMode.problem.notJson': 'Dess data är inte läsbar text för en händelse (inte JSON): filen är skadad.',
  'safeMode.problem.notEvent': 'Dess data innehåller ingen händelse (JSON {found}): filen är skadad.',
  'safeMode.problem.typeMismatch': 'Dess data är av ett annat slag (”{found}”) än posten anger: filen är skadad.',
  'safeMode.problem.version': 'Den har version {version}, som ingen Floorclock skriver: filen är skadad.',
  'safeMode.problem.shape':
    'Dess fält ”{path}” är inte vad en post av det här slaget innehåller (saknas, fel typ eller utanför gränserna): filen är skadad.',
  'safeMode.problem.stream': 'Den är arkiverad under ”{stream}” men hör till ”{expected}”: filen är skadad.',
  'safeMode.problem.missing':
    'Den hänvisar till något som ingen tidigare post i journalen skapade: {kind, select, tournament {turnering} entry {anmälan} player {spelare} hand {giv} penalty {straff} dispute {tvistebeslut} series {serie} account {konto} ticket {biljett} colourUp {färgbyte i paus} other {post}} {id}.',
  'safeMode.problem.noSeating': 'Den ändrar placeringen i en turnering vars bord aldrig ställdes in.',
  'safeMode.problem.fold': 'Den kan inte tillämpas på golvet så som posterna före den lämnade det.'
}
