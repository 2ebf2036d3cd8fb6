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
  'standings.series.title': 'Separata ställningar i serien',
  'protocol.section.teams': 'Lagställning ({rule})',
  'standings.teams.rule.points': 'summan av de {count} bästa medlemmarnas poäng',
  'standings.teams.rule.places': 'summan av de {count} bästa medlemmarnas placeringar',
  'standings.teams.col.team': 'Lag',
  'standings.teams.col.score': 'Resultat',
  'standings.teams.col.members': 'Medlemmar (✓ räknas)',
  'standings.teams.incomplete': 'inte komplett'
}
