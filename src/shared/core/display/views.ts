import type { FloorState } from '../state'
import type { LevelSource } from '../registration'
import { publicDisplay, type PublicDisplay } from '../views'
import type { ScreenLanguage } from './events'
import type { Layout } from './layout'
import { DEFAULT_LAYOUT_REF, PRESET_IDS, PRESETS, presetOf, presetRef } from './presets'
import { defaultScreen } from './state'
import { layoutMediaRef } from './media'

export { layoutMediaRef, resolveLayoutMedia } from './media'

/** A layout as a screen receives it: the sponsor image by reference (fetched once with `display.media`). */
export interface PublicLayout extends Omit<Layout, 'sponsor'> {
  sponsor: string | null
}

/** What one display is told (public data only): its own settings and the tournament it shows. */
export interface ScreenView {
  screen: {
    id: string
    name: string
    language: ScreenLanguage | null
    layoutId: string
    layout: PublicLayout
    identifyUntil: number | null
    /** The phone page's QR code is on, whatever the layout says (the renderer shows its region). */
    phoneQr: boolean
    /** §12.13: the screen shows the festival board (its own `festival` view), not the tournament below. */
    board: boolean
  }
  display: PublicDisplay
}

/** The layout a reference names, as a screen gets it; an unknown one (deleted meanwhile) is the classic preset. */
export function publicLayout(state: FloorState, layoutId: string): { id: string; layout: PublicLayout } {
  const preset = presetOf(layoutId)
  if (preset) return { id: layoutId, layout: { ...PRESETS[preset], sponsor: null } }
  const saved = state.display.layouts.get(layoutId)
  if (!saved) return publicLayout(state, DEFAULT_LAYOUT_REF)
  return {
    id: layoutId,
    layout: { ...saved.layout, sponsor: saved.layout.sponsor ? layoutMediaRef(layoutId, saved.seq) : null }
  }
}

/**
 * The tournament a display shows: the one the director put on it; else the one its address names (a bookmark);
 * else the hall's default (the displayed tournament). A new tournament is none of these until someone says so.
 */
export function screenTournament(state: FloorState, screenId: string, hint?: string): string | undefined {
  const pinned = state.display.screens.get(screenId)?.tournamentId
  if (pinned && state.tournaments.has(pinned)) return pinned
  if (hint && state.tournaments.has(hint)) return hint
  return state.displayedTournamentId ?? undefined
}

/** The layout a display shows: the director's choice; else the preset its address names (a bookmark); else classic. */
export function screenLayoutId(state: FloorState, screenId: string, layoutHint?: string | null): string {
  const settings = state.display.screens.get(screenId)
  if (settings?.layoutChosen) return settings.layoutId
  const hinted = layoutHint ? presetOf(`preset:${layoutHint}`) : null
  return hinted ? presetRef(hinted) : (settings?.layoutId ?? DEFAULT_LAYOUT_REF)
}

export function screenView(
  state: FloorState,
  screenId: string,
  hint: string | undefined,
  now: number,
  levelOf?: LevelSource,
  layoutHint?: string,
  /** The hall server's one public display per tournament, shared by every screen that shows it. */
  displayOf?: (tournamentId: string | undefined) => PublicDisplay
): ScreenView {
  return {
    screen: screenSettings(state, screenId, layoutHint),
    display: displayOf
      ? displayOf(screenTournament(state, screenId, hint))
      : publicDisplay(state, screenTournament(state, screenId, hint), now, levelOf)
  }
}

/**
 * A display's own part of its view: its settings and the layout it shows. Only the displays' own records change it
 * (never a command of the floor), so the hall server keeps it per screen between those records.
 */
export function screenSettings(
  state: FloorState,
  screenId: string,
  layoutHint?: string,
  /** The hall server's one copy of each layout, shared by every screen that shows it. */
  layoutOf: (layoutId: string, layout: PublicLayout) => PublicLayout = (_id, layout) => layout
): ScreenView['screen'] {
  const settings = state.display.screens.get(screenId) ?? defaultScreen(screenId)
  const layout = publicLayout(state, screenLayoutId(state, screenId, layoutHint))
  return {
    id: screenId,
    name: settings.name,
    language: settings.language,
    layoutId: layout.id,
    layout: layoutOf(layout.id, layout.layout),
    identifyUntil: settings.identifyUntil,
    phoneQr: settings.phoneQr,
    board: settings.board ?? false
  }
}

