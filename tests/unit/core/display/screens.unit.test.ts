import { describe, expect, it } from 'vitest'
import { screensView, screenView } from '../../../../src/shared/core/display/views'
import { given, T0 } from '../../../support/decider'
import { mainEvent } from '../../../support/fixtures'

const tonight = { type: 'tournament.created', tournamentId: 't1', fields: mainEvent } as const
const tomorrow = {
  type: 'tournament.created',
  tournamentId: 't2',
  fields: { ...mainEvent, name: 'Sunday Deepstack' },
  displayKept: true
} as const
const SCREEN = 'screen-hall-monitor'
const BAR = 'screen-bar-tv-0001'

describe('a new tournament never takes a display over', () => {
  it('the first tournament goes on the hall display', () => {
    given()
      .when({ type: 'tournament.create', fields: mainEvent })
      .then([{ type: 'tournament.created', tournamentId: 'id-1', fields: mainEvent }])
  })

  it("creating tomorrow's tournament keeps tonight's clock on the hall display", () => {
    given(tonight)
      .when({ type: 'tournament.create', fields: mainEvent })
      .then([{ type: 'tournament.created', tournamentId: 'id-1', fields: mainEvent, displayKept: true }])
    const { state } = given(tonight, tomorrow)
    expect(state.displayedTournamentId).toBe('t1')
    expect(screenView(state, SCREEN, undefined, T0).display.tournament?.name).toBe(mainEvent.name)
  })

  it('records made before 13.3 (no displayKept) replay as they were: the display followed the newest', () => {
    const old = { ...tomorrow, displayKept: undefined }
    delete old.displayKept
    expect(given(tonight, old).state.displayedTournamentId).toBe('t2')
  })
})

describe('the director manages each display', () => {
  it('names a display, puts a tournament on it, sets its layout and language; the record keeps old and new', () => {
    given(tonight, tomorrow)
      .when({
        type: 'display.screen.configure',
        screenId: BAR,
        name: 'Bar TV',
        tournamentId: 't2',
        layoutId: 'preset:big',
        language: 'sv'
      })
      .then([
        {
          type: 'display.screenConfigured',
          screenId: BAR,
          changes: {
            name: { from: '', to: 'Bar TV' },
            tournamentId: { from: null, to: 't2' },
            layoutId: { from: 'preset:classic', to: 'preset:big' },
            language: { from: null, to: 'sv' }
          }
        }
      ])
  })

  it('two displays show different tournaments, languages and layouts', () => {
    const { state } = given(
      tonight,
      tomorrow,
      {
        type: 'display.screenConfigured',
        screenId: BAR,
        changes: { tournamentId: { from: null, to: 't2' }, language: { from: null, to: 'sv' } }
      },
      {
        type: 'display.screenConfigured',
        screenId: SCREEN,
        changes: { layoutId: { from: 'preset:classic', to: 'preset:structure' }, language: { from: null, to: 'ru' } }
      }
    )
    const bar = screenView(state, BAR, undefined, T0)
    const hall = screenView(state, SCREEN, undefined, T0)
    expect(bar.display.tournament?.name).toBe('Sunday Deepstack')
    expect(bar.screen.language).toBe('sv')
    expect(bar.screen.layoutId).toBe('preset:classic')
    expect(hall.display.tournament?.name).toBe(mainEvent.name)
    expect(hall.screen.language).toBe('ru')
    expect(hall.screen.layoutId).toBe('preset:structure')
  })

  it('a display with no tournament of its own shows the one its address names, else the hall default', () => {
    const { state } = given(tonight, tomorrow)
    expect(screenView(state, SCREEN, 't2', T0).display.tournament?.name).toBe('Sunday Deepstack')
    expect(screenView(state, SCREEN, 'unknown', T0).display.tournament?.name).toBe(mainEvent.name)
  })

  it('refuses a tournament or a layout that does not exist, and a change that changes nothing', () => {
    given(tonight)
      .when({ type: 'display.screen.configure', screenId: BAR, tournamentId: 'nope' })
      .thenRejected('error.tournament.notFound')
    given(tonight)
      .when({ type: 'display.screen.configure', screenId: BAR, layoutId: 'mine' })
      .thenRejected('error.display.noSuchLayout', 'layoutId')
    given(tonight, {
      type: 'display.screenConfigured',
      screenId: BAR,
      changes: { name: { from: '', to: 'Bar TV' } }
    })
      .when({ type: 'display.screen.configure', screenId: BAR, name: 'Bar TV' })
      .thenRejected('error.display.noChange', 'screenId')
  })

  it('a preset named in the address (&layout=big) is shown until the director chooses a layout', () => {
    const before = given(tonight)
    expect(screenView(before.state, BAR, undefined, T0, undefined, 'big').screen.layoutId).toBe('preset:big')
    expect(screenView(before.state, BAR, undefined, T0, undefined, 'nonsense').screen.layoutId).toBe('preset:classic')
    before.when({ type: 'display.screen.configure', screenId: BAR, layoutId: 'preset:classic' }).then([
      {
        type: 'display.screenConfigured',
        screenId: BAR,
        changes: { layoutId: { from: 'preset:classic', to: 'preset:classic' } }
      }
    ])
    const chosen = given(tonight, {
      type: 'display.screenConfigured',
      screenId: BAR,
      changes: { layoutId: { from: 'preset:classic', to: 'preset:classic' } }
    })
    expect(screenView(chosen.state, BAR, undefined, T0, undefined, 'big').screen.layoutId).toBe('preset:classic')
  })

  it('"flash this screen" lasts ten seconds of the server\'s clock', () => {
    given(tonight)
      .when({ type: 'display.screen.identify', screenId: BAR })
      .then([{ type: 'display.screenIdentified', screenId: BAR, until: T0 + 10_000 }])
  })

  it('lists recorded and connected displays for the admin, connected first, with what each shows', () => {
    const { state } = given(tonight, tomorrow, {
      type: 'display.screenConfigured',
      screenId: BAR,
      changes: { name: { from: '', to: 'Bar TV' }, tournamentId: { from: null, to: 't2' } }
    })
    const view = screensView(state, [
      {
        screenId: SCREEN,
        address: '192.168.1.20',
        connections: 1,
        connectedSince: T0,
        lastSeen: T0,
        width: 1920,
        height: 1080,
        hint: null
      }
    ])
    expect(view.screens.map((s) => [s.id, s.connected, s.showing, s.address])).toEqual([
      [SCREEN, true, 't1', '192.168.1.20'],
      [BAR, false, 't2', null]
    ])
    expect(view.layouts.filter((l) => l.preset)).toHaveLength(5)
    expect(view.defaultTournamentId).toBe('t1')
  })

  it('a layout in use cannot be deleted: the displays showing it are named', () => {
    const layout = { ...screenView(given().state, SCREEN, undefined, T0).screen.layout, name: 'Mine', sponsor: null }
    given(
      { type: 'display.layoutSaved', layoutId: 'L1', layout, created: true },
      {
        type: 'display.screenConfigured',
        screenId: BAR,
        changes: { name: { from: '', to: 'Bar TV' }, layoutId: { from: 'preset:classic', to: 'L1' } }
      }
    )
      .when({ type: 'display.layout.delete', layoutId: 'L1' })
      .thenRejected('error.display.layoutInUse', 'layoutId')
  })
})

