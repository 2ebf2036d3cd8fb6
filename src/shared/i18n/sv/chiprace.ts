import type { MessageKey } from '../en'

/** Färgbyte och chip race (§10.9–§10.13): det som hallens skärm och protokollet visar. */
export const chiprace: Partial<Record<MessageKey, string>> = {
  'protocol.section.chipRace': 'Färgbyten och chip race (§10.9–§10.13)',
  'protocol.chipRace.colourUp': 'Paus {number}: {chips} lämnar spelet, ny minsta valör {chip}',
  'protocol.chipRace.raced':
    'Kvar {leftover}: {count, plural, =0 {ingen marker spelades om} one {# marker spelades om} other {# marker spelades om}}',
  'protocol.chipRace.odd': '{name}: {chips} → {received}',
  'protocol.chipRace.decided': '{name} ({role})',
  'protocol.chipRace.change': 'Marker i spel {value}',
  'protocol.chipRace.corrected': 'rättad av {by}, {at}: {reason}',
  'protocol.chipRace.undone': 'bord {table} ångrat av {by}, {at}: {reason}',
  'protocol.chipRace.none': 'Inget bord har spelat om ännu',
  'protocol.col.colourUp': 'Färgbyte',
  'protocol.col.race': 'Chip race',
  'protocol.col.receivedChip': 'Fick en marker',
  'protocol.col.keptChip': 'Behöll en marker (§10.13)',
  'protocol.col.oddChips': 'Udda marker → fick',
  'chipRace.role.dealer': 'dealer',
  'chipRace.role.floor': 'floor',
  'chipRace.role.director': 'turneringsledare'
}
