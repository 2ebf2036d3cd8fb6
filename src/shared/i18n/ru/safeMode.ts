import type { safeMode as en } from '../en/safeMode'

/** Что не так с записью, из-за которой открыт безопасный режим. */
export const safeMode: Record<keyof typeof en, string> = {
  'safeMode.problem.column':
    'В её столбце «{column}» значение, которое Floorclock туда никогда не пишет: файл изменён вне Floorclock или повреждён.',
  'safeMode.problem.notJson': 'Её данные — не читаемый текст события (не JSON): файл повреждён.',
  'safeMode.problem.notEvent': 'В её данных нет события (JSON {found}): файл повреждён.',
  'safeMode.problem.typeMismatch': 'Её данные другого вида («{found}»), чем сказано в записи: файл повреждён.',
  'safeMode.problem.version': 'У неё версия {version}, которую не пишет ни один Floorclock: файл повреждён.',
  'safeMode.problem.shape':
    'Её поле «{path}» не такое, какое бывает у записи этого вида (нет его, другого типа или вне допустимого): файл повреждён.',
  'safeMode.problem.stream': 'Она подшита к «{stream}», а относится к «{expected}»: файл повреждён.',
  'safeMode.problem.missing':
    'Она ссылается на то, чего нет в более ранних записях журнала: {kind, select, tournament {турнир} entry {вход} player {игрок} hand {раздача} penalty {штраф} dispute {спорное решение} series {серия} account {учётная запись} ticket {билет} colourUp {колор-ап перерыва} other {запись}} {id}.',
  'safeMode.problem.noSeating': 'Она меняет рассадку турнира, столы которого так и не были заданы.',
  'safeMode.problem.fold': 'Её нельзя применить к состоянию площадки, которое оставили записи до неё.'
}
