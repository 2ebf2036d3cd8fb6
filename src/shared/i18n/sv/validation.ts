import type { validation as en } from '../en/validation'

/** Svenska: vad en person får veta om ett fält — kort, på läsarens språk, aldrig en schemasökväg. */
export const validation: Record<keyof typeof en, string> = {
  'invalid.required': 'Fyll i det här',
  'invalid.empty': 'Får inte vara tomt',
  'invalid.number': 'Ange ett tal, t.ex. 30 000 eller 30k',
  'invalid.wholeNumber': 'Ange ett heltal',
  'invalid.positive': 'Måste vara mer än 0',
  'invalid.min': 'Minst {min}',
  'invalid.max': 'Högst {max}',
  'invalid.tooShort': '{min, plural, one {Minst # tecken} other {Minst # tecken}}',
  'invalid.tooLong': '{max, plural, one {Högst # tecken} other {Högst # tecken}}',
  'invalid.noneChosen': 'Välj minst ett',
  'invalid.fewItems': 'Minst {min} behövs',
  'invalid.manyItems': 'Högst {max} tillåtna',
  'invalid.date': 'Ange ett datum',
  'invalid.dateNotOnCalendar': 'Det här datumet finns inte i kalendern',
  'invalid.time': 'Ange en tid som TT:MM',
  'invalid.duration': 'Ange minuter och sekunder, t.ex. 5:00',
  'invalid.file': 'Den här filen kan inte användas här',
  'invalid.format': 'Det här ser inte rätt ut',
  'invalid.multipleOf': 'Måste vara en multipel av {divisor}',
  'invalid.choice': 'Välj ett av alternativen',
  'invalid.unknownField': 'Inte ett fält i det här formuläret: {fields}',
  'invalid.generic': 'Det här värdet godtas inte',
  'terms.invalid.rebuyEndNeedsRebuy': 'Att stänga i slutet av rebuyperioden kräver rebuyvillkor',
  'terms.invalid.capNeedsCap': 'Att stänga vid spelartaket kräver ett spelartak',
  'awards.invalid.placeTwice': 'Varje placering får beskrivas en gång',
  'awards.invalid.percentages': 'Procentsatserna i varje intervall måste bli 100 tillsammans',
  'awards.invalid.fundWithoutCash': 'En turnering utan kontantpriser har ingen prisfond',
  'invalid.summary': 'Kontrollera de markerade fälten'
}