describe('the phone QR code on a display is one switch', () => {
  it('switched on for one display: recorded with old and new, that screen shows it whatever its layout says', () => {
    given(tonight)
      .when({ type: 'display.screen.configure', screenId: BAR, phoneQr: true })
      .then([{ type: 'display.screenConfigured', screenId: BAR, changes: { phoneQr: { from: false, to: true } } }])
    const { state } = given(tonight, {
      type: 'display.screenConfigured',
      screenId: BAR,
      changes: { phoneQr: { from: false, to: true } }
    })
    expect(screenView(state, BAR, undefined, T0).screen).toMatchObject({ layoutId: 'preset:classic', phoneQr: true })
    expect(screenView(state, SCREEN, undefined, T0).screen.phoneQr).toBe(false)
    expect(screensView(state, []).screens.find((s) => s.id === BAR)?.phoneQr).toBe(true)
    // Switched off again: one more record; the same switch twice changes nothing and is said so.
    given(tonight, { type: 'display.screenConfigured', screenId: BAR, changes: { phoneQr: { from: false, to: true } } })
      .when({ type: 'display.screen.configure', screenId: BAR, phoneQr: true })
      .thenRejected('error.display.noChange')
  })

  it('records made before the switch (no phoneQr) read as off', () => {
    const { state } = given(tonight, {
      type: 'display.screenConfigured',
      screenId: BAR,
      changes: { name: { from: '', to: 'Bar TV' } }
    })
    expect(screenView(state, BAR, undefined, T0).screen.phoneQr).toBe(false)
  })
})

describe('the festival board on a display (§12.13)', () => {
  it('put on one display: recorded with old and new, that screen is told to show the board, the others are not', () => {
    given(tonight)
      .when({ type: 'display.screen.configure', screenId: BAR, board: true })
      .then([{ type: 'display.screenConfigured', screenId: BAR, changes: { board: { from: false, to: true } } }])
    const on = {
      type: 'display.screenConfigured',
      screenId: BAR,
      changes: { board: { from: false, to: true } }
    } as const
    const { state } = given(tonight, on)
    expect(screenView(state, BAR, undefined, T0).screen.board).toBe(true)
    expect(screenView(state, SCREEN, undefined, T0).screen.board).toBe(false)
    expect(screensView(state, []).screens.find((s) => s.id === BAR)?.board).toBe(true)
    // Taken off again with a tournament chosen for it: one record of both; the same choice twice changes nothing.
    given(tonight, on)
      .when({ type: 'display.screen.configure', screenId: BAR, board: false, tournamentId: 't1' })
      .then([
        {
          type: 'display.screenConfigured',
          screenId: BAR,
          changes: { tournamentId: { from: null, to: 't1' }, board: { from: true, to: false } }
        }
      ])
    given(tonight, on)
      .when({ type: 'display.screen.configure', screenId: BAR, board: true })
      .thenRejected('error.display.noChange')
  })

  it('records made before the board could be chosen (no board) read as not the board', () => {
    const { state } = given(tonight, {
      type: 'display.screenConfigured',
      screenId: BAR,
      changes: { name: { from: '', to: 'Bar TV' } }
    })
    expect(screenView(state, BAR, undefined, T0).screen.board).toBe(false)
    given(tonight)
      .when({ type: 'display.screen.configure', screenId: BAR, board: false })
      .thenRejected('error.display.noChange')
  })
})
