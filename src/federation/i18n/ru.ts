import type { FederationMessageKey } from './en'

/** The federation's words in Russian (every key of en.ts). */
export const ru: Readonly<Record<FederationMessageKey, string>> = {
  'federation.refused.notJson': 'Публикация — не JSON.',
  'federation.refused.tooLarge': 'Публикация больше, чем принимает федерация ({limit} МБ).',
  'federation.refused.malformed': 'Публикация не в формате федерации (в «{path}»).',
  'federation.refused.hash': 'Хеш публикации не совпадает с хешем её содержимого: её изменили после подписи.',
  'federation.refused.signature': 'Подпись не является подписью этой публикации ключом зала.',
  'federation.refused.unknownHall': 'Публикация подписана ключом, которого нет ни у одного зарегистрированного зала.',
  'federation.refused.suspendedHall': 'Зал, подписавший публикацию, приостановлен федерацией.',
  'federation.refused.keyRetired':
    'Публикация подписана ключом, который зал заменил {retiredAt}, и опубликована после этого.',
  'federation.refused.conflict':
    'Версия {version} этого турнира уже принята с другим содержимым; для исправления нужна новая версия.',
  'federation.refused.record': 'Запись {seq} ({type}) не читается по своей схеме (в «{path}»).',
  'federation.refused.recordVersion':
    'Запись {seq} ({type}) записана в версии {version}, которую эта федерация ещё не знает.',
  'federation.refused.recordOrder':
    'Запись {seq} не на своём месте или не относится к этому турниру (поток «{stream}»).',
  'federation.refused.firstRecord': 'Записи не начинаются с создания турнира {tournamentId}.',
  'federation.refused.notFolding': 'Запись {seq} ({type}) не согласуется с предыдущими записями: {detail}.',
  'federation.refused.notComputable': 'Результаты нельзя вычислить по журналу: {detail}.',
  'federation.refused.notApproved': 'В журнале нет утверждения результатов: публикуются только утверждённые протоколы.',
  'federation.refused.protocol': 'Протокол не является публичным протоколом этого турнира (в «{path}»).',
  'federation.refused.places': 'По протоколу у участия {entry} место {recorded}; по журналу — место {computed}.',
  'federation.refused.drawMissing': 'В журнале есть проверяемая жеребьёвка, но публикация её не раскрывает.',
  'federation.refused.drawUnrecorded': 'Публикация называет жеребьёвку, которой нет в журнале.',
  'federation.refused.drawCommitment':
    'Обязательство или зерно жеребьёвки не совпадает с записанным в журнале до жеребьёвки.',
  'federation.refused.drawSeed': 'Рассадка, пересчитанная по раскрытому зерну, не совпадает с записанной: {problem}.',

  'federation.error.unauthorized': 'Для этого нужен токен администратора федерации.',
  'federation.error.notFound': 'Здесь ничего нет.',
  'federation.error.badRequest': 'Запрос неверен (в «{path}»).',
  'federation.error.hallKeyTaken': 'Зал с этим открытым ключом уже зарегистрирован.',
  'federation.error.hallUnknown': 'Зал {hallId} не зарегистрирован.',
  'federation.error.internal': 'Федерация не смогла ответить; ничего не изменено.',
  'federation.error.mergeSelf': 'Игрока {player} нельзя объединить с самим собой.',
  'federation.error.playerUnknown': 'Игрока {player} нет в реестре федерации.',
  'federation.error.alreadyMerged': 'Игрок {player} уже объединён с {into}; объединение не меняется.',
  'federation.error.mergedAway': 'Игрок {player} объединён с {into}: объединяйте с {into}.',

  // The public site (§28.12, Appendix C): only what a hall's public protocol shows.
  'federation.site.title': 'Результаты федерации',
  'federation.site.tournaments': 'Турниры',
  'federation.site.noTournaments': 'Пока не опубликован ни один турнир.',
  'federation.site.standings': 'Рейтинг',
  'federation.site.noSeries': 'Серии ещё не заданы.',
  'federation.site.noStandings': 'В этой серии пока нет засчитанных результатов.',
  'federation.site.rank': 'Место',
  'federation.site.player': 'Игрок',
  'federation.site.points': 'Очки',
  'federation.site.events': 'Турниры',
  'federation.site.tournament': 'Турнир',
  'federation.site.date': 'Дата',
  'federation.site.hall': 'Зал',
  'federation.site.entrants': 'Участники',
  'federation.site.version': 'Версия',
  'federation.site.versionN': 'версия {version}',
  'federation.site.perEvent': '{name} ({date}): место {place}, очков: {points}',
  'federation.site.verified': 'Проверено: подпись и жеребьёвка',
  'federation.site.verifiedDetails':
    'Подписано залом {hall} (ключ {key}); SHA-256 {hash}. Места пересчитаны по {records, plural, one {# записи журнала} few {# записям журнала} many {# записям журнала} other {# записям журнала}} и совпадают с протоколом.',
  'federation.site.drawChecked':
    'Рассадка пересчитана по раскрытому зерну {seed} (обязательство {commitment}) и совпадает с записанной.',
  'federation.site.noDraw': 'В журнале нет проверяемой жеребьёвки.',
  'federation.site.history': 'История',
  'federation.site.historyLine': 'Версия {version}, опубликована {publishedAt}: {reason}',
  'federation.site.firstApproval': 'утверждено',
  'federation.site.back': 'Все турниры',
  'federation.site.language': 'Язык',
  'federation.site.notFound': 'Такого турнира нет.',
  'federation.site.playerPage': 'Страница игрока',
  'federation.site.playerNotFound': 'Такого игрока нет.',
  'federation.site.playerId': 'Игрок федерации {id}',
  'federation.site.mergedInto': 'Номер {id} ({name}) объединён с этим игроком {date}: {reason}',
  'federation.site.wasMerged': 'Номер {id} объединён с другим игроком; его страница:',
  'federation.site.seriesRank':
    'Место {rank}: {points} очков за {events, plural, one {# турнир} few {# турнира} many {# турниров} other {# турнира}}',
  'federation.site.notCounted': 'не засчитан: в зачёт идут только {count} лучших результатов',
  'federation.site.noResults': 'Засчитанных результатов этого игрока пока нет.',
  'federation.site.why': 'Откуда очки',
  'federation.site.protocolUnreadable': 'Эта версия федерации не может разметить этот протокол; его места:'
}
