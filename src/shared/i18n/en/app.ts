export const app = {
  'app.name': 'Floorclock',
  'app.tagline': 'Tournament clock and floor records',
  'app.about': 'About',
  'app.close': 'Close',
  'app.language': 'Language',
  'app.connecting': 'Connecting to the hall server…',
  'app.disconnected': 'Connection lost — reconnecting. Nothing is recorded until it is back.',
  'about.disclaimer':
    'The application supports offline tournaments on live tables: registration, schedule, seating, and the records of places, results and rating. The application does not run a poker game, does not deal cards, does not accept bets, does not form a pot and does not decide the winner of a hand.',
  'about.rules':
    'All game actions are made by the participants physically at a live table in the presence of a dealer and/or the tournament administration. The electronic record system does not replace the dealer, does not run the hand and is not a means of taking part in the game.',
  'about.records':
    'Every record names who made it and when. Records are preliminary until the tournament director confirms them, and a correction keeps the old value, the new value and the reason.',
  'signin.title': 'Admin sign-in',
  'signin.pin': 'Admin PIN',
  'signin.operator': 'Your name (recorded with every entry)',
  'signin.submit': 'Sign in',
  'operator.label': 'Recording as',
  'operator.change': 'Change',
  'error.invalid': 'Check the highlighted fields',
  'error.readOnly': 'This screen is a read-only display.',
  'error.wrongPin': 'Wrong admin PIN.',
  'error.lockedOut': 'Too many wrong PINs. Try again in {seconds} s.',
  'error.unknown': 'The record was refused: {message}'
} as const
