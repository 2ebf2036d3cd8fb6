import type { standings as en } from '../en/standings'

/** Svenska: separata ställningar (§5.4: damer, juniorer, seniorer, en klubb, en namngiven grupp) och lagställningar. */
export const standings: Record<keyof typeof en, string> = {
  'standings.kind.women': 'Damer',
  'standings.kind.juniors': 'Juniorer',
  'standings.kind.seniors': 'Seniorer',
  'standings.kind.club': 'Klubb',
  'standings.kind.group': 'Grupp',
  'standings.setup.title': 'Separata ställningar (§5.4)',
  'standings.setup.explain':
    'Utlyses med turneringen: varje ställning räknas fram ur den enda resultatlistan, med egna placeringar och poäng.',
  'standings.setup.none': 'Inga separata ställningar utlysta.',
  'standings.setup.kind': 'Slag',
  'standings.setup.name': 'Namn',
  'standings.setup.namePlaceholder': 'Klubbens eller gruppens namn',
  'standings.setup.add': 'Lägg till ställning',
  'standings.setup.remove': 'Ta bort',
  'standings.setup.save': 'Utlys ställningarna',
  'standings.setup.reason': 'Skäl till ändringen (turneringen har startat)',
  'standings.setup.saved': 'Registrerat.',
  'standings.player.title': 'Separata ställningar (internt)',
  'standings.player.explain':
    'Vad spelaren hör till, för varje turnering som utlyser en sådan ställning. Personuppgifter: bara ställningarna är offentliga, aldrig vem som hör till.',
  'standings.player.kind': 'Klubb eller grupp',
  'standings.player.name': 'Klubbens eller gruppens namn',
  'standings.player.add': 'Lägg till',
  'standings.player.remove': 'Ta bort {name}',
  'standings.player.removeShort': 'ta bort',
  'standings.members.title': 'Vem hör till (internt)',
  'standings.members.explain':
    'Registreras på spelaren i spelardatabasen; visas aldrig på hallens skärm eller i telefonerna — bara ställningarna är offentliga.',
  'standings.members.player': 'Spelare',
  'standings.members.none': 'Inga spelare registrerade än.',
  'standings.results.title': 'Separata ställningar',
  'standings.results.none':
    'Inga separata ställningar är utlysta för den här turneringen (ange dem under fliken Översikt).',
  'standings.results.choose': 'Ställning',
  'standings.results.entrants':
    '{count, plural, one {# spelare} other {# spelare}} i den här ställningen, {inPlay} fortfarande i spel',
  'standings.col.place': 'Placering',
  'standings.col.overall': 'Totalplacering',
  'standings.col.name': 'Namn',
  'standings.col.points': 'Poäng',
  'standings.inPlay': 'i spel',
  'standings.noPlace': 'ingen placering',
  'standings.empty': 'Ingen i den här ställningen har en placering än.',
  'standings.pointsNote':
    'Poäng enligt turneringens formel med ställningen som fält: ställningens placering, och dess antal spelare som deltagare.',
  'protocol.section.category': 'Separat ställning: {name}',
  'protocol.category.entrants': '{count, plural, one {# spelare} other {# spelare}}',
  'event.standings.categoriesSet': 'Separata ställningar utlysta',
  'event.player.membershipsSet': 'Spelarens tillhörighet i ställningar ändrad',
  'standings.error.noChange': 'Inget ändras.',
  'invalid.categoryName': 'En klubb- eller gruppställning behöver ett namn',
  'invalid.categoryTwice': 'Varje ställning en gång',
  'standings.series.title': 'Separata ställningar i hela serien',
  'standings.series.events': '{count, plural, one {# deltävling} other {# deltävlingar}}',
  'standings.series.played': 'Deltävlingar',
  'standings.series.note':
    'Varje deltävling som utlyste ställningen räknas med sina poäng i kategorin; seriens särskiljning gäller, och lika placering som skulle gå till lottning delas.',
  'protocol.section.teams': 'Lagställning ({rule})',
  'standings.teams.rule.points':
    'summan av {count, plural, one {den bästa medlemmens poäng} other {de # bästa medlemmarnas poäng}}',
  'standings.teams.rule.places':
    'summan av {count, plural, one {den bästa medlemmens placering} other {de # bästa medlemmarnas placeringar}}',
  'standings.teams.col.team': 'Lag',
  'standings.teams.col.score': 'Resultat',
  'standings.teams.col.members': 'Medlemmar (✓ räknas)',
  'standings.teams.incomplete': 'inte komplett',
  'standings.teams.title': 'Lagställning (§5.4)',
  'standings.teams.setup': 'Lag (§5.4)',
  'standings.teams.explain':
    'Lagens uppställningar och lagpoängräkningen utlyses med turneringen; lagställningen räknas fram ur den enda resultatlistan.',
  'standings.teams.rule': 'Lagpoängräkning',
  'standings.teams.count': 'Antal bästa medlemmar som räknas',
  'standings.teams.name': 'Lagets namn',
  'standings.teams.add': 'Lägg till lag',
  'standings.teams.save': 'Utlys lagen',
  'standings.teams.none': 'Inga lag utlysta.',
  'event.standings.teamsSet': 'Lag och lagpoängräkning utlysta',
  'standings.error.teamTwice': 'Två lag heter ”{name}”.',
  'standings.error.twoTeams': '{name} är med i två lag: en spelare spelar för ett lag.'
}
