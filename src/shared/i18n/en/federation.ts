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
  'federation.error.url': 'Enter the federation’s address as http://… or https://…, without “?” or “#”.',
  'federation.error.noUrl': 'Set the federation’s address first: publications wait here until then.',
  'federation.error.unavailable':
    'Publishing to the federation is not available while the journal is open read-only (safe mode).'
}
