import type { stakes as en } from '../en/stakes'

/** Слова уровня структуры для всех экранов (BFSP §4.7 лимиты, §5.4 стад, §13.6 анте ББ). */
export const stakes: Record<keyof typeof en, string> = {
  'stakes.level': 'Уровень {number}',
  'stakes.break': 'Перерыв',
  'stakes.blinds': '{small} / {big}',
  'stakes.ante': 'Анте {value}',
  'stakes.bbAnte': 'Анте ББ {value}',
  'stakes.bringIn': 'Бринг-ин {value}',
  'stakes.complete': 'Комплит {value}',
  'stakes.bets': 'Малая ставка {small} / Большая ставка {big}',
  'stakes.points': 'Стоимость очка {value}',
  'stakes.betting.no-limit': 'Безлимитный',
  'stakes.betting.pot-limit': 'Пот-лимит',
  'stakes.betting.fixed-limit': 'Фиксированный лимит',
  'stakes.nextLevel': 'Далее: уровень {number}',
  'stakes.nextGame': 'Следующая игра: {game}',
  'stakes.bettingLabel': 'Лимит уровня',
  'stakes.bettingOfTournament': 'Как в турнире'
}
