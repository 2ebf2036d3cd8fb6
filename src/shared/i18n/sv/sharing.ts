import type { sharing as en } from '../en/sharing'

/** Svenska: att dela klockan i hallnätverket från skrivbordsappen. */
export const sharing: Record<keyof typeof en, string> = {
  'nav.sharing': 'Hallnätverk',
  'sharing.title': 'Dela klockan i hallnätverket',
  'sharing.explain':
    'Andra skärmar i hallen — en smart-tv, en minidator, en surfplatta, en telefon — öppnar klockan i sin webbläsare från den här datorn, och en andra administratör kan arbeta från en bärbar dator med PIN-koden. Avstängt tills du slår på det; att stänga av kopplar bort alla skärmar på en gång.',
  'sharing.toggle': 'Dela klockan i hallnätverket',
  'sharing.interface': 'Nätverk',
  'sharing.interface.all': 'Alla nätverk på den här datorn',
  'sharing.interface.loopback': 'Bara den här datorn',
  'sharing.port': 'Port',
  'sharing.apply': 'Verkställ',
  'sharing.state.on': 'Delar på port {port}.',
  'sharing.state.off': 'Inte delad: bara den här datorns fönster visar klockan.',
  'sharing.state.starting': 'Startar…',
  'sharing.clockUrl': 'Klockan, för hallens skärmar',
  'sharing.adminUrl': 'Admin, med PIN-koden',
  'sharing.pin': 'Admin-PIN',
  'sharing.newPin': 'Ny PIN',
  'sharing.newPinExplain':
    'En ny PIN kopplar bort alla skärmar på en gång: skärmarna ansluter igen av sig själva, administratörer behöver den nya PIN-koden.',
  'sharing.stopConfirm.title': 'Sluta dela klockan i hallnätverket?',
  'sharing.stopConfirm.body':
    'Alla skärmar och administratörer i hallnätverket kopplas bort på en gång. Fönstren på den här datorn fortsätter.',
  'sharing.stopConfirm.yes': 'Sluta dela',
  'sharing.newPinConfirm.title': 'Ge hallnätverket en ny PIN?',
  'sharing.qr': 'Rikta en telefons eller smart-tv:s kamera mot koden för att öppna klockan.',
  'sharing.qrAlt': 'QR-kod för klockans adress {url}',
  'sharing.loopbackOnly': 'Den här adressen fungerar bara på den här datorn.',
  'sharing.noLan': 'Den här datorn har ingen nätverksadress: anslut den till hallnätverket.',
  'sharing.otherAddresses': 'Den här datorns andra adresser',
  'sharing.kiosk': 'En hall-dator i kioskläge: {command}',
  'sharing.unavailable':
    'Den här adminen är öppnad via hallservern (npm run serve), som redan delar klockan med alla skärmar i sitt nätverk. Delning slås på och av i skrivbordsappen.',
  'sharing.here': 'Den här hallserverns klocka: {url}',
  'sharing.hereLocal':
    'Den här hallservern lyssnar bara på den här datorn. För att visa klockan på andra skärmar, starta den med: npm run serve -- --host 0.0.0.0',
  'error.sharing.unavailable':
    'Delning i hallnätverket slås på i skrivbordsappen; det här är hallservern, som redan delar.',
  'error.sharing.fromLan': 'Delning i hallnätverket slås bara på och av i själva skrivbordsappen.',
  'error.sharing.portInUse':
    'Port {port} används redan på den här datorn (ett annat program eller en hallserver): välj en annan port.',
  'error.sharing.noSuchAddress': 'Den här datorn har inte (längre) nätverksadressen {host}: välj ett annat nätverk.',
  'error.sharing.portRefused': 'Systemet låter inte Floorclock använda port {port}: välj en port över 1024.',
  'error.sharing.notBuilt': 'Sidorna för hallens skärmar är inte byggda: kör npm run build.',
  'error.sharing.failed': 'Hallservern kunde inte starta. Försök med en annan port.'
}
