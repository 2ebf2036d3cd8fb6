/** Publishing approved protocols to the federation (Appendix C, §28.14): the hall's side. */
export const federation = {
  'nav.federation': 'Federation',
  'federation.hall.title': 'Publishing to the federation',
  'federation.hall.explain':
    'When the results of a tournament are approved, Floorclock signs its journal and public protocol with this hall’s key and keeps the publication here until the federation has it. A correction after the approval publishes the next version with its reason; nothing is overwritten. The floor never waits for the network.',
  'federation.hall.url': 'Federation address',
  'federation.hall.save': 'Save',
  'federation.hall.saved': 'Saved.',
  'federation.hall.noUrl': 'No federation address yet: publications wait here until one is set.',
  'federation.hall.joinTitle': 'This hall’s join code',
  'federation.hall.joinExplain':
    'Give this code to the federation’s administrator (or let them scan the QR code): the federation registers the hall by it. It is the hall’s public key; its private key never leaves this computer.',
  'federation.hall.joinQrAlt': 'QR code of the join code {code}',
  'federation.hall.publications': 'Publications',
  'federation.hall.none': 'Nothing published yet: a tournament is published when its results are approved.',
  'federation.hall.sendNow': 'Send now',
  'federation.hall.sendNowExplain': 'Sends every publication the federation has not accepted, at once.',
  'federation.hall.col.tournament': 'Tournament',
  'federation.hall.col.version': 'Version',
  'federation.hall.col.state': 'State',
  'federation.hall.col.lastAttempt': 'Last attempt',
  'federation.hall.col.nextAttempt': 'Next attempt',
  'federation.hall.firstVersion': 'approval',
  'federation.hall.state.waiting': 'Waiting',
  'federation.hall.state.sent': 'Sent, no answer yet',
  'federation.hall.state.accepted': 'Accepted',
  'federation.hall.state.refused': 'Refused',
  'federation.hall.attempts': '{count, plural, one {# attempt} other {# attempts}}',
  'federation.hall.problem.unreachable': 'The federation could not be reached.',
  'federation.hall.problem.timeout': 'The federation did not answer in time.',
  'federation.hall.problem.server': 'The federation’s server failed (HTTP {status}).',
  'federation.hall.problem.answer': 'Something other than the federation answered at this address (HTTP {status}).',
  'federation.hall.refusedUnknown': 'The federation refused it: {reason}',
  'federation.points.title': 'Federation points',
  'federation.points.explain':
    'The federation’s standings for this hall’s players, pulled from the federation now and then. When it cannot be reached, the last copy stays here with its date.',
  'federation.points.asOf': 'As of {date}',
  'federation.points.never': 'Nothing pulled from the federation yet.',
  'federation.points.pullNow': 'Pull now',
  'federation.points.pullFailed': 'The last pull got nothing: {problem}',
  'federation.points.unknownHall':
    'The federation does not know this hall’s join code yet: none of its players is linked.',
  'federation.points.series': '{name} · {count, plural, one {# event} other {# events}}',
  'federation.points.empty': 'None of this hall’s players has points in this series yet.',
  'federation.points.col.place': 'Place',
  'federation.points.col.player': 'Player',
  'federation.points.col.id': 'Federation id',
  'federation.points.col.points': 'Points',
  'federation.points.points': '{points, plural, one {# point} other {# points}}',
  'federation.points.played': '{count, plural, one {# event} other {# events}}',
  'federation.points.mergesTitle': 'Merged by the federation',
  'federation.points.merged': 'No. {from} merged into No. {into} on {date}: {reason}',
  'federation.hall.rotate': 'New key pair',
  'federation.hall.rotateExplain':
    'Makes a new key pair for this hall and has the federation accept it, signed by the current key. What the old key signed stays valid; from then on the hall signs with the new key. Nothing changes if the federation refuses or cannot be reached.',
  'federation.hall.rotateConfirm': 'Make and send',
  'federation.hall.rotated': 'The federation accepted the new key: the join code above is the new one.',
  'federation.rotate.unreachable':
    'The federation could not be reached: the key was not changed. Try again when it is back.',
  'federation.rotate.refused.unknownHall':
    'The federation does not know this hall’s current key: the key was not changed. Have the hall registered first.',
  'federation.rotate.refused.suspendedHall': 'The federation has suspended this hall: the key was not changed.',
  'federation.rotate.refused.keyRetired':
    'The federation no longer accepts this hall’s current key: the key was not changed. Ask the federation’s administrator.',
  'federation.rotate.refused.keyTaken':
    'The federation already knows the new key from elsewhere: the key was not changed.',
  'federation.rotate.refused.other': 'The federation refused the new key ({reason}): the key was not changed.',
  'federation.error.url': 'Enter the federation’s address as http://… or https://…, without “?” or “#”.',
  'federation.error.noUrl': 'Set the federation’s address first: publications wait here until then.',
  'federation.error.unavailable':
    'Publishing to the federation is not available while the journal is open read-only (safe mode).'
}
