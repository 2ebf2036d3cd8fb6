/** The hall displays: screens, their layouts and presets, festival screens and the media they show. */
export {
  IDENTIFY_MS,
  decideConfigureScreen,
  decideDeleteLayout,
  decideForgetScreen,
  decideIdentifyScreen,
  decideNameHallTable,
  decideSaveLayout
} from './decide'
export type { DisplayEvent } from './events'
export { evolveDisplay } from './evolve'
export { festivalView } from './festival'
export type { FestivalTile, FestivalView } from './festival'
export { FONT_IDS, FontId, Layout, LayoutColours, RegionId, TileId } from './layout'
export { resolveMedia } from './media'
export { PRESETS, presetOf } from './presets'
export { HallTableName, HallTableNumber, LayoutId, ScreenId, ScreenLanguage, displayCommands } from './schemas'
export { emptyDisplayState } from './state'
export type { DisplayState } from './state'
export { screenSettings, screenTournament, screenView, screensView } from './views'
export type { LayoutRow, PublicLayout, ScreenRow, ScreenRuntime, ScreenView, ScreensView } from './views'

// What the root composes: a decision per command (and a fold per event) of this area.
export { displayDeciders, displayEvolvers } from './area'
