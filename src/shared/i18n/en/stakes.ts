/**
 * The words of a structure item, one set for every surface (hall display, admin, speech, exports, protocol): the
 * level formatter `core/clock/levelText.ts` renders its parts with these (BFSP §4.7 limits, §5.4 stud, §13.6 BB ante).
 * The hall display's bundle ships them too (display/hallT.ts).
 */
export const stakes = {
  'stakes.level': 'Level {number}',
  'stakes.break': 'Break',
  'stakes.blinds': '{small} / {big}',
  'stakes.ante': 'Ante {value}',
  'stakes.bbAnte': 'BB ante {value}',
  'stakes.bringIn': 'Bring-in {value}',
  'stakes.complete': 'Complete {value}',
  'stakes.bets': 'Small bet {small} / Big bet {big}',
  'stakes.points': 'Point value {value}',
  'stakes.betting.no-limit': 'No-limit',
  'stakes.betting.pot-limit': 'Pot-limit',
  'stakes.betting.fixed-limit': 'Fixed limit',
  'stakes.nextLevel': 'Next: level {number}',
  'stakes.nextGame': 'Next game: {game}',
  'stakes.bettingLabel': 'Limit of the level',
  'stakes.bettingOfTournament': 'As the tournament'
} as const
