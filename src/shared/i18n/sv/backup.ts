import type { backup as en } from '../en/backup'

/** Svenska: säkerhetskopior, export och import av en turnering. */
export const backup: Record<keyof typeof en, string> = {
  'nav.tournaments': 'Turneringar',
  'nav.backups': 'Säkerhetskopior',
  'backup.title': 'Säkerhetskopior av protokollet',
  'backup.explain':
    'Medan en turnering pågår tas en säkerhetskopia var 5:e minut och vid varje paus. Att återställa en behåller den nuvarande databasen i mappen för säkerhetskopior, och återställningen registreras i journalen.',
  'backup.now': 'Säkerhetskopiera nu',
  'backup.taken': 'Säkerhetskopia tagen: {file}',
  'backup.none': 'Inga säkerhetskopior än.',
  'backup.when': 'Tagen',
  'backup.reason': 'Slag',
  'backup.size': 'Storlek',
  'backup.state': 'Kontroll',
  'backup.good': 'felfri',
  'backup.bad': 'skadad',
  'backup.restore': 'Återställ…',
  'backup.restoreReason': 'Skäl till återställningen (registreras i journalen)',
  'backup.restoreConfirm': 'Återställ den här säkerhetskopian',
  'backup.restored': '{file} har återställts. Den ersatta databasen behålls som {replaced}.',
  'backup.kind.interval': 'var 5:e minut',
  'backup.kind.break': 'vid en paus',
  'backup.kind.manual': 'för hand',
  'backup.kind.before-restore': 'före en återställning',
  'backup.kind.replaced': 'ersatt vid en återställning',
  'export.button': 'Exportera (JSON)',
  'import.button': 'Importera en turnering (JSON)',
  'import.done': '{records, plural, one {# post importerad} other {# poster importerade}}.',
  'event.journal.restored': 'Poster återställda från en säkerhetskopia',
  'error.backup.notFound': 'Det finns ingen säkerhetskopia som heter {file}.',
  'error.backup.unusable': 'Den säkerhetskopian kan inte användas: den är skadad eller inte en Floorclock-databas.',
  'error.import.seriesDiffers':
    'Turneringen hör till serien ”{series}”, men dess formelversioner skiljer sig från dem som är registrerade här; inget importerades.',
  'error.import.exists': 'Den här turneringen finns redan i protokollet.',
  'error.import.unreadable': 'Den här filen är inte en turneringsexport från Floorclock.',
  'error.import.invalidRecord': 'Post {record} i filen ({type}) är ogiltig vid ”{path}”; inget importerades.',
  'error.import.noVersion': 'Post {record} i filen ({type}) anger inte vilken version den är; inget importerades.',
  'error.import.newerEvent':
    'Post {record} i filen ({type}, version {version}) skrevs av en nyare Floorclock: uppdatera appen för att importera filen. Inget importerades.',
  'error.import.otherStream': 'Post {record} i filen ({type}) hör inte till den här turneringen; inget importerades.',
  'error.import.notFolding':
    'Post {record} i filen ({type}) passar inte ihop med posterna före den; inget importerades.',
  'error.import.duplicateId':
    'Post {record} i filen ({type}) registrerar {id} igen, som redan är registrerad; inget importerades.',
  'error.import.missing.tournament':
    'Post {record} i filen ({type}) nämner turneringen {id}, som varken finns tidigare i filen eller är registrerad här; inget importerades.',
  'error.import.missing.entry':
    'Post {record} i filen ({type}) nämner anmälan {id}, som filen inte registrerade före den; inget importerades.',
  'error.import.missing.player':
    'Post {record} i filen ({type}) nämner spelaren {id}, som varken finns i filen eller är registrerad här; inget importerades.',
  'error.import.missing.hand':
    'Post {record} i filen ({type}) nämner handen {id}, som filen inte registrerade före den; inget importerades.',
  'error.import.missing.penalty':
    'Post {record} i filen ({type}) nämner straffet {id}, som filen inte registrerade före den; inget importerades.',
  'error.import.missing.dispute':
    'Post {record} i filen ({type}) nämner det omtvistade beslutet {id}, som filen inte registrerade före den; inget importerades.',
  'error.import.missing.series':
    'Post {record} i filen ({type}) nämner serien {id}, som varken finns i filen eller är registrerad här; inget importerades.',
  'error.import.missing.version':
    'Post {record} i filen ({type}) nämner formelversionen {id}, som serien inte har; inget importerades.',
  'error.import.missing.proposal':
    'Post {record} i filen ({type}) nämner placeringsförslaget {id}, som inte väntade på beslut då; inget importerades.',
  'error.import.missing.ticket':
    'Post {record} i filen ({type}) nämner biljetten {id}, som filen inte delade ut före den; inget importerades.',
  'error.import.notInHand':
    'Post {record} i filen ({type}) ångrar utslagningen av {id}, som inte är utslagen i den handen; inget importerades.',
  'error.import.seatingNotSet':
    'Post {record} i filen ({type}) ändrar bordsplaceringen innan borden ställdes upp; inget importerades.',
  'error.import.noSuchSeat':
    'Post {record} i filen ({type}) nämner plats {seat} vid bord {table}, som inte finns i salen; inget importerades.',
  'error.import.mergesLocal':
    'Filen slår ihop spelaren ”{duplicate}” med ”{keep}” (spelarpost {record}), och en spelare som är registrerad i den här installationen är en av dem. Ange ett skäl för att bekräfta sammanslagningen; inget importerades.',
  'import.merge.title': 'Filen slår ihop spelare som är registrerade här',
  'import.merge.reason': 'Skäl till sammanslagningen (registreras med ditt namn)',
  'import.merge.confirm': 'Bekräfta sammanslagningen och importera',
  'import.merge.cancel': 'Importera inte'
}
