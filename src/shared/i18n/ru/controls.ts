import type { controls as en } from '../en/controls'

/** Элементы управления: клавиши, подтверждения, ответ каждого элемента. */
export const controls: Record<keyof typeof en, string> = {
  'control.nothingChanged': 'Менять нечего: уже так.',
  'control.apply': 'Применить',
  'dialog.cancel': 'Отмена',
  'shortcuts.everywhere': 'На любой странице',
  'shortcuts.help': 'показать эти клавиши (не во время ввода в поле)',
  'shortcuts.escape': 'закрыть окно',
  'shortcuts.clock': 'Часы (обзор турнира)',
  'shortcuts.floor': 'Площадка',
  'shortcuts.register': 'на регистрации: зарегистрировать выбранного игрока',
  'shortcuts.eliminate': 'вылет по столу и месту: стол 3, место 5',
  'shortcuts.floorMap': 'Схема зала (столы и места)',
  'shortcuts.floorArrows': 'переход между местами: вверх и вниз за столом, влево и вправо к соседнему столу',
  'shortcuts.floorPick': 'взять игрока с этого места; на свободном месте — посадить туда взятого игрока',
  'shortcuts.floorButton': 'кнопка дилера на этом месте',
  'shortcuts.floorPutBack': 'вернуть взятого игрока на место',
  'floorMap.keys':
    'С клавиатуры: стрелки — переход между местами, Enter — взять игрока и посадить его на свободное место, B — кнопка дилера здесь, Esc — вернуть игрока.',
  'floorMap.picked': 'игрок взят: выберите свободное место и нажмите Enter',
  'shortcuts.neverInFields':
    'Клавиши не действуют, пока вы вводите текст в поле. Клавиши, меняющие идущие часы, требуют зажатых Shift+Alt.',
  'clock.admin.atFirst': 'Это первый уровень: перед ним ничего нет.',
  'clock.admin.atLast': 'Это последний пункт структуры: добавьте уровень, чтобы продолжить.',
  'clock.admin.lengthened': 'Записано: этот уровень теперь длится {minutes} (дольше, чем по расписанию).',
  'clock.admin.remainingPlaceholder': 'м:сс',
  'clock.admin.jumpDo': 'Перейти',
  'clock.admin.jumpConfirmTitle': 'Переставить идущие часы?',
  'clock.admin.jumpConfirm': 'Экран в зале сразу перейдёт к пункту «{item}» с полным временем.',
  'clock.admin.startsAt': 'Старт в {time}',
  'clock.admin.cancelStart': 'Отменить назначенный старт',
  'clock.admin.cancelStartConfirm': 'Старт в {time} отменяется; часы ждут нового запуска.',
  'clock.admin.callTimeTda': 'TDA 25 + 5',
  'clock.admin.tdaHint': '25 секунд, затем 5 секунд обратного отсчёта (TDA, правило 29), сразу',
  'clock.admin.chime': 'Сигнал',
  'clock.admin.speakAnnouncement': 'Озвучить',
  'backup.previewHolds':
    'В этой копии {records, plural, one {# запись} few {# записи} many {# записей} other {# записи}}.',
  'backup.previewNothing': 'Восстановление не откладывает ни одной записи: в текущем журнале больше ничего нет.',
  'backup.previewDiscards':
    'Восстановление отложит {count, plural, one {# запись, сделанную} few {# записи, сделанные} many {# записей, сделанных} other {# записи, сделанные}} после неё, — они ниже.',
  'backup.previewMore': '…и ещё {count, plural, one {# запись} few {# записи} many {# записей} other {# записи}}.',
  'backup.previewKept': 'Ничего не уничтожается: текущая база сохраняется в папке копий, её можно восстановить.',
  'players.recordAgain': 'Запишите ещё раз, чтобы сохранить обоих: это разные люди.',
  'error.clock.notScheduled': 'Старт не назначен.',
  'error.clock.levelTooLong': 'Уровень длится не больше 24 часов.',
  'event.clock.startCancelled': 'Назначенный старт отменён',
  'clock.admin.remainingSeconds': 'Секунд не больше 59: например, 5:30.',
  'clock.admin.remainingTooLong': 'Не больше 24 часов: уровень дольше не длится.',
  'clock.admin.minusCapped': 'Оставалось только {left}: уровень закончен, начался следующий.'
}
