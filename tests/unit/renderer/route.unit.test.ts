import { describe, expect, it } from 'vitest'
import { adminHash, NO_ADMIN_PATH, parseAdminPath, parseRoute } from '../../../src/renderer/src/route'

describe('the admin keeps where it is in the address', () => {
  it('reads the tournament, its tab and the results page; the query (PIN) stays', () => {
    const hash = '#/admin/tournaments/t%2F1/results/discipline?pin=1234'
    expect(parseAdminPath(hash)).toEqual({ tournamentId: 't/1', tab: 'results', results: 'discipline' })
    expect(parseRoute(hash).view).toBe('admin')
    expect(parseRoute(hash).params.get('pin')).toBe('1234')
    expect(adminHash({ tournamentId: 't/1', tab: 'results', results: 'protocol' }, hash)).toBe(
      '#/admin/tournaments/t%2F1/results/protocol?pin=1234'
    )
    expect(adminHash(NO_ADMIN_PATH, hash)).toBe('#/admin?pin=1234')
  })

  it('round-trips every tab and results page', () => {
    for (const tab of ['overview', 'desk', 'entries', 'terms', 'seating', 'results'] as const)
      for (const results of tab === 'results' ? (['places', 'discipline', 'series', 'protocol'] as const) : [null]) {
        const path = { tournamentId: 'abc', tab, results }
        expect(parseAdminPath(adminHash(path))).toEqual(path)
      }
  })

  it('an unknown tab or page, a bad escape or another view reads as none, never as a crash', () => {
    expect(parseAdminPath('#/admin/tournaments/abc/nonsense/x')).toEqual({
      tournamentId: 'abc',
      tab: null,
      results: null
    })
    expect(parseAdminPath('#/admin/tournaments/abc/desk/protocol')).toEqual({
      tournamentId: 'abc',
      tab: 'desk',
      results: null
    })
    expect(parseAdminPath('#/admin/tournaments/%E0%A4%A')).toEqual(NO_ADMIN_PATH)
    expect(parseAdminPath('#/clock?t=abc')).toEqual(NO_ADMIN_PATH)
    expect(parseAdminPath('')).toEqual(NO_ADMIN_PATH)
  })
})
