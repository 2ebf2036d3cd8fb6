import { describe, expect, it } from 'vitest'
import { Layout, TILE_IDS } from '../../../../src/shared/core/display/layout'
import { PRESETS } from '../../../../src/shared/core/display/presets'

describe('§5.10 the bounty tile of the hall display', () => {
  it('a layout saved before the bounty tile reads as it was: the tile is added, switched off', () => {
    const saved = { ...PRESETS.classic, tiles: PRESETS.classic.tiles.filter((t) => t.id !== 'bounty') }
    expect(saved.tiles).toHaveLength(TILE_IDS.length - 1)
    const read = Layout.parse(saved)
    expect(read.tiles).toHaveLength(TILE_IDS.length)
    expect(read.tiles.at(-1)).toEqual({ id: 'bounty', show: false })
    expect(read.tiles.slice(0, -1)).toEqual(saved.tiles)
  })

  it('the presets show it (it appears only in a bounty event), except "Big numbers only"', () => {
    expect(PRESETS.classic.tiles.find((t) => t.id === 'bounty')?.show).toBe(true)
    expect(PRESETS.big.tiles.find((t) => t.id === 'bounty')?.show).toBe(false)
    // Right after Next: a crowded strip takes the second row of tiles, and the bounty keeps its place.
    expect(PRESETS.sidebar.tiles.map((t) => t.id).slice(0, 2)).toEqual(['next', 'bounty'])
  })
})
