import { describe, expect, it } from 'vitest'
import type { ListPage } from '../../../../../src/renderer/src/apps/hall/layout/lists'
import type { Panel, PanelKind } from '../../../../../src/renderer/src/apps/hall/layout/types'
import { pageAfterChange } from '../../../../../src/renderer/src/apps/hall/stripPages'

/** Panels of these kinds with these names, paged `perPage` items at a time. */
function strip(panels: Array<[PanelKind, string[]]>, perPage = 3): { panels: Panel[]; pages: ListPage[] } {
  const out: Panel[] = panels.map(([kind, names]) => ({
    kind,
    title: kind,
    items: names.map((main) => ({ main, aside: '1', asideFirst: false }))
  }))
  const pages: ListPage[] = []
  out.forEach((panel, p) => {
    for (let from = 0; from < Math.max(1, panel.items.length); from += perPage)
      pages.push({
        panel: p,
        from,
        to: Math.min(panel.items.length, from + perPage),
        font: 20,
        columns: 1,
        lines: 1,
        rows: 3
      })
  })
  return { panels: out, pages }
}

describe('the strip’s rotation when its pages change', () => {
  const moves = ['Anna', 'Boris', 'Vera', 'Gleb', 'Dina']
  const out = ['Egor', 'Zoya']
  const federation = ['Ivan']

  it('a move expiring keeps the panel on screen where it was: the panels after the moves still come round', () => {
    const before = strip([
      ['moves', moves],
      ['lastEliminated', out],
      ['federation', federation]
    ])
    // On screen: the federation's panel (page 3 of 4); the oldest move expires.
    const after = strip([
      ['moves', moves.slice(0, 4)],
      ['lastEliminated', out],
      ['federation', federation]
    ])
    expect(pageAfterChange({ ...before, index: 3 }, after)).toBe(3)
    // The seat changes down to one page: the last eliminated stays on screen, now the second page.
    const shorter = strip([
      ['moves', moves.slice(0, 2)],
      ['lastEliminated', out],
      ['federation', federation]
    ])
    expect(pageAfterChange({ ...before, index: 2 }, shorter)).toBe(1)
  })

  it('a new seat change goes first: the players it moves look for their names now', () => {
    const before = strip([
      ['moves', moves],
      ['lastEliminated', out]
    ])
    const after = strip([
      ['moves', ['Lev', ...moves]],
      ['lastEliminated', out]
    ])
    expect(pageAfterChange({ ...before, index: 2 }, after)).toBe(0)
    // The first seat change of the evening: the moves' panel appears before the others.
    const none = strip([['lastEliminated', out]])
    const first = strip([
      ['moves', ['Lev']],
      ['lastEliminated', out]
    ])
    expect(pageAfterChange({ ...none, index: 0 }, first)).toBe(0)
  })

  it('the panel on screen gone: the one now in its place, else the first', () => {
    const before = strip([
      ['moves', ['Anna']],
      ['lastEliminated', out],
      ['federation', federation]
    ])
    // Every move expired while the moves were on screen: the last eliminated take their place.
    const after = strip([
      ['lastEliminated', out],
      ['federation', federation]
    ])
    expect(pageAfterChange({ ...before, index: 0 }, after)).toBe(0)
    // The federation's panel gone (the clock started again): the first page.
    expect(
      pageAfterChange(
        { ...before, index: 2 },
        strip([
          ['moves', ['Anna']],
          ['lastEliminated', out]
        ])
      )
    ).toBe(0)
  })

  it('one federation panel per series: the same one of its kind stays on screen', () => {
    const before = strip([
      ['lastEliminated', out],
      ['federation', ['Ivan']],
      ['federation', ['Olga']]
    ])
    const after = strip([
      ['lastEliminated', [...out, 'Pavel']],
      ['federation', ['Ivan']],
      ['federation', ['Olga']]
    ])
    expect(pageAfterChange({ ...before, index: 2 }, after)).toBe(2)
  })
})
