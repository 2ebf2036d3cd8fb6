import type { standings as en } from '../en/standings'

/** Русский: отдельные зачёты (§5.4е). */
export const standings: Record<keyof typeof en, string> = {
  'standings.kind.women': 'Женский зачёт',
  'standings.kind.juniors': 'Юниорский зачёт',
  'standings.kind.seniors': 'Зачёт ветеранов',
  'standings.kind.club': 'Клубный зачёт',
  'standings.kind.group': 'Группа',
  'standings.setup.title': 'Отдельные зачёты (§5.4)',
  'standings.setup.explain':
    'Объявляются вместе с турниром: каждый зачёт считается по единому списку результатов, со своими местами и очками.',
  'standings.setup.none': 'Отдельные зачёты не объявлены.',
  'standings.setup.kind': 'Вид',
  'standings.setup.name': 'Название',
  'standings.setup.namePlaceholder': 'Название клуба или группы',
  'standings.setup.add': 'Добавить зачёт',
  'standings.setup.remove': 'Убрать',
  'standings.setup.save': 'Объявить зачёты',
  'standings.setup.reason': 'Причина изменения (турнир начат)',
  'standings.setup.saved': 'Записано.',
  'standings.player.title': 'Отдельные зачёты (внутреннее)',
  'standings.player.explain':
    'К каким зачётам относится игрок — для каждого турнира, где такой зачёт объявлен. Персональные данные: публичны только зачёты, но не то, кто к ним относится.',
  'standings.player.kind': 'Клуб или группа',
  'standings.player.name': 'Название клуба или группы',
  'standings.player.add': 'Добавить',
  'standings.player.remove': 'Убрать «{name}»',
  'standings.player.removeShort': 'убрать',
  'standings.members.title': 'Кто входит (внутренние данные)',
  'standings.members.explain':
    'Записывается в карточке игрока в базе; никогда не показывается на экране зала и на телефонах — публичны только зачёты.',
  'standings.members.player': 'Игрок',
  'standings.members.none': 'Игроки ещё не зарегистрированы.',
  'standings.results.title': 'Отдельные зачёты',
  'standings.results.none': 'Для этого турнира отдельные зачёты не объявлены (их задают на вкладке обзора).',
  'standings.results.choose': 'Зачёт',
  'standings.results.entrants':
    'В зачёте {count, plural, one {# игрок} few {# игрока} many {# игроков} other {# игрока}}, в игре {inPlay}',
  'standings.col.place': 'Место',
  'standings.col.overall': 'Место в общем зачёте',
  'standings.col.name': 'Имя',
  'standings.col.points': 'Очки',
  'standings.inPlay': 'в игре',
  'standings.noPlace': 'без места',
  'standings.empty': 'В этом зачёте пока ни у кого нет места.',
  'standings.pointsNote':
    'Очки по формуле турнира, где поле — сам зачёт: место в зачёте и число его участников как число участников.',
  'protocol.section.category': 'Отдельный зачёт: {name}',
  'protocol.category.entrants':
    '{count, plural, one {# участник} few {# участника} many {# участников} other {# участника}}',
  'event.standings.categoriesSet': 'Объявлены отдельные зачёты',
  'event.player.membershipsSet': 'Изменено участие игрока в зачётах',
  'standings.error.noChange': 'Ничего не меняется.',
  'invalid.categoryName': 'Для клубного зачёта или группы нужно название',
  'invalid.categoryTwice': 'Каждый зачёт — один раз',
  'standings.series.title': 'Отдельные зачёты серии',
  'standings.series.events': '{count, plural, one {# турнир} few {# турнира} many {# турниров} other {# турнира}}',
  'standings.series.played': 'Турниров',
  'standings.series.note':
    'Каждый турнир, объявивший зачёт, идёт с очками зачёта; действуют тай-брейки серии, равенство, решаемое жребием, делит место.',
  'protocol.section.teams': 'Командный зачёт ({rule})',
  'standings.teams.rule.points':
    'сумма очков {count, plural, one {# лучшего участника} few {# лучших участников} many {# лучших участников} other {# лучших участников}}',
  'standings.teams.rule.places':
    'сумма мест {count, plural, one {# лучшего участника} few {# лучших участников} many {# лучших участников} other {# лучших участников}}',
  'standings.teams.col.team': 'Команда',
  'standings.teams.col.score': 'Итог',
  'standings.teams.col.members': 'Участники (✓ засчитаны)',
  'standings.teams.incomplete': 'не полностью',
  'standings.teams.title': 'Командный зачёт (§5.4)',
  'standings.teams.setup': 'Команды (§5.4)',
  'standings.teams.explain':
    'Составы и командный зачёт объявляются вместе с турниром; командный зачёт считается по единому списку результатов.',
  'standings.teams.rule': 'Командный зачёт',
  'standings.teams.count': 'Засчитывается лучших',
  'standings.teams.name': 'Название команды',
  'standings.teams.add': 'Добавить команду',
  'standings.teams.save': 'Объявить команды',
  'standings.teams.none': 'Команды не объявлены.',
  'event.standings.teamsSet': 'Объявлены команды и командный зачёт',
  'standings.error.teamTwice': 'Две команды названы «{name}».',
  'standings.error.twoTeams': '{name} в двух командах: игрок выступает за одну команду.'
}
