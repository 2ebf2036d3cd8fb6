import type { resultsImport as en } from '../en/resultsImport'

/** Svenska: tidigare resultat från ett kalkylblad. */
export const resultsImport: Record<keyof typeof en, string> = {
  'resultsImport.title': 'Importera tidigare resultat (CSV)',
  'resultsImport.explain':
    'En avslutad turnering från ett kalkylblad eller ett annat verktyg: en rad per spelare med placering och namn (klubb valfritt). Kolumner åtskilda med komman, semikolon eller tabbar. En delad placering: samma tal på varje rad (5, 5, 7) eller ett intervall (5–6).',
  'resultsImport.choose': 'Välj en CSV-fil…',
  'resultsImport.field.place': 'Placering',
  'resultsImport.field.displayName': 'Namn',
  'resultsImport.field.fullName': 'Fullständigt namn',
  'resultsImport.field.clubId': 'Klubb-ID',
  'resultsImport.notImported': '— importeras inte —',
  'resultsImport.summary': 'Rader: {rows}; spelare som redan finns i databasen: {existing}; nya: {created}.',
  'resultsImport.line': 'Rad',
  'resultsImport.player': 'Spelare',
  'resultsImport.existing': 'i databasen',
  'resultsImport.new': 'ny spelare',
  'resultsImport.more': '… och {count, plural, one {# rad till} other {# rader till}}.',
  'resultsImport.confirm': 'Importera {count, plural, one {# resultat} other {# resultat}}',
  'resultsImport.done':
    'Importerat: {count, plural, one {# resultat} other {# resultat}}, registrerat som en avslutad turnering.',
  'resultsImport.error.noColumn': 'Ingen kolumn är vald för ”{field}”.',
  'resultsImport.error.place': 'Placeringen ”{value}” är inte ett tal.',
  'resultsImport.error.name': 'Namnet ”{value}” saknas eller är för långt.',
  'resultsImport.error.ambiguous':
    '{count, plural, one {# spelare} other {# spelare}} i databasen heter {name}: lägg till klubb-ID i filen.',
  'resultsImport.error.tooFew': 'En resultatlista behöver minst två spelare (hittade: {count}).',
  'resultsImport.error.sharedWinner':
    'Placering 1 är delad på raderna {lines}: en turnering har en vinnare, så placering 1 kan inte delas.',
  'resultsImport.error.sharedRange':
    'Placeringarna {place}–{placeTo} är {size, plural, one {# placering} other {# placeringar}}, men {count, plural, one {# rad ger} other {# rader ger}} dem (raderna {lines}): en rad per delad placering.',
  'resultsImport.error.insideShared':
    'Placering {place} ({count, plural, one {rad} other {raderna}} {lines}) hamnar inom placeringarna {shared}–{sharedTo} som delas på raderna {sharedLines}: placeringen efter dem är {next}.',
  'resultsImport.error.missingPlaces': 'De här placeringarna saknas i listan: {places}.',
  'resultsImport.warning.sharedPlace':
    'Placeringarna {place}–{placeTo} delas av {count, plural, one {# spelare} other {# spelare}} (raderna {lines}): registreras som utslagna i samma hand med lika stora stackar.',
  'resultsImport.sharedConfirm': 'De delade placeringarna är som i originalresultaten',
  'resultsImport.warning.existing': '{name} finns redan i databasen: resultatet läggs till den spelaren.'
}
