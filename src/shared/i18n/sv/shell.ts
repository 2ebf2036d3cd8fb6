import type { shell as en } from '../en/shell'

/** Svenska: skrivbordsappens egen meny och dialoger, och den säkerhetskopia den lägger till. */
export const shell: Record<keyof typeof en, string> = {
  'shell.menu.file': 'Arkiv',
  'shell.menu.quit': 'Avsluta Floorclock',
  'shell.menu.view': 'Visa',
  'shell.menu.clock': 'Klocka',
  'shell.menu.showClock': 'Visa klockfönstret',
  'shell.menu.clockFullScreen': 'Klockan i helskärm',
  'shell.menu.clockDisplay': 'Klockan på skärm',
  'shell.menu.displayNumber': 'Skärm {n}',
  'shell.menu.displayPrimary': '{name} — {size} (den här skärmen)',
  'shell.menu.displayOther': '{name} — {size}',
  'shell.menu.showAdmin': 'Visa adminfönstret',
  'shell.quit.message': 'Avsluta Floorclock?',
  'shell.quit.detail':
    'Klockan på hallens skärm stängs också, och skärmarna i hallnätverket kopplas bort. En säkerhetskopia tas först.',
  'shell.quit.confirm': 'Avsluta',
  'shell.quit.cancel': 'Fortsätt köra',
  'shell.busy.title': 'Floorclock körs redan',
  'shell.start.failed': 'Floorclock kunde inte starta',
  'shell.start.untouched': 'Filen lämnades orörd.',
  'shell.restore.message': '{problem}\n\nÅterställ den senaste felfria säkerhetskopian, {file} ({when})?',
  'shell.restore.detail': 'Den skadade filen behålls i mappen för säkerhetskopior.',
  'shell.restore.confirm': 'Återställ säkerhetskopian',
  'shell.safeMode.message':
    'Post nr {seq} i journalen ({type}, registrerad {when} av {actor}) kan inte läsas: {problem}\n\nÅterställ den senaste säkerhetskopian som kan läsas, {file} ({takenAt})? Annars öppnas Floorclock i felsäkert läge: golvet visas som det var före den posten och inget registreras.',
  'shell.safeMode.open': 'Öppna i felsäkert läge',
  'backup.kind.quit': 'när appen stängdes'
}
