import type { resultsImport as en } from '../en/resultsImport'

/** Прошлые результаты из таблицы. */
export const resultsImport: Record<keyof typeof en, string> = {
  'resultsImport.title': 'Импорт прошлых результатов (CSV)',
  'resultsImport.explain':
    'Завершённый турнир из таблицы или другой программы: по строке на игрока с местом и именем (клуб по желанию). Столбцы через запятую, точку с запятой или табуляцию. Разделённое место: одинаковый номер в каждой строке (5, 5, 7) или диапазон (5–6).',
  'resultsImport.choose': 'Выбрать файл CSV…',
  'resultsImport.field.place': 'Место',
  'resultsImport.field.displayName': 'Имя',
  'resultsImport.field.fullName': 'ФИО',
  'resultsImport.field.clubId': 'Клубный номер',
  'resultsImport.notImported': '— не импортировать —',
  'resultsImport.summary': 'Строк: {rows}; уже в базе игроков: {existing}, новых: {created}.',
  'resultsImport.line': 'Строка',
  'resultsImport.player': 'Игрок',
  'resultsImport.existing': 'есть в базе',
  'resultsImport.new': 'новый игрок',
  'resultsImport.more': '… и ещё {count, plural, one {# строка} few {# строки} many {# строк} other {# строки}}.',
  'resultsImport.confirm':
    'Импортировать {count, plural, one {# результат} few {# результата} many {# результатов} other {# результата}}',
  'resultsImport.done':
    'Импортировано: {count, plural, one {# результат} few {# результата} many {# результатов} other {# результата}}; записано как завершённый турнир.',
  'resultsImport.error.noColumn': 'Не выбран столбец для поля «{field}».',
  'resultsImport.error.place': 'Место «{value}» — не число.',
  'resultsImport.error.name': 'Имя «{value}» не указано или слишком длинное.',
  'resultsImport.error.ambiguous':
    'В базе {count, plural, one {# игрок} few {# игрока} many {# игроков} other {# игрока}} с именем {name}: добавьте в файл клубный номер.',
  'resultsImport.error.tooFew': 'В списке результатов нужно не меньше двух игроков (найдено: {count}).',
  'resultsImport.error.sharedWinner':
    'Место 1 разделено в строках {lines}: победитель турнира один, первое место не делится.',
  'resultsImport.error.sharedRange':
    'Места {place}–{placeTo} — это {size, plural, one {# место} few {# места} many {# мест} other {# места}}, а {count, plural, one {их даёт # строка} few {их дают # строки} many {их дают # строк} other {их дают # строки}} (строки {lines}): по строке на каждое разделённое место.',
  'resultsImport.error.insideShared':
    'Место {place} ({count, plural, one {строка} few {строки} many {строки} other {строки}} {lines}) попадает внутрь мест {shared}–{sharedTo}, разделённых в строках {sharedLines}: следующее после них место — {next}.',
  'resultsImport.error.missingPlaces': 'В списке нет мест: {places}.',
  'resultsImport.warning.sharedPlace':
    'Места {place}–{placeTo} разделили {count, plural, one {# игрок} few {# игрока} many {# игроков} other {# игрока}} (строки {lines}): записываются выбывшими в одной раздаче с равными стеками.',
  'resultsImport.sharedConfirm': 'Разделённые места — как в исходных результатах',
  'resultsImport.warning.existing': '{name} уже есть в базе: результат добавляется этому игроку.'
}
