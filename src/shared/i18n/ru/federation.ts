import type { federation as en } from '../en/federation'

/** Публикация утверждённых протоколов в федерацию (Приложение C, §28.14): сторона зала. */
export const federation: Record<keyof typeof en, string> = {
  'nav.federation': 'Федерация',
  'federation.hall.title': 'Публикация в федерацию',
  'federation.hall.explain':
    'Когда результаты турнира утверждены, Floorclock подписывает его журнал и публичный протокол ключом этого зала и хранит публикацию здесь, пока федерация её не получит. Исправление после утверждения публикует следующую версию с причиной; ничего не перезаписывается. Зал никогда не ждёт сети.',
  'federation.hall.url': 'Адрес федерации',
  'federation.hall.save': 'Сохранить',
  'federation.hall.saved': 'Сохранено.',
  'federation.hall.noUrl': 'Адрес федерации ещё не задан: публикации ждут здесь, пока его не укажут.',
  'federation.hall.joinTitle': 'Код подключения этого зала',
  'federation.hall.joinExplain':
    'Передайте этот код администратору федерации (или дайте отсканировать QR-код): по нему федерация регистрирует зал. Это открытый ключ зала; закрытый ключ никогда не покидает этот компьютер.',
  'federation.hall.joinQrAlt': 'QR-код кода подключения {code}',
  'federation.hall.publications': 'Публикации',
  'federation.hall.none': 'Пока ничего не опубликовано: турнир публикуется, когда его результаты утверждены.',
  'federation.hall.sendNow': 'Отправить сейчас',
  'federation.hall.sendNowExplain': 'Сразу отправляет все публикации, которые федерация ещё не приняла.',
  'federation.hall.col.tournament': 'Турнир',
  'federation.hall.col.version': 'Версия',
  'federation.hall.col.state': 'Состояние',
  'federation.hall.col.lastAttempt': 'Последняя попытка',
  'federation.hall.col.nextAttempt': 'Следующая попытка',
  'federation.hall.firstVersion': 'утверждение',
  'federation.hall.state.waiting': 'Ожидает',
  'federation.hall.state.sent': 'Отправлено, ответа ещё нет',
  'federation.hall.state.accepted': 'Принято',
  'federation.hall.state.refused': 'Отклонено',
  'federation.hall.attempts': '{count, plural, one {# попытка} few {# попытки} many {# попыток} other {# попытки}}',
  'federation.hall.problem.unreachable': 'Федерация недоступна.',
  'federation.hall.problem.timeout': 'Федерация не ответила вовремя.',
  'federation.hall.problem.server': 'Сбой сервера федерации (HTTP {status}).',
  'federation.hall.problem.answer': 'По этому адресу ответила не федерация (HTTP {status}).',
  'federation.hall.refusedUnknown': 'Федерация отклонила публикацию: {reason}',
  'federation.points.title': 'Очки федерации',
  'federation.points.explain':
    'Рейтинг федерации для игроков этого зала, время от времени загружаемый из федерации. Если федерация недоступна, здесь остаётся последняя копия с её датой.',
  'federation.points.asOf': 'По состоянию на {date}',
  'federation.points.never': 'Из федерации ещё ничего не загружено.',
  'federation.points.pullNow': 'Загрузить сейчас',
  'federation.points.pullFailed': 'Последняя загрузка не удалась: {problem}',
  'federation.points.unknownHall': 'Федерация ещё не знает код подключения этого зала: ни один его игрок не связан.',
  'federation.points.series':
    '{name} · {count, plural, one {# турнир} few {# турнира} many {# турниров} other {# турнира}}',
  'federation.points.empty': 'В этой серии у игроков зала пока нет очков.',
  'federation.points.col.place': 'Место',
  'federation.points.col.player': 'Игрок',
  'federation.points.col.id': 'Номер в федерации',
  'federation.points.col.points': 'Очки',
  'federation.points.points': '{points, plural, one {# очко} few {# очка} many {# очков} other {# очка}}',
  'federation.points.played': '{count, plural, one {# турнир} few {# турнира} many {# турниров} other {# турнира}}',
  'federation.points.mergesTitle': 'Объединено федерацией',
  'federation.points.merged': '№ {from} объединён с № {into} {date}: {reason}',
  'federation.hall.rotate': 'Новая пара ключей',
  'federation.hall.rotateExplain':
    'Создаёт для зала новую пару ключей и передаёт её федерации с подписью текущего ключа. Подписанное старым ключом остаётся действительным; дальше зал подписывает новым. Если федерация отказала или недоступна, ничего не меняется.',
  'federation.hall.rotateConfirm': 'Создать и отправить',
  'federation.hall.rotated': 'Федерация приняла новый ключ: код подключения выше — уже новый.',
  'federation.rotate.unreachable': 'Федерация недоступна: ключ не изменён. Попробуйте снова, когда она будет доступна.',
  'federation.rotate.refused.unknownHall':
    'Федерация не знает текущий ключ зала: ключ не изменён. Сначала зал должен быть зарегистрирован.',
  'federation.rotate.refused.suspendedHall': 'Федерация приостановила этот зал: ключ не изменён.',
  'federation.rotate.refused.keyRetired':
    'Федерация больше не принимает текущий ключ зала: ключ не изменён. Обратитесь к администратору федерации.',
  'federation.rotate.refused.keyTaken': 'Федерации этот новый ключ уже известен: ключ не изменён.',
  'federation.rotate.refused.other': 'Федерация отказала в новом ключе ({reason}): ключ не изменён.',
  'federation.error.url': 'Введите адрес федерации в виде http://… или https://…, без «?» и «#».',
  'federation.error.noUrl': 'Сначала задайте адрес федерации: до тех пор публикации ждут здесь.',
  'federation.error.unavailable':
    'Публикация в федерацию недоступна, пока журнал открыт только для чтения (безопасный режим).'
}
