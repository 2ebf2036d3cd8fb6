import type { floor as en } from '../en/floor'

/** Сводка директора по залу: все идущие турниры на одной странице и то, что требует внимания. */
export const floor: Record<keyof typeof en, string> = {
  'nav.floor': 'Зал',
  'floor.title': 'Зал сейчас',
  'floor.explain':
    'Все турниры, которые идут или начались сегодня. Нажмите на строку или предупреждение, чтобы открыть страницу, где это решается.',
  'floor.none': 'Сейчас не идёт ни один турнир, и сегодня ни один не начинался.',
  'floor.alerts': 'Требует внимания',
  'floor.noAlerts': 'Ничего не требует внимания.',
  'floor.col.tournament': 'Турнир',
  'floor.col.clock': 'Уровень / перерыв',
  'floor.col.left': 'Осталось',
  'floor.col.players': 'Игроки / входы',
  'floor.col.tables': 'Столы',
  'floor.col.seating': 'Пересадки',
  'floor.col.waiting': 'Лист ожидания',
  'floor.col.late': 'Поздняя регистрация',
  'floor.level': 'Уровень {level}',
  'floor.break': 'Перерыв',
  'floor.blinds': '{small}/{big}',
  'floor.noStructure': 'Нет структуры',
  'floor.ended': 'Идёт последний уровень',
  'floor.startsIn': 'Старт через {time}',
  'floor.notStarted': 'Часы не запущены',
  'floor.paused': 'Пауза',
  'floor.finished': 'Завершён',
  'floor.handForHand': 'Рука за руку',
  'floor.pending.balance': 'Предложена балансировка',
  'floor.pending.break': 'Предложено закрытие стола',
  'floor.pending.final': 'Предложен финальный стол',
  'floor.pending.short-handed': 'Предложена рассадка неполных столов',
  'floor.pending.olympic': 'Предложена жеребьёвка следующего этапа',
  'floor.pendingSince': '{what} · ждёт {time}',
  'floor.nothingPending': '—',
  'floor.late.open': 'Открыта',
  'floor.late.closed': 'Закрыта',
  'floor.waitingCount': '{count} ждут',
  'floor.alert.proposalWaiting': '{tournament}: {what} — ждёт подтверждения уже {time}',
  'floor.alert.clockPaused': '{tournament}: часы на паузе уже {time}',
  'floor.alert.handForHand': '{tournament}: идёт игра рука за руку',
  'floor.alert.unbalanced':
    '{tournament}: за столами {max} и {min} игроков (допуск {tolerance}), а пересадка не предложена',
  'floor.alert.waitingWithFreePlaces':
    '{tournament}: {waiting, plural, one {# игрок ждёт} few {# игрока ждут} many {# игроков ждут} other {# игрока ждут}}, а {free, plural, one {# место свободно} few {# места свободны} many {# мест свободно} other {# места свободно}}',
  'floor.open': 'Открыть'
}
