import type { stakes as en } from '../en/stakes'

/** Svenska: orden för en nivå i strukturen, på alla skärmar (BFSP §4.7, §5.4, §13.6). */
export const stakes: Record<keyof typeof en, string> = {
  'stakes.level': 'Nivå {number}',
  'stakes.break': 'Paus',
  'stakes.blinds': '{small} / {big}',
  'stakes.ante': 'Ante {value}',
  'stakes.bbAnte': 'BB-ante {value}',
  'stakes.bringIn': 'Bring-in {value}',
  'stakes.complete': 'Complete {value}',
  'stakes.bets': 'Liten insats {small} / Stor insats {big}',
  'stakes.points': 'Poängvärde {value}',
  'stakes.betting.no-limit': 'No-limit',
  'stakes.betting.pot-limit': 'Pot-limit',
  'stakes.betting.fixed-limit': 'Fast gräns',
  'stakes.nextLevel': 'Nästa: nivå {number}',
  'stakes.nextGame': 'Nästa spel: {game}',
  'stakes.bettingLabel': 'Nivåns gräns',
  'stakes.bettingOfTournament': 'Som turneringen'
}
