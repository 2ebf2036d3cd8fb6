import type { MessageKey } from '../en'

/** Avvisningar av själva förfrågan (en skärmstorm får inte stoppa golvet); saknade nycklar visas på engelska. */
export const safety: Partial<Record<MessageKey, string>> = {
  'error.rateLimited':
    'För många förfrågningar på en gång från den här skärmen; den här utfördes inte. Försök igen strax.',
  'error.tooManySubscriptions': 'Den här skärmen följer för många vyer på en gång (högst {limit}).',
  'error.tooManyConnections':
    'För många skärmar är anslutna från den här nätverksadressen (högst {limit}); den här släpptes inte in. Stäng skärmar som inte används, eller fråga turneringsledaren.',
  'error.tooManyAddressSubscriptions':
    'Skärmarna på den här nätverksadressen följer för många vyer på en gång (högst {limit}); den här öppnades inte.',
  'error.tournament.notFound': 'Den turneringen finns inte i protokollet.'
}
