import type { controls as en } from '../en/controls'

/** Svenska: adminens kontroller — kortkommandon, bekräftelser och varje kontrolls svar. */
export const controls: Record<keyof typeof en, string> = {
  'control.nothingChanged': 'Inget att ändra: det var redan så.',
  'control.apply': 'Verkställ',
  'dialog.cancel': 'Avbryt',
  'shortcuts.everywhere': 'På varje sida',
  'shortcuts.help': 'visa de här kortkommandona (inte medan du skriver i ett fält)',
  'shortcuts.escape': 'stäng en dialog',
  'shortcuts.clock': 'Klocka (turneringens översikt)',
  'shortcuts.floor': 'Golvet',
  'shortcuts.register': 'i registreringsdisken: registrera den valda spelaren',
  'shortcuts.eliminate': 'utslagen efter bord och plats: bord 3, plats 5',
  'shortcuts.floorMap': 'Bordskartan (bord och platser)',
  'shortcuts.floorArrows': 'flytta mellan platser: upp och ned vid ett bord, vänster och höger till nästa bord',
  'shortcuts.floorPick': 'ta upp spelaren på platsen; på en ledig plats, släpp den upptagna spelaren där',
  'shortcuts.floorButton': 'dealerknappen är vid den här platsen',
  'shortcuts.floorPutBack': 'lägg tillbaka den upptagna spelaren',
  'floorMap.keys':
    'Tangentbord: pilarna flyttar mellan platser, Enter tar upp en spelare och släpper den på en ledig plats, B markerar dealerknappen, Esc lägger tillbaka spelaren.',
  'floorMap.picked': 'upptagen: välj en ledig plats och tryck Enter',
  'shortcuts.neverInFields':
    'Kortkommandon gör aldrig något medan du skriver i ett fält. Tangenter som ändrar den gående klockan kräver att Skift+Alt hålls ned.',
  'clock.admin.atFirst': 'Det här är första nivån: det finns inget före den.',
  'clock.admin.atLast': 'Det här är strukturens sista punkt: lägg till en nivå för att fortsätta.',
  'clock.admin.lengthened': 'Registrerat: nivån varar nu {minutes} (längre än planerat).',
  'clock.admin.remainingPlaceholder': 'm:ss',
  'clock.admin.jumpDo': 'Hoppa',
  'clock.admin.jumpConfirmTitle': 'Flytta den gående klockan?',
  'clock.admin.jumpConfirm': 'Hallens skärm går genast till {item}, med hela dess tid.',
  'clock.admin.startsAt': 'Startar {time}',
  'clock.admin.cancelStart': 'Avbryt den planerade starten',
  'clock.admin.cancelStartConfirm': 'Starten {time} avbryts; klockan väntar på att startas igen.',
  'clock.admin.callTimeTda': 'TDA 25 + 5',
  'clock.admin.tdaHint': '25 sekunder, sedan en nedräkning på 5 sekunder (TDA-regel 29), startar genast',
  'clock.admin.chime': 'Signal',
  'clock.admin.speakAnnouncement': 'Läs upp',
  'backup.previewHolds': 'Den här säkerhetskopian innehåller {records, plural, one {# post} other {# poster}}.',
  'backup.previewNothing':
    'Att återställa den lägger ingen post åt sidan: den nuvarande journalen innehåller inget mer.',
  'backup.previewDiscards':
    'Att återställa den lägger åt sidan {count, plural, one {den # post nedan som gjorts sedan dess} other {de # poster nedan som gjorts sedan dess}}.',
  'backup.previewMore': '…och {count, plural, one {# till} other {# till}}.',
  'backup.previewKept':
    'Inget förstörs: den nuvarande databasen behålls i mappen för säkerhetskopior och kan återställas.',
  'players.recordAgain': 'Registrera igen för att behålla båda: de är olika personer.',
  'error.clock.notScheduled': 'Ingen start är planerad.',
  'error.clock.levelTooLong': 'En nivå varar högst 24 timmar.',
  'event.clock.startCancelled': 'Planerad start avbruten',
  'clock.admin.remainingSeconds': 'Sekunderna går upp till 59: till exempel 5:30.',
  'clock.admin.remainingTooLong': 'Högst 24 timmar: en nivå varar inte längre.',
  'clock.admin.minusCapped': 'Bara {left} återstod: nivån slutade och nästa punkt började.'
}
