import type { standings as en } from '../en/standings'

/** Svenska: separata ställningar (§5.4) — allt som protokollet och telefonen visar; resten visas på engelska. */
export const standings: Partial<Record<keyof typeof en, string>> = {
  'standings.kind.women': 'Damer',
  'standings.kind.juniors': 'Juniorer',
  'standings.kind.seniors': 'Seniorer',
  'standings.kind.club': 'Klubb',
  'standings.kind.group': 'Grupp',
  'standings.results.title': 'Separata ställningar',
  'standings.col.place': 'Placering',
  'standings.col.overall': 'Totalplacering',
  'standings.col.name': 'Namn',
  'standings.col.points': 'Poäng',
  'standings.empty': 'Ingen i denna ställning har en placering ännu.',
  'protocol.section.category': 'Separat ställning: {name}',
  'protocol.category.entrants': '{count, plural, one {# spelare} other {# spelare}}',
  'standings.series.title': 'Separata ställningar i serien'
}
