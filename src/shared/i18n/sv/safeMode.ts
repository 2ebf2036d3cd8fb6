import type { safeMode as en } from '../en/safeMode'

/** Svenska: vad som är fel med posten som öppnade det felsäkra läget (en rad som Floorclock inte skriver, eller en post som nämner något ingen tidigare post skapade). */
export const safeMode: Record<keyof typeof en, string> = {
  'safeMode.problem.column':
    'Dess kolumn ”{column}” innehåller ett värde som Floorclock aldrig skriver där: filen har ändrats utanför Floorclock eller skadats.',
  'safeMode.problem.notJson': 'Dess data är inte läsbar text för en händelse (inte JSON): filen är skadad.',
  'safeMode.problem.notEvent': 'Dess data innehåller ingen händelse (JSON {found}): filen är skadad.',
  'safeMode.problem.typeMismatch': 'Dess data är av ett annat slag (”{found}”) än posten anger: filen är skadad.',
  'safeMode.problem.version': 'Den har version {version}, som ingen Floorclock skriver: filen är skadad.',
  'safeMode.problem.shape':
    'Dess fält ”{path}” är inte vad en post av det här slaget innehåller (saknas, fel typ eller utanför gränserna): filen är skadad.',
  'safeMode.problem.stream': 'Den är arkiverad under ”{stream}” men hör till ”{expected}”: filen är skadad.',
  'safeMode.problem.missing':
    'Den hänvisar till något som ingen tidigare post i journalen skapade: {kind, select, tournament {turnering} entry {anmälan} player {spelare} hand {hand} penalty {straff} dispute {tvistebeslut} series {serie} account {konto} ticket {biljett} colourUp {färgbyte i paus} other {post}} {id}.',
  'safeMode.problem.noSeating': 'Den ändrar bordsplaceringen i en turnering vars bord aldrig ställdes upp.',
  'safeMode.problem.fold': 'Den kan inte tillämpas på golvet så som posterna före den lämnade det.'
}
