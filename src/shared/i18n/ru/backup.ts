import type { backup as en } from '../en/backup'

export const backup: Record<keyof typeof en, string> = {
  'nav.tournaments': 'Турниры',
  'nav.backups': 'Резервные копии',
  'backup.title': 'Резервные копии записей',
  'backup.explain':
    'Пока идёт турнир, копия делается каждые 5 минут и в каждый перерыв. При восстановлении текущая база сохраняется в папке копий, а само восстановление записывается в журнал.',
  'backup.now': 'Сделать копию сейчас',
  'backup.taken': 'Копия сделана: {file}',
  'backup.none': 'Копий пока нет.',
  'backup.when': 'Сделана',
  'backup.reason': 'Вид',
  'backup.size': 'Размер',
  'backup.state': 'Проверка',
  'backup.good': 'в порядке',
  'backup.bad': 'повреждена',
  'backup.restore': 'Восстановить…',
  'backup.restoreReason': 'Причина восстановления (записывается в журнал)',
  'backup.restoreConfirm': 'Восстановить эту копию',
  'backup.restored': 'Восстановлено из {file}. Заменённая база сохранена как {replaced}.',
  'backup.kind.interval': 'каждые 5 минут',
  'backup.kind.break': 'в перерыв',
  'backup.kind.manual': 'вручную',
  'backup.kind.before-restore': 'перед восстановлением',
  'backup.kind.replaced': 'заменена при восстановлении',
  'export.button': 'Экспорт (JSON)',
  'import.button': 'Импорт турнира (JSON)',
  'import.done':
    '{records, plural, one {Импортирована # запись} few {Импортировано # записи} many {Импортировано # записей} other {Импортировано # записи}}.',
  'event.journal.restored': 'Записи восстановлены из резервной копии',
  'error.backup.notFound': 'Копии с именем {file} нет.',
  'error.backup.unusable': 'Эту копию нельзя использовать: она повреждена или это не база Floorclock.',
  'error.import.seriesDiffers':
    'Турнир входит в серию «{series}», но её версии формулы отличаются от записанных здесь; ничего не импортировано.',
  'error.import.exists': 'Этот турнир уже есть в записях.',
  'error.import.unreadable': 'Этот файл — не экспорт турнира Floorclock.',
  'error.import.invalidRecord': 'Запись {record} файла ({type}) неверна в поле «{path}»; ничего не импортировано.',
  'error.import.noVersion': 'Запись {record} файла ({type}) не указывает свою версию; ничего не импортировано.',
  'error.import.newerEvent':
    'Запись {record} файла ({type}, версия {version}) сделана более новой версией Floorclock: обновите программу, чтобы импортировать файл. Ничего не импортировано.',
  'error.import.otherStream': 'Запись {record} файла ({type}) не относится к этому турниру; ничего не импортировано.',
  'error.import.notFolding':
    'Запись {record} файла ({type}) не согласуется с записями перед ней; ничего не импортировано.',
  'error.import.duplicateId':
    'Запись {record} файла ({type}) повторно записывает {id}, который уже записан; ничего не импортировано.',
  'error.import.missing.tournament':
    'Запись {record} файла ({type}) ссылается на турнир {id}, которого нет ни в файле перед ней, ни в записях здесь; ничего не импортировано.',
  'error.import.missing.entry':
    'Запись {record} файла ({type}) ссылается на участие {id}, которое файл не зарегистрировал перед ней; ничего не импортировано.',
  'error.import.missing.player':
    'Запись {record} файла ({type}) ссылается на игрока {id}, которого нет ни в файле, ни в записях здесь; ничего не импортировано.',
  'error.import.missing.hand':
    'Запись {record} файла ({type}) ссылается на раздачу {id}, которую файл не записал перед ней; ничего не импортировано.',
  'error.import.missing.penalty':
    'Запись {record} файла ({type}) ссылается на взыскание {id}, которое файл не записал перед ней; ничего не импортировано.',
  'error.import.missing.dispute':
    'Запись {record} файла ({type}) ссылается на спорное решение {id}, которое файл не записал перед ней; ничего не импортировано.',
  'error.import.missing.series':
    'Запись {record} файла ({type}) ссылается на серию {id}, которой нет ни в файле, ни в записях здесь; ничего не импортировано.',
  'error.import.missing.version':
    'Запись {record} файла ({type}) ссылается на версию формулы {id}, которой в серии нет; ничего не импортировано.',
  'error.import.missing.proposal':
    'Запись {record} файла ({type}) ссылается на предложение рассадки {id}, которое тогда не ожидало решения; ничего не импортировано.',
  'error.import.missing.ticket':
    'Запись {record} файла ({type}) ссылается на билет {id}, который файл не выдал перед ней; ничего не импортировано.',
  'error.import.notInHand':
    'Запись {record} файла ({type}) отменяет выбывание {id}, который в этой раздаче не выбывал; ничего не импортировано.',
  'error.import.seatingNotSet':
    'Запись {record} файла ({type}) меняет рассадку до того, как были заданы столы; ничего не импортировано.',
  'error.import.noSuchSeat':
    'Запись {record} файла ({type}) указывает место {seat} за столом {table}, которого нет в зале; ничего не импортировано.',
  'error.import.mergesLocal':
    'Файл объединяет игрока «{duplicate}» с «{keep}» (запись игрока {record}), и один из них записан в этой установке. Укажите причину, чтобы подтвердить объединение; ничего не импортировано.',
  'import.merge.title': 'Файл объединяет игроков, записанных здесь',
  'import.merge.reason': 'Причина объединения (будет записана с вашим именем)',
  'import.merge.confirm': 'Подтвердить объединение и импортировать',
  'import.merge.cancel': 'Не импортировать'
}
