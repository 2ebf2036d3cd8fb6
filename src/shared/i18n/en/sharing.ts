/** Sharing the clock on the hall network from the desktop app. */
export const sharing = {
  'nav.sharing': 'Hall network',
  'sharing.title': 'Share the clock on the hall network',
  'sharing.explain':
    'Other screens in the hall — a smart TV, a mini-PC, a tablet, a phone — open the clock in their browser from this computer, and a second admin can work from a laptop with the PIN. Off until you turn it on; turning it off disconnects every screen at once.',
  'sharing.toggle': 'Share the clock on the hall network',
  'sharing.interface': 'Network',
  'sharing.interface.all': 'Every network of this computer',
  'sharing.interface.loopback': 'This computer only',
  'sharing.port': 'Port',
  'sharing.apply': 'Apply',
  'sharing.state.on': 'Sharing on port {port}.',
  'sharing.state.off': 'Not shared: only this computer’s windows show the clock.',
  'sharing.state.starting': 'Starting…',
  'sharing.clockUrl': 'Clock, for the hall screens',
  'sharing.adminUrl': 'Admin, with the PIN',
  'sharing.pin': 'Admin PIN',
  'sharing.newPin': 'New PIN',
  'sharing.newPinExplain':
    'A new PIN disconnects every screen at once: displays reconnect by themselves, admins need the new PIN.',
  'sharing.stopConfirm.title': 'Stop sharing the clock on the hall network?',
  'sharing.stopConfirm.body':
    'Every screen and admin on the hall network is disconnected at once. The windows on this computer go on.',
  'sharing.stopConfirm.yes': 'Stop sharing',
  'sharing.newPinConfirm.title': 'Give the hall network a new PIN?',
  'sharing.qr': 'Point a phone or a smart TV’s camera at the code to open the clock.',
  'sharing.qrAlt': 'QR code of the clock address {url}',
  'sharing.loopbackOnly': 'This address works on this computer only.',
  'sharing.noLan': 'This computer has no network address: connect it to the hall network.',
  'sharing.otherAddresses': 'Other addresses of this computer',
  'sharing.kiosk': 'A hall PC in kiosk mode: {command}',
  'sharing.unavailable':
    'This admin is open through the hall server (npm run serve), which already shares the clock with every screen of its network. Sharing is switched on and off in the desktop app.',
  'sharing.here': 'The clock of this hall server: {url}',
  'sharing.hereLocal':
    'This hall server listens on this computer only. To show the clock on other screens, start it with: npm run serve -- --host 0.0.0.0',
  'error.sharing.unavailable':
    'Sharing on the hall network is switched in the desktop app; this is the hall server, which already shares.',
  'error.sharing.fromLan': 'Sharing on the hall network is switched only in the desktop app itself.',
  'error.sharing.portInUse':
    'Port {port} is already in use on this computer (another program, or a hall server): choose another port.',
  'error.sharing.noSuchAddress': 'This computer has no network address {host} (any more): choose another network.',
  'error.sharing.portRefused': 'The system does not let Floorclock use port {port}: choose a port above 1024.',
  'error.sharing.notBuilt': 'The pages for the hall screens are not built: run npm run build.',
  'error.sharing.failed': 'The hall server could not start. Try another port.'
} as const
