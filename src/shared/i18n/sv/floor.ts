import type { floor as en } from '../en/floor'

/** Turneringsledarens översikt över golvet: alla pågående turneringar på en sida och det som kräver åtgärd. */
export const floor: Record<keyof typeof en, string> = {
  'nav.floor': 'Golvet',
  'floor.title': 'Golvet just nu',
  'floor.explain':
    'Alla turneringar som pågår eller startade i dag. Klicka på en rad eller en varning för att öppna sidan där det åtgärdas.',
  'floor.none': 'Ingen turnering pågår och ingen har startat i dag.',
  'floor.alerts': 'Kräver åtgärd',
  'floor.noAlerts': 'Inget kräver åtgärd.',
  'floor.col.tournament': 'Turnering',
  'floor.col.clock': 'Nivå / paus',
  'floor.col.left': 'Tid kvar',
  'floor.col.players': 'Spelare / anmälningar',
  'floor.col.tables': 'Bord',
  'floor.col.seating': 'Flyttar',
  'floor.col.waiting': 'Väntelista',
  'floor.col.late': 'Sen anmälan',
  'floor.level': 'Nivå {level}',
  'floor.break': 'Paus',
  'floor.blinds': '{small}/{big}',
  'floor.noStructure': 'Ingen struktur',
  'floor.ended': 'Sista nivån fortsätter',
  'floor.startsIn': 'Startar om {time}',
  'floor.notStarted': 'Klockan har inte startat',
  'floor.paused': 'Pausad',
  'floor.finished': 'Avslutad',
  'floor.handForHand': 'Hand för hand',
  'floor.pending.balance': 'Balansering föreslagen',
  'floor.pending.break': 'Bordsbrytning föreslagen',
  'floor.pending.final': 'Finalbord föreslaget',
  'floor.pending.short-handed': 'Placering vid glesa bord föreslagen',
  'floor.pending.olympic': 'Lottning till nästa steg föreslagen',
  'floor.pendingSince': '{what} · väntar {time}',
  'floor.nothingPending': '—',
  'floor.late.open': 'Öppen',
  'floor.late.closed': 'Stängd',
  'floor.waitingCount': '{count} väntar',
  'floor.alert.proposalWaiting': '{tournament}: {what} har väntat {time} på bekräftelse',
  'floor.alert.clockPaused': '{tournament}: klockan har varit pausad i {time}',
  'floor.alert.handForHand': '{tournament}: hand för hand pågår',
  'floor.alert.unbalanced':
    '{tournament}: bord med {max} och {min} spelare (tolerans {tolerance}) och ingen flytt föreslagen',
  'floor.alert.waitingWithFreePlaces':
    '{tournament}: {waiting, plural, one {# spelare väntar} other {# spelare väntar}} och {free, plural, one {# plats är ledig} other {# platser är lediga}}',
  'floor.open': 'Öppna'
}
