import { describe, expect, it } from 'vitest'
import { Layout } from '../../../../src/shared/core/display/layout'
import { PRESETS, PRESET_IDS } from '../../../../src/shared/core/display/presets'

describe('the charts region of the hall display layouts', () => {
  it('is off in every preset', () => {
    for (const id of PRESET_IDS)
      expect(PRESETS[id].regions.find((r) => r.id === 'charts')).toMatchObject({ show: false })
  })

  it('a layout saved before it (with or without the QR region) reads with it off', () => {
    const saved = PRESETS.classic
    const beforeCharts = { ...saved, regions: saved.regions.filter((r) => r.id !== 'charts') }
    const beforeQr = { ...saved, regions: saved.regions.filter((r) => r.id !== 'charts' && r.id !== 'qr') }
    for (const old of [beforeCharts, beforeQr]) {
      const parsed = Layout.parse(old)
      expect(parsed.regions.map((r) => r.id).slice(-2)).toEqual(['qr', 'charts'])
      expect(parsed.regions.find((r) => r.id === 'charts')).toEqual({ id: 'charts', show: false, size: 1 })
    }
    // A layout with the charts on keeps them on.
    const on = { ...saved, regions: saved.regions.map((r) => (r.id === 'charts' ? { ...r, show: true } : r)) }
    expect(Layout.parse(on).regions.find((r) => r.id === 'charts')?.show).toBe(true)
  })
})
