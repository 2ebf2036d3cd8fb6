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
  'federation.error.url': 'Введите адрес федерации в виде http://… или https://…, без «?» и «#».',
  'federation.error.noUrl': 'Сначала задайте адрес федерации: до тех пор публикации ждут здесь.',
  'federation.error.unavailable':
    'Публикация в федерацию недоступна, пока журнал открыт только для чтения (безопасный режим).'
}
