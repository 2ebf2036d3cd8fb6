import type { shell as en } from '../en/shell'

export const shell: Record<keyof typeof en, string> = {
  'shell.menu.file': 'Файл',
  'shell.menu.quit': 'Выйти из Floorclock',
  'shell.menu.view': 'Вид',
  'shell.menu.clock': 'Часы',
  'shell.menu.showClock': 'Показать окно часов',
  'shell.menu.clockFullScreen': 'Часы во весь экран',
  'shell.menu.clockDisplay': 'Часы на экране',
  'shell.menu.displayNumber': 'Экран {n}',
  'shell.menu.displayPrimary': '{name} — {size} (этот экран)',
  'shell.menu.displayOther': '{name} — {size}',
  'shell.menu.showAdmin': 'Показать окно администратора',
  'shell.quit.message': 'Выйти из Floorclock?',
  'shell.quit.detail':
    'Часы на экране зала тоже закроются, экраны в сети зала будут отключены. Перед выходом делается резервная копия.',
  'shell.quit.confirm': 'Выйти',
  'shell.quit.cancel': 'Продолжить работу',
  'shell.busy.title': 'Floorclock уже работает',
  'shell.start.failed': 'Floorclock не удалось запустить',
  'shell.start.untouched': 'Файл не изменён.',
  'shell.restore.message': '{problem}\n\nВосстановить последнюю исправную резервную копию, {file} ({when})?',
  'shell.restore.detail': 'Повреждённый файл сохраняется в папке резервных копий.',
  'shell.restore.confirm': 'Восстановить копию',
  'shell.safeMode.message':
    'Запись №{seq} журнала ({type}, записана {when}, автор {actor}) не читается: {problem}\n\nВосстановить последнюю читаемую резервную копию, {file} ({takenAt})? Иначе Floorclock откроется в безопасном режиме: покажет состояние до этой записи и ничего не будет записывать.',
  'shell.safeMode.open': 'Открыть в безопасном режиме',
  'backup.kind.quit': 'при закрытии приложения'
}