/** A display's connection as the hall server sees it now (not a record: it lasts while the server runs). */
export interface ScreenRuntime {
  screenId: string
  address: string | null
  connections: number
  connectedSince: number | null
  lastSeen: number
  width: number | null
  height: number | null
  /** The tournament its address names, if any. */
  hint: string | null
  /** The preset its address names, if any (`&layout=big`). */
  layoutHint?: string | null
}

export interface ScreenRow {
  id: string
  name: string
  address: string | null
  connected: boolean
  lastSeen: number | null
  /** The director's choice (null: the hall's default); `showing`: what it shows now. */
  tournamentId: string | null
  showing: string | null
  layoutId: string
  language: ScreenLanguage | null
  /** The phone page's QR code switched on for this screen. */
  phoneQr: boolean
  /** The festival board is on this screen (§12.13) instead of a tournament. */
  board: boolean
  width: number | null
  height: number | null
  identifyUntil: number | null
}

export interface LayoutRow {
  id: string
  name: string
  preset: boolean
  /** A preset's or a saved layout (its sponsor image by reference). */
  layout: PublicLayout
}

/** The admin's list of displays and layouts (admin only). */
export interface ScreensView {
  screens: ScreenRow[]
  layouts: LayoutRow[]
  defaultTournamentId: string | null
  tournaments: { id: string; name: string; date: string }[]
  /** The hall's names of its table numbers (§8.1), by number. */
  tableNames: { number: number; name: string }[]
}

/**
 * `tournaments`: the tournament list's lines when the caller keeps them (the main process gives those of finished
 * tournaments from their snapshot parts without reading the tournaments); every tournament otherwise.
 */
export function screensView(
  state: FloorState,
  runtime: readonly ScreenRuntime[],
  tournaments?: readonly { id: string; name: string; date: string }[]
): ScreensView {
  const live = new Map(runtime.map((r) => [r.screenId, r]))
  const ids = new Set([...state.display.screens.keys(), ...live.keys()])
  const screens: ScreenRow[] = [...ids].map((id) => {
    const s = state.display.screens.get(id) ?? defaultScreen(id)
    const r = live.get(id)
    return {
      id,
      name: s.name,
      address: r?.address ?? null,
      connected: (r?.connections ?? 0) > 0,
      lastSeen: r?.lastSeen ?? null,
      tournamentId: s.tournamentId,
      showing: screenTournament(state, id, r?.hint ?? undefined) ?? null,
      layoutId: publicLayout(state, screenLayoutId(state, id, r?.layoutHint)).id,
      language: s.language,
      phoneQr: s.phoneQr,
      board: s.board ?? false,
      width: r?.width ?? null,
      height: r?.height ?? null,
      identifyUntil: s.identifyUntil
    }
  })
  // Connected first, then by name.
  screens.sort((a, b) => Number(b.connected) - Number(a.connected) || (a.name || a.id).localeCompare(b.name || b.id))
  const layouts: LayoutRow[] = [
    ...PRESET_IDS.map((id) => ({
      id: presetRef(id),
      name: PRESETS[id].name,
      preset: true,
      layout: { ...PRESETS[id], sponsor: null }
    })),
    ...[...state.display.layouts.keys()].map((id) => {
      const l = publicLayout(state, id)
      return { id, name: l.layout.name, preset: false, layout: l.layout }
    })
  ]
  return {
    screens,
    layouts,
    defaultTournamentId: state.displayedTournamentId,
    tableNames: [...state.display.tableNames]
      .map(([number, name]) => ({ number, name }))
      .sort((a, b) => a.number - b.number),
    tournaments: (
      tournaments ??
      [...state.tournaments.values()].map((t) => ({ id: t.id, name: t.fields.name, date: t.fields.date }))
    )
      .map(({ id, name, date }) => ({ id, name, date }))
      .sort((a, b) => b.date.localeCompare(a.date) || a.name.localeCompare(b.name))
  }
}
