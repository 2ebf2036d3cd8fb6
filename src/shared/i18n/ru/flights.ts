import type { flights as en } from '../en/flights'

/** Флайты, упаковка стеков и День 2 (§5.5, §27.5). */
export const flights: Record<keyof typeof en, string> = {
  'error.flight.notAFlight': 'Этот турнир не является флайтом многодневного турнира.',
  'error.flight.noEvent': 'Флайт указывает на турнир Дня 2 многодневного турнира (событие, а не флайт).',
  'error.flight.labelTaken': 'У другого флайта этого турнира уже есть обозначение «{label}».',
  'error.flight.eventHasFlights':
    '{flights, plural, one {На этот турнир ссылается # флайт} few {На этот турнир ссылаются # флайта} many {На этот турнир ссылаются # флайтов} other {На этот турнир ссылаются # флайта}}: он остаётся многодневным.',
  'error.flight.carried': 'Стеки этого флайта уже перенесены в День 2: флайт нельзя открыть снова или перенести.',
  'error.flight.closed':
    'Флайт закрыт: игра в нём окончена. Регистрация, вылеты и пересадки невозможны (откройте его снова с причиной).',
  'error.flight.notClosed': 'Флайт не закрыт.',
  'error.flight.notStarted': 'Флайт ещё не начался.',
  'error.flight.entryNotInPlay': 'Упаковывается только стек участия в игре (участие № {number} не в игре).',
  'error.flight.noChange': 'Стек уже записан с этими данными.',
  'error.flight.reasonRequired': 'Повторный подсчёт стека или повторное открытие флайта требует причины.',
  'error.flight.unbagged':
    '{count, plural, one {У # участия в игре} few {У # участий в игре} many {У # участий в игре} other {У # участий в игре}} нет упакованного стека (№ {numbers}): упакуйте все стеки перед закрытием флайта.',
  'error.flight.bagsDiffer':
    'В пакетах {bagged, number} фишек, в игре {inPlay, number} (разница {difference, number}). В протокол идут пересчитанные фишки (§27.5): пересчитайте или подтвердите разницу с причиной, чтобы закрыть флайт.',
  'error.flight.differenceReason':
    'Закрытие флайта с разницей между пакетами и фишками в игре требует записанной причины (§27.5, §27.8).',
  'error.flight.alreadyAdvanced':
    'Игрок уже упаковал стек во флайте {label}: по правилам турнира повторный вход в другом флайте после выхода в День 2 не допускается (§5.5).',
  'error.day2.notAnEvent': 'Этот турнир не является Днём 2 многодневного турнира.',
  'error.day2.nothingToCarry':
    'Нет закрытых флайтов со стеками для переноса в День 2{skipped, plural, =0 {} one { (# стек не переносится по правилу переноса)} few { (# стека не переносятся по правилу переноса)} many { (# стеков не переносятся по правилу переноса)} other { (# стека не переносятся по правилу переноса)}}.',
  'error.day2.notByStack': 'День 2 объявлен со случайной жеребьёвкой: используйте жеребьёвку мест.',
  'error.day2.bountyFormat':
    'Флайт {label} объявлен с другим форматом баунти, чем День 2: баунти за голову переходит вместе со стеком только при одном формате (§5.10). Сначала объявите флайт и День 2 с одинаковым баунти.',
  'event.flight.bagged': 'Стек упакован',
  'event.flight.closed': 'Флайт закрыт',
  'event.flight.reopened': 'Флайт открыт снова',
  'event.day2.carried': 'Стек перенесён в День 2',
  'protocol.flights.title': 'Флайты',
  'protocol.flights.flight': 'Флайт {label}: {name}, {date}',
  'protocol.flights.entries': '{count, plural, one {# участие} few {# участия} many {# участий} other {# участия}}',
  'protocol.flights.bags': 'Упакованные стеки',
  'protocol.flights.col.flight': 'Флайт',
  'protocol.flights.col.entry': 'Участие',
  'protocol.flights.col.name': 'Игрок',
  'protocol.flights.col.chips': 'Фишки',
  'protocol.flights.col.countedBy': 'Подсчитал',
  'protocol.flights.col.witnessedBy': 'Свидетель',
  'protocol.flights.col.at': 'Когда',
  'protocol.flights.col.advanced': 'В День 2',
  'protocol.flights.advanced': 'перенесён',
  'protocol.flights.notAdvanced': 'не перенесён',
  'protocol.flights.noBags': 'Упакованных стеков нет.',
  'protocol.flights.recounts': 'пересчитан {count, plural, one {# раз} few {# раза} many {# раз} other {# раза}}',
  'protocol.flights.places': 'Места по всему турниру',
  'protocol.flights.col.place': 'Место',
  'protocol.flights.col.played': 'Играл',
  'protocol.flights.day2': 'День 2',
  'protocol.flights.unplaced': 'без места',
  'protocol.flights.inPlay': 'в игре',
  'protocol.flights.bountyCarried': '(из флайта {label}: {head})',
  'protocol.flights.ofEvent': 'Флайт {label} турнира «{event}»',
  'protocol.flights.rules':
    'Перенос: {carryOver, select, best {лучший стек игрока} other {все стеки}}; повторный вход после выхода в День 2: {reentry, select, true {разрешён} other {не разрешён}}; рассадка Дня 2: {seating, select, byStack {по стекам} other {новая жеребьёвка}}; выбывшие во флайтах: {busts, select, shared {делят места после Дня 2} other {без места}}.'
}
