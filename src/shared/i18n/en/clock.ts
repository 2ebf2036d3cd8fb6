export const clock = {
  'clock.noTournament': 'No tournament on the display yet',
  'clock.waiting': 'Waiting for the tournament director'
} as const
